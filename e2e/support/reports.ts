import { createHash } from 'node:crypto';
import { type Temporal } from 'temporal-polyfill';
import { E2E_API_KEY } from './servers.js';

/**
 * The mock CRM's reporting calls, read directly (not through the gateway) to compare with what
 * the statistics screens show. Dates go as the API takes them, MM-DD-YYYY.
 */
const mdy = (date: Temporal.PlainDate) =>
  `${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}-${date.year}`;

const mockUrl = () => process.env.MOCK_CRM_URL ?? '';

async function tokenOf(customerNumber: string, password: string): Promise<string> {
  const answer = await fetch(`${mockUrl()}/CRMCustomer/ValidateCustomerPassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ApiKey: E2E_API_KEY,
      CustomerNumber: customerNumber,
      PasswordHash: createHash('sha256').update(password, 'utf8').digest('hex'),
    }),
  });
  return ((await answer.json()) as { Token: string }).Token;
}

export interface KpiFigures {
  readonly orderCount: number;
  readonly SkillStatistics: readonly { skill: string; assignmentCount: number }[];
}

/** CustomerStatistics for a range, as the mock answers it. */
export async function customerStatistics(
  account: { customerNumber: string; password: string },
  from: Temporal.PlainDate,
  to: Temporal.PlainDate,
): Promise<KpiFigures> {
  const token = await tokenOf(account.customerNumber, account.password);
  const query = new URLSearchParams({ from: mdy(from), to: mdy(to), customerNumber: account.customerNumber });
  const answer = await fetch(`${mockUrl()}/CRMCustomer/CustomerStatistics?${query}`, { headers: { Token: token } });
  const body = (await answer.json()) as { Statistics: KpiFigures | null; Errors: unknown };
  if (!body.Statistics) throw new Error(`CustomerStatistics: ${JSON.stringify(body.Errors)}`);
  return body.Statistics;
}

/** A reporting source's rows for a customer, grouped as asked. */
export async function reportRows(
  customerNumber: string,
  source: string,
  from: Temporal.PlainDate,
  to: Temporal.PlainDate,
  groupColumns: readonly string[],
): Promise<Record<string, string | number>[]> {
  const query = new URLSearchParams({ from: mdy(from), to: mdy(to), agreements: '4,22', groupColumns: groupColumns.join(',') });
  const answer = await fetch(`${mockUrl()}/api/v1/reportData/${source}?${query}`, {
    headers: { ApiKey: E2E_API_KEY, customerNumber },
  });
  const body = (await answer.json()) as { Rows: Record<string, string | number>[] | null; Errors: unknown };
  if (!body.Rows) throw new Error(`${source}: ${JSON.stringify(body.Errors)}`);
  return body.Rows;
}

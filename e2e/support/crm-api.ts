import { createHash } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { E2E_API_KEY } from './servers.js';

/**
 * The mock CRM over HTTP, as tests read it to compare with what the portal shows: logs in like
 * the portal (SHA-256 of the password) and calls the customer API with the token. Wire names stay
 * in this file; it speaks to mock-crm directly, not through the gateway.
 */
export interface CrmOrder {
  readonly OrderIdentifier: string;
  readonly OrderNumber: string;
  readonly DatetimeFrom: string;
  readonly DatetimeTo: string;
  readonly ConsolidatedOrderStatus: { readonly StatusIdentifier: number };
  readonly NumberOfUnreadNotifications?: number;
  /** The assigned interpreter; ResourcePhoneNumber is their mobile as they keep it (issue 15). */
  readonly Resource?: { readonly ResourceFullName: string; readonly ResourcePhoneNumber: string } | null;
}

/** A notification as GetNotifications answers it, the fields tests compare. */
export interface CrmNotification {
  readonly NotificationIdentifier: string;
  readonly Headline: string;
  readonly Message: string;
  readonly DatetimeSent: string;
  readonly IsRead: boolean;
  readonly OrderIdentifiers: readonly { readonly OrderIdentifier: string }[];
}

/** The consolidated status ids (docs/api.md): 1 open, 2 booked, 3 performed, 4 cancelled, 5 rejected, 6 unknown. */
export const CONSOLIDATED = { open: 1, booked: 2, performed: 3, cancelled: 4, rejected: 5, unknown: 6 } as const;

/** The statuses the portal's default filter shows: every one but unknown (spec 2 §2). */
export const DEFAULT_FILTER_STATUS_IDS: readonly number[] = [1, 2, 3, 4, 5];

export const STOCKHOLM = 'Europe/Stockholm';

/** A saved contact person as an order names it on the wire: by id, every other field null. */
export const savedContactOnWire = (id: string) => ({
  ContactPersonIdentifier: id,
  FirstName: null,
  LastName: null,
  Title: null,
  Email: null,
  PhoneNumberDirect: null,
  PhoneNumberMobile: null,
});

/** Today in Stockholm, the portal's zone. */
export const todayInStockholm = (): Temporal.PlainDate => Temporal.Now.zonedDateTimeISO(STOCKHOLM).toPlainDate();

const crmDateTime = (day: Temporal.PlainDate) => `${day.toString()} 00:00:00`;

export class CrmApi {
  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  static async logIn(
    account: { customerNumber: string; password: string },
    baseUrl = process.env.MOCK_CRM_URL ?? '',
  ): Promise<CrmApi> {
    const answer = await post(baseUrl, '/CRMCustomer/ValidateCustomerPassword', {
      ApiKey: E2E_API_KEY,
      CustomerNumber: account.customerNumber,
      PasswordHash: createHash('sha256').update(account.password, 'utf8').digest('hex'),
    });
    if (typeof answer.Token !== 'string') throw new Error(`login refused: ${JSON.stringify(answer.Errors)}`);
    return new CrmApi(baseUrl, answer.Token);
  }

  async call(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const answer = await post(this.baseUrl, path, { Token: this.token, ...body });
    if (Array.isArray(answer.Errors) && answer.Errors.length > 0) throw new Error(`${path}: ${JSON.stringify(answer.Errors)}`);
    return answer;
  }

  /** SearchOrders over whole Stockholm days, `from` to `to` included. */
  async ordersOnDays(from: Temporal.PlainDate, to: Temporal.PlainDate): Promise<CrmOrder[]> {
    const answer = await this.call('/CRMCustomer/SearchOrders', {
      DatetimeFrom: crmDateTime(from),
      DatetimeTo: crmDateTime(to.add({ days: 1 })),
      OrderNumber: null,
      Keywords: null,
      OrderIdentifier: null,
    });
    return (answer.Orders as CrmOrder[] | null) ?? [];
  }

  async orderByNumber(orderNumber: string): Promise<CrmOrder[]> {
    const answer = await this.call('/CRMCustomer/SearchOrders', {
      DatetimeFrom: null,
      DatetimeTo: null,
      OrderNumber: orderNumber,
      Keywords: null,
      OrderIdentifier: null,
    });
    return (answer.Orders as CrmOrder[] | null) ?? [];
  }

  /** Cancels the order with the first cancellation reason, as the portal's cancel dialog sends it. */
  async cancel(orderIdentifier: string): Promise<void> {
    const reasons = (await this.call('/CRMCustomer/GetOrderCancellationReasons', { ApiKey: E2E_API_KEY }))
      .OrderCancellationReasons as { OrderCancellationReasonIdentifier: string }[];
    await this.call('/CRMCustomer/CancelOrder', {
      OrderIdentifier: orderIdentifier,
      OrderCancellationReasonIdentifier: reasons[0]!.OrderCancellationReasonIdentifier,
      CustomerOrderAdditionalServices: null,
      IsPatientConsentGiven: true,
    });
  }

  /** The customer's notifications, read and unread, newest first. */
  async notifications(): Promise<CrmNotification[]> {
    const answer = await this.call('/Common/GetNotifications', { DoOnlyIncludeUnreadNotifications: false });
    return (answer.Notifications as CrmNotification[] | null) ?? [];
  }

  /**
   * How many orders each day of a range has, asking SearchOrders day by day, counted as the
   * calendar counts them: an order on every day it overlaps, only the statuses given.
   */
  async countsPerDay(
    days: readonly Temporal.PlainDate[],
    statusIds: readonly number[] = DEFAULT_FILTER_STATUS_IDS,
  ): Promise<Map<string, number>> {
    const counts = await Promise.all(
      days.map(async (day) => {
        const orders = await this.ordersOnDays(day, day);
        return [
          day.toString(),
          orders.filter((o) => statusIds.includes(o.ConsolidatedOrderStatus.StatusIdentifier)).length,
        ] as const;
      }),
    );
    return new Map(counts);
  }
}

async function post(baseUrl: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ApiKey: E2E_API_KEY },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

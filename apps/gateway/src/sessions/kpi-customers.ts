import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Whether a customer may see KPI reports: the static list served with the portal (spec 3 §6),
 * read by the gateway for the session-info answer. Without the list nobody is allowed.
 */
export async function kpiAllowed(staticDir: string, customerNumber: string): Promise<boolean> {
  try {
    const text = await readFile(join(staticDir, 'config', 'kpi-customers.txt'), 'utf8');
    return text.split(/\s+/).includes(customerNumber);
  } catch {
    return false;
  }
}

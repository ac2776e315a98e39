import { Temporal } from 'temporal-polyfill';

/** The mock CRM's test-only control routes. */
export class MockCrmControl {
  constructor(private readonly baseUrl: string) {}

  async advanceClock(minutes: number): Promise<void> {
    await this.post('/__control/clock', { advanceMinutes: minutes });
  }

  async expireAllTokens(): Promise<void> {
    await this.post('/__control/expire-tokens', {});
  }

  /** The next `count` CreateNewOrder calls answer Errors 9999 and create nothing (fault failCreateOrder). */
  async failNextCreateOrders(count: number): Promise<void> {
    await this.post('/__control/faults', { failCreateOrder: count });
  }

  /** The mock's now (tests move its clock, so it may differ from the machine's). */
  async now(): Promise<Temporal.Instant> {
    const response = await fetch(`${this.baseUrl}/__control/clock`);
    if (!response.ok) throw new Error(`/__control/clock: HTTP ${response.status}`);
    return Temporal.Instant.from(((await response.json()) as { now: string }).now);
  }

  /** The next `count` direct (auto-assign) orders answer 1075, the slot taken (fault directOrderSlotTaken). */
  async takeNextDirectSlots(count: number): Promise<void> {
    await this.post('/__control/faults', { directOrderSlotTaken: count });
  }

  private async post(path: string, body: unknown): Promise<unknown> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response.json();
  }
}

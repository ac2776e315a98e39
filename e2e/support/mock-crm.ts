import { Temporal } from 'temporal-polyfill';

/** An order made with `MockCrmControl.order`: the CRM's state of it as the lifecycle left it. */
export interface ControlOrder {
  readonly orderIdentifier: string;
  readonly orderNumber: string;
  readonly status: 'open' | 'booked' | 'fulfilled' | 'cancelled' | 'rejected';
}

/** A file a control order carries, as the customer would attach it. */
export interface ControlAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly base64: string;
  readonly description?: string;
}

/** The mock CRM's test-only control routes. */
export class MockCrmControl {
  /**
   * `ownsClock`: the mock is the test's worker's own (`movesMockClock`). The run's shared mock
   * keeps the machine's time: a clock moved ahead there stamps what every other test makes
   * meanwhile minutes later, a day later near midnight, and their dates no longer agree.
   */
  constructor(
    private readonly baseUrl: string,
    private readonly options: { readonly ownsClock: boolean } = { ownsClock: false },
  ) {}

  async advanceClock(minutes: number): Promise<void> {
    if (!this.options.ownsClock) {
      throw new Error('the run’s shared mock CRM keeps its clock: give the test test.use({ movesMockClock: true })');
    }
    await this.post('/__control/clock', { advanceMinutes: minutes });
  }

  /**
   * The dispatcher takes up the open order now instead of after its 2 minutes, as moving the clock
   * would have it do, but on the shared mock too (POST /__control/orders/dispatch).
   */
  async dispatchNow(orderNumber: string): Promise<ControlOrder> {
    return (await this.post('/__control/orders/dispatch', { orderNumber })) as ControlOrder;
  }

  async expireAllTokens(): Promise<void> {
    await this.post('/__control/expire-tokens', {});
  }

  /** The next `count` CreateNewOrder calls answer Errors 9999 and create nothing (fault failCreateOrder). */
  async failNextCreateOrders(count: number): Promise<void> {
    await this.post('/__control/faults', { failCreateOrder: count });
  }

  /**
   * An Arabic telephone order of the customer, `minutes` long from `start`, as if booked a week
   * before its start (or a week ago, for one still to come): performed when its end has passed,
   * booked otherwise. Its "interpreter assigned" notification is a week old or more, so no bell
   * counts it (POST /__control/orders, docs/api.md).
   */
  async order(customerNumber: string, start: Temporal.ZonedDateTime, minutes = 30): Promise<ControlOrder> {
    return (await this.post('/__control/orders', {
      customerNumber,
      from: start.toInstant().toString(),
      to: start.add({ minutes }).toInstant().toString(),
    })) as ControlOrder;
  }

  /**
   * A telephone order of the customer in `language`, made now: open until the dispatcher offers it
   * (to a demo interpreter of that language, issue 15) 2 minutes later on the mock's clock; with
   * `attachment`, a file the customer attached to it (checked as CreateNewOrder checks one).
   */
  async openOrder(
    customerNumber: string,
    language: string,
    start: Temporal.ZonedDateTime,
    minutes = 45,
    attachment?: ControlAttachment,
  ): Promise<ControlOrder> {
    return (await this.post('/__control/orders', {
      customerNumber,
      language,
      madeNow: true,
      from: start.toInstant().toString(),
      to: start.add({ minutes }).toInstant().toString(),
      ...(attachment ? { attachment } : {}),
    })) as ControlOrder;
  }

  /** An unread notification about an order, sent at `sent` (the mock's now by default); answers its identifier. */
  async notify(
    orderIdentifier: string,
    notification: { headline: string; message: string; sent?: Temporal.Instant },
  ): Promise<string> {
    const answer = (await this.post('/__control/notifications', {
      orderIdentifier,
      headline: notification.headline,
      message: notification.message,
      sent: notification.sent?.toString(),
    })) as { notificationIdentifier: string };
    return answer.notificationIdentifier;
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
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
    return response.json();
  }
}

import {
  CreateNewOrderError,
  type BookingCallOptions,
  type ChangedOrder,
  type CreatedOrder,
  type OrderBooking,
  type OrderRefusal,
  type OrderRequest,
} from './ports.js';

/** One order to send, named by the caller's key (a draft's key) so the outcome can point back at it. */
export interface KeyedRequest {
  readonly key: string;
  readonly request: OrderRequest;
}

/**
 * What a booking screen sends (spec 1 §4–§5): a new order (a copy is a new order too), a change of
 * an existing order (UpdateOrder), or several new orders, the multiple order's, sent one at a time.
 */
export type BookingSubmission =
  | ({ readonly kind: 'new' } & KeyedRequest)
  | ({ readonly kind: 'change'; readonly orderId: string } & KeyedRequest)
  | {
      readonly kind: 'several';
      readonly orders: readonly KeyedRequest[];
      /** After each order: how many of `total` have been sent so far (the multiple order's progress). */
      readonly onProgress?: (sent: number, total: number) => void;
    };

/** The orders the CRM made of one request (a multi-date request makes several). */
export interface CreatedForKey {
  readonly key: string;
  readonly orders: readonly CreatedOrder[];
}

/**
 * A request that made no order: the CRM's reasons, each with the form's field it is about, or none
 * when the call never got an answer (`reached` false: the transport has told the user why).
 */
export interface RefusedForKey {
  readonly key: string;
  readonly refusals: readonly OrderRefusal[];
  readonly reached: boolean;
}

/**
 * How a submission ended. `created`: every request made its orders. `changed`: the order was
 * updated, or, for a critical change close to the start, cancelled and made anew (`newNumber`).
 * `refused`: nothing was made. `partly-created`: several requests, some made and some not. The orders
 * made are `createdOrdersOf` the outcome.
 */
export type BookingOutcome =
  | { readonly kind: 'created'; readonly created: readonly CreatedForKey[] }
  | { readonly kind: 'changed'; readonly key: string; readonly order: ChangedOrder; readonly newNumber: string | null }
  | { readonly kind: 'refused'; readonly refused: readonly RefusedForKey[] }
  | {
      readonly kind: 'partly-created';
      readonly created: readonly CreatedForKey[];
      readonly refused: readonly RefusedForKey[];
    };

/** The requests of a submission that made their orders, whatever the outcome's kind. */
export const createdOf = (outcome: BookingOutcome): readonly CreatedForKey[] =>
  outcome.kind === 'created' || outcome.kind === 'partly-created' ? outcome.created : [];

/** The requests of a submission that made no order, whatever the outcome's kind. */
export const refusedOf = (outcome: BookingOutcome): readonly RefusedForKey[] =>
  outcome.kind === 'refused' || outcome.kind === 'partly-created' ? outcome.refused : [];

/** The orders of a submission that were made, whatever the outcome's kind. */
export const createdOrdersOf = (outcome: BookingOutcome): readonly CreatedOrder[] =>
  outcome.kind === 'changed' ? [outcome.order] : createdOf(outcome).flatMap((made) => made.orders);

/**
 * The one booking pipeline (issue 11): every booking screen (the single form, the quick drawer, the
 * multiple order) sends through it and gets a BookingOutcome; none catches the CRM's refusal itself.
 * Several orders go one at a time, each whatever happened to the ones before (spec 1 §4).
 */
export class SubmitBooking {
  constructor(private readonly booking: OrderBooking) {}

  async submit(submission: BookingSubmission, options?: BookingCallOptions): Promise<BookingOutcome> {
    if (submission.kind === 'change') {
      const attempt = await this.attempt(submission.key, () => this.booking.update(submission.orderId, submission.request));
      if (!attempt.ok) return { kind: 'refused', refused: [attempt.refused] };
      const order = attempt.value;
      return { kind: 'changed', key: submission.key, order, newNumber: order.isNewOrder ? order.orderNumber : null };
    }
    const orders = submission.kind === 'new' ? [submission] : submission.orders;
    const onProgress = submission.kind === 'several' ? submission.onProgress : undefined;
    const created: CreatedForKey[] = [];
    const refused: RefusedForKey[] = [];
    for (const { key, request } of orders) {
      const attempt = await this.attempt(key, () => this.booking.create(request, options));
      if (attempt.ok) created.push({ key, orders: attempt.value });
      else refused.push(attempt.refused);
      onProgress?.(created.length, orders.length);
    }
    if (refused.length === 0) return { kind: 'created', created };
    if (created.length === 0) return { kind: 'refused', refused };
    return { kind: 'partly-created', created, refused };
  }

  private async attempt<T>(
    key: string,
    call: () => Promise<T>,
  ): Promise<{ readonly ok: true; readonly value: T } | { readonly ok: false; readonly refused: RefusedForKey }> {
    try {
      return { ok: true, value: await call() };
    } catch (error) {
      // A refusal carries the CRM's reasons; anything else is a call that got no usable answer.
      const refusals = error instanceof CreateNewOrderError ? error.refusals : [];
      return { ok: false, refused: { key, refusals, reached: error instanceof CreateNewOrderError } };
    }
  }
}

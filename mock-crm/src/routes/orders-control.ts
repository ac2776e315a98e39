import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseInstant } from '@tolk/core';
import { toCrmDateTime } from '@tolk/crm-contract';
import type { Temporal } from 'temporal-polyfill';
import { checkOrder } from '../orders/order-request.js';
import type { OrderRow } from '../orders/order-row.js';
import { NO_WISHES } from '../orders/orders-store.js';
import { SERVICE_IDS } from '../seed/services.js';
import type { CustomerRow } from '../store/customers.js';
import { lookupsFor } from './orders.js';

/** How long before its start (or before now, for an order still to come) a control order was booked. */
const BOOKED_BEFORE_MS = 7 * 24 * 3_600_000;
const MEETING_PHONE = '08-508 09 100';

interface OrderBody {
  readonly customerNumber?: unknown;
  readonly from?: unknown;
  readonly to?: unknown;
  /** The language's name (Arabiska when left out). */
  readonly language?: unknown;
  /** Made now rather than a week before: open, and offered by the dispatcher after its delay (issue 15). */
  readonly madeNow?: unknown;
  /** A file the customer attaches, as CreateNewOrder's AttachmentData takes it: `{ filename, contentType, base64, description? }`. */
  readonly attachment?: unknown;
}

interface DispatchBody {
  readonly orderNumber?: unknown;
}

interface NotificationBody {
  readonly orderIdentifier?: unknown;
  readonly headline?: unknown;
  readonly message?: unknown;
  readonly sent?: unknown;
}

/**
 * Test-only orders and notifications (registered with the other control routes): what only the
 * CRM makes happen, so that a browser test has its case at any time of day.
 *
 * - `POST /__control/orders`: an Arabic (or `language`) telephone order of the customer, as if booked
 *   through CreateNewOrder (same rules) a week before its start, or a week ago for one still to come;
 *   the lifecycle then brings it to now: performed once its end has passed, otherwise booked. Its
 *   "interpreter assigned" notification is therefore a week old or more, outside the bell's window.
 *   With `madeNow` it is booked now instead: open until the dispatcher offers or assigns it.
 *   With `attachment` the customer has attached that file to it.
 * - `POST /__control/orders/dispatch`: the dispatcher takes up an open order now rather than after
 *   its delay, so that a test on the run's shared mock need not move the clock every other test
 *   reads (a clock moved ahead stamps everything made meanwhile with a later day near midnight).
 * - `POST /__control/notifications`: an unread notification about an order, sent now or at `sent`.
 */
export async function orderControlRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: OrderBody }>('/__control/orders', async (request, reply) => {
    const { customerNumber, from, to, language = 'Arabiska', madeNow, attachment } = request.body ?? {};
    const customer =
      typeof customerNumber === 'string'
        ? (app.db.prepare('SELECT * FROM customers WHERE number = ?').get(customerNumber) as CustomerRow | undefined)
        : undefined;
    if (!customer) return badRequest(reply, 'customerNumber must name a customer');
    const start = instantOf(from);
    const end = instantOf(to);
    if (!start || !end) return badRequest(reply, 'from and to must be ISO instants or YYYY-MM-DD HH:mm:ss (Stockholm)');

    const person = app.contactPersons.list(customer.id).find((p) => p.Email && (p.PhoneNumberDirect || p.PhoneNumberMobile));
    if (!person) return badRequest(reply, 'the customer has no contact person with an e-mail and a phone');
    const skillId = app.catalogue.skills().find((s) => s.SkillName === language)?.SkillIdentifier;
    if (!skillId) return badRequest(reply, 'language must name a skill');
    const attachments = attachment === undefined ? null : attachmentDataOf(attachment);
    if (attachments === 'unreadable')
      return badRequest(reply, 'attachment must be { filename, contentType, base64, description? } of strings');
    const saved = {
      ContactPersonIdentifier: person.ContactPersonIdentifier,
      FirstName: null,
      LastName: null,
      Title: null,
      Email: null,
      PhoneNumberDirect: null,
      PhoneNumberMobile: null,
    };
    const nowMs = app.clock.nowMs();
    const bookedMs = madeNow === true ? nowMs : Math.min(start.epochMilliseconds, nowMs) - BOOKED_BEFORE_MS;
    const checked = checkOrder(
      {
        customer,
        skillId,
        substituteSkillId: null,
        occasions: [
          { DatetimeFrom: toCrmDateTime(start), DatetimeTo: toCrmDateTime(end), ServiceIdentifier: SERVICE_IDS.telefontolkning },
        ],
        orderer: saved,
        contact: saved,
        address: null,
        attachments,
        meetingUrl: null,
        meetingPhone: MEETING_PHONE,
        platformId: null,
        groupData: null,
      },
      lookupsFor(app, customer),
      bookedMs,
    );
    if (!checked.ok) return badRequest(reply, checked.errors.map((e) => `${e.ErrorCode} ${e.ErrorMessage}`).join('; '));

    const world = app.orderWorld;
    const [created] = world.store.create(
      customer.id,
      checked.value,
      {
        ...NO_WISHES,
        SkillIdentifier: skillId,
        CustomerOrderNumber: null,
        MeetingPhoneNumber: MEETING_PHONE,
        IsPatientConsentGiven: true,
        AttachmentData: attachments,
      },
      bookedMs,
    );
    // What the CRM would have done with it since it was booked.
    world.lifecycle.settle(nowMs);
    const order = world.store.byIdForCustomer(customer.id, created!.id)!;
    return { orderIdentifier: order.id, orderNumber: order.number, status: order.status };
  });

  app.post<{ Body: DispatchBody }>('/__control/orders/dispatch', async (request, reply) => {
    const { orderNumber } = request.body ?? {};
    const order =
      typeof orderNumber === 'string'
        ? (app.db.prepare('SELECT id FROM orders WHERE number = ?').get(orderNumber) as Pick<OrderRow, 'id'> | undefined)
        : undefined;
    if (!order) return badRequest(reply, 'orderNumber must name an order');
    const nowMs = app.clock.nowMs();
    app.db
      .prepare(`UPDATE orders SET dispatch_at_ms = ? WHERE id = ? AND status = 'open' AND dispatch_at_ms > ?`)
      .run(nowMs, order.id, nowMs);
    app.orderWorld.lifecycle.settle(nowMs);
    const { status } = app.db.prepare('SELECT status FROM orders WHERE id = ?').get(order.id) as Pick<OrderRow, 'status'>;
    return { orderIdentifier: order.id, orderNumber, status };
  });

  app.post<{ Body: NotificationBody }>('/__control/notifications', async (request, reply) => {
    const { orderIdentifier, headline, message, sent } = request.body ?? {};
    const order =
      typeof orderIdentifier === 'string'
        ? (app.db.prepare('SELECT id, customer_id FROM orders WHERE id = ?').get(orderIdentifier) as
            Pick<OrderRow, 'id' | 'customer_id'> | undefined)
        : undefined;
    if (!order) return badRequest(reply, 'orderIdentifier must name an order');
    if (typeof headline !== 'string' || !headline.trim() || typeof message !== 'string' || !message.trim())
      return badRequest(reply, 'headline and message must be given');
    const sentAt = sent === undefined ? app.clock.now() : instantOf(sent);
    if (!sentAt) return badRequest(reply, 'sent must be an ISO instant or YYYY-MM-DD HH:mm:ss (Stockholm)');
    // As Notifications.raise does, answering the identifier.
    const id = randomUUID();
    app.db
      .prepare(
        'INSERT INTO notifications (id, customer_id, order_id, headline, message, sent_ms, is_read) VALUES (?, ?, ?, ?, ?, ?, 0)',
      )
      .run(id, order.customer_id, order.id, headline, message, sentAt.epochMilliseconds);
    return { notificationIdentifier: id, sent: toCrmDateTime(sentAt) };
  });
}

/** The control body's attachment as CreateNewOrder's AttachmentData (checked then with the order, as CreateNewOrder does). */
function attachmentDataOf(value: unknown) {
  const { filename, contentType, base64, description = null } = (value ?? {}) as Record<string, unknown>;
  if (typeof filename !== 'string' || typeof contentType !== 'string' || typeof base64 !== 'string') return 'unreadable';
  if (description !== null && typeof description !== 'string') return 'unreadable';
  return [{ Attachment: base64, AttachmentContentType: contentType, AttachmentFilename: filename, Description: description }];
}

function instantOf(value: unknown): Temporal.Instant | null {
  if (typeof value !== 'string') return null;
  try {
    return parseInstant(value);
  } catch {
    return null;
  }
}

const badRequest = (reply: FastifyReply, error: string) => reply.code(400).send({ error });

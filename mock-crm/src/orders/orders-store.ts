import { randomUUID } from 'node:crypto';
import type { Database, Statement } from 'better-sqlite3';
import type { AdditionalServiceRequest, CreateNewOrder, UpdateOrder } from '@tolk/crm-contract';
import type * as t from 'io-ts';
import { INSERT_ORDER_SQL, SELECT_ORDER_COLUMNS, UPDATE_ORDER_SQL, orderRowOf, type OrderRow } from './order-row.js';
import type { CheckedOccasion, CheckedOrder } from './order-request.js';
import type { Notifications } from './notifications.js';
import { SEARCH_ORDER, searchCondition, type OrderFilter } from './order-search.js';
import { SUB_STATUS } from './statuses.js';
import { InterpreterNews } from '../interpreter/interpreter-news.js';

type CreateRequest = t.TypeOf<(typeof CreateNewOrder)['request']>;
type UpdateRequest = t.TypeOf<(typeof UpdateOrder)['request']>;
type Details = Omit<CreateRequest, 'OrderOccasions' | 'ContactPersonOrderer' | 'ContactPersonUponInterpretation' | 'Token'>;

/** Orders of the mock: numbers, rows, and the changes the CRM makes to them. */
export class OrdersStore {
  private readonly searches = new Map<string, Statement>();
  /** The interpreter's side of a change or cancellation: their offer withdrawn, their assignment gone (issue 15). */
  private readonly interpreterNews: InterpreterNews;

  constructor(
    private readonly db: Database,
    private readonly notifications: Notifications,
    private readonly dispatchDelayMinutes: number,
  ) {
    this.interpreterNews = new InterpreterNews(db);
  }

  byIdForCustomer(customerId: string, orderId: string): OrderRow | undefined {
    return this.db.prepare('SELECT * FROM orders WHERE id = ? AND customer_id = ?').get(orderId, customerId) as
      OrderRow | undefined;
  }

  /** One order per occasion; several occasions share a group (spec 1 §3). */
  create(customerId: string, checked: CheckedOrder, details: Details, nowMs: number): OrderRow[] {
    const groupId = checked.occasions.length > 1 ? randomUUID() : null;
    const group = details.OrderGroupRequestData ?? null;
    return this.db.transaction(() =>
      checked.occasions.map((occasion) => {
        const row = this.rowFor(customerId, checked, details, occasion, nowMs, {
          group_id: groupId,
          group_description: groupId ? (group?.Description ?? null) : null,
          // Same interpreter for all only makes sense with more than one occasion (spec 1 §5).
          group_same_resource: groupId && group?.DoRequireSameResourceForAllWorkAssignments ? 1 : 0,
        });
        this.insert(row, details.AttachmentData ?? []);
        return row;
      }),
    )();
  }

  /**
   * A direct ("book now") order: one telephone occasion, booked at once with the interpreter its
   * availability check held (docs/api.md, "Direct booking"); no wishes beyond the language.
   */
  createBooked(
    customerId: string,
    checked: CheckedOrder,
    customerOrderNumber: string | null,
    interpreterId: string,
    nowMs: number,
  ): OrderRow {
    const details: Details = {
      ...NO_WISHES,
      SkillIdentifier: checked.skill.id,
      CustomerOrderNumber: customerOrderNumber,
    };
    const row: OrderRow = {
      ...this.rowFor(customerId, checked, details, checked.occasions[0]!, nowMs, {
        group_id: null,
        group_description: null,
        group_same_resource: 0,
      }),
      status: 'booked',
      sub_status: SUB_STATUS.interpreterAccepted,
      dispatch_at_ms: nowMs,
      interpreter_id: interpreterId,
    };
    this.insert(row, []);
    return row;
  }

  /** A non-critical change, or a critical one far from the start (back to Open, interpreter dropped). */
  update(order: OrderRow, checked: CheckedOrder, request: UpdateRequest, nowMs: number, reopen: boolean): OrderRow {
    const occasion = checked.occasions[0]!;
    const changed: OrderRow = {
      ...this.rowFor(order.customer_id, checked, detailsOf(request), occasion, nowMs, {
        group_id: order.group_id,
        group_description: order.group_description,
        group_same_resource: order.group_same_resource,
        id: order.id,
        number: order.number,
      }),
      created_ms: order.created_ms,
      submitted_ms: order.submitted_ms,
      ordered_start_ms: occasion.startMs,
      ordered_end_ms: occasion.endMs,
      status: reopen ? 'open' : order.status,
      sub_status: reopen ? SUB_STATUS.searchingForInterpreter : order.sub_status,
      interpreter_id: reopen ? null : order.interpreter_id,
      // A second critical change before the dispatch keeps the interpreter the first one dropped.
      previous_interpreter_id: reopen ? (order.interpreter_id ?? order.previous_interpreter_id) : order.previous_interpreter_id,
      dispatch_at_ms: reopen ? nowMs + this.dispatchDelayMinutes * 60_000 : order.dispatch_at_ms,
    };
    this.db.transaction(() => {
      this.db.prepare(UPDATE_ORDER_SQL).run(changed);
      if (request.UpdateAttachmentData) this.addAttachments(changed, request.UpdateAttachmentData);
      if (reopen) {
        this.interpreterNews.withdrawOffer(order, 'changed', nowMs);
        this.interpreterNews.assignmentTakenAway(order, nowMs);
      }
      if (reopen && order.status === 'booked') {
        this.notifications.raise(
          order,
          nowMs,
          'Bokningen är ändrad',
          `Uppdrag ${order.number} är ändrat och tolk tillsätts på nytt.`,
        );
      }
    })();
    return changed;
  }

  /** A critical change close to the start: the order is cancelled and a new one made (spec 1 §1). */
  replace(order: OrderRow, checked: CheckedOrder, request: UpdateRequest, nowMs: number): OrderRow {
    return this.db.transaction(() => {
      const [created] = this.create(
        order.customer_id,
        checked,
        { ...detailsOf(request), AttachmentData: request.UpdateAttachmentData ?? null },
        nowMs,
      );
      this.db
        .prepare(
          `UPDATE orders SET status = 'cancelled', sub_status = ?, cancelled_ms = ?, replaced_by_order_id = ?, late_cancellation = 0 WHERE id = ?`,
        )
        .run(SUB_STATUS.orderCancelled, nowMs, created!.id, order.id);
      this.db.prepare('UPDATE attachments SET order_id = ? WHERE order_id = ?').run(created!.id, order.id);
      this.interpreterNews.withdrawOffer(order, 'changed', nowMs);
      this.interpreterNews.assignmentCancelled(order, created!.number, nowMs);
      this.notifications.raise(
        order,
        nowMs,
        'Bokningen är ändrad',
        `Uppdrag ${order.number} är avbokat och ersatt av ${created!.number}.`,
      );
      return created!;
    })();
  }

  cancel(
    order: OrderRow,
    reasonId: string,
    lateCancellation: boolean,
    sms: readonly AdditionalServiceRequest[] | null,
    nowMs: number,
  ): void {
    this.db.transaction(() => {
      this.db
        .prepare(
          `UPDATE orders SET status = 'cancelled', sub_status = ?, cancelled_ms = ?, cancel_reason_id = ?, late_cancellation = ?,
                  additional_services_json = ? WHERE id = ?`,
        )
        .run(
          SUB_STATUS.orderCancelled,
          nowMs,
          reasonId,
          lateCancellation ? 1 : 0,
          JSON.stringify([...JSON.parse(order.additional_services_json), ...(sms ?? [])]),
          order.id,
        );
      this.notifications.raise(order, nowMs, 'Uppdraget är avbokat', `Uppdrag ${order.number} är avbokat.`);
      this.interpreterNews.withdrawOffer(order, 'cancelled', nowMs);
      this.interpreterNews.assignmentCancelled(order, null, nowMs);
    })();
  }

  rate(order: OrderRow, rating: number, comment: string | null, reasonId: string | null): void {
    this.db
      .prepare('UPDATE orders SET rating = ?, rating_comment = ?, rating_reason_id = ? WHERE id = ?')
      .run(rating, comment?.trim() ? comment : null, rating <= 2 ? reasonId : null, order.id);
  }

  /** The customer's orders overlapping [from, to), or by number, id or keywords; newest start first. */
  search(customerId: string, filter: OrderFilter): OrderRow[] {
    const { where, params } = searchCondition(customerId, filter);
    const sql = `SELECT ${SELECT_ORDER_COLUMNS} FROM orders o WHERE ${where} ${SEARCH_ORDER}`;
    // Prepared once per combination of filters (at most 32), read as arrays (orderRowOf).
    let statement = this.searches.get(sql);
    if (!statement) this.searches.set(sql, (statement = this.db.prepare(sql).raw()));
    return (statement.all(params) as unknown[][]).map(orderRowOf);
  }

  nextNumber(): string {
    const row = this.db.prepare('UPDATE order_numbers SET last = last + 1 RETURNING last').get() as { last: number };
    return String(row.last);
  }

  insert(row: OrderRow, attachments: NonNullable<CreateRequest['AttachmentData']>): void {
    this.db.prepare(INSERT_ORDER_SQL).run(row);
    this.addAttachments(row, attachments);
  }

  private addAttachments(row: OrderRow, attachments: NonNullable<CreateRequest['AttachmentData']>): void {
    const insert = this.db.prepare('INSERT INTO attachments VALUES (?, ?, ?, ?, ?, ?, ?)');
    for (const a of attachments)
      insert.run(
        randomUUID(),
        row.customer_id,
        row.id,
        a.AttachmentFilename,
        a.AttachmentContentType,
        a.Description,
        a.Attachment,
      );
  }

  private rowFor(
    customerId: string,
    checked: CheckedOrder,
    details: Details,
    occasion: CheckedOccasion,
    nowMs: number,
    group: Pick<OrderRow, 'group_id' | 'group_description' | 'group_same_resource'> & Partial<Pick<OrderRow, 'id' | 'number'>>,
  ): OrderRow {
    const contact = (snapshot: CheckedOrder['contact']) => JSON.stringify(snapshot);
    return {
      customer_id: customerId,
      ...group,
      id: group.id ?? randomUUID(),
      number: group.number ?? this.nextNumber(),
      status: 'open',
      sub_status: SUB_STATUS.searchingForInterpreter,
      start_ms: occasion.startMs,
      end_ms: occasion.endMs,
      ordered_start_ms: occasion.startMs,
      ordered_end_ms: occasion.endMs,
      submitted_ms: nowMs,
      dispatch_at_ms: Math.min(nowMs + this.dispatchDelayMinutes * 60_000, occasion.startMs),
      service_id: occasion.service.id,
      service_id_ordered: occasion.service.id,
      service_name: occasion.service.name,
      is_remote: occasion.service.isRemote ? 1 : 0,
      skill_id: checked.skill.id,
      skill_name: checked.skill.name,
      substitute_skill_id: checked.substituteSkillId,
      competence_level: details.CompetenceIdentifier,
      competence_or_higher: details.DoRequireCompetenceLevelOrHigher ? 1 : 0,
      competence_exact: details.DoRequireExactCompetenceLevel ? 1 : 0,
      gender: details.GenderIdPreferred,
      gender_required: details.GenderIdPreferred !== null && details.DoRequireCorrectGender ? 1 : 0,
      preferred_resource: details.PreferredResourceCustomer?.trim() || null,
      preferred_resource_level: details.PreferredResourceCustomer?.trim() ? details.PreferredResourceLevel : null,
      notes: details.NotesResource,
      additional_requirements: details.AdditionalRequirements,
      customer_reference: details.CustomerReference,
      customer_order_number: details.CustomerOrderNumber,
      invoice_receiver_id: details.InvoiceReceiverIdentifier,
      address_row1: checked.address?.row1 ?? null,
      care_of: checked.address?.careOf ?? null,
      postal_code: checked.address?.postalCode ?? null,
      city: checked.address?.city ?? null,
      county: checked.address?.county ?? null,
      is_home_address: checked.address?.isHome ? 1 : 0,
      meeting_platform_id: details.DigitalMeetingPlatformIdentifier,
      meeting_platform_name: checked.platformName,
      meeting_url: details.MeetingUrl,
      meeting_pass_code: details.MeetingPassCode,
      meeting_phone: details.MeetingPhoneNumber,
      bank_id_required: details.DoRequireBankIdVerification ? 1 : 0,
      orderer_json: contact(checked.orderer),
      contact_json: contact(checked.contact),
      alternative_services_json: JSON.stringify(details.AlternativeServices ?? []),
      additional_services_json: JSON.stringify(details.CustomerOrderAdditionalServices ?? []),
      interpreter_id: null,
      previous_interpreter_id: null,
      rating: null,
      rating_comment: null,
      rating_reason_id: null,
      cancelled_ms: null,
      cancel_reason_id: null,
      late_cancellation: 0,
      replaced_by_order_id: null,
      created_ms: nowMs,
    };
  }
}

/** The details of an order that asks for nothing but the language (a direct order; tests build bodies on it). */
export const NO_WISHES: Omit<Details, 'SkillIdentifier' | 'CustomerOrderNumber'> = {
  SkillSubstituteIdentifier: null,
  CompetenceIdentifier: null,
  DoRequireCompetenceLevelOrHigher: false,
  DoRequireExactCompetenceLevel: false,
  GenderIdPreferred: null,
  DoRequireCorrectGender: false,
  PreferredResourceCustomer: null,
  PreferredResourceLevel: null,
  NotesResource: null,
  AdditionalRequirements: null,
  CustomerReference: null,
  InvoiceReceiverIdentifier: null,
  DigitalMeetingPlatformIdentifier: null,
  DoRequireBankIdVerification: false,
  MeetingPassCode: null,
  MeetingPhoneNumber: null,
  MeetingUrl: null,
  AlternativeServices: null,
  CustomerOrderAdditionalServices: null,
  IsPatientConsentGiven: false,
};

/** UpdateOrder carries the same details as CreateNewOrder, with the attachment under its Update name. */
function detailsOf(request: UpdateRequest): Details {
  const { UpdateAttachmentData, UpdatePostalAddressPerformingRequestData, ...rest } = request;
  return {
    ...rest,
    AttachmentData: UpdateAttachmentData ?? null,
    PostalAddressPerformingRequestData: UpdatePostalAddressPerformingRequestData ?? null,
    OrderGroupRequestData: null,
  };
}

import { randomUUID } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { AttachmentFileWire, DeviationDocument, DeviationWire } from '@tolk/crm-contract';
import { toCrmDateTime } from '@tolk/crm-contract';
import { Temporal } from 'temporal-polyfill';
import { hash } from '../orders/dispatcher.js';
import type { ContactSnapshot } from '../orders/order-row.js';
import { answeredAtMs, deviationStatusAt, deviationStatusId } from './deviation-status.js';

/** A row of `deviations` as better-sqlite3 returns it. */
export interface DeviationRow {
  id: string;
  customer_id: string;
  order_id: string | null;
  number: string;
  /** The status at registration (1); the status read is derived on the clock (deviation-status.ts). */
  status_id: number;
  complaint_reason_id: string | null;
  contact_person_id: string | null;
  description: string;
  reply_email: string | null;
  /** Who answers; decided at registration, shown once the deviation is closed. */
  responsible: string | null;
  /** The answer; decided at registration, shown once the deviation is closed. */
  answer: string | null;
  arrived_ms: number;
  answer_due_ms: number;
  documents_json: string;
  order_number: string | null;
  contact_json: string | null;
}

/** A document as `documents_json` keeps it. */
interface StoredDocument {
  readonly id: string;
  readonly filename: string;
  readonly contentType: string;
  readonly base64: string;
}

/** What a deviation shows as responsible while it is open: the channel it came through (spec 2 §2 hides it). */
export const WEB_SERVICE_LABEL = 'Webbtjänst';
const FIRST_NUMBER = 700_001;

const RESPONSIBLE = ['Anna Lindqvist', 'Johan Bergström', 'Maria Sandberg', 'Erik Holmgren', 'Sara Nilsson', 'Ahmed Karimi'];

/** The provider's answer by complaint reason (by name), and one for any other reason. */
const ANSWERS: Record<string, string> = {
  'Tolken kom inte':
    'Vi har utrett avvikelsen. Tolken hade missat uppdraget i sin planering. Vi har haft ett samtal med tolken och ni debiteras inte för uppdraget.',
  'Tolken kom för sent':
    'Vi har utrett avvikelsen. Tolken blev försenad och meddelade inte förseningen i tid. Vi har påmint tolken om att alltid ringa vid en försening.',
  'Bristande tolkning':
    'Vi har utrett avvikelsen och gått igenom tolkningen med tolken. Tolken får kompletterande utbildning innan nya uppdrag av samma slag.',
  'Fel språk eller dialekt':
    'Vi har utrett avvikelsen. Tolkens dialekt stämde inte med beställningen. Vi har förtydligat dialekten i tolkens profil så att det inte händer igen.',
  'Olämpligt uppträdande':
    'Vi ser allvarligt på det ni beskriver. Vi har haft ett samtal med tolken och följer upp tolkens kommande uppdrag.',
  'Brott mot tystnadsplikten':
    'Vi ser mycket allvarligt på det ni beskriver. Tolken är avstängd från uppdrag under utredningen och ärendet har gått vidare till vår ledning.',
  'Tekniska problem':
    'Vi har utrett avvikelsen. Felet låg i tolkens uppkoppling. Tolken har fått ny utrustning och ni debiteras inte för uppdraget.',
};
const GENERAL_ANSWER = 'Tack för att ni hörde av er. Vi har utrett avvikelsen och vidtagit åtgärder så att det inte händer igen.';

/** The answer and who gives it: deterministic from the number and the reason, so a deviation never changes its mind. */
export function verdictFor(number: string, reasonName: string | null): { responsible: string; answer: string } {
  return {
    responsible: RESPONSIBLE[hash(`responsible:${number}`) % RESPONSIBLE.length]!,
    answer: (reasonName && ANSWERS[reasonName]) ?? GENERAL_ANSWER,
  };
}

export interface NewDeviation {
  readonly customerId: string;
  readonly orderId: string | null;
  readonly orderNumber: string | null;
  readonly reasonId: string;
  readonly contactPersonId: string | null;
  readonly contact: ContactSnapshot | null;
  readonly description: string;
  readonly replyEmail: string | null;
  readonly documents: readonly DeviationDocument[];
  readonly arrivedMs: number;
}

export interface DeviationFilter {
  readonly fromMs: number | null;
  readonly toMs: number | null;
  readonly statusId: number | null;
  readonly orderId: string | null;
  readonly orderNumber: string | null;
}

type ListedRow = DeviationRow & { reason_name: string | null; linked_number: string | null; service_name: string | null };

const crmTime = (epochMs: number) => toCrmDateTime(Temporal.Instant.fromEpochMilliseconds(epochMs));

/** The customers' deviations: registered through CreateDeviation (or the seed), read with their status as of now. */
export class Deviations {
  constructor(private readonly db: Database) {}

  create(deviation: NewDeviation): DeviationRow {
    return this.db.transaction(() => {
      const number = nextDeviationNumber(this.db);
      const reasonName = this.db
        .prepare('SELECT name FROM complaint_reasons_delivery WHERE id = ?')
        .pluck()
        .get(deviation.reasonId) as string | undefined;
      const verdict = verdictFor(number, reasonName ?? null);
      const row: DeviationRow = {
        id: randomUUID(),
        customer_id: deviation.customerId,
        order_id: deviation.orderId,
        number,
        status_id: deviationStatusId('Nyregistrerad'),
        complaint_reason_id: deviation.reasonId,
        contact_person_id: deviation.contactPersonId,
        description: deviation.description,
        reply_email: deviation.replyEmail,
        responsible: verdict.responsible,
        answer: verdict.answer,
        arrived_ms: deviation.arrivedMs,
        answer_due_ms: answeredAtMs(deviation.arrivedMs, number),
        documents_json: JSON.stringify(
          deviation.documents.map((d): StoredDocument => ({
            id: randomUUID(),
            filename: d.AttachmentFilename.trim(),
            contentType: d.AttachmentContentType.trim(),
            base64: d.Attachment,
          })),
        ),
        order_number: deviation.orderNumber,
        contact_json: deviation.contact ? JSON.stringify(deviation.contact) : null,
      };
      deviationInserter(this.db)(row);
      return row;
    })();
  }

  /** The customer's deviations arrived by `nowMs` that match the filter, newest arrival first. */
  list(customerId: string, filter: DeviationFilter, nowMs: number): DeviationWire[] {
    const where = ['d.customer_id = @customerId', 'd.arrived_ms <= @nowMs'];
    if (filter.fromMs !== null) where.push('d.arrived_ms >= @fromMs');
    if (filter.toMs !== null) where.push('d.arrived_ms < @toMs');
    if (filter.orderId !== null) where.push('d.order_id = @orderId');
    if (filter.orderNumber !== null) where.push('COALESCE(o.number, d.order_number) = @orderNumber');
    const rows = this.db
      .prepare(
        `SELECT d.*, r.name AS reason_name, o.number AS linked_number, o.service_name AS service_name
         FROM deviations d
         LEFT JOIN orders o ON o.id = d.order_id
         LEFT JOIN complaint_reasons_delivery r ON r.id = d.complaint_reason_id
         WHERE ${where.join(' AND ')}
         ORDER BY d.arrived_ms DESC, d.number DESC`,
      )
      .all({ ...filter, customerId, nowMs }) as ListedRow[];
    return rows
      .map((row) => toWire(row, nowMs))
      .filter((wire) => filter.statusId === null || wire.DeviationStatusId === filter.statusId);
  }

  /** A document of one of the customer's deviations, by its reference. */
  document(customerId: string, reference: string): AttachmentFileWire | null {
    const stored = this.db
      .prepare(
        `SELECT j.value FROM deviations d, json_each(d.documents_json) j
         WHERE d.customer_id = ? AND json_extract(j.value, '$.id') = ?`,
      )
      .pluck()
      .get(customerId, reference) as string | undefined;
    if (stored === undefined) return null;
    const document = JSON.parse(stored) as StoredDocument;
    return {
      AttachmentContentType: document.contentType,
      AttachmentFile: document.base64,
      AttachmentFilename: document.filename,
    };
  }
}

const COLUMNS = [
  'id',
  'customer_id',
  'order_id',
  'number',
  'status_id',
  'complaint_reason_id',
  'contact_person_id',
  'description',
  'reply_email',
  'responsible',
  'answer',
  'arrived_ms',
  'answer_due_ms',
  'documents_json',
  'order_number',
  'contact_json',
] as const satisfies readonly (keyof DeviationRow)[];

/** A prepared INSERT of whole rows (the seed writes many). */
export function deviationInserter(db: Database): (row: DeviationRow) => void {
  const insert = db.prepare(`INSERT INTO deviations (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')})`);
  return (row) => void insert.run(row);
}

/** Deviation numbers count up from 700001 across all customers, like order numbers. */
export function nextDeviationNumber(db: Database): string {
  const last = db.prepare('SELECT MAX(CAST(number AS INTEGER)) FROM deviations').pluck().get() as number | null;
  return String(Math.max(last ?? 0, FIRST_NUMBER - 1) + 1);
}

function toWire(row: ListedRow, nowMs: number): DeviationWire {
  const status = deviationStatusAt(row.arrived_ms, row.answer_due_ms, nowMs);
  const closed = status === 'Avslutad';
  return {
    DeviationNumber: row.number,
    DeviationStatus: status,
    DeviationStatusId: deviationStatusId(status),
    ComplaintReasonDelivery: row.reason_name,
    DateDeviationArrived: crmTime(row.arrived_ms),
    OrderNumber: row.linked_number ?? row.order_number,
    OrderIdentifier: row.order_id,
    ArticleName: row.service_name,
    Responsible: closed ? row.responsible : WEB_SERVICE_LABEL,
    DeviationDescription: row.description,
    Answer: closed ? row.answer : null,
    Documents: (JSON.parse(row.documents_json) as StoredDocument[]).map((d) => ({
      AttachmentReference: d.id,
      AttachmentFilename: d.filename,
      AttachmentContentType: d.contentType,
    })),
  };
}

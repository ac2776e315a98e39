import { timeReportProblems, type TimeReportDraft, type TimeReportProblem } from '@tolk/core';
import {
  ErrorCode,
  errorItem,
  fromCrmDateTime,
  type ErrorCodeValue,
  type ErrorItem,
  type SubmitWorkAssignmentTimeReport,
} from '@tolk/crm-contract';
import type { Database } from 'better-sqlite3';
import type * as t from 'io-ts';
import { Temporal } from 'temporal-polyfill';
import type { OrderRow } from '../orders/order-row.js';

export type TimeReportRequest = t.TypeOf<(typeof SubmitWorkAssignmentTimeReport)['request']>;

/** The dictionary's words for a file the portal cannot take (spec 3 §8). */
export const INVALID_FILE_MESSAGE = 'Please submit a valid file';

/** The catalogued code and the English words of each of core's problems (the portal words them itself). */
const REFUSAL: Record<TimeReportProblem, { code: ErrorCodeValue; message: string }> = {
  'work-start-not-before-end': {
    code: ErrorCode.CannotUpdateTimeReport,
    message: 'double-check date and time: the start must be before the end',
  },
  'break-invalid': { code: ErrorCode.CannotUpdateTimeReport, message: 'the break must be a whole number of minutes, 0 or more' },
  'break-not-shorter-than-work': {
    code: ErrorCode.CannotUpdateTimeReport,
    message: 'double-check date and time: the interpreter time must be longer than the break',
  },
  'travel-to-incomplete': {
    code: ErrorCode.CannotUpdateTimeReport,
    message: 'the trip to the assignment needs its start and its end',
  },
  'travel-to-start-not-before-end': {
    code: ErrorCode.CannotUpdateTimeReport,
    message: 'double-check date and time: the trip to the assignment must start before it ends',
  },
  'travel-to-ends-after-work-start': {
    code: ErrorCode.CannotUpdateTimeReport,
    message: 'double-check date and time: the trip to the assignment must end no later than the start',
  },
  'travel-from-incomplete': {
    code: ErrorCode.CannotUpdateTimeReport,
    message: 'the trip from the assignment needs its start and its end',
  },
  'travel-from-starts-before-work-end': {
    code: ErrorCode.CannotUpdateTimeReport,
    message: 'double-check date and time: the home trip must start no earlier than the end',
  },
  'travel-from-start-not-before-end': {
    code: ErrorCode.CannotUpdateTimeReport,
    message: 'double-check date and time: the home trip must start before it ends',
  },
  'home-trip-without-times': { code: ErrorCode.CannotUpdateTimeReport, message: 'a home trip needs its start and its end' },
  'time-in-future': { code: ErrorCode.CannotUpdateTimeReport, message: 'double-check date and time: a time is in the future' },
  'travel-on-remote-assignment': { code: ErrorCode.CannotUpdateTimeReport, message: 'a remote assignment has no travel' },
  'distance-invalid': { code: ErrorCode.CannotUpdateTimeReport, message: 'a distance must be 0 km or more' },
  'expense-type-unknown': { code: ErrorCode.CannotUpdateExpenses, message: 'ExpenseType must be 1 (parking) or 2 (other)' },
  'expense-amount-invalid': { code: ErrorCode.CannotUpdateExpenses, message: 'an expense amount must be above 0' },
  'receipt-not-an-image': { code: ErrorCode.FileNotFound, message: INVALID_FILE_MESSAGE },
  'signature-or-reason-missing': { code: ErrorCode.MandatoryFieldMissing, message: 'Signature or NoSignatureReason is required' },
  'signature-and-reason': {
    code: ErrorCode.CannotUpdateTimeReport,
    message: 'send either Signature or NoSignatureReason, not both',
  },
};

const zoned = (text: string) => fromCrmDateTime(text)!;
const zonedOrNull = (text: string | null | undefined) => (text ? fromCrmDateTime(text) : null);
const leg = (start: string | null | undefined, end: string | null | undefined) =>
  start || end ? { start: zonedOrNull(start), end: zonedOrNull(end) } : null;

/** The request as core's draft (its datetimes have passed the contract's CrmDateTime). */
export function draftOf(request: TimeReportRequest, remote: boolean): TimeReportDraft {
  return {
    workStart: zoned(request.DatetimeStarted),
    workEnd: zoned(request.DatetimeEnded),
    breakMinutes: request.BreakMinutes,
    travelTo: leg(request.DatetimeTravelToAssignmentFrom, request.DatetimeTravelToAssignmentTo),
    travelFrom: leg(request.DatetimeTravelFromAssignmentFrom, request.DatetimeTravelFromAssignmentTo),
    distanceToKm: request.TravelDistanceTo ?? null,
    distanceFromKm: request.TravelDistanceFrom ?? null,
    homeTrip: request.IsHomeTrip,
    expenses: (request.Expenses ?? []).map((e) => ({
      type: e.ExpenseType,
      amount: e.AmountWithVAT,
      receiptContentType: e.Receipt ? e.Receipt.ContentType : null,
    })),
    remote,
    signed: request.Signature !== null && request.Signature !== undefined,
    noSignatureReason: request.NoSignatureReason ?? null,
  };
}

/** Core's rule (the one the portal runs before sending), each problem as its catalogued refusal. */
export function problemsOf(draft: TimeReportDraft, nowMs: number): ErrorItem[] {
  return timeReportProblems(draft, Temporal.Instant.fromEpochMilliseconds(nowMs)).map((problem) =>
    errorItem(REFUSAL[problem].code, REFUSAL[problem].message),
  );
}

const startsWith = (bytes: Buffer, prefix: readonly number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const HEIF_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'];

/** The image format the bytes are (by their signature), or null when they are none the portal takes. */
export function imageTypeOf(bytes: Buffer): 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/heic' | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('ftyp'), 4) && HEIF_BRANDS.includes(bytes.subarray(8, 12).toString('latin1'))) return 'image/heic';
  return null;
}

/** The declared type, read as its format (image/jpg and image/heif name formats the portal takes). */
const declaredFormat = (contentType: string) => {
  const type = contentType.trim().toLowerCase();
  return type === 'image/jpg' ? 'image/jpeg' : type === 'image/heif' ? 'image/heic' : type;
};

/** The receipts and the signature must be readable images of the type they say (3013, "Please submit a valid file"). */
export function fileProblemsOf(request: TimeReportRequest): ErrorItem[] {
  const problems: ErrorItem[] = [];
  (request.Expenses ?? []).forEach((expense, i) => {
    const receipt = expense.Receipt;
    if (!receipt) return;
    const bytes = Buffer.from(receipt.Base64, 'base64');
    if (receipt.Filename.trim() === '' || imageTypeOf(bytes) !== declaredFormat(receipt.ContentType))
      problems.push(errorItem(ErrorCode.FileNotFound, `${INVALID_FILE_MESSAGE} (the receipt of expense ${i + 1})`));
  });
  const signature = request.Signature;
  if (
    signature &&
    (signature.ContentType.trim().toLowerCase() !== 'image/png' ||
      imageTypeOf(Buffer.from(signature.Base64, 'base64')) !== 'image/png')
  )
    problems.push(errorItem(ErrorCode.FileNotFound, `${INVALID_FILE_MESSAGE} (the signature must be a PNG image)`));
  return problems;
}

const epochMs = (text: string | null | undefined) => (text ? fromCrmDateTime(text)!.epochMilliseconds : null);
const secondsBetween = (from: number | null, to: number | null) =>
  from === null || to === null ? null : Math.round((to - from) / 1000);

/**
 * Writes the report where the pool's simulated reports are (orders/time-reports.ts), received at
 * once (`received_ms` = now), so GetTimeReportSignature and the order's sub-status show it as they
 * show those. Receipts are kept as sent and named `receipt-<order>-<n>` as the simulated ones.
 */
export function storeTimeReport(
  db: Database,
  order: OrderRow,
  interpreterId: string,
  request: TimeReportRequest,
  nowMs: number,
): void {
  const travelToFrom = epochMs(request.DatetimeTravelToAssignmentFrom);
  const travelToTo = epochMs(request.DatetimeTravelToAssignmentTo);
  const travelFromFrom = epochMs(request.DatetimeTravelFromAssignmentFrom);
  const travelFromTo = epochMs(request.DatetimeTravelFromAssignmentTo);
  const insertReceipt = db.prepare(
    'INSERT INTO time_report_receipts (reference, order_id, filename, content_type, file_base64) VALUES (?, ?, ?, ?, ?)',
  );
  const expenses = (request.Expenses ?? []).map((expense, i) => {
    const receipt = expense.Receipt;
    const reference = receipt ? `receipt-${order.id}-${i + 1}` : null;
    if (receipt)
      insertReceipt.run(reference, order.id, receipt.Filename.trim(), declaredFormat(receipt.ContentType), receipt.Base64);
    return {
      ExpenseType: expense.ExpenseType,
      AmountWithVAT: expense.AmountWithVAT,
      AttachmentFilename: receipt ? receipt.Filename.trim() : null,
      AttachmentReference: reference,
    };
  });
  db.prepare(
    `INSERT INTO time_reports (order_id, started_ms, ended_ms, break_minutes, travel_to_seconds, travel_from_seconds,
      distance_to_km, distance_from_km, travel_to_from_ms, travel_to_to_ms, travel_from_from_ms, travel_from_to_ms,
      expenses_json, signature_png_base64, received_ms, no_signature_reason, is_home_trip, reported_by_interpreter_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    order.id,
    epochMs(request.DatetimeStarted),
    epochMs(request.DatetimeEnded),
    request.BreakMinutes,
    secondsBetween(travelToFrom, travelToTo),
    secondsBetween(travelFromFrom, travelFromTo),
    request.TravelDistanceTo ?? null,
    request.TravelDistanceFrom ?? null,
    travelToFrom,
    travelToTo,
    travelFromFrom,
    travelFromTo,
    JSON.stringify(expenses),
    request.Signature ? request.Signature.Base64 : null,
    nowMs,
    request.Signature ? null : request.NoSignatureReason!.trim(),
    request.IsHomeTrip ? 1 : 0,
    interpreterId,
  );
}

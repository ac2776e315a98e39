import { Temporal } from 'temporal-polyfill';
import type { AssignmentDraft, DraftFile, SmsReminderDraft } from './draft.js';

/**
 * Drafts are kept across reloads, expired sessions and CRM errors (issue 4 item 6) as JSON: the
 * draft's fields with dates as `YYYY-MM-DD` and times as `HH:mm:ss`, under a version number.
 * Reading is strict: anything that is not a draft of this version is null, never an exception.
 */
export const DRAFT_JSON_VERSION = 1;

export function draftToJson(draft: AssignmentDraft): unknown {
  return {
    version: DRAFT_JSON_VERSION,
    ...draft,
    dates: draft.dates.map((d) => d.toString()),
    start: draft.start.toString(),
    end: draft.end.toString(),
    files: draft.files.map((f) => ({ ...f })),
    smsReminder: draft.smsReminder ? { ...draft.smsReminder } : null,
    editing: draft.editing ? { ...draft.editing } : null,
  };
}

class Malformed extends Error {}

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function field<T>(record: Json, name: string, check: (value: unknown) => value is T): T {
  const value = record[name];
  if (!check(value)) throw new Malformed(name);
  return value;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isStringOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isIntegerOrNull = (v: unknown): v is number | null => v === null || Number.isSafeInteger(v);
const isGender = (v: unknown): v is 1 | 2 | null => v === null || v === 1 || v === 2;
const isLevel = (v: unknown): v is 1 | 2 | 3 => v === 1 || v === 2 || v === 3;
const isArray = (v: unknown): v is unknown[] => Array.isArray(v);
const isRecordOrNull = (v: unknown): v is Json | null => v === null || isRecord(v);

const plainDate = (text: unknown): Temporal.PlainDate => {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) throw new Malformed('date');
  return Temporal.PlainDate.from(text, { overflow: 'reject' });
};

const plainTime = (text: unknown): Temporal.PlainTime => {
  if (typeof text !== 'string' || !/^\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?$/.test(text)) throw new Malformed('time');
  return Temporal.PlainTime.from(text, { overflow: 'reject' });
};

function fileOf(value: unknown): DraftFile {
  if (!isRecord(value)) throw new Malformed('file');
  const size = field(value, 'size', isFiniteNumber);
  return {
    name: field(value, 'name', isString),
    size,
    type: field(value, 'type', isString),
    base64: field(value, 'base64', isString),
    description: field(value, 'description', isString),
  };
}

function smsOf(value: Json | null): SmsReminderDraft | null {
  if (value === null) return null;
  return {
    serviceId: field(value, 'serviceId', isString),
    phoneNumber: field(value, 'phoneNumber', isString),
    sendHoursBefore: field(value, 'sendHoursBefore', isIntegerOrNull),
    sendHoursAfter: field(value, 'sendHoursAfter', isIntegerOrNull),
  };
}

function editingOf(value: Json | null): AssignmentDraft['editing'] {
  if (value === null) return null;
  return { orderId: field(value, 'orderId', isString), orderNumber: field(value, 'orderNumber', isString) };
}

/** A draft read back from `draftToJson`'s value; null for anything else. Never throws. */
export function draftFromJson(value: unknown): AssignmentDraft | null {
  try {
    if (!isRecord(value) || value.version !== DRAFT_JSON_VERSION) return null;
    const dates = field(value, 'dates', isArray).map(plainDate);
    if (dates.length === 0) return null;
    return {
      key: field(value, 'key', isString),
      skillId: field(value, 'skillId', isStringOrNull),
      alternativeSkillId: field(value, 'alternativeSkillId', isStringOrNull),
      serviceId: field(value, 'serviceId', isStringOrNull),
      allowAlternativeService: field(value, 'allowAlternativeService', isBoolean),
      alternativeServiceId: field(value, 'alternativeServiceId', isStringOrNull),
      dates,
      start: plainTime(value.start),
      end: plainTime(value.end),
      contactPersonId: field(value, 'contactPersonId', isStringOrNull),
      ordererId: field(value, 'ordererId', isStringOrNull),
      ordererSameAsContact: field(value, 'ordererSameAsContact', isBoolean),
      gender: field(value, 'gender', isGender),
      requireGender: field(value, 'requireGender', isBoolean),
      competenceId: field(value, 'competenceId', isIntegerOrNull),
      allowLowerLevel: field(value, 'allowLowerLevel', isBoolean),
      onlyThisLevel: field(value, 'onlyThisLevel', isBoolean),
      requestedInterpreter: field(value, 'requestedInterpreter', isString),
      requestedInterpreterLevel: field(value, 'requestedInterpreterLevel', isLevel),
      additionalRequirements: field(value, 'additionalRequirements', isString),
      description: field(value, 'description', isString),
      yourReference: field(value, 'yourReference', isString),
      yourOrderNumber: field(value, 'yourOrderNumber', isString),
      files: field(value, 'files', isArray).map(fileOf),
      useProfileAddress: field(value, 'useProfileAddress', isBoolean),
      isHomeAddress: field(value, 'isHomeAddress', isBoolean),
      addressLine: field(value, 'addressLine', isString),
      careOf: field(value, 'careOf', isString),
      postalCode: field(value, 'postalCode', isString),
      city: field(value, 'city', isString),
      companyName: field(value, 'companyName', isString),
      meetingPlatformId: field(value, 'meetingPlatformId', isStringOrNull),
      meetingUrl: field(value, 'meetingUrl', isString),
      meetingPhone: field(value, 'meetingPhone', isString),
      meetingPassCode: field(value, 'meetingPassCode', isString),
      bankIdRequired: field(value, 'bankIdRequired', isBoolean),
      smsReminder: smsOf(field(value, 'smsReminder', isRecordOrNull)),
      groupDescription: field(value, 'groupDescription', isString),
      sameInterpreterForAll: field(value, 'sameInterpreterForAll', isBoolean),
      breakMinutes: field(value, 'breakMinutes', isFiniteNumber),
      editing: editingOf(field(value, 'editing', isRecordOrNull)),
    };
  } catch {
    // Malformed, or a date or time Temporal refuses (2026-02-30, 25:00).
    return null;
  }
}

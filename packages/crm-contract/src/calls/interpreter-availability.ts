import * as t from 'io-ts';
import { CrmDate, CrmDateTime, CrmTime, IntegerIn, Text, nullable, request } from '../codecs/coded.js';
import { endpoint } from '../endpoint.js';
import { Errors } from '../errors.js';

/**
 * The interpreter's availability (spec 3 §2, §3 "Availability", "Availability exception", "Time
 * slot", §4, §7: "calls and paths not shown"; issue 16). Designed like the other interpreter calls
 * (docs/api.md, "The interpreter's calls", "Availability"): the weekly default, the exceptions
 * fetched per day by date range, and the acute "Tolka nu". Every refusal of a rule is 3009 (invalid
 * availability), one item per problem, each naming what it is about; nothing is changed then.
 *
 * ArticleType is spec 3 §3's articleType: 1 available (asked first: request offers), 2 available
 * without inquiry (booked without being asked: direct booking "Boka nu" and request offers), 3
 * unavailable. AvailableForOnSite and AvailableForPhone are its availableFor (an available one needs
 * at least one).
 */
const Token = t.string;
const Id = Text(100);
const ArticleTypeNumber = IntegerIn(1, 3);

/** A slot of the weekly default (spec 3 §3 "Time slot"), wall-clock `HH:mm` within its day (00:00–23:59). */
export const AvailabilitySlotWire = t.type({
  /** The CRM's id, unique within the weekday: `<weekday>-<n>`, n the slot's place in time order. */
  SlotIdentifier: t.string,
  TimeFrom: t.string,
  TimeTo: t.string,
  IsAvailable: t.boolean,
  /** 1 or 2 when available, 3 when not. */
  ArticleType: t.number,
  AvailableForOnSite: t.boolean,
  AvailableForPhone: t.boolean,
});
export type AvailabilitySlotWire = t.TypeOf<typeof AvailabilitySlotWire>;

/** One weekday of the weekly default: 1 Monday … 7 Sunday (spec 3 §9: the week starts on Monday). */
export const AvailabilityWeekdayWire = t.type({ Weekday: t.number, TimeSlots: t.array(AvailabilitySlotWire) });
export type AvailabilityWeekdayWire = t.TypeOf<typeof AvailabilityWeekdayWire>;

/** An exception (spec 3 §3): from and to `YYYY-MM-DD HH:mm:ss` Stockholm time; it may cross midnight. */
export const AvailabilityExceptionWire = t.type({
  ExceptionIdentifier: t.string,
  DatetimeFrom: t.string,
  DatetimeTo: t.string,
  /** `available` (ArticleType 1 or 2) or `unavailable` (3). */
  AvailabilityType: t.string,
  ArticleType: t.number,
  AvailableForOnSite: t.boolean,
  AvailableForPhone: t.boolean,
  /** Spec 3 §4: it can be changed only when this is true and it starts in the future. */
  CanBeUpdated: t.boolean,
});
export type AvailabilityExceptionWire = t.TypeOf<typeof AvailabilityExceptionWire>;

/** "Tolka nu": from the CRM's now for the length asked; always ArticleType 2 (available without inquiry). */
export const AcuteAvailabilityWire = t.type({
  DatetimeFrom: t.string,
  DatetimeTo: t.string,
  ArticleType: t.number,
  AvailableForOnSite: t.boolean,
  AvailableForPhone: t.boolean,
});
export type AcuteAvailabilityWire = t.TypeOf<typeof AcuteAvailabilityWire>;

const SlotRequest = t.exact(
  t.intersection([
    t.type({
      TimeFrom: CrmTime,
      TimeTo: CrmTime,
      IsAvailable: t.boolean,
      AvailableForOnSite: t.boolean,
      AvailableForPhone: t.boolean,
    }),
    // Absent or null: 1 when available, 3 when not.
    t.partial({ ArticleType: nullable(ArticleTypeNumber) }),
  ]),
  'AvailabilitySlotRequest',
);
export type AvailabilitySlotRequest = t.TypeOf<typeof SlotRequest>;

const WeekdayRequest = t.exact(
  t.type({ Weekday: IntegerIn(1, 7), TimeSlots: t.array(SlotRequest) }),
  'AvailabilityWeekdayRequest',
);

const exceptionFields = {
  DatetimeFrom: CrmDateTime,
  DatetimeTo: CrmDateTime,
  ArticleType: ArticleTypeNumber,
  AvailableForOnSite: t.boolean,
  AvailableForPhone: t.boolean,
};
/** When sent, it must agree with ArticleType (3009 otherwise). */
const exceptionOptionals = { AvailabilityType: Text(20) };

export const GetAvailabilityDefaults = endpoint({
  name: 'GetAvailabilityDefaults',
  method: 'POST',
  path: '/CRMInterpreter/GetAvailabilityDefaults',
  authentication: 'interpreter-token',
  summary:
    "The interpreter's weekly default availability (spec 3 §2): the seven weekdays, Monday first, each with its time slots in time order (none: no default that day).",
  request: request('GetAvailabilityDefaultsRequest', { Token }),
  response: t.type({ Weekdays: nullable(t.array(AvailabilityWeekdayWire)), Errors }),
});

export const SaveAvailabilityDefaults = endpoint({
  name: 'SaveAvailabilityDefaults',
  method: 'POST',
  path: '/CRMInterpreter/SaveAvailabilityDefaults',
  authentication: 'interpreter-token',
  summary:
    "Replace the whole weekly default: the weekdays sent get their slots, those not sent none. Answers it as saved (slots in time order, with the CRM's ids). 3009 (nothing saved): slots of a day overlapping, an end not after its start, an available slot for neither on-site nor phone, ArticleType not agreeing with IsAvailable, a weekday sent twice.",
  request: request('SaveAvailabilityDefaultsRequest', { Token, Weekdays: t.array(WeekdayRequest) }),
  response: t.type({ Weekdays: nullable(t.array(AvailabilityWeekdayWire)), Errors }),
});

export const GetAvailabilityExceptions = endpoint({
  name: 'GetAvailabilityExceptions',
  method: 'POST',
  path: '/CRMInterpreter/GetAvailabilityExceptions',
  authentication: 'interpreter-token',
  summary:
    "The interpreter's availability exceptions with a part in the days DateFrom to DateTo (YYYY-MM-DD, both included, at most 93 days; spec 3 §7: fetched per day by date range), by start; null when none. 2003 a range backwards or too long.",
  request: request('GetAvailabilityExceptionsRequest', { Token, DateFrom: CrmDate, DateTo: CrmDate }),
  response: t.type({ Exceptions: nullable(t.array(AvailabilityExceptionWire)), Errors }),
});

export const CreateAvailabilityException = endpoint({
  name: 'CreateAvailabilityException',
  method: 'POST',
  path: '/CRMInterpreter/CreateAvailabilityException',
  authentication: 'interpreter-token',
  summary:
    'Create an exception to the weekly default (it may start in the past, e.g. unavailable all day today, but not be over). Answers it as saved. 3009: the end not after the start, over already, an available one for neither on-site nor phone, AvailabilityType not agreeing with ArticleType.',
  request: request('CreateAvailabilityExceptionRequest', exceptionFields, exceptionOptionals),
  response: t.type({ Exception: nullable(AvailabilityExceptionWire), Errors }),
});

export const UpdateAvailabilityException = endpoint({
  name: 'UpdateAvailabilityException',
  method: 'POST',
  path: '/CRMInterpreter/UpdateAvailabilityException',
  authentication: 'interpreter-token',
  summary:
    "Change one of the interpreter's exceptions (spec 3 §4: only while CanBeUpdated and it starts in the future; the change must start in the future too). Answers it as saved. 3009 as CreateAvailabilityException, and for an exception that cannot be updated, or that is unknown or another interpreter's.",
  request: request(
    'UpdateAvailabilityExceptionRequest',
    { ExceptionIdentifier: Id, ...exceptionFields, Token },
    exceptionOptionals,
  ),
  response: t.type({ Exception: nullable(AvailabilityExceptionWire), Errors }),
});

export const DeleteAvailabilityException = endpoint({
  name: 'DeleteAvailabilityException',
  method: 'POST',
  path: '/CRMInterpreter/DeleteAvailabilityException',
  authentication: 'interpreter-token',
  summary:
    "Delete one of the interpreter's exceptions (while CanBeUpdated and not over). 3009 for one that is over or cannot be updated, or that is unknown or another interpreter's.",
  request: request('DeleteAvailabilityExceptionRequest', { Token, ExceptionIdentifier: Id }),
  response: t.type({ IsSuccess: t.boolean, Errors }),
});

export const GetAcuteAvailability = endpoint({
  name: 'GetAcuteAvailability',
  method: 'POST',
  path: '/CRMInterpreter/GetAcuteAvailability',
  authentication: 'interpreter-token',
  summary: '"Tolka nu" (acute availability, spec 3 §2) as the CRM holds it: the window set last (it may have ended), or null.',
  request: request('GetAcuteAvailabilityRequest', { Token }),
  response: t.type({ AcuteAvailability: nullable(AcuteAvailabilityWire), Errors }),
});

export const SetAcuteAvailability = endpoint({
  name: 'SetAcuteAvailability',
  method: 'POST',
  path: '/CRMInterpreter/SetAcuteAvailability',
  authentication: 'interpreter-token',
  summary:
    '"Tolka nu": available without inquiry (ArticleType 2) from the CRM\'s now (its whole minute) for DurationMinutes (30–480, whole minutes), replacing any. Answers the window. 3009 a length out of range, neither on-site nor phone.',
  request: request('SetAcuteAvailabilityRequest', {
    Token,
    DurationMinutes: t.number,
    AvailableForOnSite: t.boolean,
    AvailableForPhone: t.boolean,
  }),
  response: t.type({ AcuteAvailability: nullable(AcuteAvailabilityWire), Errors }),
});

export const ClearAcuteAvailability = endpoint({
  name: 'ClearAcuteAvailability',
  method: 'POST',
  path: '/CRMInterpreter/ClearAcuteAvailability',
  authentication: 'interpreter-token',
  summary: 'Ends "Tolka nu" now (IsSuccess also when none is in force).',
  request: request('ClearAcuteAvailabilityRequest', { Token }),
  response: t.type({ IsSuccess: t.boolean, Errors }),
});

/** The availability calls, in the order docs/api.md lists them. */
export const availabilityEndpoints = [
  GetAvailabilityDefaults,
  SaveAvailabilityDefaults,
  GetAvailabilityExceptions,
  CreateAvailabilityException,
  UpdateAvailabilityException,
  DeleteAvailabilityException,
  GetAcuteAvailability,
  SetAcuteAvailability,
  ClearAcuteAvailability,
] as const;

import * as t from 'io-ts';
import { CrmDate, CrmDateTime, Text, nullable, request } from '../codecs/coded.js';
import { endpoint } from '../endpoint.js';
import { Errors } from '../errors.js';
import { OrderContactPerson } from './orders.js';

/**
 * Direct ("book now") booking, spec 1 §2, §4, §7: a same-day telephone interpreter matched at once.
 * The availability check holds an interpreter for the client's SessionIdentifier; the order that
 * follows with the same session gets that interpreter, or code 1075 when the slot was taken in
 * between. Paths, hold rule and codes: docs/api.md, "Direct booking".
 */

const Token = t.string;
const Id = Text(100);
/** Made by the client; ties the availability check (and its hold) to the order. */
const SessionIdentifier = Text(100);

/** One day's window. Not active: closed now (before, after, or a weekend day with null times). */
export const AutoAssignOrderOpeningHour = t.type({
  IsActive: t.boolean,
  DatetimeOpenFrom: nullable(t.string),
  DatetimeOpenTo: nullable(t.string),
});
export type AutoAssignOrderOpeningHour = t.TypeOf<typeof AutoAssignOrderOpeningHour>;

export const GetAutoAssignOrderOpeningHours = endpoint({
  name: 'GetAutoAssignOrderOpeningHours',
  method: 'POST',
  path: '/CRMCustomer/GetAutoAssignOrderOpeningHours',
  authentication: 'token',
  summary:
    'The direct booking window of each day from DateFrom to DateTo (weekdays 07:30–19:00 Stockholm); IsActive when it is open now. NoOfMinutesFromNowPossibleToBook bounds the end of a booking.',
  request: request('GetAutoAssignOrderOpeningHoursRequest', { Token, DateFrom: CrmDate, DateTo: CrmDate }),
  response: t.type({
    AutoAssignOrderOpeningHours: nullable(t.array(AutoAssignOrderOpeningHour)),
    NoOfMinutesFromNowPossibleToBook: t.number,
    Errors,
  }),
});

export const AutoAssignTimeSlot = t.type({ TimeFrom: t.string, NumberOfAvailableResources: t.number });
export type AutoAssignTimeSlot = t.TypeOf<typeof AutoAssignTimeSlot>;

export const GetAvailableResourcesForAutoAssignOrder = endpoint({
  name: 'GetAvailableResourcesForAutoAssignOrder',
  method: 'POST',
  path: '/CRMCustomer/GetAvailableResourcesForAutoAssignOrder',
  authentication: 'token',
  summary:
    'Whether an interpreter of the language is free for the period (held for the session a few minutes); if not, alternative start times with their number of free interpreters.',
  request: request('GetAvailableResourcesForAutoAssignOrderRequest', {
    Token,
    ServiceIdentifier: Id,
    SkillIdentifier: Id,
    TimeOrderFrom: CrmDateTime,
    TimeOrderTo: CrmDateTime,
    SessionIdentifier,
  }),
  response: t.type({
    CanCreateOrderWithOriginalTimeOrderFromTo: t.boolean,
    TimeSlots: nullable(t.array(AutoAssignTimeSlot)),
    Errors,
  }),
});

export const ReturnedAutoAssignOrder = t.type({
  OrderNumber: t.string,
  OrderIdentifier: t.string,
  DateTimeOrderFrom: t.string,
  DateTimeOrderTo: t.string,
  ResourceFullName: t.string,
  ResourcePhoneNumber: nullable(t.string),
});
export type ReturnedAutoAssignOrder = t.TypeOf<typeof ReturnedAutoAssignOrder>;

export const CreateNewAutoAssignOrder = endpoint({
  name: 'CreateNewAutoAssignOrder',
  method: 'POST',
  path: '/CRMCustomer/CreateNewAutoAssignOrder',
  authentication: 'token',
  summary:
    "A booked telephone order at once, with the interpreter the session's availability check held; 1075 when that slot was taken in between.",
  request: request(
    'CreateNewAutoAssignOrderRequest',
    {
      Token,
      ContactPersonOrderer: nullable(OrderContactPerson),
      ContactPersonUponInterpretation: nullable(OrderContactPerson),
      ServiceIdentifier: Id,
      SkillIdentifier: Id,
      TimeOrderFrom: CrmDateTime,
      TimeOrderTo: CrmDateTime,
      SessionIdentifier,
    },
    { CustomerOrderNumber: Text(100) },
  ),
  response: t.type({ IsSuccess: t.boolean, ReturnedAutoAssignOrder: nullable(ReturnedAutoAssignOrder), Errors }),
});

export const ClearAutoAssignOrderResources = endpoint({
  name: 'ClearAutoAssignOrderResources',
  method: 'POST',
  path: '/CRMCustomer/ClearAutoAssignOrderResources',
  authentication: 'token',
  summary: "Releases the interpreters held for the session (the customer's own session only); succeeds when none are held.",
  request: request('ClearAutoAssignOrderResourcesRequest', { Token, SessionIdentifier }),
  response: t.type({ IsSuccess: t.boolean, Errors }),
});

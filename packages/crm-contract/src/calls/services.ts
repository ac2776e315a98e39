import * as t from 'io-ts';
import { CrmDateTime, Text, nullable, request } from '../codecs/coded.js';
import { endpoint } from '../endpoint.js';
import { Errors } from '../errors.js';

const Token = t.string;

/** A competence level, 1 registered … 5 authorised with special competence (spec 3 §6). */
export const CompetenceLevelWire = t.type({ CompetenceLevelIdentifier: t.number, CompetenceLevelName: t.string });
export type CompetenceLevelWire = t.TypeOf<typeof CompetenceLevelWire>;

export const DigitalMeetingPlatformWire = t.type({
  DigitalMeetingPlatformIdentifier: t.string,
  DigitalMeetingPlatformName: t.string,
});
export type DigitalMeetingPlatformWire = t.TypeOf<typeof DigitalMeetingPlatformWire>;

/** An additional service of a service; the SMS reminder to the client is the one the portal shows. */
export const AdditionalServiceWire = t.type({
  AdditionalServiceIdentifier: t.string,
  IsSelectableForNewOrder: t.boolean,
  IsSelectableForUpdateOrder: t.boolean,
  IsSelectableForCancelOrder: t.boolean,
  AdditionalServiceSetting: t.type({
    IsPreselected: t.boolean,
    SendHoursBeforeBooking: nullable(t.number),
    SendHoursAfterBookingInsertOrChange: nullable(t.number),
  }),
});
export type AdditionalServiceWire = t.TypeOf<typeof AdditionalServiceWire>;

/** A kind of interpretation offered for a language and period, with its booking-form defaults (spec 1 §3). */
export const ServiceWire = t.type({
  ServiceIdentifier: t.string,
  ServiceName: t.string,
  IsPerformedRemotely: t.boolean,
  DoRequireMeetingUrl: t.boolean,
  DoRequireMeetingPhoneNumber: t.boolean,
  AvailableCompetences: t.array(CompetenceLevelWire),
  DigitalMeetingPlatforms: t.array(DigitalMeetingPlatformWire),
  ServiceAlternatives: t.array(t.type({ ServiceIdentifier: t.string, SortOrder: t.number })),
  AdditionalServices: t.array(AdditionalServiceWire),
  IsDefaultServiceForAutoAssignOrder: t.boolean,
  InvoiceReceivers: t.array(t.type({ InvoiceReceiverIdentifier: t.string })),
  DefaultDoRequireCompetenceLevelOrHigher: t.boolean,
  DefaultDoRequireExactCompetenceLevel: t.boolean,
  DefaultDoRequireCorrectGender: t.boolean,
  /** 1 male, 2 female, null any. */
  DefaultGenderIdPreferred: nullable(t.number),
  DefaultCompetenceIdentifier: nullable(t.number),
  DefaultDoAllowAlternativeService: t.boolean,
});
export type ServiceWire = t.TypeOf<typeof ServiceWire>;

export const GetServices = endpoint({
  name: 'GetServices',
  method: 'POST',
  path: '/CRMCustomer/GetServices',
  authentication: 'token',
  summary:
    'The services offered for a language (5202 unknown) and a period (2003 when it ends before it starts or starts in the past); see docs/api.md for the offer rules.',
  request: request('GetServicesRequest', {
    Token,
    SkillExternalidentifier: Text(100),
    DatetimeFrom: CrmDateTime,
    DatetimeTo: CrmDateTime,
  }),
  response: t.type({ Services: nullable(t.array(ServiceWire)), Errors }),
});

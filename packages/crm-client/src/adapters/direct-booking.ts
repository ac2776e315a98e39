import {
  NO_DIRECT_AVAILABILITY,
  ServiceErrorsRaised,
  TransportFailed,
  directPeriodEnd,
  type AlternativeSlot,
  type ContactPerson,
  type DirectAvailability,
  type DirectAvailabilityRequest,
  type DirectBooking,
  type DirectOrderOutcome,
  type DirectOrderRequest,
  type OpeningDay,
  type OpeningHours,
} from '@tolk/core';
import {
  ClearAutoAssignOrderResources,
  CreateNewAutoAssignOrder,
  fromCrmDateTime,
  GetAutoAssignOrderOpeningHours,
  GetAvailableResourcesForAutoAssignOrder,
  GetServices,
  toCrmDateTime,
  type AutoAssignOrderOpeningHour,
  type AutoAssignTimeSlot,
  type OrderContactPerson,
} from '@tolk/crm-contract';
import type { Temporal } from 'temporal-polyfill';
import type { ErrorLog } from '../transport/error-log.js';
import { logText, loggedErrors } from '../transport/service-errors.js';
import type { CrmTransport } from '../transport/transport.js';

function toOpeningDay(wire: AutoAssignOrderOpeningHour): OpeningDay {
  const from = wire.DatetimeOpenFrom === null ? null : fromCrmDateTime(wire.DatetimeOpenFrom);
  const to = wire.DatetimeOpenTo === null ? null : fromCrmDateTime(wire.DatetimeOpenTo);
  return { isActive: wire.IsActive, window: from && to ? { from, to } : null };
}

const toSlot = (wire: AutoAssignTimeSlot): AlternativeSlot[] => {
  const from = fromCrmDateTime(wire.TimeFrom);
  return from ? [{ from, available: wire.NumberOfAvailableResources }] : [];
};

/** A saved person as the order carries it: the id, and the details as they are (as in CreateNewOrder). */
const toOrderContact = (person: ContactPerson): OrderContactPerson => ({
  ContactPersonIdentifier: person.id,
  FirstName: person.firstName,
  LastName: person.lastName,
  Title: person.title,
  Email: person.email,
  PhoneNumberDirect: person.phoneDirect,
  PhoneNumberMobile: person.phoneMobile,
});

/**
 * Direct ("book now") booking over the CRM (spec 1 §7; docs/api.md "Direct booking"). The service
 * is the one GetServices marks IsDefaultServiceForAutoAssignOrder for the language and period. An
 * availability check that fails is logged and answers the empty result; the order is sent quietly
 * so that 1075 (the slot was taken) is not toasted but answered as data, as is any other refusal
 * for the caller to tell.
 */
export class CrmDirectBooking implements DirectBooking {
  constructor(
    private readonly transport: CrmTransport,
    private readonly errorLog: ErrorLog,
  ) {}

  async openingHours(day: Temporal.PlainDate): Promise<OpeningHours | null> {
    try {
      const answer = await this.transport.call(GetAutoAssignOrderOpeningHours, {
        DateFrom: day.toString(),
        DateTo: day.toString(),
      });
      return {
        days: answer.AutoAssignOrderOpeningHours?.map(toOpeningDay) ?? null,
        minutesFromNowPossibleToBook: answer.NoOfMinutesFromNowPossibleToBook,
      };
    } catch {
      // The transport has told the user; without hours the service shows as unavailable.
      return null;
    }
  }

  async availability(request: DirectAvailabilityRequest): Promise<DirectAvailability> {
    const { skillId, period, sessionId } = request;
    try {
      const serviceId = await this.directServiceId(skillId, period.from, directPeriodEnd(period));
      if (serviceId === null) return NO_DIRECT_AVAILABILITY;
      const answer = await this.transport.call(GetAvailableResourcesForAutoAssignOrder, {
        ServiceIdentifier: serviceId,
        SkillIdentifier: skillId,
        TimeOrderFrom: toCrmDateTime(period.from),
        TimeOrderTo: toCrmDateTime(directPeriodEnd(period)),
        SessionIdentifier: sessionId,
      });
      return {
        serviceId,
        canBookOriginal: answer.CanCreateOrderWithOriginalTimeOrderFromTo,
        slots: (answer.TimeSlots ?? []).flatMap(toSlot),
      };
    } catch (error) {
      this.log('GetAvailableResourcesForAutoAssignOrder failed', error);
      return NO_DIRECT_AVAILABILITY;
    }
  }

  async order(request: DirectOrderRequest): Promise<DirectOrderOutcome> {
    const { period } = request;
    try {
      const answer = await this.transport.call(
        CreateNewAutoAssignOrder,
        {
          ContactPersonOrderer: toOrderContact(request.orderer),
          ContactPersonUponInterpretation: toOrderContact(request.contact),
          ServiceIdentifier: request.serviceId,
          SkillIdentifier: request.skillId,
          TimeOrderFrom: toCrmDateTime(period.from),
          TimeOrderTo: toCrmDateTime(directPeriodEnd(period)),
          SessionIdentifier: request.sessionId,
        },
        { quiet: true },
      );
      const returned = answer.ReturnedAutoAssignOrder;
      if (!answer.IsSuccess || !returned) {
        this.log('CreateNewAutoAssignOrder answered no order', answer);
        return { kind: 'refused', problem: { kind: 'transport', failure: 'not-completed' } };
      }
      return {
        kind: 'booked',
        order: {
          orderId: returned.OrderIdentifier,
          orderNumber: returned.OrderNumber,
          from: fromCrmDateTime(returned.DateTimeOrderFrom) ?? period.from,
          to: fromCrmDateTime(returned.DateTimeOrderTo) ?? directPeriodEnd(period),
          interpreterName: returned.ResourceFullName,
          interpreterPhone: returned.ResourcePhoneNumber || null,
        },
      };
    } catch (error) {
      if (error instanceof ServiceErrorsRaised) {
        if (error.errors.some((e) => e.kind === 'no-interpreter-free')) return { kind: 'slot-taken' };
        this.log('CreateNewAutoAssignOrder refused', loggedErrors(error.errors));
        return { kind: 'refused', problem: { kind: 'service-errors', errors: error.errors } };
      }
      if (error instanceof TransportFailed) {
        return { kind: 'refused', problem: error.failure === 'aborted' ? null : { kind: 'transport', failure: error.failure } };
      }
      throw error;
    }
  }

  async clearResources(sessionId: string): Promise<void> {
    try {
      await this.transport.call(ClearAutoAssignOrderResources, { SessionIdentifier: sessionId }, { quiet: true });
    } catch (error) {
      // The holds run out by themselves (5 minutes); nothing to tell the user.
      this.log('ClearAutoAssignOrderResources failed', error);
    }
  }

  /** The telephone service of direct booking for the language and period, or null when it is not offered. */
  private async directServiceId(skillId: string, from: Temporal.ZonedDateTime, to: Temporal.ZonedDateTime) {
    const answer = await this.transport.call(GetServices, {
      SkillExternalidentifier: skillId,
      DatetimeFrom: toCrmDateTime(from),
      DatetimeTo: toCrmDateTime(to),
    });
    return (answer.Services ?? []).find((s) => s.IsDefaultServiceForAutoAssignOrder)?.ServiceIdentifier ?? null;
  }

  private log(statusText: string, details: unknown): void {
    void this.errorLog.report('error', {
      httpStatus: null,
      statusText,
      responseData: details instanceof Error ? logText(details) : details,
    });
  }
}

import type { FastifyInstance } from 'fastify';
import {
  ClearAutoAssignOrderResources,
  CreateNewAutoAssignOrder,
  ErrorCode,
  errorItem,
  fromCrmDateTime,
  GetAutoAssignOrderOpeningHours,
  GetAvailableResourcesForAutoAssignOrder,
  toCrmDateTime,
  type ErrorItem,
} from '@tolk/crm-contract';

import { Temporal } from 'temporal-polyfill';
import { DirectBookings, type SessionOwner } from '../direct-booking/holds.js';
import { DIRECT_BOOKING, openingDays, periodRefusal, type PeriodRefusal } from '../direct-booking/rules.js';
import { faultError } from '../faults/faults.js';
import { InterpreterNews } from '../interpreter/interpreter-news.js';
import { contactOf } from '../orders/order-request.js';
import { orderChannelRecorder } from '../reports/order-channels.js';
import type { OfferedService } from '../orders/service-offer.js';
import type { CustomerRow } from '../store/customers.js';
import { crmRoute, refuse } from './crm-route.js';
import { lookupsFor } from './orders.js';

const crmTime = (epochMs: number) => toCrmDateTime(Temporal.Instant.fromEpochMilliseconds(epochMs));
const MAX_OPENING_DAYS = 31;

const REFUSAL: Record<PeriodRefusal, ErrorItem> = {
  'ends-before-start': errorItem(ErrorCode.InvalidDatetime, 'TimeOrderTo must be after TimeOrderFrom'),
  'in-the-past': errorItem(ErrorCode.InvalidDatetime, 'TimeOrderFrom is in the past'),
  closed: errorItem(ErrorCode.DirectBookingClosed),
  'too-far-ahead': errorItem(
    ErrorCode.DirectBookingTooFarAhead,
    `at most ${DIRECT_BOOKING.minutesFromNowPossibleToBook} minutes from now`,
  ),
};

/** What a direct booking asks for, checked: the same for the availability check and the order. */
interface CheckedRequest {
  readonly owner: SessionOwner;
  readonly skill: { readonly id: string; readonly name: string };
  readonly service: OfferedService;
  readonly startMs: number;
  readonly endMs: number;
}

type DirectRequest = {
  ServiceIdentifier: string;
  SkillIdentifier: string;
  TimeOrderFrom: string;
  TimeOrderTo: string;
  SessionIdentifier: string;
};

/**
 * Direct ("book now") booking, spec 1 §2, §4, §7 (docs/api.md, "Direct booking"): the opening
 * hours, the availability check that holds an interpreter for the client's session, the order
 * booked at once with that interpreter (1075 when the slot was taken in between), and the call that
 * releases the session's holds. Only customers with CanCreateAutoAssignOrder may use any of them.
 */
export async function directBookingRoutes(app: FastifyInstance): Promise<void> {
  const world = app.orderWorld;
  const bookings = new DirectBookings(app.db);
  const interpreterNews = new InterpreterNews(app.db);
  const recordChannel = orderChannelRecorder(app.db);
  const now = () => {
    const nowMs = app.clock.now().epochMilliseconds;
    world.lifecycle.settle(nowMs);
    bookings.purge(nowMs);
    return nowMs;
  };
  const notAllowed = (customer: CustomerRow) => customer.can_create_auto_assign_order !== 1;

  function checkRequest(
    request: DirectRequest,
    customer: CustomerRow,
    nowMs: number,
  ): { ok: true; value: CheckedRequest } | { ok: false; errors: ErrorItem[] } {
    const errors: ErrorItem[] = [];
    const sessionId = request.SessionIdentifier.trim();
    if (!sessionId) errors.push(errorItem(ErrorCode.MandatoryFieldMissing, 'SessionIdentifier'));
    const skill = app.catalogue.skills().find((s) => s.SkillIdentifier === request.SkillIdentifier.trim());
    if (!skill) errors.push(errorItem(ErrorCode.InvalidSkill, 'SkillIdentifier'));
    // The codec has checked the format; a date it lets through always reads.
    const startMs = fromCrmDateTime(request.TimeOrderFrom)?.epochMilliseconds;
    const endMs = fromCrmDateTime(request.TimeOrderTo)?.epochMilliseconds;
    if (startMs === undefined) errors.push(errorItem(ErrorCode.InvalidDatetime, 'TimeOrderFrom'));
    if (endMs === undefined) errors.push(errorItem(ErrorCode.InvalidDatetime, 'TimeOrderTo'));
    const refusal = startMs !== undefined && endMs !== undefined ? periodRefusal(startMs, endMs, nowMs) : null;
    if (refusal) errors.push(REFUSAL[refusal]);

    const autoAssignId = bookings.autoAssignServiceId();
    let service: OfferedService | undefined;
    if (request.ServiceIdentifier.trim() !== autoAssignId) {
      errors.push(
        errorItem(
          ErrorCode.InvalidService,
          'ServiceIdentifier must be the direct-booking service (IsDefaultServiceForAutoAssignOrder)',
        ),
      );
    } else if (skill && startMs !== undefined && endMs !== undefined && !refusal) {
      service = app.services.offered(skill.SkillIdentifier, startMs, endMs, nowMs)?.find((s) => s.id === autoAssignId);
      if (!service)
        errors.push(errorItem(ErrorCode.InvalidService, 'the direct-booking service is not offered for this language'));
    }
    if (errors.length > 0 || !skill || !service || startMs === undefined || endMs === undefined) return { ok: false, errors };
    return {
      ok: true,
      value: {
        owner: { customerId: customer.id, sessionId },
        skill: { id: skill.SkillIdentifier, name: skill.SkillName },
        service,
        startMs,
        endMs,
      },
    };
  }

  crmRoute(
    app,
    GetAutoAssignOrderOpeningHours,
    { AutoAssignOrderOpeningHours: null, NoOfMinutesFromNowPossibleToBook: DIRECT_BOOKING.minutesFromNowPossibleToBook },
    (request, { customer }) => {
      if (notAllowed(customer!)) return refuse(errorItem(ErrorCode.DirectBookingNotAllowed));
      const from = Temporal.PlainDate.from(request.DateFrom);
      const to = Temporal.PlainDate.from(request.DateTo);
      if (Temporal.PlainDate.compare(to, from) < 0)
        return refuse(errorItem(ErrorCode.InvalidDatetime, 'DateTo must not be before DateFrom'));
      if (from.until(to).days >= MAX_OPENING_DAYS)
        return refuse(errorItem(ErrorCode.InvalidDatetime, `at most ${MAX_OPENING_DAYS} days at a time`));
      const days = openingDays(from, to, app.clock.now().epochMilliseconds);
      return {
        AutoAssignOrderOpeningHours: days.map((day) => ({
          IsActive: day.isActive,
          DatetimeOpenFrom: day.window ? crmTime(day.window.openMs) : null,
          DatetimeOpenTo: day.window ? crmTime(day.window.closeMs) : null,
        })),
        NoOfMinutesFromNowPossibleToBook: DIRECT_BOOKING.minutesFromNowPossibleToBook,
      };
    },
  );

  crmRoute(
    app,
    GetAvailableResourcesForAutoAssignOrder,
    { CanCreateOrderWithOriginalTimeOrderFromTo: false, TimeSlots: null },
    (request, { customer }) => {
      if (notAllowed(customer!)) return refuse(errorItem(ErrorCode.DirectBookingNotAllowed));
      const nowMs = now();
      const checked = checkRequest(request, customer!, nowMs);
      if (!checked.ok) return refuse(...checked.errors);
      const { owner, skill, startMs, endMs } = checked.value;
      const availability = bookings.check(owner, skill.id, startMs, endMs, nowMs);
      return {
        CanCreateOrderWithOriginalTimeOrderFromTo: availability.originalIsFree,
        TimeSlots:
          availability.slots.length === 0
            ? null
            : availability.slots.map((slot) => ({ TimeFrom: crmTime(slot.startMs), NumberOfAvailableResources: slot.available })),
      };
    },
  );

  crmRoute(app, CreateNewAutoAssignOrder, { IsSuccess: false, ReturnedAutoAssignOrder: null }, (request, { customer }) => {
    if (notAllowed(customer!)) return refuse(errorItem(ErrorCode.DirectBookingNotAllowed));
    const nowMs = now();
    const checked = checkRequest(request, customer!, nowMs);
    const errors = checked.ok ? [] : [...checked.errors];
    // Both people need an e-mail in a direct booking (spec 1 §2), whatever the profile says.
    const emailRequired: CustomerRow = { ...customer!, orderer_requires_email: 1, contact_requires_email: 1 };
    const lookups = lookupsFor(app, customer!);
    const orderer = contactOf(request.ContactPersonOrderer, 'orderer', emailRequired, lookups, errors);
    const contact = contactOf(request.ContactPersonUponInterpretation, 'contact', emailRequired, lookups, errors);
    if (!checked.ok || errors.length > 0 || !orderer || !contact) return refuse(...errors);
    const { owner, skill, service, startMs, endMs } = checked.value;

    const slotTaken = () => {
      bookings.release(owner);
      return refuse(errorItem(ErrorCode.DirectBookingSlotTaken));
    };
    if (app.faults.take('direct-order-slot-taken')) {
      bookings.release(owner);
      return refuse(faultError('direct-order-slot-taken'));
    }
    const hold = bookings.holdFor(owner, skill.id, startMs, endMs);
    if (!hold || !bookings.isFree(hold.interpreter_id, startMs, endMs, owner, nowMs)) return slotTaken();
    const interpreter = bookings.interpreter(hold.interpreter_id);
    if (!interpreter) return slotTaken();

    const resourceName = `${interpreter.first_name} ${interpreter.last_name}`;
    const row = app.db.transaction(() => {
      const booked = world.store.createBooked(
        customer!.id,
        {
          occasions: [{ startMs, endMs, service }],
          skill,
          substituteSkillId: null,
          orderer,
          contact,
          address: null,
          platformName: null,
        },
        request.CustomerOrderNumber?.trim() || null,
        interpreter.id,
        nowMs,
      );
      // Booked directly through the web portal: the statistics count it as Direktbokning, Webbportal.
      recordChannel(booked.id, 'web', true);
      world.notifications.raise(booked, nowMs, 'Tolk tillsatt', `${resourceName} tolkar på uppdrag ${booked.number}.`);
      // An interpreter who uses the portal learns of it (the pool has no portal).
      interpreterNews.bookedWithoutAsking(booked, nowMs);
      bookings.release(owner);
      return booked;
    })();
    return {
      IsSuccess: true,
      ReturnedAutoAssignOrder: {
        OrderNumber: row.number,
        OrderIdentifier: row.id,
        DateTimeOrderFrom: crmTime(row.ordered_start_ms),
        DateTimeOrderTo: crmTime(row.ordered_end_ms),
        ResourceFullName: resourceName,
        ResourcePhoneNumber: interpreter.phone,
      },
    };
  });

  crmRoute(app, ClearAutoAssignOrderResources, { IsSuccess: false }, (request, { customer }) => {
    if (notAllowed(customer!)) return refuse(errorItem(ErrorCode.DirectBookingNotAllowed));
    const sessionId = request.SessionIdentifier.trim();
    if (!sessionId) return refuse(errorItem(ErrorCode.MandatoryFieldMissing, 'SessionIdentifier'));
    bookings.release({ customerId: customer!.id, sessionId });
    return { IsSuccess: true };
  });
}

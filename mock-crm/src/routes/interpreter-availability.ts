import type { FastifyInstance } from 'fastify';
import {
  ClearAcuteAvailability,
  CreateAvailabilityException,
  DeleteAvailabilityException,
  ErrorCode,
  GetAcuteAvailability,
  GetAvailabilityDefaults,
  GetAvailabilityExceptions,
  SaveAvailabilityDefaults,
  SetAcuteAvailability,
  UpdateAvailabilityException,
  errorItem,
} from '@tolk/crm-contract';
import { canDeleteException, dayStart, exceptionProblems, startAcute } from '@tolk/core';
import { Temporal } from 'temporal-polyfill';
import { AvailabilityStore } from '../interpreter/availability-store.js';
import {
  acuteProblemErrors,
  exceptionDraftOf,
  exceptionProblemErrors,
  noSuchException,
  toAcuteWire,
  toExceptionWire,
  toWeekdaysWire,
  weeklyFromRequest,
} from '../interpreter/availability-wire.js';
import { crmRoute, refuse } from './crm-route.js';

/** GetAvailabilityExceptions answers at most this many days at a time (a quarter; a month view needs 44). */
export const MAX_EXCEPTION_DAYS = 93;

/**
 * The interpreter's availability (spec 3 §2, §3, §4, §7; issue 16; docs/api.md, "The interpreter's
 * calls", "Availability"): the weekly default, the exceptions, "Tolka nu". Registered by
 * interpreterRoutes. The dispatcher and the direct booking read what is kept here
 * (interpreter/availability-reach.ts).
 */
export function interpreterAvailabilityRoutes(app: FastifyInstance): void {
  const store = new AvailabilityStore(app.db);
  const now = () => app.clock.now();

  crmRoute(app, GetAvailabilityDefaults, { Weekdays: null }, (_request, { interpreterId }) => ({
    Weekdays: toWeekdaysWire(store.weekly(interpreterId!)),
  }));

  crmRoute(app, SaveAvailabilityDefaults, { Weekdays: null }, (request, { interpreterId }) => {
    const checked = weeklyFromRequest(request.Weekdays);
    if (checked.kind === 'refused') return refuse(...checked.errors);
    return { Weekdays: toWeekdaysWire(store.saveWeekly(interpreterId!, checked.weekly)) };
  });

  crmRoute(app, GetAvailabilityExceptions, { Exceptions: null }, (request, { interpreterId }) => {
    const from = Temporal.PlainDate.from(request.DateFrom);
    const to = Temporal.PlainDate.from(request.DateTo);
    if (Temporal.PlainDate.compare(to, from) < 0)
      return refuse(errorItem(ErrorCode.InvalidDatetime, 'DateTo must not be before DateFrom'));
    if (from.until(to).days >= MAX_EXCEPTION_DAYS)
      return refuse(errorItem(ErrorCode.InvalidDatetime, `at most ${MAX_EXCEPTION_DAYS} days at a time`));
    const exceptions = store.exceptionsBetween(
      interpreterId!,
      dayStart(from).epochMilliseconds,
      dayStart(to.add({ days: 1 })).epochMilliseconds,
    );
    return { Exceptions: exceptions.length === 0 ? null : exceptions.map(toExceptionWire) };
  });

  crmRoute(app, CreateAvailabilityException, { Exception: null }, (request, { interpreterId }) => {
    const read = exceptionDraftOf(request);
    if (read.kind === 'refused') return refuse(...read.errors);
    const problems = exceptionProblems(read.draft, now());
    if (problems.length > 0) return refuse(...exceptionProblemErrors(problems));
    return { Exception: toExceptionWire(store.createException(interpreterId!, read.draft)) };
  });

  crmRoute(app, UpdateAvailabilityException, { Exception: null }, (request, { interpreterId }) => {
    const id = request.ExceptionIdentifier.trim();
    const existing = store.exception(interpreterId!, id);
    if (!existing) return refuse(noSuchException(id));
    const read = exceptionDraftOf(request);
    if (read.kind === 'refused') return refuse(...read.errors);
    const problems = exceptionProblems(read.draft, now(), existing);
    if (problems.length > 0) return refuse(...exceptionProblemErrors(problems));
    return { Exception: toExceptionWire(store.updateException(interpreterId!, id, read.draft)!) };
  });

  crmRoute(app, DeleteAvailabilityException, { IsSuccess: false }, (request, { interpreterId }) => {
    const id = request.ExceptionIdentifier.trim();
    const existing = store.exception(interpreterId!, id);
    if (!existing) return refuse(noSuchException(id));
    if (!canDeleteException(existing, now()))
      return refuse(errorItem(ErrorCode.InvalidAvailability, 'the exception is over or can no longer be changed'));
    store.deleteException(interpreterId!, id);
    return { IsSuccess: true };
  });

  crmRoute(app, GetAcuteAvailability, { AcuteAvailability: null }, (_request, { interpreterId }) => {
    const acute = store.acute(interpreterId!);
    return { AcuteAvailability: acute ? toAcuteWire(acute) : null };
  });

  crmRoute(app, SetAcuteAvailability, { AcuteAvailability: null }, (request, { interpreterId }) => {
    const started = startAcute(now(), request.DurationMinutes, {
      onSite: request.AvailableForOnSite,
      phone: request.AvailableForPhone,
    });
    if (started.kind === 'rejected') return refuse(...acuteProblemErrors(started.problems));
    return { AcuteAvailability: toAcuteWire(store.setAcute(interpreterId!, started.value)) };
  });

  crmRoute(app, ClearAcuteAvailability, { IsSuccess: false }, (_request, { interpreterId }) => {
    store.clearAcute(interpreterId!, now().epochMilliseconds);
    return { IsSuccess: true };
  });
}

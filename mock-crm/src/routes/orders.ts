import type { FastifyInstance } from 'fastify';
import {
  CancelOrder,
  CreateNewOrder,
  ErrorCode,
  errorItem,
  fromCrmDateTime,
  RateOrder,
  SearchOrders,
  toCrmDateTime,
  UpdateOrder,
} from '@tolk/crm-contract';

import { Temporal } from 'temporal-polyfill';
import type { OrderRow } from '../orders/order-row.js';
import { faultError } from '../faults/faults.js';
import { checkOrder, updateAsOccasion, type OrderLookups } from '../orders/order-request.js';
import {
  canBeRated,
  criticalChangeOutcome,
  isChangeable,
  isCriticalChange,
  isLateCancellation,
  touchesToday,
} from '../orders/rules.js';
import type { CustomerRow } from '../store/customers.js';
import { crmRoute, refuse, serialized } from './crm-route.js';

const crmTime = (epochMs: number) => toCrmDateTime(Temporal.Instant.fromEpochMilliseconds(epochMs));

/**
 * A wire time the contract has accepted, in epoch ms; remembered, as the portal asks for the
 * same periods again and again and the time-zone arithmetic is most of a small search's cost.
 */
const crmTimesMs = new Map<string, number>();
function crmTimeMs(text: string): number {
  let ms = crmTimesMs.get(text);
  if (ms === undefined) {
    if (crmTimesMs.size >= 10_000) crmTimesMs.clear();
    ms = fromCrmDateTime(text)!.epochMilliseconds;
    crmTimesMs.set(text, ms);
  }
  return ms;
}
const toReturned = (row: OrderRow) => ({
  OrderIdentifier: row.id,
  OrderNumber: row.number,
  DateTimeOrderFrom: crmTime(row.ordered_start_ms),
  DateTimeOrderTo: crmTime(row.ordered_end_ms),
});

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const world = app.orderWorld;
  const now = () => {
    const nowMs = app.clock.nowMs();
    world.lifecycle.settle(nowMs);
    return nowMs;
  };

  crmRoute(app, SearchOrders, { Orders: null }, async (request, { customer }) => {
    const nowMs = now();
    const filter = {
      fromMs: request.DatetimeFrom ? crmTimeMs(request.DatetimeFrom) : null,
      toMs: request.DatetimeTo ? crmTimeMs(request.DatetimeTo) : null,
      number: request.OrderNumber?.trim() || null,
      keywords: request.Keywords?.trim() || null,
      orderId: request.OrderIdentifier?.trim() || null,
    };
    // The same question about the same world at a time when none of its orders has turned gets
    // the bytes sent before (orders/search-answers.ts).
    const key = `${customer!.id} ${JSON.stringify(filter)}`;
    return serialized(
      await world.answers.answer(key, nowMs, app.clock.rewinds, () => world.wire.answerUntil(customer!, filter, nowMs)),
    );
  });

  crmRoute(app, CreateNewOrder, { ReturnedOrder: null }, (request, { customer }) => {
    const nowMs = now();
    if (app.faults.take('fail-create-order')) return refuse(faultError('fail-create-order'));
    const checked = checkOrder(
      {
        customer: customer!,
        skillId: request.SkillIdentifier,
        substituteSkillId: request.SkillSubstituteIdentifier,
        occasions: request.OrderOccasions,
        orderer: request.ContactPersonOrderer,
        contact: request.ContactPersonUponInterpretation,
        address: request.PostalAddressPerformingRequestData ?? null,
        attachments: request.AttachmentData ?? null,
        meetingUrl: request.MeetingUrl,
        meetingPhone: request.MeetingPhoneNumber,
        platformId: request.DigitalMeetingPlatformIdentifier,
        groupData: request.OrderGroupRequestData ?? null,
      },
      lookupsFor(app, customer!),
      nowMs,
    );
    if (!checked.ok) return refuse(...checked.errors);
    const rows = world.store.create(customer!.id, checked.value, request, nowMs);
    return { ReturnedOrder: rows.map(toReturned) };
  });

  crmRoute(app, UpdateOrder, { UpdatedOrder: null }, (request, { customer }) => {
    const nowMs = now();
    const order = world.store.byIdForCustomer(customer!.id, request.OrderIdentifier);
    if (!order) return refuse(errorItem(ErrorCode.OrderNotFound));
    if (!isChangeable({ state: order.status, startMs: order.start_ms }, nowMs))
      return refuse(errorItem(ErrorCode.OrderCannotBeUpdated));
    const sameTimesAndService =
      fromCrmDateTime(request.DatetimeFrom)?.epochMilliseconds === order.start_ms &&
      fromCrmDateTime(request.DatetimeTo)?.epochMilliseconds === order.end_ms &&
      request.ServiceIdentifier === order.service_id;
    const checked = checkOrder(
      { customer: customer!, ...updateAsOccasion(request) },
      lookupsFor(app, customer!, sameTimesAndService),
      // An unchanged start may be near; the "start has passed" rule is about the new times.
      Math.min(nowMs, order.start_ms - 1),
    );
    if (!checked.ok) return refuse(...checked.errors);
    const occasion = checked.value.occasions[0]!;
    if (occasion.startMs <= nowMs) return refuse(errorItem(ErrorCode.InvalidDatetime, 'the start has passed'));
    const critical = isCriticalChange(
      {
        startMs: order.start_ms,
        endMs: order.end_ms,
        skillId: order.skill_id,
        addressRow1: order.address_row1,
        postalCode: order.postal_code,
        city: order.city,
      },
      {
        startMs: occasion.startMs,
        endMs: occasion.endMs,
        skillId: checked.value.skill.id,
        addressRow1: checked.value.address?.row1 ?? null,
        postalCode: checked.value.address?.postalCode ?? null,
        city: checked.value.address?.city ?? null,
      },
    );
    const outcome = !critical
      ? 'keep'
      : touchesToday(order.start_ms, occasion.startMs, nowMs)
        ? 'same-day'
        : criticalChangeOutcome(order.start_ms, nowMs, world.settings.newOrderWithinHours);
    if (outcome === 'same-day') return refuse(errorItem(ErrorCode.SameDayCriticalChange));
    const updated =
      outcome === 'new-order'
        ? world.store.replace(order, checked.value, request, nowMs)
        : world.store.update(order, checked.value, request, nowMs, outcome === 'reopen');
    return { UpdatedOrder: { ...toReturned(updated), IsNewOrder: updated.id !== order.id, PreviousOrderNumber: order.number } };
  });

  crmRoute(app, CancelOrder, { IsSuccess: false, IsLateCancellation: false, OrderNumber: null }, (request, { customer }) => {
    const nowMs = now();
    const order = world.store.byIdForCustomer(customer!.id, request.OrderIdentifier);
    if (!order) return refuse(errorItem(ErrorCode.OrderNotFound));
    if (order.status === 'cancelled') return refuse(errorItem(ErrorCode.OrderAlreadyCancelled));
    if (!isChangeable({ state: order.status, startMs: order.start_ms }, nowMs))
      return refuse(errorItem(ErrorCode.CannotCancelOrder));
    if (!app.reasons.isCancellationReason(request.OrderCancellationReasonIdentifier))
      return refuse(errorItem(ErrorCode.CancellationReasonNotFound));
    const late = isLateCancellation({ startMs: order.start_ms, isRemote: order.is_remote === 1 }, nowMs);
    world.store.cancel(order, request.OrderCancellationReasonIdentifier, late, request.CustomerOrderAdditionalServices, nowMs);
    return { IsSuccess: true, IsLateCancellation: late, OrderNumber: order.number };
  });

  crmRoute(app, RateOrder, { IsSuccess: false }, (request, { customer }) => {
    now();
    const order = world.store.byIdForCustomer(customer!.id, request.OrderIdentifier);
    if (!order) return refuse(errorItem(ErrorCode.OrderNotFound));
    if (!canBeRated({ state: order.status, rating: order.rating })) return refuse(errorItem(ErrorCode.OrderCannotBeRated));
    const reason = request.ComplaintReasonDeliveryIdentifier;
    if (reason && !app.reasons.isComplaintReason(reason)) return refuse(errorItem(ErrorCode.ComplaintReasonNotFound));
    if (app.faults.take('fail-rate-order')) return refuse(faultError('fail-rate-order'));
    if (app.faults.take('rate-order-not-saved')) return { IsSuccess: false };
    world.store.rate(order, request.RatingCustomer, request.Comment, request.ComplaintReasonDeliveryIdentifier);
    return { IsSuccess: true };
  });
}

/** The lookups the order rules need, for this customer; `ignoreLeadTime` for unchanged times. */
export function lookupsFor(app: FastifyInstance, customer: CustomerRow, ignoreLeadTime = false): OrderLookups {
  // Unchanged times keep their service even when it now needs more lead time than is left.
  const offered = (skillId: string, fromMs: number, toMs: number, nowMs: number) =>
    app.services.offered(skillId, fromMs, toMs, ignoreLeadTime ? 0 : nowMs);
  return {
    services: { offered },
    skill: (id) => {
      const skill = app.catalogue.skills().find((s) => s.SkillIdentifier === id);
      return (
        skill && {
          id: skill.SkillIdentifier,
          name: skill.SkillName,
          substituteIds: skill.SubstituteSkills.map((s) => s.SkillIdentifier),
        }
      );
    },
    contactPerson: (customerId, id) => {
      const person = app.contactPersons.get(customerId, id);
      return (
        person && {
          id: person.ContactPersonIdentifier,
          firstName: person.FirstName,
          lastName: person.LastName,
          title: person.Title,
          email: person.Email,
          phoneDirect: person.PhoneNumberDirect,
          phoneMobile: person.PhoneNumberMobile,
        }
      );
    },
  };
}

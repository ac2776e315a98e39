import type { FastifyInstance } from 'fastify';
import { CreateDeviation, ErrorCode, GetDeviations, errorItem, type ErrorItem } from '@tolk/crm-contract';
import { STOCKHOLM } from '@tolk/core';
import { Temporal } from 'temporal-polyfill';
import type { ContactSnapshot } from '../orders/order-row.js';
import { faultError } from '../faults/faults.js';
import { crmRoute, refuse } from './crm-route.js';

/** 00:00 Stockholm of a `YYYY-MM-DD` date, `days` later. */
const startOfDay = (date: string, days = 0) =>
  Temporal.PlainDate.from(date).add({ days }).toZonedDateTime({ timeZone: STOCKHOLM }).epochMilliseconds;
const blankToNull = (text: string | null | undefined) => text?.trim() || null;

export async function deviationRoutes(app: FastifyInstance): Promise<void> {
  const { orderWorld, followUp } = app;
  const now = () => {
    const nowMs = app.clock.now().epochMilliseconds;
    orderWorld.lifecycle.settle(nowMs);
    return nowMs;
  };

  crmRoute(app, GetDeviations, { Deviations: null }, (request, { customer }) => {
    const nowMs = now();
    const orderId = blankToNull(request.OrderIdentifier);
    if (orderId !== null && !orderWorld.store.byIdForCustomer(customer!.id, orderId))
      return refuse(errorItem(ErrorCode.OrderNotFound));
    const deviations = followUp.deviations.list(
      customer!.id,
      {
        fromMs: request.DateFrom ? startOfDay(request.DateFrom) : null,
        toMs: request.DateTo ? startOfDay(request.DateTo, 1) : null,
        statusId: request.DeviationStatusId ?? null,
        orderId,
        orderNumber: blankToNull(request.OrderNumber),
      },
      nowMs,
    );
    return { Deviations: deviations.length === 0 ? null : deviations };
  });

  crmRoute(app, CreateDeviation, { DeviationNumber: null, IsSuccess: false }, (request, { customer }) => {
    const nowMs = now();
    const customerId = customer!.id;
    const missing = (field: string) => errorItem(ErrorCode.MandatoryFieldMissing, field);
    const errors: ErrorItem[] = [];
    if (!request.DeviationDescription.trim()) errors.push(missing('DeviationDescription'));
    (request.Documents ?? []).forEach((d, i) => {
      if (!d.Attachment || !d.AttachmentContentType.trim())
        errors.push(errorItem(ErrorCode.MissingAttachmentInfo, `document ${i + 1}`));
    });
    const orderId = blankToNull(request.OrderIdentifier);
    // "-1" is the portal's "no contact person" (spec 2 §3).
    const contactPersonId =
      request.ContactPersonIdentifier?.trim() === '-1' ? null : blankToNull(request.ContactPersonIdentifier);
    const contactData = request.ContactPersonData ?? null;
    if (orderId === null) {
      // A general complaint names the booking and who complains (spec 2 §5).
      if (!blankToNull(request.OrderNumber)) errors.push(missing('OrderNumber'));
      if (contactPersonId === null && !contactData) errors.push(missing('ContactPersonIdentifier'));
    }
    if (errors.length > 0) return refuse(...errors);
    if (app.faults.take('fail-create-deviation')) return refuse(faultError('fail-create-deviation'));

    const order = orderId === null ? null : orderWorld.store.byIdForCustomer(customerId, orderId);
    if (orderId !== null && !order) return refuse(errorItem(ErrorCode.OrderNotFound));
    if (!app.reasons.isComplaintReason(request.ComplaintReasonDeliveryIdentifier.trim()))
      return refuse(errorItem(ErrorCode.ComplaintReasonNotFound));
    const person = contactPersonId === null ? null : app.contactPersons.get(customerId, contactPersonId);
    if (contactPersonId !== null && !person) return refuse(errorItem(ErrorCode.ContactPersonNotFound));

    const contact: ContactSnapshot | null = person
      ? {
          id: person.ContactPersonIdentifier,
          firstName: person.FirstName,
          lastName: person.LastName,
          title: person.Title,
          email: person.Email,
          phoneDirect: person.PhoneNumberDirect,
          phoneMobile: person.PhoneNumberMobile,
        }
      : contactData
        ? {
            id: null,
            firstName: contactData.FirstName ?? '',
            lastName: contactData.LastName ?? '',
            title: contactData.Title,
            email: contactData.Email,
            phoneDirect: contactData.PhoneNumberDirect,
            phoneMobile: contactData.PhoneNumberMobile,
          }
        : order?.contact_json
          ? (JSON.parse(order.contact_json) as ContactSnapshot)
          : null;
    const created = followUp.deviations.create({
      customerId,
      orderId: order?.id ?? null,
      orderNumber: order ? order.number : blankToNull(request.OrderNumber),
      reasonId: request.ComplaintReasonDeliveryIdentifier.trim(),
      contactPersonId: contact?.id ?? null,
      contact,
      description: request.DeviationDescription,
      replyEmail: blankToNull(request.ReplyEmail),
      documents: request.Documents ?? [],
      arrivedMs: nowMs,
    });
    return { DeviationNumber: created.number, IsSuccess: true };
  });
}

import type { CancellationDone, CancellationReason, CancellationRequest, Cancellations } from '@tolk/core';
import { CancelOrder, GetOrderCancellationReasons } from '@tolk/crm-contract';
import type { CrmTransport } from '../transport/transport.js';

/** Cancelling through GetOrderCancellationReasons and CancelOrder (spec 2 §7). */
export class CrmCancellations implements Cancellations {
  constructor(private readonly transport: CrmTransport) {}

  async reasons(): Promise<CancellationReason[]> {
    const answer = await this.transport.call(GetOrderCancellationReasons, {});
    return (answer.OrderCancellationReasons ?? []).map((r) => ({
      id: r.OrderCancellationReasonIdentifier,
      text: r.OrderCancellationReason,
    }));
  }

  async cancel(request: CancellationRequest): Promise<CancellationDone> {
    const answer = await this.transport.call(CancelOrder, {
      OrderIdentifier: request.assignmentId,
      OrderCancellationReasonIdentifier: request.reasonId,
      CustomerOrderAdditionalServices: request.sms
        ? [
            {
              AdditionalServiceIdentifier: request.sms.serviceId,
              MessageReceiver: request.sms.receiver.trim(),
              SendHoursAfterBookingInsertOrChange: request.sms.sendHoursAfter,
              SendHoursBeforeBooking: request.sms.sendHoursBefore,
            },
          ]
        : null,
      // Spec 2 §7: always true.
      IsPatientConsentGiven: true,
    });
    return { orderNumber: answer.OrderNumber ?? '', isLate: answer.IsLateCancellation };
  }
}

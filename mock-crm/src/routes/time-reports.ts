import type { FastifyInstance } from 'fastify';
import { ErrorCode, GetAttachmentCustomer, GetTimeReportSignature, SignTimeReport, errorItem } from '@tolk/crm-contract';
import { crmRoute, refuse } from './crm-route.js';

/**
 * The time report of a performed order (read, and signed online when it came unsigned) and the
 * files of the customer's orders, deviations and reports.
 */
export async function timeReportRoutes(app: FastifyInstance): Promise<void> {
  const { orderWorld, followUp } = app;
  // A report is made when the lifecycle marks the order performed: settle first.
  const now = () => {
    const nowMs = app.clock.now().epochMilliseconds;
    orderWorld.lifecycle.settle(nowMs);
    return nowMs;
  };

  crmRoute(app, GetTimeReportSignature, { Signature: null, TimeReport: null }, (request, { customer }) => {
    const nowMs = now();
    const order = orderWorld.store.byIdForCustomer(customer!.id, request.OrderIdentifier.trim());
    if (!order) return refuse(errorItem(ErrorCode.OrderNotFound));
    const report = followUp.timeReports.received(order.id, nowMs);
    if (!report) return refuse(errorItem(ErrorCode.TimeReportNotReceived));
    return report;
  });

  crmRoute(app, SignTimeReport, { IsSuccess: false }, (request, { customer }) => {
    const nowMs = now();
    const order = orderWorld.store.byIdForCustomer(customer!.id, request.OrderIdentifier.trim());
    if (!order) return refuse(errorItem(ErrorCode.OrderNotFound));
    const refused = followUp.signing.sign(order.id, request.Signature, request.SignerName, nowMs);
    return refused ? refuse(refused) : { IsSuccess: true };
  });

  crmRoute(app, GetAttachmentCustomer, { Attachment: null }, (request, { customer }) => {
    const nowMs = now();
    const file = followUp.files.fileFor(customer!.id, request.AttachmentIdentifier.trim(), nowMs);
    if (!file) return refuse(errorItem(ErrorCode.AttachmentNotFound));
    return { Attachment: file };
  });
}

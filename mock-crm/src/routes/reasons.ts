import type { FastifyInstance } from 'fastify';
import { GetComplaintReasonDelivery, GetOrderCancellationReasons } from '@tolk/crm-contract';
import { crmRoute } from './crm-route.js';

export async function reasonRoutes(app: FastifyInstance): Promise<void> {
  crmRoute(app, GetOrderCancellationReasons, { OrderCancellationReasons: null }, () => ({
    OrderCancellationReasons: app.reasons.cancellationReasons(),
  }));
  crmRoute(app, GetComplaintReasonDelivery, { ComplaintReasons: null }, () => ({
    ComplaintReasons: app.reasons.complaintReasons(),
  }));
}

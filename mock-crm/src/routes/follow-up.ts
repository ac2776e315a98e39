import type { FastifyInstance } from 'fastify';
import { deviationRoutes } from './deviations.js';
import { mailRoutes } from './mail.js';
import { notificationRoutes } from './notifications.js';
import { timeReportRoutes } from './time-reports.js';

/** The calls that follow an order (issue 3): notifications, deviations, time reports, files, and the mail service. */
export async function followUpRoutes(app: FastifyInstance): Promise<void> {
  await notificationRoutes(app);
  await deviationRoutes(app);
  await timeReportRoutes(app);
  await mailRoutes(app);
}

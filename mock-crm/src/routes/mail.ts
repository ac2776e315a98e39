import type { FastifyInstance } from 'fastify';
import { ErrorCode, errorItem, SendMail, toCrmDateTime, type ErrorItem } from '@tolk/crm-contract';

import { Temporal } from 'temporal-polyfill';
import { crmRoute, refuse } from './crm-route.js';

/** The mail service: every mail goes to the outbox on the mock's clock; nothing is really sent. */
export async function mailRoutes(app: FastifyInstance): Promise<void> {
  crmRoute(app, SendMail, { IsSuccess: false }, (request) => {
    const errors: ErrorItem[] = [];
    if (!request.subject.trim()) errors.push(errorItem(ErrorCode.MandatoryFieldMissing, 'subject'));
    if (!request.content.trim()) errors.push(errorItem(ErrorCode.MandatoryFieldMissing, 'content'));
    if (errors.length > 0) return refuse(...errors);
    app.mailOutbox.add({
      sentMs: app.clock.now().epochMilliseconds,
      to: request.to?.trim() || null,
      subject: request.subject,
      content: request.content,
    });
    return { IsSuccess: true };
  });
}

/** Test-only: what the mail service was asked to send, newest first (GET /__control/mail-outbox). */
export async function mailControlRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { limit?: string } }>('/__control/mail-outbox', async (request) => ({
    mails: app.mailOutbox.latest(Math.min(Number(request.query.limit ?? 50) || 50, 500)).map((mail) => {
      const sent = Temporal.Instant.fromEpochMilliseconds(mail.sentMs);
      return { ...mail, sentAt: sent.toString(), sentAtStockholm: toCrmDateTime(sent) };
    }),
  }));
}

import fp from 'fastify-plugin';
import { AttachmentFiles } from '../follow-up/attachment-files.js';
import { Deviations } from '../follow-up/deviations.js';
import { NotificationInbox } from '../follow-up/notification-inbox.js';
import { TimeReportReader } from '../follow-up/time-report-reader.js';
import { TimeReportSigning } from '../follow-up/time-report-signing.js';
import { MailOutbox } from '../store/mail-outbox.js';

/** What follows an order, as the customer reads it: notifications, deviations, time reports (and their signing), files. */
export interface FollowUp {
  readonly notifications: NotificationInbox;
  readonly deviations: Deviations;
  readonly timeReports: TimeReportReader;
  /** The customer's online signature of a report sent unsigned (SignTimeReport). */
  readonly signing: TimeReportSigning;
  readonly files: AttachmentFiles;
}

declare module 'fastify' {
  interface FastifyInstance {
    followUp: FollowUp;
    /** The mail service's outbox (POST /api/v1/send-mail; read with GET /__control/mail-outbox). */
    mailOutbox: MailOutbox;
  }
}

export const followUpPlugin = fp(
  async (app) => {
    const deviations = new Deviations(app.db);
    const timeReports = new TimeReportReader(app.db);
    app.decorate('followUp', {
      notifications: new NotificationInbox(app.db),
      deviations,
      timeReports,
      signing: new TimeReportSigning(app.db),
      files: new AttachmentFiles(app.db, deviations, timeReports),
    });
    app.decorate('mailOutbox', new MailOutbox(app.db, app.config.printMail ? (line) => console.log(line) : null));
  },
  { name: 'follow-up', dependencies: ['store', 'clock', 'orders'] },
);

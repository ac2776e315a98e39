import {
  expenseKindOf,
  totalDistanceKm,
  deviationStatusOf,
  ServiceErrorsRaised,
  type ComplaintMail,
  type ComplaintMailer,
  type ComplaintReason,
  type ComplaintReasons,
  type CreateDeviationCommand,
  type Deviation,
  type DeviationQuery,
  type Deviations,
  type RateCommand,
  type RateOutcome,
  type Ratings,
  type TimeReport,
  type TimeReports,
} from '@tolk/core';
import {
  CreateDeviation,
  DEVIATION_STATUS,
  fromCrmDateTime,
  GetComplaintReasonDelivery,
  GetDeviations,
  GetTimeReportSignature,
  RateOrder,
  SendMail,
  SignTimeReport,
  type DeviationWire,
  type SignatureWire,
  type TimeReportWire,
} from '@tolk/crm-contract';
import type { Temporal } from 'temporal-polyfill';
import type { ErrorLog } from '../transport/error-log.js';
import { logText } from '../transport/service-errors.js';
import type { CrmTransport } from '../transport/transport.js';

const STATUS_ID = {
  newregistered: DEVIATION_STATUS.Nyregistrerad,
  underInvestigation: DEVIATION_STATUS['Under utredning'],
  completed: DEVIATION_STATUS.Avslutad,
} as const;

const time = (text: string): Temporal.ZonedDateTime => {
  const value = fromCrmDateTime(text);
  if (!value) throw new Error(`not a CRM date-time: ${text}`);
  return value;
};
const timeOrNull = (text: string | null) => (text ? fromCrmDateTime(text) : null);

export function toDeviation(wire: DeviationWire): Deviation {
  return {
    number: wire.DeviationNumber,
    status: deviationStatusOf(wire.DeviationStatus),
    statusName: wire.DeviationStatus,
    reason: wire.ComplaintReasonDelivery,
    arrived: time(wire.DateDeviationArrived),
    orderNumber: wire.OrderNumber,
    orderId: wire.OrderIdentifier,
    articleName: wire.ArticleName,
    responsible: wire.Responsible,
    description: wire.DeviationDescription,
    answer: wire.Answer,
    documents: wire.Documents.map((d) => ({
      reference: d.AttachmentReference,
      filename: d.AttachmentFilename,
      contentType: d.AttachmentContentType,
    })),
  };
}

export function toTimeReport(wire: TimeReportWire, signature: SignatureWire | null): TimeReport {
  return {
    start: time(wire.DatetimeOriginalFrom),
    end: time(wire.DatetimeOriginalTo),
    breakMinutes: wire.Downtime,
    travelTo: {
      seconds: wire.TraveltimeToAssignment,
      from: timeOrNull(wire.DatetimeTravelToAssignmentFrom),
      to: timeOrNull(wire.DatetimeTravelToAssignmentTo),
    },
    travelFrom: {
      seconds: wire.TraveltimeFromAssignment,
      from: timeOrNull(wire.DatetimeTravelFromAssignmentFrom),
      to: timeOrNull(wire.DatetimeTravelFromAssignmentTo),
    },
    distanceKm: totalDistanceKm(wire.TravelDistanceTo, wire.TravelDistanceFrom),
    expenses: wire.Expenses.map((e) => ({
      kind: expenseKindOf(e.ExpenseType),
      amount: e.AmountWithVAT,
      receipt: e.AttachmentMetadata
        ? { filename: e.AttachmentMetadata.AttachmentFilename, reference: e.AttachmentMetadata.AttachmentReference }
        : null,
    })),
    signature: signature
      ? { filename: signature.SignatureFilename, contentType: signature.SignatureContentType, base64: signature.SignatureFile }
      : null,
    noSignatureReason: wire.NoSignatureReason ?? null,
  };
}

/**
 * Rating, deviations, complaint reasons, the complaint mail and time reports over the CRM
 * (spec 2 §7, §8). RateOrder, CreateDeviation and the mail are called quietly: the screens decide
 * what the user is told (no server message for a rating; the common error for a deviation).
 */
export class CrmFeedback implements Ratings, ComplaintReasons, Deviations, ComplaintMailer, TimeReports {
  constructor(
    private readonly transport: CrmTransport,
    private readonly errorLog: ErrorLog,
  ) {}

  async rate(command: RateCommand): Promise<RateOutcome> {
    try {
      const answer = await this.transport.call(
        RateOrder,
        {
          OrderIdentifier: command.orderId,
          RatingCustomer: command.stars,
          Comment: command.comment,
          ComplaintReasonDeliveryIdentifier: command.reasonId,
        },
        { quiet: true },
      );
      if (answer.IsSuccess) return { kind: 'saved' };
      this.log('orderRateError', 'IsSuccess false');
      return { kind: 'failed' };
    } catch (error) {
      this.log('orderRateError', error);
      return { kind: 'failed' };
    }
  }

  async all(): Promise<readonly ComplaintReason[]> {
    try {
      const answer = await this.transport.call(GetComplaintReasonDelivery, {}, { quiet: true });
      return (answer.ComplaintReasons ?? []).map((r) => ({
        id: r.ComplaintReasonDeliveryIdentifier,
        name: r.ComplaintReasonDeliveryName,
      }));
    } catch (error) {
      // Spec 2 §8: logged as a GetComplaintReasonDelivery error; the UI shows nothing specific.
      this.log('GetComplaintReasonDelivery error', error);
      return [];
    }
  }

  async list(query: DeviationQuery): Promise<readonly Deviation[]> {
    const answer = await this.transport.call(GetDeviations, {
      DateFrom: query.from?.toString() ?? null,
      DateTo: query.to?.toString() ?? null,
      DeviationStatusId: query.status === null || query.status === 'other' ? null : STATUS_ID[query.status],
      OrderIdentifier: query.orderId,
      OrderNumber: null,
    });
    return (answer.Deviations ?? []).map(toDeviation);
  }

  async create(command: CreateDeviationCommand): Promise<string> {
    const answer = await this.transport.call(
      CreateDeviation,
      {
        OrderIdentifier: command.orderId,
        ContactPersonIdentifier: command.contactPersonId,
        ComplaintReasonDeliveryIdentifier: command.reasonId,
        DeviationDescription: command.description,
        Documents:
          command.documents.length === 0
            ? null
            : command.documents.map((d) => ({
                Attachment: d.base64,
                AttachmentContentType: d.contentType,
                AttachmentFilename: d.filename,
              })),
        ReplyEmail: command.replyEmail,
      },
      { quiet: true },
    );
    if (!answer.IsSuccess || !answer.DeviationNumber) throw new Error('CreateDeviation: not registered');
    return answer.DeviationNumber;
  }

  async send(mail: ComplaintMail): Promise<void> {
    // No recipient: the gateway addresses it to the provider's complaint address.
    const answer = await this.transport.call(SendMail, { subject: mail.subject, content: mail.html }, { quiet: true });
    if (!answer.IsSuccess) throw new Error('SendMail: not sent');
  }

  async of(orderId: string): Promise<TimeReport | null> {
    try {
      // Spec 3 §8: GetTimeReportSignature's errors are never toasted.
      const answer = await this.transport.call(GetTimeReportSignature, { OrderIdentifier: orderId }, { quiet: true });
      return answer.TimeReport ? toTimeReport(answer.TimeReport, answer.Signature) : null;
    } catch (error) {
      if (error instanceof ServiceErrorsRaised && error.errors.some((e) => e.kind === 'time-report-not-received')) return null;
      throw error;
    }
  }

  /** Quiet: the time sheet says a refusal beside the signature, which stays drawn. */
  async sign(
    orderId: string,
    signature: { readonly contentType: string; readonly base64: string },
    signerName: string,
  ): Promise<void> {
    const answer = await this.transport.call(
      SignTimeReport,
      {
        OrderIdentifier: orderId,
        Signature: { ContentType: signature.contentType, Base64: signature.base64 },
        SignerName: signerName,
      },
      { quiet: true },
    );
    if (!answer.IsSuccess) throw new Error('SignTimeReport: not signed');
  }

  private log(statusText: string, error: unknown): void {
    void this.errorLog.report('error', { httpStatus: null, statusText, responseData: logText(error) });
  }
}

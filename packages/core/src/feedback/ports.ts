import type { Temporal } from 'temporal-polyfill';
import type { ComplaintMail, CreateDeviationCommand } from './deviation.js';
import type { Deviation, DeviationStatus } from './deviation-list.js';
import type { RateCommand, RateOutcome } from './rating.js';
import type { TimeReport } from './time-report.js';

export interface ComplaintReason {
  readonly id: string;
  readonly name: string;
}

/** RateOrder; a failure is an outcome, never a thrown message (spec 2 §8). */
export interface Ratings {
  rate(command: RateCommand): Promise<RateOutcome>;
}

/** GetComplaintReasonDelivery; a failure is logged by the adapter and answers an empty list. */
export interface ComplaintReasons {
  all(): Promise<readonly ComplaintReason[]>;
}

export interface DeviationQuery {
  readonly from: Temporal.PlainDate | null;
  readonly to: Temporal.PlainDate | null;
  readonly status: DeviationStatus | null;
  readonly orderId: string | null;
}

/** GetDeviations and CreateDeviation. */
export interface Deviations {
  list(query: DeviationQuery): Promise<readonly Deviation[]>;
  /** Answers the new deviation's number. */
  create(command: CreateDeviationCommand): Promise<string>;
}

/** The mail service, for general complaints: the recipient is the server's to choose, never the browser's. */
export interface ComplaintMailer {
  send(mail: ComplaintMail): Promise<void>;
}

/** GetTimeReportSignature: null while the interpreter has not reported (the CRM answers an error, shown nowhere). */
export interface TimeReports {
  of(orderId: string): Promise<TimeReport | null>;
  /**
   * The customer signs online a report the interpreter sent without the client's signature (issue
   * 15): a PNG and the signer's name. Rejects with the CRM's refusal (3007 signed already …).
   */
  sign(orderId: string, signature: { readonly contentType: string; readonly base64: string }, signerName: string): Promise<void>;
}

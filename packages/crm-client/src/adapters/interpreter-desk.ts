import {
  interpreterStatusFromText,
  INTERPRETER_ACTIONS,
  type AssignmentList,
  type AssignmentPreferenceOptions,
  type AssignmentPreferences,
  type AssignmentRequest,
  type AssignmentStatusAction,
  type InterpreterAction,
  type InterpreterAssignment,
  type InterpreterAssignmentSummary,
  type InterpreterDesk,
  type InterpreterProfile,
  type ReportFile,
  type TimeReportSubmission,
} from '@tolk/core';
import {
  AcceptResourceRequest,
  DeclineResourceRequest,
  fromCrmDateTime,
  GetAssignmentPreferences,
  GetInterpreter,
  GetResourceRequests,
  GetWorkAssignment,
  GetWorkAssignmentAttachment,
  GetWorkAssignments,
  SaveAssignmentPreferences,
  SubmitWorkAssignmentTimeReport,
  toCrmDateTime,
  type ResourceRequestWire,
  type WorkAssignmentSummaryWire,
  type WorkAssignmentWire,
  UpdateWorkAssignmentStatus,
} from '@tolk/crm-contract';
import {
  fromAssignmentPreferences,
  toAssignmentPreferenceOptions,
  toAssignmentPreferences,
} from '../mappers/assignment-preferences.js';
import { UpdateInterpreterPhone } from '@tolk/crm-contract';
import { toInterpreterProfile } from '../mappers/interpreter-profile.js';
import type { CallOptions, CrmTransport } from '../transport/transport.js';

/** A time the contract guarantees; a missing one makes the item unusable rather than wrong. */
const time = (text: string) => fromCrmDateTime(text);
const optionalTime = (text: string | null) => (text === null ? null : fromCrmDateTime(text));

export function toAssignmentRequest(wire: ResourceRequestWire): AssignmentRequest | null {
  const start = time(wire.DatetimeFrom);
  const end = time(wire.DatetimeTo);
  const expires = time(wire.DatetimeExpires);
  if (!start || !end || !expires) return null;
  return {
    id: wire.ResourceRequestIdentifier,
    orderNumber: wire.OrderNumber,
    start,
    end,
    expires,
    service: wire.ArticleName,
    remote: wire.IsPerformedRemotely,
    language: wire.Skill,
    substitute: wire.IsBasedOnSkillSubstitute,
    levelRequired: wire.CompetenceLevelRequired,
    genderRequired: wire.GenderIdRequired === 1 ? 'male' : wire.GenderIdRequired === 2 ? 'female' : null,
    requestedByName: wire.IsRequestedResource,
    customerName: wire.CustomerName,
    city: wire.City,
  };
}

export function toAssignmentSummary(wire: WorkAssignmentSummaryWire): InterpreterAssignmentSummary | null {
  const start = time(wire.DatetimeFrom);
  const end = time(wire.DatetimeTo);
  if (!start || !end) return null;
  return {
    id: wire.WorkAssignmentIdentifier,
    number: wire.WorkAssignmentNumber,
    // An unknown status string falls back to available (spec 3 §4).
    status: interpreterStatusFromText(wire.Status),
    start,
    end,
    service: wire.ArticleName,
    remote: wire.IsPerformedRemotely,
    language: wire.Skill,
    customerName: wire.CustomerName,
    city: wire.City,
  };
}

const isAction = (text: string): text is InterpreterAction => (INTERPRETER_ACTIONS as readonly string[]).includes(text);

export function toInterpreterAssignment(wire: WorkAssignmentWire): InterpreterAssignment | null {
  const summary = toAssignmentSummary(wire);
  if (!summary) return null;
  return {
    ...summary,
    address: wire.Address
      ? {
          street: wire.Address.AddressRow1,
          careOf: wire.Address.CareOf,
          postalCode: wire.Address.PostalCode,
          city: wire.Address.City,
        }
      : null,
    meeting: wire.MeetingDetails
      ? {
          platform: wire.MeetingDetails.DigitalMeetingPlatformName,
          url: wire.MeetingDetails.MeetingUrl,
          phone: wire.MeetingDetails.MeetingPhoneNumber,
          passCode: wire.MeetingDetails.MeetingPassCode,
        }
      : null,
    contact: wire.ContactPersonUponInterpretation
      ? { name: wire.ContactPersonUponInterpretation.Name, phone: wire.ContactPersonUponInterpretation.PhoneNumber }
      : null,
    notes: wire.NotesResource,
    additionalRequirements: wire.AdditionalRequirements,
    tripStarted: optionalTime(wire.DatetimeTripStarted),
    checkedIn: optionalTime(wire.DatetimeCheckedIn),
    workStarted: optionalTime(wire.DatetimeWorkStarted),
    done: optionalTime(wire.DatetimeDone),
    customerRating: wire.RatingCustomer,
    attachments: (wire.Attachments ?? []).map((a) => ({
      reference: a.AttachmentReference,
      filename: a.AttachmentFilename,
      contentType: a.AttachmentContentType,
      description: a.Description,
    })),
    // Actions a newer CRM names that this portal does not know are left out, not guessed at.
    actions: wire.Actions.filter(isAction),
  };
}

/** The interpreter's desk through the CRM's interpreter calls (docs/api.md, "The interpreter's calls"). */
export class CrmInterpreterDesk implements InterpreterDesk {
  constructor(private readonly transport: CrmTransport) {}

  async profile(): Promise<InterpreterProfile> {
    const answer = await this.transport.call(GetInterpreter, {});
    const wire = answer.Interpreter;
    if (!wire) throw new Error('GetInterpreter answered no interpreter');
    return toInterpreterProfile(wire);
  }

  /**
   * UpdateInterpreterPhone: the customers of the booked orders not yet ended see the new number and
   * are notified. A refusal (2001 blank, 2007 not a phone number) is toasted and rejects with
   * ServiceErrorsRaised; pass `quiet` to word it beside the field.
   */
  async changePhone(mobile: string, options: CallOptions = {}): Promise<InterpreterProfile> {
    const answer = await this.transport.call(UpdateInterpreterPhone, { PhoneNumberMobile: mobile.trim() }, options);
    if (!answer.Interpreter) throw new Error('UpdateInterpreterPhone answered no interpreter');
    return toInterpreterProfile(answer.Interpreter);
  }

  async requests(): Promise<AssignmentRequest[]> {
    const answer = await this.transport.call(GetResourceRequests, {});
    return (answer.ResourceRequests ?? []).flatMap((wire) => toAssignmentRequest(wire) ?? []);
  }

  /** Quiet: the requests screen words a refused accept itself ("Cannot accept this assignment", spec 3 §8). */
  async accept(requestId: string, options: CallOptions = { quiet: true }): Promise<string> {
    const answer = await this.transport.call(AcceptResourceRequest, { ResourceRequestIdentifier: requestId }, options);
    if (!answer.WorkAssignmentIdentifier) throw new Error('AcceptResourceRequest answered no assignment');
    return answer.WorkAssignmentIdentifier;
  }

  async decline(requestId: string): Promise<void> {
    await this.transport.call(DeclineResourceRequest, { ResourceRequestIdentifier: requestId });
  }

  async assignments(list: AssignmentList): Promise<InterpreterAssignmentSummary[]> {
    const answer = await this.transport.call(GetWorkAssignments, { Category: list });
    return (answer.WorkAssignments ?? []).flatMap((wire) => toAssignmentSummary(wire) ?? []);
  }

  async findByNumber(number: string): Promise<InterpreterAssignmentSummary[]> {
    const answer = await this.transport.call(GetWorkAssignments, { WorkAssignmentNumber: number });
    return (answer.WorkAssignments ?? []).flatMap((wire) => toAssignmentSummary(wire) ?? []);
  }

  async assignment(id: string): Promise<InterpreterAssignment> {
    const answer = await this.transport.call(GetWorkAssignment, { WorkAssignmentIdentifier: id });
    return this.readable(answer.WorkAssignment);
  }

  async act(id: string, action: AssignmentStatusAction, reason?: string): Promise<InterpreterAssignment> {
    const answer = await this.transport.call(UpdateWorkAssignmentStatus, {
      WorkAssignmentIdentifier: id,
      Action: action,
      ...(reason === undefined ? {} : { Reason: reason }),
    });
    return this.readable(answer.WorkAssignment);
  }

  /** GetWorkAssignmentAttachment: a refusal (3001, 3003) or a failure is toasted by the transport and rejects. */
  async attachment(assignmentId: string, reference: string): Promise<ReportFile> {
    const answer = await this.transport.call(GetWorkAssignmentAttachment, {
      WorkAssignmentIdentifier: assignmentId,
      AttachmentReference: reference,
    });
    const file = answer.Attachment;
    if (!file) throw new Error('GetWorkAssignmentAttachment answered no file');
    return { filename: file.AttachmentFilename, contentType: file.AttachmentContentType, base64: file.AttachmentFile };
  }

  /** Quiet: the time report's screen words a refusal beside the form, where the interpreter fixes it. */
  async submitTimeReport(
    id: string,
    report: TimeReportSubmission,
    options: CallOptions = { quiet: true },
  ): Promise<InterpreterAssignment> {
    const answer = await this.transport.call(
      SubmitWorkAssignmentTimeReport,
      {
        WorkAssignmentIdentifier: id,
        DatetimeStarted: toCrmDateTime(report.workStart),
        DatetimeEnded: toCrmDateTime(report.workEnd),
        BreakMinutes: report.breakMinutes,
        IsHomeTrip: report.homeTrip,
        ...(report.travelTo
          ? {
              DatetimeTravelToAssignmentFrom: toCrmDateTime(report.travelTo.start),
              DatetimeTravelToAssignmentTo: toCrmDateTime(report.travelTo.end),
            }
          : {}),
        ...(report.travelFrom
          ? {
              DatetimeTravelFromAssignmentFrom: toCrmDateTime(report.travelFrom.start),
              DatetimeTravelFromAssignmentTo: toCrmDateTime(report.travelFrom.end),
            }
          : {}),
        ...(report.distanceToKm === null ? {} : { TravelDistanceTo: report.distanceToKm }),
        ...(report.distanceFromKm === null ? {} : { TravelDistanceFrom: report.distanceFromKm }),
        Expenses: report.expenses.map((expense) => ({
          ExpenseType: expense.type,
          AmountWithVAT: expense.amount,
          Receipt: expense.receipt
            ? { Filename: expense.receipt.filename, ContentType: expense.receipt.contentType, Base64: expense.receipt.base64 }
            : null,
        })),
        ...(report.signature
          ? { Signature: { ContentType: report.signature.contentType, Base64: report.signature.base64 } }
          : { NoSignatureReason: report.noSignatureReason ?? '' }),
      },
      options,
    );
    return this.readable(answer.WorkAssignment);
  }

  async preferences(): Promise<{ options: AssignmentPreferenceOptions; chosen: AssignmentPreferences }> {
    const answer = await this.transport.call(GetAssignmentPreferences, {});
    if (!answer.Options || !answer.Preferences) throw new Error('GetAssignmentPreferences answered no preferences');
    return { options: toAssignmentPreferenceOptions(answer.Options), chosen: toAssignmentPreferences(answer.Preferences) };
  }

  /** A refused choice (3008, 2004: an option that is gone) is toasted and rejects; pass `quiet` to word it on the screen. */
  async savePreferences(preferences: AssignmentPreferences, options: CallOptions = {}): Promise<AssignmentPreferences> {
    const answer = await this.transport.call(SaveAssignmentPreferences, fromAssignmentPreferences(preferences), options);
    if (!answer.Preferences) throw new Error('SaveAssignmentPreferences answered no preferences');
    return toAssignmentPreferences(answer.Preferences);
  }

  private readable(wire: WorkAssignmentWire | null): InterpreterAssignment {
    const assignment = wire ? toInterpreterAssignment(wire) : null;
    if (!assignment) throw new Error('the CRM answered an assignment without its times');
    return assignment;
  }
}

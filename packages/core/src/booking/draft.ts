import type { Temporal } from 'temporal-polyfill';

/**
 * The booking form's model (spec 1 §3 "Assignment draft"): what the user has typed and chosen,
 * before it becomes an order. Plain data, so a draft can be saved and offered back after a reload,
 * an expired session or a CRM error (issue 4 item 6). Text fields hold the text as typed.
 */
export interface AssignmentDraft {
  /** A local key, stable for the draft's life (tab key in the multiple form). */
  readonly key: string;
  readonly skillId: string | null;
  /** Added with "add alternative language"; '' once added and not chosen yet, null when not added. */
  readonly alternativeSkillId: string | null;
  readonly serviceId: string | null;
  /** The allow-alternative-service toggle; the alternative is the service's first ServiceAlternative. */
  readonly allowAlternativeService: boolean;
  readonly alternativeServiceId: string | null;
  /** The days of the assignment (serialDateRanges): one occasion per day, same times; at least one. */
  readonly dates: readonly Temporal.PlainDate[];
  readonly start: Temporal.PlainTime;
  /** Not after `start` means the next day ("Nästa dag"). */
  readonly end: Temporal.PlainTime;
  readonly contactPersonId: string | null;
  readonly ordererId: string | null;
  /** isSameAbove: the orderer is the contact person. */
  readonly ordererSameAsContact: boolean;
  readonly gender: 1 | 2 | null;
  readonly requireGender: boolean;
  readonly competenceId: number | null;
  readonly allowLowerLevel: boolean;
  readonly onlyThisLevel: boolean;
  readonly requestedInterpreter: string;
  /** 1 required, 2 preferred (default), 3 previously talked to. */
  readonly requestedInterpreterLevel: 1 | 2 | 3;
  readonly additionalRequirements: string;
  /** Information for the interpreter (NotesResource). */
  readonly description: string;
  readonly yourReference: string;
  readonly yourOrderNumber: string;
  readonly files: readonly DraftFile[];
  /** isSameProfile: the customer's address is used. */
  readonly useProfileAddress: boolean;
  readonly isHomeAddress: boolean;
  readonly addressLine: string;
  readonly careOf: string;
  readonly postalCode: string;
  readonly city: string;
  readonly companyName: string;
  readonly meetingPlatformId: string | null;
  readonly meetingUrl: string;
  readonly meetingPhone: string;
  readonly meetingPassCode: string;
  readonly bankIdRequired: boolean;
  readonly smsReminder: SmsReminderDraft | null;
  /** OrderGroupRequestData, used when there is more than one occasion. */
  readonly groupDescription: string;
  readonly sameInterpreterForAll: boolean;
  /** Break time in minutes (spec 1 §9: list not shown, default 0). */
  readonly breakMinutes: number;
  /** Set when the draft edits an existing order (isEdit, OrderIdentifier, OrderNumber). */
  readonly editing: { readonly orderId: string; readonly orderNumber: string } | null;
}

export interface DraftFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
  /** The content, base64 without a data: prefix. */
  readonly base64: string;
  readonly description: string;
}

/** The client SMS reminder (additionalServiceDetails). */
export interface SmsReminderDraft {
  readonly serviceId: string;
  readonly phoneNumber: string;
  readonly sendHoursBefore: number | null;
  readonly sendHoursAfter: number | null;
}

/** A contact person the booking form can pick: saved ones, and ones added in the form (id `newPerson-…`). */
export interface BookingContact {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly title: string | null;
  readonly email: string | null;
  readonly phoneDirect: string | null;
  readonly phoneMobile: string | null;
}

export const NEW_PERSON_PREFIX = 'newPerson-';
export const isNewPerson = (id: string): boolean => id.startsWith(NEW_PERSON_PREFIX);

/** A service offered for a language and period, with what the form needs of it (GetServices, spec 1 §3). */
export interface BookableService {
  readonly id: string;
  readonly name: string;
  readonly isRemote: boolean;
  readonly requiresMeetingUrl: boolean;
  readonly requiresMeetingPhone: boolean;
  readonly competences: readonly { readonly id: number; readonly name: string }[];
  readonly platforms: readonly { readonly id: string; readonly name: string }[];
  /** ServiceAlternatives by sort order. */
  readonly alternativeIds: readonly string[];
  /** The SMS reminder, when the service has one selectable for new or updated orders. */
  readonly smsReminder: {
    readonly id: string;
    readonly selectableForNew: boolean;
    readonly selectableForUpdate: boolean;
    readonly preselected: boolean;
    readonly sendHoursBefore: number | null;
    readonly sendHoursAfter: number | null;
  } | null;
  readonly invoiceReceiverId: string | null;
  readonly defaults: {
    readonly competenceLevelOrHigher: boolean;
    readonly exactCompetenceLevel: boolean;
    readonly requireCorrectGender: boolean;
    readonly gender: 1 | 2 | null;
    readonly competenceId: number | null;
    readonly allowAlternativeService: boolean;
  };
}

import { articleKindOf } from '../assignments/article-kind.js';
import { defaultServiceId } from './defaults.js';
import type { AssignmentDraft, BookableService, SmsReminderDraft } from './draft.js';
import { occasionsOf, type Occasion } from './time-editing.js';

/** Spec 9 / docs/api.md: the SMS reminder goes 48 hours before the booking unless the service says otherwise. */
export const DEFAULT_SMS_HOURS_BEFORE = 48;

/** The period GetServices is asked about: the draft's first occasion. */
export function servicePeriodOf(draft: Pick<AssignmentDraft, 'dates' | 'start' | 'end'>): Occasion {
  const first = occasionsOf(draft)[0];
  if (!first) throw new Error('a draft has at least one day');
  return first;
}

/** A link is required for video types (spec 1 §5): the service says so, or its name is a video or Skype one. */
export function requiresMeetingLink(service: BookableService | null | undefined): boolean {
  if (!service) return false;
  const kind = articleKindOf(service.name);
  return service.requiresMeetingUrl || kind === 'video' || kind === 'skype';
}

/**
 * The "phone variant" whose pass code is required (spec 1 §5): a digital meeting (one with
 * platforms) that is joined by phone. A plain telephone interpretation needs a number, not a code.
 */
export function requiresMeetingPassCode(service: BookableService | null | undefined): boolean {
  return !!service && service.requiresMeetingPhone && service.platforms.length > 0;
}

/** The meeting fields the form shows for a type, and whether the pass code is required. */
export interface MeetingFieldsShown {
  readonly platform: boolean;
  readonly link: boolean;
  readonly phone: boolean;
  readonly passCode: 'required' | 'optional' | 'none';
}

/**
 * The meeting data a type asks for (spec 1 §5): the platform when it has platforms, the link for
 * video types, the phone number when it says so, the pass code with a platform (required for the
 * phone variant); null for a type that asks for none of them (or no type).
 */
export function meetingFieldsOf(service: BookableService | null | undefined): MeetingFieldsShown | null {
  if (!service) return null;
  const platform = service.platforms.length > 0;
  const link = requiresMeetingLink(service);
  const phone = service.requiresMeetingPhone;
  if (!link && !phone && !platform) return null;
  const passCode = requiresMeetingPassCode(service) ? 'required' : platform ? 'optional' : 'none';
  return { platform, link, phone, passCode };
}

const serviceOf = (services: readonly BookableService[], id: string | null): BookableService | null =>
  (id === null ? undefined : services.find((s) => s.id === id)) ?? null;

/**
 * A new services answer (after a change of language or times, spec 1 §4): the chosen type is kept
 * when it is still offered (its alternative refreshed); otherwise the first service is chosen (a
 * draft without a type yet gets the default: a "Tele" service, else the first) and that service's
 * defaults apply. No services: no type.
 */
export function applyOfferedServices(draft: AssignmentDraft, services: readonly BookableService[]): AssignmentDraft {
  const kept = serviceOf(services, draft.serviceId);
  if (kept) {
    const alternativeServiceId = draft.allowAlternativeService ? (kept.alternativeIds[0] ?? null) : null;
    return alternativeServiceId === draft.alternativeServiceId ? draft : { ...draft, alternativeServiceId };
  }
  const chosen = draft.serviceId === null ? defaultServiceId(services) : (services[0]?.id ?? null);
  return changeService(draft, services, chosen);
}

/**
 * The user chose a type (spec 1 §4): the service's defaults apply — competence level and its
 * certification, gender and its requirement, allow-alternative and the alternative, the SMS
 * reminder's preselection — and the meeting data is reset. Choosing the type already chosen
 * changes nothing.
 */
export function changeService(
  draft: AssignmentDraft,
  services: readonly BookableService[],
  serviceId: string | null,
): AssignmentDraft {
  if (serviceId === draft.serviceId) return draft;
  const service = serviceOf(services, serviceId);
  const reset = {
    ...draft,
    meetingPlatformId: null,
    meetingUrl: '',
    meetingPhone: '',
    meetingPassCode: '',
    bankIdRequired: false,
  };
  if (!service) {
    return { ...reset, serviceId: null, allowAlternativeService: false, alternativeServiceId: null, smsReminder: null };
  }
  const { defaults } = service;
  const competenceId = defaults.competenceId;
  const gender = defaults.gender;
  return {
    ...reset,
    serviceId: service.id,
    competenceId,
    allowLowerLevel: competenceId !== null && !defaults.competenceLevelOrHigher && !defaults.exactCompetenceLevel,
    onlyThisLevel: competenceId !== null && defaults.exactCompetenceLevel,
    gender,
    requireGender: gender !== null && defaults.requireCorrectGender,
    allowAlternativeService: defaults.allowAlternativeService,
    alternativeServiceId: defaults.allowAlternativeService ? (service.alternativeIds[0] ?? null) : null,
    smsReminder: smsReminderFor(service, draft.smsReminder, draft.editing !== null),
  };
}

/**
 * The SMS reminder after a type change: none when the service has none selectable (for a new order,
 * or for an update when editing); one already chosen stays chosen (its number kept, the service's
 * ids and send hours taken); otherwise chosen when the service preselects it. 48 hours before by default.
 */
function smsReminderFor(service: BookableService, current: SmsReminderDraft | null, editing: boolean): SmsReminderDraft | null {
  const offer = service.smsReminder;
  if (!offer || !(editing ? offer.selectableForUpdate : offer.selectableForNew)) return null;
  if (!current && !offer.preselected) return null;
  return {
    serviceId: offer.id,
    phoneNumber: current?.phoneNumber ?? '',
    sendHoursBefore: offer.sendHoursBefore ?? DEFAULT_SMS_HOURS_BEFORE,
    sendHoursAfter: offer.sendHoursAfter,
  };
}

/** The SMS reminder the service offers, to switch it on (null when it offers none). */
export function smsReminderOffer(service: BookableService | null | undefined, editing = false): SmsReminderDraft | null {
  const offer = service?.smsReminder;
  if (!offer || !(editing ? offer.selectableForUpdate : offer.selectableForNew)) return null;
  return {
    serviceId: offer.id,
    phoneNumber: '',
    sendHoursBefore: offer.sendHoursBefore ?? DEFAULT_SMS_HOURS_BEFORE,
    sendHoursAfter: offer.sendHoursAfter,
  };
}

/**
 * The service the allow-alternative toggle names (spec 1 §4): the chosen service's first
 * alternative, when that one is offered too; none otherwise, and then the toggle is not shown.
 */
export function offeredAlternativeOf(
  service: BookableService | null | undefined,
  services: readonly BookableService[],
): BookableService | null {
  return service ? serviceOf(services, service.alternativeIds[0] ?? null) : null;
}

/** The allow-alternative-service toggle (spec 1 §4): on sets the service's first alternative, off clears it. */
export function setAllowAlternativeService(
  draft: AssignmentDraft,
  services: readonly BookableService[],
  on: boolean,
): AssignmentDraft {
  const service = serviceOf(services, draft.serviceId);
  return { ...draft, allowAlternativeService: on, alternativeServiceId: on ? (service?.alternativeIds[0] ?? null) : null };
}

/**
 * The contact person upon interpretation (spec 1 §4): with same-as-above on, the orderer follows;
 * choosing none turns same-as-above off (the orderer is kept as it was).
 */
export function chooseContact(draft: AssignmentDraft, id: string | null): AssignmentDraft {
  if (id === null) return { ...draft, contactPersonId: null, ordererSameAsContact: false };
  return { ...draft, contactPersonId: id, ordererId: draft.ordererSameAsContact ? id : draft.ordererId };
}

/** The orderer; another person than the contact turns same-as-above off. */
export function chooseOrderer(draft: AssignmentDraft, id: string | null): AssignmentDraft {
  const same = draft.ordererSameAsContact && id !== null && id === draft.contactPersonId;
  return { ...draft, ordererId: id, ordererSameAsContact: same };
}

/** Same-as-above on makes the contact the orderer; off keeps the orderer as it is, for the user to change. */
export function setOrdererSameAsContact(draft: AssignmentDraft, on: boolean): AssignmentDraft {
  return on
    ? { ...draft, ordererSameAsContact: true, ordererId: draft.contactPersonId }
    : { ...draft, ordererSameAsContact: false };
}

/** Gender 1 male, 2 female; clearing it removes the requirement (spec 1 §4). */
export function chooseGender(draft: AssignmentDraft, gender: 1 | 2 | null): AssignmentDraft {
  return { ...draft, gender, requireGender: gender === null ? false : draft.requireGender };
}

/** The gender requirement; only with a gender chosen. */
export function setRequireGender(draft: AssignmentDraft, on: boolean): AssignmentDraft {
  return { ...draft, requireGender: on && draft.gender !== null };
}

/** The certification level; clearing it clears allow-lower-level and only-this-level (spec 1 §4). */
export function chooseCompetence(draft: AssignmentDraft, competenceId: number | null): AssignmentDraft {
  return competenceId === null
    ? { ...draft, competenceId: null, allowLowerLevel: false, onlyThisLevel: false }
    : { ...draft, competenceId };
}

/**
 * The certification choice (spec 1 §4): prefer (the default: this level or higher), allow a lower
 * level, or only this level. On the wire: DoRequireCompetenceLevelOrHigher for prefer,
 * DoRequireExactCompetenceLevel for only, neither for allow-lower.
 */
export type CertificationChoice = 'prefer' | 'allow-lower' | 'only';

export const CERTIFICATION_CHOICES: readonly CertificationChoice[] = ['prefer', 'allow-lower', 'only'];

export function chooseCertification(draft: AssignmentDraft, choice: CertificationChoice): AssignmentDraft {
  return { ...draft, allowLowerLevel: choice === 'allow-lower', onlyThisLevel: choice === 'only' };
}

export function certificationOf(draft: Pick<AssignmentDraft, 'allowLowerLevel' | 'onlyThisLevel'>): CertificationChoice {
  if (draft.onlyThisLevel) return 'only';
  return draft.allowLowerLevel ? 'allow-lower' : 'prefer';
}

/**
 * Whether the quick form needs the advanced wizard (spec 1 §4): gender, certification level,
 * description, requested interpreter, additional requirements or reference number is filled. Given
 * the services, a gender or level that is only the chosen service's default does not count (every
 * service has a default level); without them any chosen gender or level counts.
 */
export function needsAdvancedWizard(draft: AssignmentDraft, services?: readonly BookableService[]): boolean {
  const filled = (text: string) => text.trim() !== '';
  if ([draft.description, draft.requestedInterpreter, draft.additionalRequirements, draft.yourReference].some(filled))
    return true;
  const service = services ? serviceOf(services, draft.serviceId) : null;
  if (!service) return draft.gender !== null || draft.competenceId !== null;
  const defaults = changeService({ ...draft, serviceId: null }, services ?? [], service.id);
  return (
    draft.gender !== defaults.gender ||
    draft.requireGender !== defaults.requireGender ||
    draft.competenceId !== defaults.competenceId ||
    certificationOf(draft) !== certificationOf(defaults)
  );
}

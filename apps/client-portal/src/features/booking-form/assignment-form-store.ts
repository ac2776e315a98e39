import {
  buildOrderRequest,
  changeDates,
  changeEnd,
  changeQuickType,
  changeService,
  changeStart,
  checkFile,
  withinUploadLimit,
  chooseCertification,
  chooseCompetence,
  chooseContact,
  chooseGender,
  chooseOrderer,
  draftToJson,
  durationMinutes,
  withProfileDefaults,
  endsNextDay,
  needsLengthConfirmation,
  isCriticalChange,
  isSameDayCriticalChange,
  nowInStockholm,
  parseTimeInput,
  servicePeriodOf,
  applyOfferedServices,
  setAllowAlternativeService,
  setOrdererSameAsContact,
  setRequireGender,
  smsReminderOffer,
  validateDraft,
  type AssignmentDraft,
  type BookableService,
  type BookableServices,
  type BookingProblem,
  type Clock,
  type CustomerProfile,
  type DraftField,
  type DraftFile,
  type DraftValidation,
  type OrderRequest,
  type Skill,
} from '@tolk/core';
import { Temporal } from 'temporal-polyfill';
import { action, computed, makeObservable, observable, reaction, runInAction } from 'mobx';
import type { BookingContactsStore, NewBookingContact } from './booking-contacts-store.js';

export interface AssignmentFormDeps {
  readonly services: BookableServices;
  readonly clock: Clock;
  /** The customer's profile (address, e-mail flags); may load after the form opens. */
  readonly profile: () => CustomerProfile | null;
  readonly contacts: BookingContactsStore;
  /** The languages (GetSkills), in Swedish order. */
  readonly skills: () => readonly Skill[];
  /** Called after every change of the draft (the page stores it; the multiple form updates its tab). */
  readonly onChange?: (draft: AssignmentDraft) => void;
}

export interface AssignmentFormOptions {
  /** single: /create-single-assignment; multiple: a tab of /advanced-order-form; quick: the dashboard drawer. */
  readonly variant: 'single' | 'multiple' | 'quick';
  /** The draft changes an existing order (today is then allowed as start, spec 1 §5). */
  readonly editing: boolean;
}

export type ServicesState = 'idle' | 'loading' | 'ready' | 'failed';

/** The draft's plain text fields, set as typed. */
export type DraftTextField =
  | 'requestedInterpreter'
  | 'additionalRequirements'
  | 'description'
  | 'yourReference'
  | 'yourOrderNumber'
  | 'addressLine'
  | 'careOf'
  | 'postalCode'
  | 'city'
  | 'companyName'
  | 'meetingUrl'
  | 'meetingPhone'
  | 'meetingPassCode'
  | 'groupDescription';

/** The draft's plain on/off fields. */
export type DraftFlag = 'isHomeAddress' | 'bankIdRequired' | 'sameInterpreterForAll';

/** What the contact dialog was opened for: the field that gets the new person. */
export type ContactRole = 'contact' | 'orderer';

/** Why a chosen file was not attached: its type, or the upload limit (core `MAX_UPLOAD_BYTES`). */
export type FileRefusal = 'invalid-file' | 'too-large';

/** How long typing waits before the services are asked again for a new language or period. */
const SERVICES_DELAY_MS = 300;

/**
 * The view model of one booking form (spec 1 §2–§5) around one AssignmentDraft. Every rule is a
 * core function; this store holds the draft, the services offered for its language and period
 * (re-fetched when they change), which problems to show, and the dialogs the form opens.
 */
export class AssignmentFormStore {
  draft: AssignmentDraft;
  services: readonly BookableService[] = [];
  servicesState: ServicesState = 'idle';
  /** Set after a submit attempt: every problem shows. */
  showProblems = false;
  /** Fields the user has left: their problems show before a submit. */
  touched: ReadonlySet<DraftField> = new Set();
  /** Today was chosen and the dates moved a day (spec 1 §2 screen 9). */
  todayWarning = false;
  /**
   * A time change made the booking long (issue 17 item 7): the times before it, to go back to when
   * the user says it was a mistake; null when nothing is asked.
   */
  lengthQuestion: { readonly start: Temporal.PlainTime; readonly end: Temporal.PlainTime } | null = null;
  /** The long length (minutes) the user confirmed as meant; later start changes keep it unasked. */
  private confirmedLength: number | null = null;
  /** The contact dialog, open for the field that gets the new person (prefilled to add a missing e-mail). */
  contactDialog: { readonly role: ContactRole; readonly prefill: NewBookingContact | null } | null = null;
  /** A file was refused (spec 1 §5: please submit a valid file). */
  fileRefusal: FileRefusal | null = null;
  /** The draft as it was when the form opened (or was last saved), for isDirty and edit's critical change. */
  private baseline: string;
  readonly initialDraft: AssignmentDraft;
  private servicesRequest = 0;
  private readonly stopReactions: (() => void)[] = [];

  constructor(
    private readonly deps: AssignmentFormDeps,
    draft: AssignmentDraft,
    readonly options: AssignmentFormOptions,
  ) {
    this.draft = draft;
    this.initialDraft = draft;
    this.baseline = snapshot(draft);
    makeObservable<AssignmentFormStore, 'baseline' | 'confirmedLength'>(this, {
      lengthQuestion: observable.ref,
      confirmedLength: observable,
      durationMinutes: computed,
      confirmLength: action,
      undoLength: action,
      draft: observable.ref,
      services: observable.ref,
      servicesState: observable,
      showProblems: observable,
      touched: observable.ref,
      todayWarning: observable,
      contactDialog: observable.ref,
      fileRefusal: observable,
      baseline: observable,
      validation: computed,
      service: computed,
      isDirty: computed,
      isValid: computed,
      firstProblemField: computed,
      endsNextDay: computed,
      sameDayCriticalChange: computed,
      criticalChange: computed,
      replaceDraft: action,
      takeProfile: action,
      markSaved: action,
      touch: action,
      validate: action,
      setLanguage: action,
      addAlternativeLanguage: action,
      setAlternativeLanguage: action,
      removeAlternativeLanguage: action,
      setService: action,
      setAllowAlternativeService: action,
      setDates: action,
      setDate: action,
      addDate: action,
      removeDate: action,
      setStart: action,
      setEnd: action,
      setStartText: action,
      setEndText: action,
      setContact: action,
      setOrderer: action,
      setOrdererSameAsContact: action,
      setGender: action,
      setRequireGender: action,
      setCompetence: action,
      setCertification: action,
      setRequestedInterpreterLevel: action,
      setText: action,
      setFlag: action,
      setUseProfileAddress: action,
      setMeetingPlatform: action,
      setBreakMinutes: action,
      setSmsReminder: action,
      setSmsPhone: action,
      admitFile: action,
      addFile: action,
      removeFile: action,
      setFileDescription: action,
      dismissTodayWarning: action,
      openContactDialog: action,
      closeContactDialog: action,
      addContact: action,
      dismissFileRefusal: action,
    });
    this.stopReactions.push(
      reaction(
        () => this.servicesKey(),
        () => void this.loadServices(),
        { fireImmediately: true, delay: SERVICES_DELAY_MS },
      ),
      reaction(
        () => this.draft,
        (changed) => this.deps.onChange?.(changed),
      ),
    );
  }

  /** Stops the services reaction; the page calls it when the form goes away. */
  dispose(): void {
    for (const stop of this.stopReactions.splice(0)) stop();
  }

  // ---- What the form shows -------------------------------------------------------------------

  get validation(): DraftValidation {
    const profile = this.deps.profile();
    return validateDraft(this.draft, {
      now: nowInStockholm(this.deps.clock),
      profile,
      services: this.services,
      contacts: this.deps.contacts.all,
      form: this.options.variant === 'multiple' ? 'multiple' : 'single',
    });
  }

  get isValid(): boolean {
    return this.validation.firstField === null;
  }

  get firstProblemField(): DraftField | null {
    return this.validation.firstField;
  }

  /** The problem of a field, once the user has left it or tried to submit. */
  problemOf(field: DraftField): BookingProblem | undefined {
    if (!this.showProblems && !this.touched.has(field)) return undefined;
    return this.validation.problems[field];
  }

  /** The chosen service as offered now. */
  get service(): BookableService | null {
    return this.services.find((s) => s.id === this.draft.serviceId) ?? null;
  }

  /** Today in Stockholm, by the clock (read when the form renders; the date inputs' lower bound). */
  get today(): Temporal.PlainDate {
    return nowInStockholm(this.deps.clock).toPlainDate();
  }

  get endsNextDay(): boolean {
    return endsNextDay(this.draft);
  }

  /** The booking's length in minutes (shown with "Nästa dag" and in the long-booking question). */
  get durationMinutes(): number {
    return durationMinutes(this.draft);
  }

  get isDirty(): boolean {
    return snapshot(this.draft) !== this.baseline;
  }

  /** Editing: a change of date, time, language or address on the order's own day is refused (spec 1 §1). */
  get sameDayCriticalChange(): boolean {
    if (!this.options.editing) return false;
    return isSameDayCriticalChange(this.initialDraft, this.draft, nowInStockholm(this.deps.clock));
  }

  /** Editing: the change touches date, time, language or address (the interpreter is then let go, spec 1 §1). */
  get criticalChange(): boolean {
    return this.options.editing && isCriticalChange(this.initialDraft, this.draft);
  }

  /** The id of a field's input, unique per form (several forms can be on one page). */
  fieldId(field: DraftField | string): string {
    return `booking-${this.draft.key}-${field}`;
  }

  skills(): readonly Skill[] {
    return this.deps.skills();
  }

  profile(): CustomerProfile | null {
    return this.deps.profile();
  }

  get contacts(): BookingContactsStore {
    return this.deps.contacts;
  }

  /** CreateNewOrder's and UpdateOrder's content; only for a valid draft. */
  toOrderRequest(): OrderRequest {
    const profile = this.deps.profile();
    if (!profile) throw new Error('toOrderRequest before the profile is loaded');
    return buildOrderRequest(this.draft, { services: this.services, contacts: this.deps.contacts.all, profile });
  }

  // ---- Whole-draft changes -------------------------------------------------------------------

  /** Another draft in this form (a restored draft, Fortsätt boka); it becomes the clean state. */
  replaceDraft(draft: AssignmentDraft, options: { clean: boolean } = { clean: true }): void {
    this.draft = draft;
    if (options.clean) this.baseline = snapshot(draft);
    this.showProblems = false;
    this.touched = new Set();
    this.todayWarning = false;
    this.fileRefusal = null;
    this.lengthQuestion = null;
    this.confirmedLength = null;
  }

  /**
   * The profile arrived after this untouched form opened: its address and name fill in, and nothing
   * else changes (a time being typed, not yet committed, stays as typed).
   */
  takeProfile(profile: CustomerProfile): void {
    this.draft = withProfileDefaults(this.draft, profile);
    this.baseline = snapshot(this.draft);
  }

  /** The draft now counts as unchanged (after it was sent). */
  markSaved(): void {
    this.baseline = snapshot(this.draft);
  }

  touch(field: DraftField): void {
    if (!this.touched.has(field)) this.touched = new Set([...this.touched, field]);
  }

  /** A submit attempt: every problem shows from now; answers whether the draft may be sent. */
  validate(): boolean {
    this.showProblems = true;
    return this.isValid;
  }

  // ---- Step 1 --------------------------------------------------------------------------------

  setLanguage(skillId: string | null): void {
    this.update({ ...this.draft, skillId });
  }

  addAlternativeLanguage(): void {
    if (this.draft.alternativeSkillId === null) this.update({ ...this.draft, alternativeSkillId: '' });
  }

  setAlternativeLanguage(skillId: string): void {
    this.update({ ...this.draft, alternativeSkillId: skillId });
  }

  removeAlternativeLanguage(): void {
    this.update({ ...this.draft, alternativeSkillId: null });
  }

  setService(serviceId: string): void {
    this.update(
      this.options.variant === 'quick'
        ? changeQuickType(this.draft, this.services, serviceId)
        : changeService(this.draft, this.services, serviceId),
    );
  }

  setAllowAlternativeService(on: boolean): void {
    this.update(setAllowAlternativeService(this.draft, this.services, on));
  }

  /** New days; choosing today moves them forward a day and raises the warning (unless editing). */
  setDates(dates: readonly Temporal.PlainDate[]): void {
    const changed = changeDates(this.draft, dates, { now: nowInStockholm(this.deps.clock), editing: this.options.editing });
    this.update(changed.draft);
    if (changed.movedFromToday) this.todayWarning = true;
  }

  setDate(index: number, date: Temporal.PlainDate): void {
    const dates = [...this.draft.dates];
    dates[index] = date;
    this.setDates(dates);
  }

  /** Another occasion, the day after the last one. */
  addDate(): void {
    const last = this.draft.dates.at(-1);
    if (last) this.setDates([...this.draft.dates, last.add({ days: 1 })]);
  }

  removeDate(index: number): void {
    if (this.draft.dates.length <= 1) return;
    this.setDates(this.draft.dates.filter((_, i) => i !== index));
  }

  setStart(start: Temporal.PlainTime): void {
    this.changeTimes(changeStart(this.draft, start));
  }

  setEnd(end: Temporal.PlainTime): void {
    this.changeTimes(changeEnd(this.draft, end));
  }

  /** "Yes, that is right": the long length is kept, and not asked again while it stays the same. */
  confirmLength(): void {
    this.confirmedLength = durationMinutes(this.draft);
    this.lengthQuestion = null;
  }

  /** "No, change the time": the times go back to what they were before the change. */
  undoLength(): void {
    const before = this.lengthQuestion;
    this.lengthQuestion = null;
    if (before) this.update({ ...this.draft, start: before.start, end: before.end });
  }

  /** New times; a length over 8 hours that the user has not confirmed is asked about (issue 17 item 7). */
  private changeTimes(draft: AssignmentDraft): void {
    const before = { start: this.draft.start, end: this.draft.end };
    this.update(draft);
    if (needsLengthConfirmation(draft, this.confirmedLength)) this.lengthQuestion = this.lengthQuestion ?? before;
  }

  /** A time as typed (spec 3 §5): read leniently, 12:00 when it cannot be read. */
  setStartText(text: string): void {
    this.setStart(parseTimeInput(text));
  }

  setEndText(text: string): void {
    this.setEnd(parseTimeInput(text));
  }

  /** A person picked: what is wrong with them (E-post krävs. …) shows at once (issue 17 item 6). */
  setContact(id: string | null): void {
    this.update(chooseContact(this.draft, id));
    this.touch('contactPersonId');
  }

  setOrderer(id: string | null): void {
    this.update(chooseOrderer(this.draft, id));
    this.touch('ordererId');
  }

  setOrdererSameAsContact(on: boolean): void {
    this.update(setOrdererSameAsContact(this.draft, on));
  }

  setMeetingPlatform(id: string | null): void {
    this.update({ ...this.draft, meetingPlatformId: id });
  }

  /** The client's SMS reminder (spec 1 §1): on with the service's settings, or off. */
  setSmsReminder(on: boolean): void {
    const offer = on ? smsReminderOffer(this.service, this.options.editing) : null;
    this.update({ ...this.draft, smsReminder: offer ? (this.draft.smsReminder ?? offer) : null });
  }

  setSmsPhone(phoneNumber: string): void {
    if (this.draft.smsReminder) this.update({ ...this.draft, smsReminder: { ...this.draft.smsReminder, phoneNumber } });
  }

  // ---- Step 2 --------------------------------------------------------------------------------

  setGender(gender: 1 | 2 | null): void {
    this.update(chooseGender(this.draft, gender));
  }

  setRequireGender(on: boolean): void {
    this.update(setRequireGender(this.draft, on));
  }

  setCompetence(id: number | null): void {
    this.update(chooseCompetence(this.draft, id));
  }

  setCertification(choice: 'prefer' | 'allow-lower' | 'only'): void {
    this.update(chooseCertification(this.draft, choice));
  }

  setRequestedInterpreterLevel(level: 1 | 2 | 3): void {
    this.update({ ...this.draft, requestedInterpreterLevel: level });
  }

  setText(field: DraftTextField, value: string): void {
    this.update({ ...this.draft, [field]: value });
  }

  setFlag(field: DraftFlag, on: boolean): void {
    this.update({ ...this.draft, [field]: on });
  }

  /** The customer's address, or another one (prefilled with the customer's, to edit). */
  setUseProfileAddress(on: boolean): void {
    this.update({ ...this.draft, useProfileAddress: on, isHomeAddress: on ? false : this.draft.isHomeAddress });
  }

  setBreakMinutes(minutes: number): void {
    this.update({ ...this.draft, breakMinutes: minutes });
  }

  /** One file at a time (spec 1 §5): a file of another type is refused with a message. */
  /**
   * Whether a chosen file may be attached, asked before it is read: an allowed type, and within the
   * upload limit together with the files already attached (else the gateway would refuse the call).
   */
  admitFile(file: Pick<DraftFile, 'name' | 'type' | 'size'>): boolean {
    if (!checkFile(file)) this.fileRefusal = 'invalid-file';
    else {
      const attached = this.draft.files.reduce((sum, f) => sum + f.size, 0);
      this.fileRefusal = withinUploadLimit(attached, [file]).admitted.length === 1 ? null : 'too-large';
    }
    return this.fileRefusal === null;
  }

  addFile(file: DraftFile): boolean {
    if (!this.admitFile(file)) return false;
    this.update({ ...this.draft, files: [...this.draft.files, file] });
    return true;
  }

  removeFile(index: number): void {
    this.update({ ...this.draft, files: this.draft.files.filter((_, i) => i !== index) });
  }

  setFileDescription(index: number, description: string): void {
    this.update({ ...this.draft, files: this.draft.files.map((f, i) => (i === index ? { ...f, description } : f)) });
  }

  dismissFileRefusal(): void {
    this.fileRefusal = null;
  }

  // ---- Dialogs -------------------------------------------------------------------------------

  dismissTodayWarning(): void {
    this.todayWarning = false;
  }

  openContactDialog(role: ContactRole, prefill: NewBookingContact | null = null): void {
    this.contactDialog = { role, prefill };
  }

  closeContactDialog(): void {
    this.contactDialog = null;
  }

  /** A person typed in the dialog: kept with the form's contacts and chosen in the field that opened it. */
  addContact(person: NewBookingContact): string {
    const role = this.contactDialog?.role ?? 'contact';
    const id = this.deps.contacts.add(person);
    if (role === 'contact') this.setContact(id);
    else this.setOrderer(id);
    this.contactDialog = null;
    return id;
  }

  // ---- Services ------------------------------------------------------------------------------

  private update(draft: AssignmentDraft): void {
    this.draft = draft;
  }

  /** Language and period of the draft, or null when the services cannot be asked (no language). */
  private servicesKey(): string | null {
    const skillId = this.draft.skillId;
    if (!skillId || skillId === '-') return null;
    const { from, to } = servicePeriodOf(this.draft);
    return `${skillId}|${from.toString()}|${to.toString()}`;
  }

  /** GetServices for the draft's language and period; the chosen type is kept if still offered. */
  async loadServices(): Promise<void> {
    const skillId = this.draft.skillId;
    const request = ++this.servicesRequest;
    if (!skillId || skillId === '-') {
      runInAction(() => {
        this.services = [];
        this.servicesState = 'idle';
      });
      return;
    }
    const { from, to } = servicePeriodOf(this.draft);
    // The CRM answers only future periods: a period that has begun keeps the last list.
    if (Temporal.Instant.compare(from.toInstant(), this.deps.clock.now()) <= 0) return;
    runInAction(() => {
      this.servicesState = 'loading';
    });
    try {
      const offered = await this.deps.services.offered(skillId, from, to);
      if (request !== this.servicesRequest) return;
      runInAction(() => {
        const wasClean = !this.isDirty;
        this.services = offered;
        this.servicesState = 'ready';
        this.draft = applyOfferedServices(this.draft, offered);
        // The type chosen for the user is not a change of theirs.
        if (wasClean) this.baseline = snapshot(this.draft);
      });
    } catch {
      if (request !== this.servicesRequest) return;
      runInAction(() => {
        this.servicesState = 'failed';
      });
    }
  }
}

const snapshot = (draft: AssignmentDraft): string => JSON.stringify(draftToJson(draft));

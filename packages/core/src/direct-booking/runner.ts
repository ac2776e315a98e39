import type { ContactPerson } from '../contact-persons/contact-person.js';
import type { ProblemNotifier } from '../problems/problems.js';
import { nowInStockholm, type Clock } from '../time/clock.js';
import {
  DIRECT_BOOKING_CLOSED,
  heldDirectAttempt,
  nextDirectBookingState,
  type DirectAttempt,
  type DirectBookingEvent,
  type DirectBookingState,
} from './machine.js';
import type { DirectBooking, DirectOrder, IdGenerator, Pause } from './ports.js';
import {
  NO_DIRECT_AVAILABILITY,
  isDirectBookingValid,
  lacksEmail,
  remainingSearchMs,
  directStartAt,
  validateDirectBooking,
  type DirectAvailability,
  type DirectBookingForm,
  type DirectBookingValidation,
  type AlternativeSlot,
} from './rules.js';

export interface DirectBookingRunnerPorts {
  readonly booking: DirectBooking;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly pause: Pause;
  readonly notifier: ProblemNotifier;
  /** Told of every order booked (the assignment list refreshes), also of one answered after closing. */
  readonly booked?: (order: DirectOrder) => void;
}

/** What the form submits: its fields and the saved persons its ids name (null when not found). */
export interface DirectBookingSubmission {
  readonly form: DirectBookingForm;
  readonly orderer: ContactPerson | null;
  readonly contact: ContactPerson | null;
}

type Searching = Extract<DirectBookingState, { name: 'searching' }>;

/**
 * Runs the direct booking's machine (spec 1 §4): does the calls each state asks for, keeps the
 * searching animation up at least 4000 ms, makes a session identifier per attempt, releases what a
 * left session holds, and drops answers that arrive after the modal was closed.
 */
export class DirectBookingRunner {
  private current: DirectBookingState = DIRECT_BOOKING_CLOSED;
  /** Bumped when the modal opens or closes: a call begun before answers into nothing. */
  private generation = 0;

  constructor(
    private readonly ports: DirectBookingRunnerPorts,
    private readonly onChange: (state: DirectBookingState) => void = () => undefined,
  ) {}

  get state(): DirectBookingState {
    return this.current;
  }

  /** Opens the modal: reads today's opening hours, then the form or the unavailable message. */
  async open(): Promise<void> {
    if (this.current.name !== 'closed') return;
    this.generation += 1;
    this.set(nextDirectBookingState(this.current, { type: 'open' }));
    await this.loadHours();
  }

  /** Closes from anywhere; a session that may hold interpreters is released. */
  close(): void {
    const held = heldDirectAttempt(this.current);
    this.generation += 1;
    this.set(DIRECT_BOOKING_CLOSED);
    if (held) this.release(held);
  }

  /**
   * The form's submit: the problems when it is not valid (nothing is asked), otherwise an attempt
   * with a new session identifier is searched for; resolves when the search has settled.
   */
  async submit({ form, orderer, contact }: DirectBookingSubmission): Promise<DirectBookingValidation> {
    const state = this.current;
    if (state.name !== 'form') return {};
    const now = nowInStockholm(this.ports.clock);
    const validation: Record<string, unknown> = { ...validateDirectBooking(form, now, state.limits) };
    if (form.orderer !== null && orderer === null) validation.orderer = { kind: 'required' };
    if (form.contact !== null && contact === null) validation.contact = { kind: 'required' };
    const problems = validation as DirectBookingValidation;
    if (!isDirectBookingValid(problems)) return problems;
    if (!orderer || !contact || lacksEmail(orderer) || lacksEmail(contact)) return problems;
    const attempt: DirectAttempt = {
      sessionId: this.ports.ids.next(),
      skillId: form.skill!,
      period: { from: directStartAt(now, form.start!), minutes: form.duration! },
      orderer,
      contact,
    };
    this.set(nextDirectBookingState(state, { type: 'submit', attempt }));
    await this.search();
    return {};
  }

  /** The alternative-slot modal's choice: the order is created at that time (spec 1 §4). */
  async chooseSlot(slot: AlternativeSlot): Promise<void> {
    const before = this.current;
    const next = nextDirectBookingState(before, { type: 'slot-chosen', slot });
    if (next === before) return;
    this.set(next);
    await this.search();
  }

  /** Back from the slots or the no-interpreter message to the form; the session is released. */
  back(): void {
    const held = heldDirectAttempt(this.current);
    const next = nextDirectBookingState(this.current, { type: 'back' });
    if (next === this.current) return;
    this.set(next);
    if (held) this.release(held);
  }

  /** "Book a new one" on the completion: a fresh start, opening hours read again. */
  async bookNew(): Promise<void> {
    const next = nextDirectBookingState(this.current, { type: 'book-new' });
    if (next === this.current) return;
    this.generation += 1;
    this.set(next);
    await this.loadHours();
  }

  private async loadHours(): Promise<void> {
    const generation = this.generation;
    const today = nowInStockholm(this.ports.clock).toPlainDate();
    const hours = await this.ports.booking.openingHours(today).catch(() => null);
    if (generation !== this.generation) return;
    this.set(nextDirectBookingState(this.current, { type: 'hours-loaded', hours }));
  }

  private async search(): Promise<void> {
    const generation = this.generation;
    let since = this.ports.clock.now();
    for (;;) {
      const state = this.current;
      if (generation !== this.generation || state.name !== 'searching') return;
      const event = await this.ask(state);
      if (event.type === 'order-answered' && event.outcome.kind === 'booked') this.ports.booked?.(event.outcome.order);
      if (generation !== this.generation) return this.dropLate(state, event);
      const next = nextDirectBookingState(state, event);
      if (next.name !== 'searching') {
        const remaining = remainingSearchMs(since, this.ports.clock.now());
        if (remaining > 0) await this.ports.pause.wait(remaining);
        if (generation !== this.generation) return this.dropLate(state, event);
      }
      if (event.type === 'order-answered' && event.outcome.kind === 'refused') {
        if (event.outcome.problem) this.ports.notifier.notify(event.outcome.problem);
        this.release(state.attempt);
      }
      this.set(next);
      // The retry after 1075 is a search of its own: the animation (and retry message) shows again.
      if (event.type === 'order-answered' && event.outcome.kind === 'slot-taken') since = this.ports.clock.now();
    }
  }

  private async ask(state: Searching): Promise<DirectBookingEvent> {
    const { attempt, step } = state;
    const request = { skillId: attempt.skillId, period: attempt.period, sessionId: attempt.sessionId };
    if (step.kind === 'availability') {
      const answer: DirectAvailability = await this.ports.booking.availability(request).catch(() => NO_DIRECT_AVAILABILITY);
      return { type: 'availability-answered', answer };
    }
    try {
      const outcome = await this.ports.booking.order({
        ...request,
        serviceId: step.serviceId,
        orderer: attempt.orderer,
        contact: attempt.contact,
      });
      return { type: 'order-answered', outcome };
    } catch {
      // Told already (the transport), or the session ended.
      return { type: 'order-answered', outcome: { kind: 'refused', problem: null } };
    }
  }

  /** An answer for a modal since closed: holds it may have made are released. */
  private dropLate(state: Searching, event: DirectBookingEvent): void {
    const booked = event.type === 'order-answered' && event.outcome.kind === 'booked';
    if (!booked) this.release(state.attempt);
  }

  private release(attempt: DirectAttempt): void {
    void this.ports.booking.clearResources(attempt.sessionId).catch(() => undefined);
  }

  private set(state: DirectBookingState): void {
    this.current = state;
    this.onChange(state);
  }
}

import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { ContactPerson } from '../contact-persons/contact-person.js';
import { STOCKHOLM } from '../time/clock.js';
import {
  DIRECT_BOOKING_CLOSED,
  nextDirectBookingState,
  type DirectAttempt,
  type DirectBookingEvent,
  type DirectBookingState,
  type DirectBookingStateName,
} from './machine.js';
import type { DirectOrderOutcome } from './ports.js';
import type { DirectAvailability } from './rules.js';

const at = (minute: number) =>
  Temporal.PlainDate.from('2026-11-23').toZonedDateTime({ timeZone: STOCKHOLM, plainTime: '10:00' }).add({ minutes: minute });
const person: ContactPerson = {
  id: 'p1',
  firstName: 'Åsa',
  lastName: 'Öberg',
  title: null,
  email: 'asa@example.se',
  phoneDirect: null,
  phoneMobile: null,
};
const window = { from: at(-150), to: at(540) };

/** What the model expects: the state's name, the retry message, and the attempt's session, start and length. */
interface Model {
  name: DirectBookingStateName;
  step: 'availability' | 'order' | null;
  retried: boolean;
  sessionId: string | null;
  startMinute: number | null;
  minutes: number | null;
  slots: number[];
}

interface Real {
  state: DirectBookingState;
}

const hasAttempt = (name: DirectBookingStateName) => ['searching', 'choosing', 'no-interpreter', 'completed'].includes(name);

abstract class EventCommand implements fc.Command<Model, Real> {
  /** Run only where the event means something, unless it is a stray (then it must change nothing). */
  stray = false;
  check(model: Readonly<Model>): boolean {
    if (this.stray) return true;
    const next = { ...model };
    this.expect(next);
    return JSON.stringify(next) !== JSON.stringify(model);
  }
  abstract event(): DirectBookingEvent;
  /** The model's next state; unchanged when the event means nothing in this state. */
  abstract expect(model: Model): void;
  run(model: Model, real: Real): void {
    const before = real.state;
    real.state = nextDirectBookingState(real.state, this.event());
    this.expect(model);
    const state = real.state;
    expect(state.name).toBe(model.name);
    if (state.name === 'closed') expect(state).toBe(DIRECT_BOOKING_CLOSED);
    if ('retried' in state) expect(state.retried).toBe(model.retried);
    if (state.name === 'searching') expect(state.step.kind).toBe(model.step);
    if ('attempt' in state) {
      expect(hasAttempt(state.name)).toBe(true);
      expect(state.attempt.sessionId).toBe(model.sessionId);
      expect(state.attempt.period.minutes).toBe(model.minutes);
      expect(state.attempt.period.from.equals(at(model.startMinute!))).toBe(true);
    }
    // An event that changes nothing answers the very same state.
    if (before.name === state.name && JSON.stringify(before) === JSON.stringify(state)) expect(state).toBe(before);
  }
  toString(): string {
    return (
      (this.stray ? 'stray ' : '') +
      JSON.stringify(this.event(), (_k, v: unknown) => (v instanceof Temporal.ZonedDateTime ? v.toPlainTime().toString() : v))
    );
  }
}

class Open extends EventCommand {
  event = (): DirectBookingEvent => ({ type: 'open' });
  expect(m: Model) {
    if (m.name === 'closed') m.name = 'loading';
  }
}

class HoursLoaded extends EventCommand {
  constructor(readonly kind: 'active' | 'inactive' | 'missing') {
    super();
  }
  event = (): DirectBookingEvent => ({
    type: 'hours-loaded',
    hours:
      this.kind === 'missing'
        ? null
        : { days: [{ isActive: this.kind === 'active', window }], minutesFromNowPossibleToBook: 120 },
  });
  expect(m: Model) {
    if (m.name === 'loading') m.name = this.kind === 'active' ? 'form' : 'unavailable';
  }
}

class Submit extends EventCommand {
  constructor(
    readonly sessionId: string,
    readonly startMinute: number,
    readonly minutes: number,
  ) {
    super();
  }
  event = (): DirectBookingEvent => {
    const attempt: DirectAttempt = {
      sessionId: this.sessionId,
      skillId: 's1',
      period: { from: at(this.startMinute), minutes: this.minutes },
      orderer: person,
      contact: person,
    };
    return { type: 'submit', attempt };
  };
  expect(m: Model) {
    if (m.name !== 'form') return;
    Object.assign(m, {
      name: 'searching',
      step: 'availability',
      retried: false,
      sessionId: this.sessionId,
      startMinute: this.startMinute,
      minutes: this.minutes,
    });
  }
}

class AvailabilityAnswered extends EventCommand {
  constructor(
    readonly kind: 'original' | 'slots' | 'none' | 'failed',
    readonly slotMinutes: number[],
  ) {
    super();
  }
  answer(): DirectAvailability {
    switch (this.kind) {
      case 'original':
        return { serviceId: 'tel', canBookOriginal: true, slots: [] };
      case 'slots':
        return { serviceId: 'tel', canBookOriginal: false, slots: this.slotMinutes.map((n) => ({ from: at(n), available: 2 })) };
      case 'none':
        return { serviceId: 'tel', canBookOriginal: false, slots: [] };
      case 'failed':
        return { serviceId: null, canBookOriginal: false, slots: [] };
    }
  }
  event = (): DirectBookingEvent => ({ type: 'availability-answered', answer: this.answer() });
  expect(m: Model) {
    if (m.name !== 'searching' || m.step !== 'availability') return;
    if (this.kind === 'original') m.step = 'order';
    else if (this.kind === 'slots' && this.slotMinutes.length > 0) {
      m.name = 'choosing';
      m.slots = this.slotMinutes;
    } else m.name = 'no-interpreter';
  }
}

class OrderAnswered extends EventCommand {
  constructor(readonly kind: DirectOrderOutcome['kind']) {
    super();
  }
  outcome(): DirectOrderOutcome {
    if (this.kind === 'slot-taken') return { kind: 'slot-taken' };
    if (this.kind === 'refused') return { kind: 'refused', problem: { kind: 'service-errors', errors: [] } };
    return {
      kind: 'booked',
      order: { orderId: 'o', orderNumber: '1', from: at(0), to: at(30), interpreterName: 'T', interpreterPhone: null },
    };
  }
  event = (): DirectBookingEvent => ({ type: 'order-answered', outcome: this.outcome() });
  expect(m: Model) {
    if (m.name !== 'searching' || m.step !== 'order') return;
    if (this.kind === 'booked') m.name = 'completed';
    else if (this.kind === 'refused') m.name = 'form';
    else Object.assign(m, { step: 'availability', retried: true, startMinute: m.startMinute! + 5 });
  }
}

class ChooseSlot extends EventCommand {
  constructor(readonly minute: number) {
    super();
  }
  event = (): DirectBookingEvent => ({ type: 'slot-chosen', slot: { from: at(this.minute), available: 1 } });
  expect(m: Model) {
    if (m.name !== 'choosing' || !m.slots.includes(this.minute)) return;
    Object.assign(m, { name: 'searching', step: 'order', startMinute: this.minute });
  }
}

class Back extends EventCommand {
  event = (): DirectBookingEvent => ({ type: 'back' });
  expect(m: Model) {
    if (m.name === 'choosing' || m.name === 'no-interpreter') m.name = 'form';
  }
}

class BookNew extends EventCommand {
  event = (): DirectBookingEvent => ({ type: 'book-new' });
  expect(m: Model) {
    if (m.name === 'completed') m.name = 'loading';
  }
}

class Close extends EventCommand {
  event = (): DirectBookingEvent => ({ type: 'close' });
  expect(m: Model) {
    m.name = 'closed';
  }
}

const slotMinute = fc.constantFrom(10, 15, 30, 45);
const events: fc.Arbitrary<EventCommand>[] = [
  fc.constant(new Open()),
  fc.constantFrom('active', 'inactive', 'missing').map((k) => new HoursLoaded(k as 'active')),
  fc
    .tuple(fc.uuid(), fc.integer({ min: 0, max: 60 }), fc.constantFrom(30, 60, 90))
    .map(([id, start, minutes]) => new Submit(id, start, minutes)),
  fc
    .tuple(fc.constantFrom('original', 'slots', 'none', 'failed'), fc.uniqueArray(slotMinute, { maxLength: 3 }))
    .map(([k, slots]) => new AvailabilityAnswered(k as 'original', slots)),
  fc.constantFrom('booked', 'slot-taken', 'refused').map((k) => new OrderAnswered(k as 'booked')),
  slotMinute.map((n) => new ChooseSlot(n)),
  fc.constant(new Back()),
  fc.constant(new BookNew()),
];
/** Mostly events that mean something where they come; some strays anywhere; closing now and then. */
const commands = fc.oneof(
  ...events.map((arbitrary) => ({ arbitrary, weight: 6 })),
  ...events.map((arbitrary) => ({
    arbitrary: arbitrary.map((command) =>
      Object.assign(Object.create(Object.getPrototypeOf(command) as object) as EventCommand, command, { stray: true }),
    ),
    weight: 1,
  })),
  { arbitrary: fc.constant<EventCommand>(new Close()), weight: 1 },
);

describe('the direct booking machine (model-based)', () => {
  it('follows the model through any sequence of events', () => {
    fc.assert(
      fc.property(fc.commands([commands], { maxCommands: 100, size: 'large' }), (cmds) => {
        const model: Model = {
          name: 'closed',
          step: null,
          retried: false,
          sessionId: null,
          startMinute: null,
          minutes: null,
          slots: [],
        };
        fc.modelRun(() => ({ model, real: { state: DIRECT_BOOKING_CLOSED } }), cmds);
      }),
      { numRuns: 300 },
    );
  });

  it('reaches completion only through an order answered as booked', () => {
    const events = fc.array(
      fc.constantFrom<DirectBookingEvent>(
        { type: 'open' },
        { type: 'hours-loaded', hours: { days: [{ isActive: true, window }], minutesFromNowPossibleToBook: 120 } },
        {
          type: 'submit',
          attempt: { sessionId: 's', skillId: 'x', period: { from: at(5), minutes: 30 }, orderer: person, contact: person },
        },
        { type: 'availability-answered', answer: { serviceId: 'tel', canBookOriginal: true, slots: [] } },
        { type: 'order-answered', outcome: { kind: 'slot-taken' } },
        { type: 'back' },
        { type: 'close' },
      ),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(events, (list) => {
        const end = list.reduce(nextDirectBookingState, DIRECT_BOOKING_CLOSED);
        expect(end.name).not.toBe('completed');
      }),
    );
  });
});

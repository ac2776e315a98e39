import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { ContactPerson } from '../contact-persons/contact-person.js';
import type { Problem } from '../problems/problems.js';
import { FixedClock, STOCKHOLM } from '../time/clock.js';
import type { DirectBookingState } from './machine.js';
import type { DirectAvailabilityRequest, DirectBooking, DirectOrder, DirectOrderOutcome, DirectOrderRequest } from './ports.js';
import type { DirectAvailability, DirectBookingForm, OpeningHours } from './rules.js';
import { DirectBookingRunner } from './runner.js';

const at = (time: string) => Temporal.ZonedDateTime.from(`2026-11-23T${time}[${STOCKHOLM}]`);
const OPEN: OpeningHours = {
  days: [{ isActive: true, window: { from: at('07:30'), to: at('19:00') } }],
  minutesFromNowPossibleToBook: 120,
};
const person = (id: string, email: string | null = `${id}@example.se`): ContactPerson => ({
  id,
  firstName: 'Åsa',
  lastName: id,
  title: null,
  email,
  phoneDirect: null,
  phoneMobile: null,
});
const form: DirectBookingForm = {
  skill: 'arabiska',
  start: Temporal.PlainTime.from('10:05'),
  duration: 30,
  orderer: 'p1',
  contact: 'p2',
};
const submission = { form, orderer: person('p1'), contact: person('p2') };
const order = (from: Temporal.ZonedDateTime): DirectOrder => ({
  orderId: 'o1',
  orderNumber: '2600123',
  from,
  to: from.add({ minutes: 30 }),
  interpreterName: 'Tolk Tolksson',
  interpreterPhone: '070-000 00 00',
});

/** An in-memory direct booking: answers from queues, records what it was asked. */
class FakeDirectBooking implements DirectBooking {
  hours: OpeningHours | null = OPEN;
  readonly availabilities: DirectAvailability[] = [];
  readonly orders: DirectOrderOutcome[] = [];
  readonly asked: DirectAvailabilityRequest[] = [];
  readonly ordered: DirectOrderRequest[] = [];
  readonly cleared: string[] = [];
  readonly days: Temporal.PlainDate[] = [];
  /** Called while a call is under way (to act in between, as a user would). */
  during: (() => void) | null = null;
  advance: (() => void) | null = null;

  async openingHours(day: Temporal.PlainDate): Promise<OpeningHours | null> {
    this.days.push(day);
    return this.hours;
  }
  async availability(request: DirectAvailabilityRequest): Promise<DirectAvailability> {
    this.asked.push(request);
    this.advance?.();
    this.during?.();
    return this.availabilities.shift() ?? { serviceId: null, canBookOriginal: false, slots: [] };
  }
  async order(request: DirectOrderRequest): Promise<DirectOrderOutcome> {
    this.ordered.push(request);
    this.advance?.();
    this.during?.();
    return this.orders.shift() ?? { kind: 'booked', order: order(request.period.from) };
  }
  async clearResources(sessionId: string): Promise<void> {
    this.cleared.push(sessionId);
  }
}

function setUp() {
  const booking = new FakeDirectBooking();
  const clock = FixedClock.at('2026-11-23 10:00:20');
  const waits: number[] = [];
  const problems: Problem[] = [];
  const booked: DirectOrder[] = [];
  const states: DirectBookingState[] = [];
  let n = 0;
  const runner = new DirectBookingRunner(
    {
      booking,
      clock,
      ids: { next: () => `session-${(n += 1)}` },
      pause: {
        wait: async (ms) => {
          waits.push(ms);
          clock.advance({ milliseconds: ms });
        },
      },
      notifier: { notify: (problem) => problems.push(problem) },
      booked: (o) => booked.push(o),
    },
    (state) => states.push(state),
  );
  return { booking, clock, waits, problems, booked, states, runner };
}

describe('DirectBookingRunner', () => {
  it('opens on today’s opening hours: unavailable with the window, or the form', async () => {
    const { booking, runner } = setUp();
    booking.hours = { days: [{ isActive: false, window: OPEN.days![0]!.window }], minutesFromNowPossibleToBook: 120 };
    await runner.open();
    expect(runner.state).toEqual({ name: 'unavailable', window: OPEN.days![0]!.window });
    expect(booking.days.map(String)).toEqual(['2026-11-23']);
    runner.close();
    booking.hours = OPEN;
    await runner.open();
    expect(runner.state).toEqual({ name: 'form', limits: { closesAt: at('19:00'), windowMinutes: 120 } });
  });

  it('opening hours that cannot be read mean unavailable', async () => {
    const { booking, runner } = setUp();
    booking.openingHours = () => Promise.reject(new Error('down'));
    await runner.open();
    expect(runner.state).toEqual({ name: 'unavailable', window: null });
  });

  it('an invalid form asks nothing and answers the problems', async () => {
    const { booking, runner } = setUp();
    await runner.open();
    const problems = await runner.submit({ ...submission, form: { ...form, skill: null, duration: 120 } });
    expect(problems).toEqual({ skill: { kind: 'required' }, duration: { kind: 'beyond-window', latestEnd: at('12:00') } });
    expect(await runner.submit({ ...submission, orderer: null })).toEqual({ orderer: { kind: 'required' } });
    expect(await runner.submit({ ...submission, contact: person('p2', null) })).toEqual({});
    expect(booking.asked).toEqual([]);
    expect(runner.state.name).toBe('form');
  });

  it('books the original time directly, with one session for check and order, after at least 4 s of searching', async () => {
    const { booking, runner, waits, booked, states } = setUp();
    booking.availabilities.push({ serviceId: 'tel', canBookOriginal: true, slots: [] });
    await runner.open();
    await runner.submit(submission);
    expect(booking.asked).toEqual([{ skillId: 'arabiska', period: { from: at('10:05'), minutes: 30 }, sessionId: 'session-1' }]);
    expect(booking.ordered).toEqual([
      {
        skillId: 'arabiska',
        period: { from: at('10:05'), minutes: 30 },
        sessionId: 'session-1',
        serviceId: 'tel',
        orderer: person('p1'),
        contact: person('p2'),
      },
    ]);
    expect(waits).toEqual([4000]);
    expect(runner.state).toMatchObject({ name: 'completed', order: order(at('10:05')) });
    expect(booked).toEqual([order(at('10:05'))]);
    expect(states.map((s) => s.name)).toEqual(['loading', 'form', 'searching', 'searching', 'completed']);
    expect(booking.cleared).toEqual([]);
  });

  it('waits only what is left of the 4 s when the calls took time', async () => {
    const { booking, clock, runner, waits } = setUp();
    booking.availabilities.push({ serviceId: 'tel', canBookOriginal: true, slots: [] });
    booking.advance = () => clock.advance({ milliseconds: 1500 });
    await runner.open();
    await runner.submit(submission);
    expect(waits).toEqual([1000]);
  });

  it('offers the alternative slots and books the one chosen, with the same session', async () => {
    const { booking, runner } = setUp();
    const slots = [
      { from: at('10:15'), available: 1 },
      { from: at('10:30'), available: 5 },
    ];
    booking.availabilities.push({ serviceId: 'tel', canBookOriginal: false, slots });
    await runner.open();
    await runner.submit(submission);
    expect(runner.state).toMatchObject({ name: 'choosing', slots, retried: false });
    expect(booking.ordered).toEqual([]);
    await runner.chooseSlot({ from: at('11:00'), available: 3 });
    expect(runner.state.name).toBe('choosing');
    await runner.chooseSlot(slots[1]!);
    expect(booking.ordered.map((o) => [o.period.from.toString(), o.period.minutes, o.sessionId])).toEqual([
      [at('10:30').toString(), 30, 'session-1'],
    ]);
    expect(runner.state.name).toBe('completed');
  });

  it('no free interpreter; back to the form releases the session, and a new submit is a new session', async () => {
    const { booking, runner } = setUp();
    booking.availabilities.push({ serviceId: 'tel', canBookOriginal: false, slots: [] });
    await runner.open();
    await runner.submit(submission);
    expect(runner.state.name).toBe('no-interpreter');
    runner.back();
    expect(runner.state.name).toBe('form');
    expect(booking.cleared).toEqual(['session-1']);
    booking.availabilities.push({ serviceId: 'tel', canBookOriginal: true, slots: [] });
    await runner.submit(submission);
    expect(booking.asked.map((a) => a.sessionId)).toEqual(['session-1', 'session-2']);
  });

  it('on 1075 checks again from 5 minutes later with the retry message, then books', async () => {
    const { booking, runner, waits, states, problems } = setUp();
    booking.availabilities.push(
      { serviceId: 'tel', canBookOriginal: true, slots: [] },
      { serviceId: 'tel', canBookOriginal: true, slots: [] },
    );
    booking.orders.push({ kind: 'slot-taken' });
    await runner.open();
    await runner.submit(submission);
    expect(booking.asked.map((a) => [a.period.from.toString(), a.sessionId])).toEqual([
      [at('10:05').toString(), 'session-1'],
      [at('10:10').toString(), 'session-1'],
    ]);
    const retrying = states.filter((s) => s.name === 'searching' && s.retried);
    expect(retrying.length).toBeGreaterThan(0);
    expect(runner.state).toMatchObject({ name: 'completed', order: { from: at('10:10') } });
    expect(waits).toEqual([4000]);
    expect(problems).toEqual([]);
  });

  it('a refused order is told and returns to the form, releasing the session', async () => {
    const { booking, runner, problems } = setUp();
    const problem: Problem = { kind: 'service-errors', errors: [{ kind: 'orderer-incomplete', message: 'incomplete' }] };
    booking.availabilities.push({ serviceId: 'tel', canBookOriginal: true, slots: [] });
    booking.orders.push({ kind: 'refused', problem });
    await runner.open();
    await runner.submit(submission);
    expect(runner.state.name).toBe('form');
    expect(problems).toEqual([problem]);
    expect(booking.cleared).toEqual(['session-1']);
  });

  it('a failed order call (already told) returns to the form quietly', async () => {
    const { booking, runner, problems } = setUp();
    booking.availabilities.push({ serviceId: 'tel', canBookOriginal: true, slots: [] });
    booking.order = () => Promise.reject(new Error('network'));
    await runner.open();
    await runner.submit(submission);
    expect(runner.state.name).toBe('form');
    expect(problems).toEqual([]);
  });

  it('closing while searching drops the late answer and releases the session', async () => {
    const { booking, runner, booked } = setUp();
    booking.availabilities.push({ serviceId: 'tel', canBookOriginal: false, slots: [{ from: at('10:15'), available: 2 }] });
    booking.during = () => runner.close();
    await runner.open();
    await runner.submit(submission);
    expect(runner.state).toEqual({ name: 'closed' });
    expect(booking.cleared).toEqual(['session-1', 'session-1']);
    expect(booked).toEqual([]);
  });

  it('an order booked after closing is still told (the list refreshes)', async () => {
    const { booking, runner, booked } = setUp();
    booking.availabilities.push({ serviceId: 'tel', canBookOriginal: true, slots: [] });
    await runner.open();
    booking.during = () => {
      if (booking.ordered.length > 0) runner.close();
    };
    await runner.submit(submission);
    expect(runner.state.name).toBe('closed');
    expect(booked).toHaveLength(1);
  });

  it('book a new one reads the opening hours again and shows a fresh form', async () => {
    const { booking, runner } = setUp();
    booking.availabilities.push({ serviceId: 'tel', canBookOriginal: true, slots: [] });
    await runner.open();
    await runner.submit(submission);
    await runner.bookNew();
    expect(runner.state.name).toBe('form');
    expect(booking.days).toHaveLength(2);
  });
});

import {
  FixedClock,
  aSlot,
  aWeeklyDefault,
  anException,
  type AssignmentList,
  type InterpreterAssignmentSummary,
  type InterpreterDesk,
} from '@tolk/core';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it, vi } from 'vitest';
import { AssignmentListsStore } from '../assignments/assignment-lists-store.js';
import { AvailabilityStore } from '../availability/availability-store.js';
import { FakeAvailabilityDesk } from '../availability/test-fakes.js';
import { InterpreterCalendarStore } from './calendar-store.js';

const at = (local: string) => Temporal.PlainDateTime.from(local).toZonedDateTime('Europe/Stockholm');
const item = (
  id: string,
  start: string,
  hours = 1,
  status: InterpreterAssignmentSummary['status'] = 'accepted',
): InterpreterAssignmentSummary => ({
  id,
  number: id,
  status,
  start: at(start),
  end: at(start).add({ hours }),
  service: 'Telefontolkning',
  remote: true,
  language: 'Spanska',
  customerName: 'Kund',
  city: null,
});

function setUp(lists: Partial<Record<AssignmentList, InterpreterAssignmentSummary[]>>) {
  const desk = { assignments: async (list: AssignmentList) => lists[list] ?? [] } as unknown as InterpreterDesk;
  const store = new AssignmentListsStore(desk);
  const availabilityDesk = new FakeAvailabilityDesk();
  availabilityDesk.weekly = aWeeklyDefault({ 5: [aSlot('f', '08:00', '16:00')] });
  availabilityDesk.saved = [anException('off', '2026-11-27 12:00', '2026-11-27 13:00', { kind: 'unavailable' })];
  const availability = new AvailabilityStore(availabilityDesk);
  // Thursday 26 November 2026, week 48.
  return {
    calendar: new InterpreterCalendarStore(new FixedClock(at('2026-11-26T09:00').toInstant()), store, availability),
    lists: store,
    availability,
    availabilityDesk,
  };
}

describe("the interpreter's calendar", () => {
  it('shows this week, Monday to Sunday, with every list’s assignments on the days they touch', async () => {
    const { calendar, lists } = setUp({
      upcoming: [item('A', '2026-11-27T10:00'), item('N', '2026-11-28T23:00', 2)],
      'to-report': [item('R', '2026-11-24T08:00', 1, 'fullfilled')],
      history: [item('H', '2026-11-02T08:00', 1, 'submitted')],
    });
    await Promise.all((['upcoming', 'to-report', 'history'] as const).map((list) => lists.refresh(list)));
    expect(calendar.view).toBe('week');
    expect(calendar.days.map(String)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(calendar.byDay.get('2026-11-24')?.map((a) => a.id)).toEqual(['R']);
    // A night is on both its days.
    expect(calendar.byDay.get('2026-11-28')?.map((a) => a.id)).toEqual(['N']);
    expect(calendar.byDay.get('2026-11-29')?.map((a) => a.id)).toEqual(['N']);
    expect(calendar.loading).toBe(false);
  });

  it('steps by weeks or months, and back to today', () => {
    const { calendar } = setUp({});
    calendar.step(1);
    expect(calendar.period).toMatchObject({ kind: 'week', isoWeek: 49 });
    calendar.showView('month');
    calendar.step(-1);
    expect(calendar.days).toHaveLength(42);
    expect(calendar.period).toMatchObject({ kind: 'month' });
    expect(String((calendar.period as { month: Temporal.PlainYearMonth }).month)).toBe('2026-11');
    calendar.goToToday();
    expect(String(calendar.anchor)).toBe('2026-11-26');
  });

  it('shows each day’s availability beside its assignments, and filters either', async () => {
    const { calendar, lists, availability, availabilityDesk } = setUp({ upcoming: [item('A', '2026-11-27T10:00')] });
    calendar.load();
    calendar.loadAvailability();
    await lists.refresh('upcoming');
    await vi.waitFor(() => expect(availability.rangeState).toBe('ready'));
    await vi.waitFor(() => expect(availability.ready).toBe(true));
    expect(String(availabilityDesk.ranges[0]?.from)).toBe('2026-11-22');
    const friday = Temporal.PlainDate.from('2026-11-27');
    const kinds = () => calendar.availabilityOf(friday).map((piece) => piece.kind);
    expect(kinds()).toEqual(['available', 'unavailable', 'available']);
    expect(calendar.showsAssignments).toBe(true);
    calendar.choose('unavailability');
    expect(kinds()).toEqual(['unavailable']);
    expect(calendar.showsAssignments).toBe(false);
    calendar.choose('availability');
    expect(kinds()).toEqual(['available', 'available']);
    calendar.choose('assignments');
    expect(kinds()).toEqual([]);
    expect(calendar.showsAssignments).toBe(true);
    expect(calendar.byDay.get('2026-11-27')?.map((a) => a.id)).toEqual(['A']);
  });
});

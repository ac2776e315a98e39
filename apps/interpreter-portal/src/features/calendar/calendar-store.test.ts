import { FixedClock, type AssignmentList, type InterpreterAssignmentSummary, type InterpreterDesk } from '@tolk/core';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { AssignmentListsStore } from '../assignments/assignment-lists-store.js';
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
  // Thursday 26 November 2026, week 48.
  return { calendar: new InterpreterCalendarStore(new FixedClock(at('2026-11-26T09:00').toInstant()), store), lists: store };
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
});

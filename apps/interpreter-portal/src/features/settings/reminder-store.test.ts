import { FixedClock, type InterpreterAssignmentSummary } from '@tolk/core';
import { ClientStorage, MemoryStorage } from '@tolk/ui';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { REMINDER_MINUTES_KEY, ReminderStore } from './reminder-store.js';

const at = (local: string) => Temporal.PlainDateTime.from(local).toZonedDateTime('Europe/Stockholm');
const assignment = (id: string, start: string): InterpreterAssignmentSummary => ({
  id,
  number: id,
  status: 'accepted',
  start: at(start),
  end: at(start).add({ hours: 1 }),
  service: 'Telefontolkning',
  remote: true,
  language: 'Spanska',
  customerName: 'Kund',
  city: null,
});

function setUp(now: string, upcoming: InterpreterAssignmentSummary[], storage = new ClientStorage(new MemoryStorage())) {
  const reminded: [string, number][] = [];
  const store = new ReminderStore({
    storage,
    clock: new FixedClock(at(now).toInstant()),
    upcoming: async () => upcoming,
    outlet: { remind: (a, minutesLeft) => reminded.push([a.id, minutesLeft]) },
  });
  return { store, reminded, storage };
}

describe('the pre-start reminder', () => {
  it('reminds 10 minutes before by default, once, also after a reload', async () => {
    const upcoming = [assignment('A', '2026-12-01T10:00'), assignment('B', '2026-12-01T11:00')];
    const { store, reminded, storage } = setUp('2026-12-01T09:52', upcoming);
    expect(store.minutes).toBe(10);
    expect(await store.check()).toBe(1);
    expect(reminded).toEqual([['A', 8]]);
    expect(await store.check()).toBe(0);
    // A reload (a new store on the same storage) does not remind again.
    const again = setUp('2026-12-01T09:55', upcoming, storage);
    expect(await again.store.check()).toBe(0);
  });

  it('keeps the chosen minutes, and 0 reminds at the start', async () => {
    const first = setUp('2026-12-01T09:59', [assignment('A', '2026-12-01T10:00')]);
    first.store.choose(0);
    expect(first.storage.read(REMINDER_MINUTES_KEY)).toBe('0');
    expect(await first.store.check()).toBe(0);
    const atStart = setUp('2026-12-01T10:00', [assignment('A', '2026-12-01T10:00')], first.storage);
    expect(atStart.store.minutes).toBe(0);
    expect(await atStart.store.check()).toBe(1);
  });

  it('falls back to 10 minutes on a stored value that is no option, and reminds of nothing when the list cannot be read', async () => {
    const storage = new ClientStorage(new MemoryStorage());
    storage.write(REMINDER_MINUTES_KEY, '7');
    const { store } = setUp('2026-12-01T09:55', [], storage);
    expect(store.minutes).toBe(10);
    const failing = new ReminderStore({
      storage,
      clock: new FixedClock(at('2026-12-01T09:55').toInstant()),
      upcoming: () => Promise.reject(new Error('offline')),
      outlet: { remind: () => expect.unreachable() },
    });
    expect(await failing.check()).toBe(0);
  });
});

import { FixedClock, atStockholm, type NotificationInbox, type NotificationQuery, type PortalNotification } from '@tolk/core';
import { configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import { NotificationsStore } from './notifications-store.js';

configure({ enforceActions: 'always' });

const notification = (id: string, sent: string, isRead = false): PortalNotification => ({
  id,
  headline: `Notifiering ${id}`,
  message: '',
  sentAt: atStockholm(sent),
  isRead,
  orderIds: ['o1'],
});

/** An inbox over a list, recording what it was asked. */
class FakeInbox implements NotificationInbox {
  readonly queries: NotificationQuery[] = [];
  readonly marked: string[] = [];
  fail = false;
  constructor(public all: PortalNotification[]) {}
  async list(query: NotificationQuery): Promise<PortalNotification[]> {
    this.queries.push(query);
    if (this.fail) throw new Error('down');
    return this.all.filter((n) => !query.since || n.sentAt.epochMilliseconds >= query.since.epochMilliseconds);
  }
  async markRead(id: string): Promise<void> {
    if (this.fail) throw new Error('down');
    this.marked.push(id);
    this.all = this.all.map((n) => (n.id === id ? { ...n, isRead: true } : n));
  }
}

function setUp(all: PortalNotification[]) {
  const clock = FixedClock.at('2026-05-12 12:00:00');
  const inbox = new FakeInbox(all);
  return { clock, inbox, store: new NotificationsStore(inbox, clock) };
}

describe('NotificationsStore', () => {
  it('asks for the last three days and counts the unread of the window', async () => {
    const { inbox, store } = setUp([
      notification('old', '2026-05-08 12:00'),
      notification('a', '2026-05-11 09:00'),
      notification('b', '2026-05-12 08:00', true),
      notification('c', '2026-05-12 11:00'),
    ]);
    await store.refresh();
    expect(inbox.queries[0]?.since?.toString()).toBe('2026-05-09T10:00:00Z');
    expect(store.shown.map((n) => n.id)).toEqual(['c', 'b', 'a']);
    expect(store.unreadCount).toBe(2);
  });

  it('counts only the 30 newest', async () => {
    const many = Array.from({ length: 40 }, (_, i) =>
      notification(`n${i}`, `2026-05-12 ${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 10).padStart(2, '0')}`),
    );
    const { store } = setUp(many);
    await store.refresh();
    expect(store.shown).toHaveLength(30);
    expect(store.unreadCount).toBe(30);
  });

  it('reloads only when the job timer allows', async () => {
    const { clock, inbox, store } = setUp([]);
    await store.refresh();
    await store.refresh();
    expect(inbox.queries).toHaveLength(1);
    clock.advance({ seconds: 30 });
    await store.refresh();
    expect(inbox.queries).toHaveLength(2);
  });

  it('marks read at the CRM and here, counts it, and reloads whatever the timer', async () => {
    const { inbox, store } = setUp([notification('a', '2026-05-12 09:00'), notification('b', '2026-05-12 10:00')]);
    await store.refresh();
    expect(await store.markRead('b')).toBe(true);
    expect(inbox.marked).toEqual(['b']);
    expect(store.unreadCount).toBe(1);
    expect(store.readCount).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inbox.queries).toHaveLength(2);
  });

  it('leaves a notification unread when the CRM refuses', async () => {
    const { inbox, store } = setUp([notification('a', '2026-05-12 09:00')]);
    await store.refresh();
    inbox.fail = true;
    expect(await store.markRead('a')).toBe(false);
    expect([store.unreadCount, store.readCount]).toEqual([1, 0]);
  });
});

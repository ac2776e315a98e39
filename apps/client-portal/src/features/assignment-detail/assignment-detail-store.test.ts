import {
  FixedClock,
  anAssignment,
  atStockholm,
  type AttachmentFiles,
  type NotificationInbox,
  type ServiceOffers,
} from '@tolk/core';
import { configure } from 'mobx';
import { describe, expect, it } from 'vitest';
import { AssignmentsStore } from '../assignments/assignments-store.js';
import { NotificationsStore } from '@tolk/ui';
import { AssignmentDetailStore } from './assignment-detail-store.js';
import { AssignmentDrawerStore } from './assignment-drawer-store.js';

configure({ enforceActions: 'always' });

function setUp(options: { failMark?: boolean } = {}) {
  const clock = FixedClock.at('2026-05-11 12:00:00');
  const marked: string[] = [];
  const inbox: NotificationInbox = {
    list: async () => [],
    markRead: async (id) => {
      if (options.failMark) throw new Error('6003');
      marked.push(id);
    },
  };
  const services: ServiceOffers = {
    offered: async () => [],
    namesFor: async () =>
      new Map([
        ['video', 'Videotolkning'],
        ['tele', 'Telefontolkning'],
      ]),
  };
  const files: AttachmentFiles = {
    file: async (reference) =>
      reference === 'ok' ? { filename: 'a.pdf', contentType: 'application/pdf', bytes: new Uint8Array([1]) } : null,
  };
  const drawer = new AssignmentDrawerStore(new AssignmentsStore({ inPeriod: async () => [], byNumber: async () => [] }, clock));
  let changes = 0;
  const store = new AssignmentDetailStore({
    drawer,
    notifications: new NotificationsStore(inbox, clock),
    services,
    files,
    clock,
    onChanged: () => changes++,
  });
  return { store, drawer, marked, changes: () => changes };
}

const withUnread = anAssignment({
  id: 'o1',
  unreadNotifications: [
    { id: 'n-old', headline: 'Tolk tillsatt', sentAt: atStockholm('2026-05-10 09:00') },
    { id: 'n-new', headline: 'Ändrat', sentAt: atStockholm('2026-05-11 09:00') },
  ],
});

describe('AssignmentDetailStore', () => {
  it('opens the history newest first and marks the first one read, here and for the lists', async () => {
    const { store, drawer, marked, changes } = setUp();
    drawer.open(withUnread);
    await store.openHistory();
    expect(store.history?.map((n) => n.id)).toEqual(['n-new', 'n-old']);
    expect(marked).toEqual(['n-new']);
    expect(drawer.current?.unreadNotifications.map((n) => n.id)).toEqual(['n-old']);
    expect(changes()).toBe(1);
    store.closeHistory();
    expect(store.history).toBeNull();
  });

  it('keeps the notification unread when the CRM refuses', async () => {
    const { store, drawer, changes } = setUp({ failMark: true });
    drawer.open(withUnread);
    await store.openHistory();
    expect(drawer.current?.unreadNotifications).toHaveLength(2);
    expect(changes()).toBe(0);
  });

  it('names the alternative services it knows', async () => {
    const { store, drawer } = setUp();
    drawer.open(anAssignment({ alternativeServiceIds: ['video', 'unknown', 'tele'] }));
    await store.loadServiceNames();
    expect(store.alternativeServices).toEqual(['Videotolkning', 'Telefontolkning']);
  });

  it('decides the actions as of now: a booked future order may be cancelled, a started one not', () => {
    const { store } = setUp();
    const future = anAssignment({ start: atStockholm('2026-05-12 09:00'), end: atStockholm('2026-05-12 10:00') });
    expect(store.cancelRefusal(future)).toBeNull();
    expect(store.actions(future).edit).toBe(true);
    const started = anAssignment({ start: atStockholm('2026-05-11 11:00'), end: atStockholm('2026-05-11 13:00') });
    expect(store.cancelRefusal(started)).toBe('started');
  });

  it('fetches a file, and gives none when it cannot be had', async () => {
    const { store } = setUp();
    expect((await store.download('ok'))?.filename).toBe('a.pdf');
    expect(await store.download('missing')).toBeNull();
    expect(store.downloading).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { anAssignment, atStockholm } from './builders.js';
import { AssignmentOfNotification, type NotificationInbox } from './notification-inbox.js';
import type { PortalNotification } from './notification-window.js';

const notification = (id: string, orderIds: string[]): PortalNotification => ({
  id,
  headline: 'Tolk tillsatt',
  message: '',
  sentAt: atStockholm('2026-05-10 10:00'),
  isRead: false,
  orderIds,
});

function setUp(notifications: PortalNotification[]) {
  const inbox: NotificationInbox = { list: async () => notifications, markRead: async () => undefined };
  const orders = [anAssignment({ id: 'o1' })];
  return new AssignmentOfNotification(inbox, { byId: async (id) => orders.find((o) => o.id === id) ?? null });
}

describe('AssignmentOfNotification', () => {
  it('finds the order the notification is about', async () => {
    const outcome = await setUp([notification('n0', []), notification('n1', ['o1'])]).execute(' n1 ');
    expect(outcome.kind === 'found' && outcome.assignment.id).toBe('o1');
  });

  it('says so when the notification is unknown, or about no order the CRM has', async () => {
    const find = setUp([notification('n1', []), notification('n2', ['gone'])]);
    expect((await find.execute('n9')).kind).toBe('no-notification');
    expect((await find.execute('')).kind).toBe('no-notification');
    expect((await find.execute('n1')).kind).toBe('no-assignment');
    expect((await find.execute('n2')).kind).toBe('no-assignment');
  });
});

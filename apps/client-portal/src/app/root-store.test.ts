import { FixedClock, anAssignment, type AuthSession, type PortalNotification } from '@tolk/core';
import { ClientStorage, MemoryStorage } from '@tolk/ui';
import { Temporal } from 'temporal-polyfill';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContainer, createRootStore } from '../di/container.js';
import { TOKENS } from '../di/tokens.js';
import type { RootStore } from './root-store.js';

const NOW = Temporal.Instant.from('2026-11-27T09:00:00Z');
const SESSION: AuthSession = { customerNumber: '1001', displayKPIReports: true, loginId: 'login-1' };
const ORDER = anAssignment({ id: 'o1', number: '4000001' });
const NOTICE: PortalNotification = {
  id: 'n1',
  headline: 'Tolk tillsatt',
  message: 'Uppdraget har fått en tolk.',
  sentAt: NOW.toZonedDateTimeISO('Europe/Stockholm'),
  isRead: false,
  orderIds: ['o1'],
};

/** The portal's own composition root, its CRM ports answered by fakes that hold one customer's data. */
function portal(): RootStore {
  vi.stubGlobal('window', { addEventListener: () => undefined, removeEventListener: () => undefined });
  const container = createContainer({ crmBaseUrl: '/crm', environment: 'test', onSessionEnded: () => undefined });
  container.rebind(TOKENS.storage).toConstantValue(new ClientStorage(new MemoryStorage()));
  container.rebind(TOKENS.clock).toConstantValue(new FixedClock(NOW));
  container.rebind(TOKENS.customers).toConstantValue({ profile: async () => ({ customerName: 'Stockholms stad' }) } as never);
  container
    .rebind(TOKENS.loadCatalogue)
    .toConstantValue({ execute: async () => ({ skills: [{ id: 's1', name: 'Arabiska' }], articleIds: {} }) } as never);
  container
    .rebind(TOKENS.assignmentSource)
    .toConstantValue({ inPeriod: async () => [ORDER], byNumber: async () => [ORDER] } as never);
  container.rebind(TOKENS.notificationInbox).toConstantValue({ list: async () => [NOTICE] } as never);
  container
    .rebind(TOKENS.engagement)
    .toConstantValue({ logEvent: async () => undefined, webSession: async () => undefined } as never);
  return createRootStore(container);
}

afterEach(() => vi.unstubAllGlobals());

describe('logging out', () => {
  it('leaves no store holding the customer’s data', async () => {
    const root = portal();
    root.session.save(SESSION);
    const stop = root.start();
    const today = NOW.toZonedDateTimeISO('Europe/Stockholm').toPlainDate();
    await Promise.all([root.profile.load(), root.catalogue.load(), root.assignments.show({ from: today, to: today })]);
    await root.notifications.forceRefresh();
    root.assignmentDrawer.open(ORDER);
    expect(root.profile.profile).not.toBeNull();
    expect(root.catalogue.skills).toHaveLength(1);
    expect(root.assignments.assignments).toHaveLength(1);
    expect(root.notifications.notifications).toHaveLength(1);
    expect(root.assignmentDrawer.openId).toBe('o1');

    root.session.clear();

    expect(root.profile.profile).toBeNull();
    expect(root.catalogue.skills).toEqual([]);
    expect(root.assignments.assignments).toEqual([]);
    expect(root.notifications.notifications).toEqual([]);
    expect(root.assignmentDrawer.openId).toBeNull();
    stop();
  });

  it('clears every store of the page that can be cleared: none is left out of the registration', () => {
    const root = portal();
    // What is not one customer's: the session itself, the language, the toasts, the clock.
    const notTheCustomers = new Set<unknown>([root.session, root.language, root.notifier, root.wallClock, root.customerData]);
    const clearable = (value: unknown) =>
      typeof value === 'object' &&
      value !== null &&
      ['clear', 'reset', 'close', 'leave'].some((name) => typeof (value as Record<string, unknown>)[name] === 'function');
    const parts = [...Object.values(root), ...Object.values(root.account)];
    const left = Object.entries({ ...root, ...root.account })
      .filter(([, value]) => clearable(value) && !notTheCustomers.has(value) && !root.customerData.holds(value))
      .map(([name]) => name);
    expect(parts.filter(clearable).length).toBeGreaterThan(10);
    expect(left).toEqual([]);
  });
});

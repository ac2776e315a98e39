import { FixedClock, anAssignment, type AuthSession, type PortalNotification } from '@tolk/core';
import { ClientStorage, MemoryStorage } from '@tolk/ui';
import { Temporal } from 'temporal-polyfill';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContainer, createPortalStore } from '../di/container.js';
import { bindSignedIn, createRootStore } from '../di/signed-in-root.js';
import { TOKENS } from '../di/tokens.js';
import type { PortalStore } from './portal-store.js';
import { BookingLauncher, type BookingStores } from '../features/booking-menu/booking-stores.js';
import { lazyPart } from './lazy-part.js';
import { rootStoreLoader } from './root-store-loader.js';
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

const SETTINGS = { crmBaseUrl: '/crm', environment: 'test', onSessionEnded: () => undefined };

/** The portal's own composition root, its CRM ports answered by fakes that hold one customer's data. */
function portal(): RootStore {
  return signedIn(portalStore().container).root;
}

/** The composition root's first part, what every page has; the logged-in stores are not made. */
function portalStore(make: () => Promise<RootStore> = () => Promise.reject(new Error('not in this test'))) {
  vi.stubGlobal('window', { addEventListener: () => undefined, removeEventListener: () => undefined });
  const container = createContainer(SETTINGS);
  container.rebind(TOKENS.storage).toConstantValue(new ClientStorage(new MemoryStorage()));
  return { container, store: createPortalStore(container, rootStoreLoader(make)) };
}

/** The logged-in customer's stores made on `container`, as the chunk loaded after login makes them. */
function signedIn(container: ReturnType<typeof createContainer>, store?: PortalStore) {
  bindSignedIn(container);
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
  const portal =
    store ??
    createPortalStore(
      container,
      rootStoreLoader(() => Promise.reject(new Error('made below'))),
    );
  return { portal, root: createRootStore(container, portal, SETTINGS) };
}

afterEach(() => vi.unstubAllGlobals());

describe('logging out', () => {
  it('leaves no store holding the customer’s data', async () => {
    const root = portal();
    root.session.save(SESSION);
    const stop = root.start(true);
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

  it('builds each screen’s store in the composition root, with only what the screen knows', () => {
    const root = portal();
    const today = NOW.toZonedDateTimeISO('Europe/Stockholm').toPlainDate();
    const noop = () => undefined;
    const built = {
      changePassword: root.screens.changePassword(),
      resetPassword: root.screens.resetPassword(noop),
      searchResult: root.screens.searchResult(),
      orderSearch: root.screens.orderSearch(noop),
      assignmentList: root.screens.assignmentList({ from: today, to: today }),
      assignmentDetail: root.screens.assignmentDetail(),
      cancelAssignment: root.screens.cancelAssignment(),
      chooseOrder: root.screens.chooseOrder(),
      quality: root.screens.quality(null),
      deviationForm: root.screens.deviationForm(ORDER, null),
      releaseBanner: root.screens.releaseBanner(null),
    };
    // Every factory makes a fresh store each time.
    expect(Object.keys(built).sort()).toEqual(Object.keys(root.screens).sort());
    for (const [name, store] of Object.entries(built)) {
      expect(store, name).toBeTypeOf('object');
      expect(store).not.toBe((root.screens[name as keyof typeof built] as (...args: unknown[]) => unknown)(null, noop, noop));
    }
    built.deviationForm.dispose();
  });
});

describe('the statistics screens’ stores, a part made at the first statistics page (issue 12)', () => {
  it('are not made with the logged-in stores, and are made once', async () => {
    const root = portal();
    expect(root.reports.screens.current()).toBeNull();
    const [first, second] = await Promise.all([root.reports.screens.load(), root.reports.screens.load()]);
    expect(second).toBe(first);
    expect(root.reports.screens.current()).toBe(first);
    // The KPI dashboard's store, fresh for each visit (the report's needs a Web Worker).
    expect(first.kpiDashboard()).toBeTypeOf('object');
    expect(first.kpiDashboard()).not.toBe(first.kpiDashboard());
  });
});

describe('the booking stores, a part made at the first booking (issue 12)', () => {
  it('are not made with the logged-in stores; made once, and held as the customer’s data, cleared at logout', async () => {
    const root = portal();
    root.session.save(SESSION);
    expect(root.booking.stores).toBeNull();
    expect(() => root.booking.made).toThrow(/before they were made/);
    const [first, second] = await Promise.all([root.booking.part.load(), root.booking.part.load()]);
    expect(second).toBe(first);
    expect(root.booking.stores).toBe(first);
    expect(root.booking.made).toBe(first);
    for (const [name, store] of Object.entries(first)) expect(root.customerData.holds(store), name).toBe(true);

    const opened: BookingStores[] = [];
    root.booking.open((stores) => opened.push(stores));
    await vi.waitFor(() => expect(opened).toEqual([first]));
  });

  it('tells the user when their code cannot be fetched for an opening, and opens once it can', async () => {
    let attempts = 0;
    const failures: unknown[] = [];
    const part = lazyPart(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk not fetched');
      return { quickBooking: { open: () => undefined } } as unknown as BookingStores;
    });
    const launcher = new BookingLauncher(part, (error) => failures.push(error));
    const opened: unknown[] = [];
    launcher.open((stores) => opened.push(stores));
    await vi.waitFor(() => expect(failures).toHaveLength(1));
    expect(opened).toEqual([]);
    launcher.open((stores) => opened.push(stores));
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(attempts).toBe(2);
  });
});

describe('the logged-in stores, a chunk loaded after login (issue 12)', () => {
  it('builds the public pages’ stores without them', () => {
    const { store } = portalStore();
    const noop = () => undefined;
    expect(store.screens.login()).not.toBe(store.screens.login());
    expect(store.screens.setNewPassword('link-data', noop, noop)).toBeTypeOf('object');
  });

  it('are loaded at once on a page opened logged in, and that session counts as the page load’s', async () => {
    const make = vi.fn(async () => signedIn(page.container, page.store).root);
    const page = portalStore(make);
    page.store.session.save(SESSION);
    const stop = page.store.start();
    const root = await page.store.signedIn.load();
    expect(make).toHaveBeenCalledTimes(1);
    expect(await page.store.signedIn.load()).toBe(root);
    expect(root.session).toBe(page.store.session);
    expect(page.store.sessionFromPageLoad).toBe(true);
    stop();
  });

  it('are not loaded on a page opened logged out; a login there is not the page load’s session', () => {
    const make = vi.fn(async () => signedIn(page.container, page.store).root);
    const page = portalStore(make);
    const stop = page.store.start();
    expect(make).not.toHaveBeenCalled();
    expect(page.store.sessionFromPageLoad).toBe(false);
    page.store.session.save(SESSION);
    expect(page.store.sessionFromPageLoad).toBe(false);
    stop();
  });

  it('are fetched again after a failed fetch, and made once', async () => {
    let attempts = 0;
    const page = portalStore(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk not fetched');
      return signedIn(page.container, page.store).root;
    });
    await expect(page.store.signedIn.load()).rejects.toThrow('chunk not fetched');
    expect(page.store.signedIn.current()).toBeNull();
    const root = await page.store.signedIn.load();
    expect(page.store.signedIn.current()).toBe(root);
    expect(await page.store.signedIn.load()).toBe(root);
    expect(attempts).toBe(2);
  });
});

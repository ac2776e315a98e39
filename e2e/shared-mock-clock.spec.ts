import { Temporal } from 'temporal-polyfill';
import { expect, test } from './support/fixtures.js';

/**
 * The run's shared mock CRM keeps the machine's time. Tests that moved its clock forward left it
 * 24 minutes ahead by the end of a run: every test then got its orders, deviations and
 * notifications stamped with the CRM's later time, and in the last half hour before midnight in
 * Stockholm with the next day, which the browser's "today" did not show. A test that must move the
 * clock runs on its worker's own mock (`movesMockClock`).
 */
test('the shared mock CRM keeps the machine’s time, and a test on it may not move its clock', async ({ mockCrm }) => {
  const gap = (await mockCrm.now()).since(Temporal.Now.instant()).total({ unit: 'second' });
  expect(Math.abs(gap)).toBeLessThan(60);
  await expect(mockCrm.advanceClock(3)).rejects.toThrow(/movesMockClock/);
  // What such a test wanted of the clock, the dispatcher taking up an order, it asks for instead.
  await expect(mockCrm.dispatchNow('no such order')).rejects.toThrow(/orderNumber must name an order/);
});

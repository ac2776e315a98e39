import fc from 'fast-check';
import { GetCustomer } from '@tolk/crm-contract';
import { describe, expect, it } from 'vitest';
import { HASH_1001, harness } from '../testing/fake-crm.js';
import { SessionEnded } from './transport.js';

/**
 * The network is a fast-check scheduler: each call starts, reaches the CRM and gets its answer
 * back at a moment the scheduler picks, so every interleaving of the calls with the one re-login
 * is possible (some calls even start after the re-login is done).
 */
function scheduledHarness(s: fc.Scheduler) {
  return harness({
    fetch: (crmFetch) => async (input, init) => {
      await s.schedule(Promise.resolve(), 'request');
      const response = await crmFetch(input, init);
      return s.schedule(Promise.resolve(response), 'response');
    },
  });
}

/** Starts `count` calls (each at a scheduled moment when `staggered`) and waits for all to settle. */
const settleAll = (s: fc.Scheduler, count: number, call: () => Promise<unknown>, staggered: boolean) =>
  s.waitFor(
    Promise.allSettled(
      Array.from({ length: count }, () => (staggered ? s.schedule(Promise.resolve(), 'start').then(call) : call())),
    ),
  );

describe('CrmTransport (properties)', () => {
  it('answers any number of concurrent calls meeting an expired token after exactly one re-login', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 40 }), async (s, count) => {
        const { crm, sessions, notifier, ended, transport } = scheduledHarness(s);
        crm.expireAll();

        const results = await settleAll(s, count, () => transport.call(GetCustomer, {}), true);

        expect(results.map((r) => r.status)).toEqual(Array(count).fill('fulfilled'));
        expect(crm.logins).toBe(1);
        expect(sessions.session).toMatchObject({ customerNumber: '1001', passwordHash: HASH_1001, token: 'T2' });
        expect(notifier.problems).toEqual([]);
        expect(ended).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('ends the session once when the one re-login is refused, whatever the interleaving', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 40 }), async (s, count) => {
        const { crm, sessions, notifier, ended, transport } = scheduledHarness(s);
        crm.expireAll();
        crm.passwords.set('1001', 'changed elsewhere');

        // All calls are under way before the refusal: a call started after it has no session to end.
        const results = await settleAll(s, count, () => transport.call(GetCustomer, {}), false);

        for (const result of results) {
          expect(result.status).toBe('rejected');
          if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(SessionEnded);
        }
        expect(crm.logins).toBe(1);
        expect(sessions.session).toBeNull();
        expect(ended).toEqual(['relogin-failed']);
        expect(notifier.problems).toEqual([{ kind: 'service-errors', errors: [{ code: 1004, message: 'Error 1004' }] }]);
      }),
      { numRuns: 100 },
    );
  });
});

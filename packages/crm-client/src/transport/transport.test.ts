import { ServiceErrorsRaised, TransportFailed } from '@tolk/core';
import { GetCustomer, GetSkills } from '@tolk/crm-contract';
import { describe, expect, it, vi } from 'vitest';
import { HASH_1001, customerInformation, errorsAnswer, harness, json } from '../testing/fake-crm.js';
import { queuedTask } from '../testing/queued-task.js';
import { SessionEnded } from './transport.js';

const GET_CUSTOMER = '/CRMCustomer/GetCustomer';
const GET_SKILLS = '/CRMCustomer/GetSkills';

/** A fetch that never answers, only fails when its signal aborts (as fetch does). */
const hangingFetch: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    const signal = init?.signal;
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal?.aborted) abort();
    signal?.addEventListener('abort', abort);
  });

describe('CrmTransport', () => {
  describe('calls', () => {
    it('sends the body as given: the gateway adds the token of the session', async () => {
      const { crm, transport } = harness();

      const answer = await transport.call(GetCustomer, {});
      await transport.call(GetSkills, {});

      expect(answer.CustomerInformation).toEqual(customerInformation('1001'));
      expect(crm.received.map((r) => [r.path, r.body])).toEqual([
        [GET_CUSTOMER, {}],
        [GET_SKILLS, {}],
      ]);
    });

    it('answers an Errors list by telling the user each error and rejecting', async () => {
      const { crm, notifier, transport } = harness();
      crm.handlers.set(GET_SKILLS, () => json({ Skills: null, ...errorsAnswer(2001, 9999) }));

      const call = transport.call(GetSkills, {});

      await expect(call).rejects.toBeInstanceOf(ServiceErrorsRaised);
      await expect(call).rejects.toMatchObject({ errors: [{ kind: 'mandatory-field-missing' }, { kind: 'unexpected-error' }] });
      expect(notifier.problems).toEqual([
        {
          kind: 'service-errors',
          errors: [
            { kind: 'mandatory-field-missing', message: 'Error 2001' },
            { kind: 'unexpected-error', message: 'Error 9999' },
          ],
        },
      ]);
    });

    it('rejects a quiet call with Errors without telling the user', async () => {
      const { crm, notifier, transport } = harness();
      crm.handlers.set(GET_SKILLS, () => json({ Skills: null, ...errorsAnswer(4001) }));

      await expect(transport.call(GetSkills, {}, { quiet: true })).rejects.toBeInstanceOf(ServiceErrorsRaised);
      expect(notifier.problems).toEqual([]);
    });

    it('logs Errors that come with an HTTP error status', async () => {
      const { crm, transport } = harness();
      crm.handlers.set(GET_SKILLS, () => json({ Skills: null, ...errorsAnswer(9999) }, 500));

      await expect(transport.call(GetSkills, {})).rejects.toBeInstanceOf(ServiceErrorsRaised);
      await vi.waitFor(() => expect(crm.logs.map((l) => l.message.httpStatus)).toEqual([500]));
    });
  });

  describe('the session on the gateway', () => {
    it('without a session (6060): ends it, with no toast, and the marker is cleared', async () => {
      const { crm, sessions, notifier, ended, transport } = harness();
      crm.expireAll();

      await expect(transport.call(GetCustomer, {})).rejects.toEqual(new SessionEnded('no-credentials'));
      expect(ended).toEqual(['no-credentials']);
      expect(sessions.session).toBeNull();
      expect(notifier.problems).toEqual([]);
    });

    it('a refused automatic re-login (6061): the login error as a toast, then the session ends', async () => {
      const { crm, sessions, notifier, ended, transport } = harness();
      crm.failRelogin();

      const call = transport.call(GetCustomer, {});

      await expect(call).rejects.toMatchObject({ reason: 'relogin-failed' });
      expect(notifier.problems).toEqual([
        { kind: 'service-errors', errors: [{ kind: 'invalid-customer-login', message: 'Error 1004' }] },
      ]);
      expect(sessions.session).toBeNull();
      expect(ended).toEqual(['relogin-failed']);
      await vi.waitFor(() => expect(crm.logs.map((l) => l.message.statusText)).toContain('automatic re-login failed'));
      // The log names the errors by the CRM's codes, as the portal never does.
      expect(crm.logs.find((l) => l.message.statusText === 'automatic re-login failed')?.message.responseData).toEqual(
        expect.arrayContaining([{ code: 1004, kind: 'invalid-customer-login', message: 'Error 1004' }]),
      );
    });

    it('a re-login refused while the last page was being left is told by the session info of the next page', async () => {
      const { crm, notifier, transport } = harness();
      crm.failRelogin();

      expect(await transport.sessionInfo()).toBeNull();
      expect(notifier.problems).toEqual([
        { kind: 'service-errors', errors: [{ kind: 'invalid-customer-login', message: 'Error 1004' }] },
      ]);
      await vi.waitFor(() => expect(crm.logs.map((l) => l.message.statusText)).toContain('automatic re-login failed'));
      // Told once: afterwards there is simply no session, and nothing more is toasted.
      expect(await transport.sessionInfo()).toBeNull();
      expect(notifier.problems).toHaveLength(1);
    });

    it('sends no token and no password hash with any call', async () => {
      const { crm, transport } = harness();
      await transport.call(GetCustomer, {});
      expect(JSON.stringify(crm.received)).not.toMatch(/Token|PasswordHash/);
    });

    it('logs in through the gateway: the hash goes out, the non-secret session info comes back', async () => {
      const { crm, transport } = harness({ loggedIn: false });
      expect(await transport.logIn({ customerNumber: '1001', passwordHash: HASH_1001 })).toEqual({
        kind: 'session',
        session: { customerNumber: '1001', displayKPIReports: false, loginId: 'L1' },
      });
      expect(crm.received.at(-1)).toEqual({ path: '/session/login', body: { CustomerNumber: '1001', PasswordHash: HASH_1001 } });
      expect(await transport.sessionInfo()).toEqual({ customerNumber: '1001', displayKPIReports: false, loginId: 'L1' });
      await transport.logOut();
      expect(await transport.sessionInfo()).toBeNull();
    });

    it('a refused login is toasted unless quiet', async () => {
      const { notifier, transport } = harness({ loggedIn: false });
      const refused = { kind: 'rejected', errors: [{ kind: 'invalid-customer-login', message: 'Error 1004' }] };
      expect(await transport.logIn({ customerNumber: '1001', passwordHash: 'wrong' }, { quiet: true })).toEqual(refused);
      expect(notifier.problems).toEqual([]);
      expect(await transport.logIn({ customerNumber: '1001', passwordHash: 'wrong' })).toEqual(refused);
      expect(notifier.problems).toEqual([{ kind: 'service-errors', errors: refused.errors }]);
    });
  });

  describe('transport failures', () => {
    const failure = async (call: Promise<unknown>) => {
      const error = await call.then(
        () => expect.unreachable('the call should fail'),
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(TransportFailed);
      return error as TransportFailed;
    };

    it('reports a network failure as request-failed, to the user and the log', async () => {
      const { crm, notifier, transport } = harness({ fetch: () => () => Promise.reject(new TypeError('fetch failed')) });

      expect((await failure(transport.call(GetSkills, {}))).failure).toBe('request-failed');
      expect(notifier.problems).toEqual([{ kind: 'transport', failure: 'request-failed' }]);
      await vi.waitFor(() =>
        expect(crm.logs.map((l) => l.message)).toMatchObject([{ httpStatus: null, statusText: 'GetSkills: request-failed' }]),
      );
    });

    it('reports an answer that is not JSON as not-completed', async () => {
      const { crm, notifier, transport } = harness();
      crm.handlers.set(GET_SKILLS, () => new Response('<html>Service Unavailable</html>', { status: 200 }));

      expect((await failure(transport.call(GetSkills, {}))).failure).toBe('not-completed');
      expect(notifier.problems).toEqual([{ kind: 'transport', failure: 'not-completed' }]);
    });

    it('reports HTTP 5xx without Errors as not-completed, with the status', async () => {
      const { crm, notifier, transport } = harness();
      crm.handlers.set(GET_SKILLS, () => new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }));
      const badGateway = await failure(transport.call(GetSkills, {}));
      expect([badGateway.failure, badGateway.status]).toEqual(['not-completed', 502]);

      crm.handlers.set(GET_SKILLS, () => json({ Skills: null, Errors: null }, 503));
      const unavailable = await failure(transport.call(GetSkills, {}));
      expect([unavailable.failure, unavailable.status]).toEqual(['not-completed', 503]);

      crm.handlers.set(GET_SKILLS, () => json({ Errors: [] }, 500));
      expect((await failure(transport.call(GetSkills, {}))).failure).toBe('not-completed');
      expect(notifier.problems).toHaveLength(3);
    });

    it('reports an answer that breaks the contract as not-completed, and logs why', async () => {
      const { crm, transport } = harness();
      crm.handlers.set(GET_SKILLS, () => json({ Skills: 'all of them', Errors: null }));

      expect((await failure(transport.call(GetSkills, {}))).failure).toBe('not-completed');
      await vi.waitFor(() =>
        expect(crm.logs.map((l) => l.message.statusText)).toContain('GetSkills: answer does not match the contract'),
      );
    });

    it('gives up after the timeout as timed-out', async () => {
      const { notifier, transport } = harness({ fetch: () => hangingFetch, timeoutMs: 20 });

      expect((await failure(transport.call(GetSkills, {}))).failure).toBe('timed-out');
      expect(notifier.problems).toEqual([{ kind: 'transport', failure: 'timed-out' }]);
    });

    it('reports a call the caller aborted as aborted, without telling the user', async () => {
      const { notifier, transport } = harness({ fetch: () => hangingFetch });
      const controller = new AbortController();

      const call = transport.call(GetSkills, {}, { signal: controller.signal });
      controller.abort();

      expect((await failure(call)).failure).toBe('aborted');
      expect(notifier.problems).toEqual([]);
    });

    it('does not send a call whose signal was aborted before it started', async () => {
      const { crm, notifier, transport } = harness();

      const call = transport.call(GetSkills, {}, { signal: AbortSignal.abort() });

      expect((await failure(call)).failure).toBe('aborted');
      expect(crm.count(GET_SKILLS)).toBe(0);
      expect(notifier.problems).toEqual([]);
    });
  });

  describe('big answers (issue 12)', () => {
    const skills = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ SkillIdentifier: `s${i}`, SkillName: `Språk ${i}`, SubstituteSkills: [] }));

    it('parses and decodes an answer of 64 KiB or more in tasks of their own', async () => {
      const { crm, transport } = harness();
      crm.handlers.set(GET_SKILLS, () => json({ Skills: skills(2000), Errors: null }));
      const other = queuedTask();

      const answer = await transport.call(GetSkills, {});

      expect(answer.Skills).toHaveLength(2000);
      expect(other.ran()).toBe(true);
    });

    it('hands a small answer over in the task it arrived in', async () => {
      const { crm, transport } = harness();
      crm.handlers.set(GET_SKILLS, () => json({ Skills: skills(3), Errors: null }));
      const other = queuedTask();

      const answer = await transport.call(GetSkills, {});

      expect(answer.Skills).toHaveLength(3);
      expect(other.ran()).toBe(false);
    });
  });
});

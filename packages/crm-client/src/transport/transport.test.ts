import { ServiceErrorsRaised, TransportFailed } from '@tolk/core';
import { GetCustomer, GetSkills } from '@tolk/crm-contract';
import { describe, expect, it, vi } from 'vitest';
import { customerInformation, errorsAnswer, harness, json } from '../testing/fake-crm.js';
import { SessionEnded } from './transport.js';

const GET_CUSTOMER = '/CRMCustomer/GetCustomer';
const GET_SKILLS = '/CRMCustomer/GetSkills';
const LOGIN = '/CRMCustomer/ValidateCustomerPassword';

/** A fetch that never answers, only fails when its signal aborts (as fetch does). */
const hangingFetch: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    const signal = init?.signal;
    const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal?.aborted) abort();
    signal?.addEventListener('abort', abort);
  });

/** The first re-login gets `failure` instead of reaching the CRM; later ones go through. */
const failingLoginOnce = (crmFetch: typeof fetch, failure: () => Promise<Response>): typeof fetch => {
  let failed = false;
  return (input, init) => {
    if (!failed && String(input).endsWith(LOGIN)) {
      failed = true;
      return failure();
    }
    return crmFetch(input, init);
  };
};

describe('CrmTransport', () => {
  describe('calls', () => {
    it('adds the session Token to token calls and not to api-key calls', async () => {
      const { crm, sessions, transport } = harness();

      const answer = await transport.call(GetCustomer, {});
      await transport.call(GetSkills, {});

      expect(answer.CustomerInformation).toEqual(customerInformation('1001'));
      expect(crm.received.map((r) => [r.path, r.body])).toEqual([
        [GET_CUSTOMER, { Token: sessions.session?.token }],
        [GET_SKILLS, {}],
      ]);
    });

    it('answers an Errors list by telling the user each error and rejecting', async () => {
      const { crm, notifier, transport } = harness();
      crm.handlers.set(GET_SKILLS, () => json({ Skills: null, ...errorsAnswer(2001, 9999) }));

      const call = transport.call(GetSkills, {});

      await expect(call).rejects.toBeInstanceOf(ServiceErrorsRaised);
      await expect(call).rejects.toMatchObject({ errors: [{ code: 2001 }, { code: 9999 }] });
      expect(notifier.problems).toEqual([
        {
          kind: 'service-errors',
          errors: [
            { code: 2001, message: 'Error 2001' },
            { code: 9999, message: 'Error 9999' },
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

  describe('an invalid token', () => {
    it('leads to one re-login with the stored credentials, the new token saved and the call replayed', async () => {
      const { crm, sessions, notifier, ended, transport } = harness();
      const stale = sessions.session!.token;
      crm.expireAll();

      const answer = await transport.call(GetCustomer, {});

      expect(answer.CustomerInformation?.CustomerNumber).toBe('1001');
      expect(crm.logins).toBe(1);
      expect(crm.received.find((r) => r.path === LOGIN)?.body).toEqual({
        CustomerNumber: '1001',
        PasswordHash: sessions.session?.passwordHash,
      });
      const fresh = sessions.session!.token;
      expect(fresh).not.toBe(stale);
      expect(crm.received.filter((r) => r.path === GET_CUSTOMER).map((r) => r.body.Token)).toEqual([stale, fresh]);
      expect(notifier.problems).toEqual([]);
      expect(ended).toEqual([]);
    });

    it('is not renewed twice: a fresh token refused again is reported as an error', async () => {
      const { crm, notifier, transport } = harness();
      crm.expireAll();
      // The fresh token passes the fake's token check; this handler refuses it all the same.
      crm.handlers.set(GET_CUSTOMER, () => json({ CustomerInformation: null, ...errorsAnswer(1003) }));

      await expect(transport.call(GetCustomer, {})).rejects.toMatchObject({ errors: [{ code: 1003 }] });
      expect(crm.logins).toBe(1);
      expect(notifier.problems).toEqual([{ kind: 'service-errors', errors: [{ code: 1003, message: 'Error 1003' }] }]);
    });

    it('ends the session when the stored credentials are gone by then', async () => {
      const { crm, sessions, ended, transport } = harness();
      crm.expireAll();

      const call = transport.call(GetCustomer, {});
      // Logged out in another tab while the call was on its way.
      sessions.clear();

      await expect(call).rejects.toEqual(new SessionEnded('no-credentials'));
      expect(ended).toEqual(['no-credentials']);
      expect(crm.logins).toBe(0);
    });

    it('ends the session when the re-login is refused, showing the login error', async () => {
      const { crm, sessions, notifier, ended, transport } = harness();
      crm.expireAll();
      crm.passwords.set('1001', 'changed elsewhere');

      const call = transport.call(GetCustomer, {});

      await expect(call).rejects.toBeInstanceOf(SessionEnded);
      await expect(call).rejects.toMatchObject({ reason: 'relogin-failed' });
      expect(crm.logins).toBe(1);
      expect(notifier.problems).toEqual([{ kind: 'service-errors', errors: [{ code: 1004, message: 'Error 1004' }] }]);
      expect(sessions.session).toBeNull();
      expect(ended).toEqual(['relogin-failed']);
      await vi.waitFor(() => expect(crm.logs.map((l) => l.message.statusText)).toContain('automatic re-login failed'));
    });
    it.each([
      [
        'the network fails',
        (crmFetch: typeof fetch): typeof fetch =>
          failingLoginOnce(crmFetch, () => Promise.reject(new TypeError('Failed to fetch'))),
      ],
      [
        'the gateway answers 429',
        (crmFetch: typeof fetch): typeof fetch =>
          failingLoginOnce(crmFetch, async () => Response.json({ statusCode: 429, error: 'Too Many Requests' }, { status: 429 })),
      ],
      [
        'the gateway answers 502',
        (crmFetch: typeof fetch): typeof fetch =>
          failingLoginOnce(crmFetch, async () => Response.json({ error: 'Bad Gateway' }, { status: 502 })),
      ],
    ])('keeps the session when the re-login gets no answer (%s), and the next call renews it', async (_case, fetch) => {
      const { crm, sessions, ended, transport } = harness({ fetch });
      const stored = sessions.session!;
      crm.expireAll();

      await expect(transport.call(GetCustomer, {})).rejects.toBeInstanceOf(TransportFailed);
      expect(sessions.session).toEqual(stored);
      expect(ended).toEqual([]);

      const answer = await transport.call(GetCustomer, {});
      expect(answer.CustomerInformation?.CustomerNumber).toBe('1001');
      expect(sessions.session?.token).not.toBe(stored.token);
      expect(crm.logins).toBe(1);
    });
  });

  describe('without a stored session', () => {
    it('ends the session without calling the CRM', async () => {
      const { crm, sessions, ended, transport } = harness({ loggedIn: false });

      await expect(transport.call(GetCustomer, {})).rejects.toEqual(new SessionEnded('no-credentials'));
      expect(ended).toEqual(['no-credentials']);
      expect(sessions.session).toBeNull();
      expect(crm.received).toEqual([]);
    });

    it('still makes api-key calls', async () => {
      const { transport } = harness({ loggedIn: false });
      await expect(transport.call(GetSkills, {})).resolves.toMatchObject({ Errors: null });
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
});

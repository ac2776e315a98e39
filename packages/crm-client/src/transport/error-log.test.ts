import { LogMessage, SendLog, decodeWithCodes } from '@tolk/crm-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE_URL, FakeCrm } from '../testing/fake-crm.js';
import { ErrorLog, shouldSend } from './error-log.js';

const LOGGED = [400, 401, 403, 404, 408, 500, 502, 503, 504];

const errorLog = (fetchImpl: typeof fetch) =>
  new ErrorLog({ baseUrl: BASE_URL, environment: 'staging', portal: 'client-portal', fetch: fetchImpl });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('shouldSend', () => {
  it('sends errors without a status and with the listed statuses only', () => {
    expect(shouldSend('error', null)).toBe(true);
    for (const status of LOGGED) expect(shouldSend('error', status), String(status)).toBe(true);
    for (const status of [200, 302, 402, 409, 418, 429, 501, 505])
      expect(shouldSend('error', status), String(status)).toBe(false);
  });

  it('never sends warnings or information', () => {
    for (const status of [null, ...LOGGED]) {
      expect(shouldSend('warning', status)).toBe(false);
      expect(shouldSend('info', status)).toBe(false);
    }
  });
});

describe('ErrorLog', () => {
  it('sends an error report to SendLog with the message as JSON', async () => {
    const crm = new FakeCrm();

    await errorLog(crm.fetch).report('error', {
      httpStatus: 503,
      statusText: 'Service Unavailable',
      responseData: { Errors: null },
    });

    const sent = crm.received.filter((r) => r.path === SendLog.path);
    expect(sent).toHaveLength(1);
    // What the gateway forwards (it adds the ApiKey) is a valid SendLog request.
    expect(decodeWithCodes(SendLog.request, { ...sent[0]!.body, ApiKey: 'k' }).ok).toBe(true);
    const message: unknown = JSON.parse(String(sent[0]!.body.Message));
    expect(decodeWithCodes(LogMessage, message).ok).toBe(true);
    expect(message).toEqual({
      environment: 'staging',
      portal: 'client-portal',
      httpStatus: 503,
      statusText: 'Service Unavailable',
      responseData: { Errors: null },
    });
    expect(sent[0]!.body.Level).toBe('error');
  });

  it('sends nothing for warnings, information or unlisted statuses', async () => {
    const crm = new FakeCrm();
    const log = errorLog(crm.fetch);

    await log.report('warning', { httpStatus: null, statusText: 'w', responseData: null });
    await log.report('info', { httpStatus: 500, statusText: 'i', responseData: null });
    await log.report('error', { httpStatus: 409, statusText: 'Conflict', responseData: null });

    expect(crm.received).toEqual([]);
  });

  it('only writes to the console when logging fails, and never throws', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const report = { httpStatus: null, statusText: 'x', responseData: null };

    await expect(errorLog(() => Promise.reject(new TypeError('fetch failed'))).report('error', report)).resolves.toBeUndefined();
    await expect(errorLog(async () => new Response('no', { status: 500 })).report('error', report)).resolves.toBeUndefined();

    expect(consoleError.mock.calls.map((args) => args[0])).toEqual(['SendLog failed', 'SendLog failed']);
  });
});

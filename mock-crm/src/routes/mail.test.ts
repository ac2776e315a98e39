import type { FastifyInstance } from 'fastify';
import { parseInstant } from '@tolk/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call } from '../testing.js';

interface OutboxMail {
  id: number;
  sentMs: number;
  sentAt: string;
  sentAtStockholm: string;
  to: string | null;
  subject: string;
  content: string;
}

describe('the mail service', () => {
  let app: FastifyInstance;
  const send = (body: Record<string, unknown>) => call(app, '/api/v1/send-mail', body);
  const outbox = async (query = '') =>
    (await app.inject({ method: 'GET', url: `/__control/mail-outbox${query}` })).json<{ mails: OutboxMail[] }>().mails;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('keeps each mail in the outbox at the time of the mock clock, newest first', async () => {
    app.clock.set(parseInstant('2026-11-23 11:00:00'));
    const complaint = {
      subject: 'Avvikelse från Tolkportal',
      content: '<p>Kund 1001, bokning 4001234</p><p>Svar till: eva@example.se</p>',
    };
    expect((await send(complaint)).body).toEqual({ IsSuccess: true, Errors: null });
    app.clock.set(parseInstant('2026-11-23 12:00:00'));
    expect(
      (
        await send({
          subject: 'Återställ lösenord',
          content: '<a href="https://example.se/reset?t=1">Återställ</a>',
          to: 'eva@example.se',
        })
      ).body.IsSuccess,
    ).toBe(true);

    const [newest, older] = await outbox();
    expect(newest).toMatchObject({
      to: 'eva@example.se',
      subject: 'Återställ lösenord',
      sentAtStockholm: expect.stringMatching(/^2026-11-23 12:00:\d\d$/),
    });
    expect(older).toMatchObject({ to: null, ...complaint, sentAtStockholm: expect.stringMatching(/^2026-11-23 11:00:\d\d$/) });
    expect(older!.sentAt).toMatch(/^2026-11-23T10:00:\d\d(\.\d+)?Z$/);
    expect(await outbox('?limit=1')).toEqual([newest]);
  });

  it('takes HTML content up to 100000 characters and a subject up to 300', async () => {
    expect((await send({ subject: 's'.repeat(300), content: `<p>${'x'.repeat(100_000 - 7)}</p>` })).body.Errors).toBeNull();
    expect((await send({ subject: 's'.repeat(301), content: 'x' })).body).toMatchObject({
      IsSuccess: false,
      Errors: [{ ErrorCode: 2002 }],
    });
    expect((await send({ subject: 's', content: 'x'.repeat(100_001) })).body.Errors).toMatchObject([{ ErrorCode: 2002 }]);
  });

  it('refuses a missing or blank subject or content (2001), a bad address (2006), a wrong ApiKey (1001)', async () => {
    const before = (await outbox('?limit=500')).length;
    expect((await send({ content: '<p>x</p>' })).body.Errors).toMatchObject([{ ErrorCode: 2001 }]);
    expect((await send({ subject: '  ', content: ' ' })).body.Errors).toMatchObject([{ ErrorCode: 2001 }, { ErrorCode: 2001 }]);
    expect((await send({ subject: 's', content: 'c', to: 'nobody' })).body.Errors).toMatchObject([{ ErrorCode: 2006 }]);
    expect((await send({ subject: 's', content: 'c', ApiKey: 'wrong' })).body).toEqual({
      IsSuccess: false,
      Errors: [expect.objectContaining({ ErrorCode: 1001 })],
    });
    expect(await outbox('?limit=500')).toHaveLength(before);
  });

  it('has no outbox route without the control routes', async () => {
    const closed = await buildTestApp({ controlEnabled: false });
    try {
      expect((await closed.inject({ method: 'GET', url: '/__control/mail-outbox' })).statusCode).toBe(404);
      expect((await call(closed, '/api/v1/send-mail', { subject: 's', content: 'c' })).body.IsSuccess).toBe(true);
    } finally {
      await closed.close();
    }
  });
});

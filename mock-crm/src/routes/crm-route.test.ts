import Fastify, { type FastifyInstance } from 'fastify';
import { GetSkills } from '@tolk/crm-contract';
import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv, type AnswerChecks, type MockCrmConfig } from '../config.js';
import type { Faults } from '../faults/faults.js';
import { ANSWER_CHECK_SAMPLE, crmRoute, serialized } from './crm-route.js';

/** A server with one api-key call whose handler answers what the test gives it. */
async function serverAnswering(checkAnswers: AnswerChecks, answer: () => unknown): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('config', { apiKey: 'key', checkAnswers } as MockCrmConfig);
  app.decorate('faults', { beforeCall: async () => null } as unknown as Faults);
  crmRoute(app, GetSkills, { Skills: null }, () => answer() as never);
  await app.ready();
  return app;
}

const statuses = async (app: FastifyInstance, calls: number) => {
  const seen: number[] = [];
  for (let i = 0; i < calls; i++)
    seen.push((await app.inject({ method: 'POST', url: GetSkills.path, payload: { ApiKey: 'key' } })).statusCode);
  return seen;
};

describe('checking answers against the contract', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  const broken = { Skills: [{ SkillName: 42 }] };

  it('checks every answer when told to: one that breaks the contract is HTTP 500 with 9999', async () => {
    app = await serverAnswering('all', () => broken);
    expect(await statuses(app, 3)).toEqual([500, 500, 500]);
    const answer = await app.inject({ method: 'POST', url: GetSkills.path, payload: { ApiKey: 'key' } });
    expect(answer.json()).toEqual({ Skills: null, Errors: [expect.objectContaining({ ErrorCode: 9999 })] });
  });

  it('checks the first answer of a call and then one in ANSWER_CHECK_SAMPLE when sampling', async () => {
    app = await serverAnswering('sampled', () => broken);
    const seen = await statuses(app, ANSWER_CHECK_SAMPLE + 1);
    expect(seen.flatMap((status, i) => (status === 500 ? [i] : []))).toEqual([0, ANSWER_CHECK_SAMPLE]);
  });

  it('checks an answer sent as serialized bytes as it goes on the wire', async () => {
    app = await serverAnswering('all', () => serialized(Buffer.from(JSON.stringify({ ...broken, Errors: null }))));
    expect(await statuses(app, 1)).toEqual([500]);
    await app.close();
    const good = { Skills: [], Errors: null };
    app = await serverAnswering('all', () => serialized(Buffer.from(JSON.stringify(good))));
    const answer = await app.inject({ method: 'POST', url: GetSkills.path, payload: { ApiKey: 'key' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.json()).toEqual(good);
  });
});

describe('MOCK_CRM_CHECK_ANSWERS', () => {
  it('samples by default, checks all when asked, and stops the server on anything else', () => {
    expect(configFromEnv({}).checkAnswers).toBe('sampled');
    expect(configFromEnv({ MOCK_CRM_CHECK_ANSWERS: 'all' }).checkAnswers).toBe('all');
    expect(() => configFromEnv({ MOCK_CRM_CHECK_ANSWERS: 'some' })).toThrow(
      'MOCK_CRM_CHECK_ANSWERS must be "all" or "sampled", got "some"',
    );
  });
});

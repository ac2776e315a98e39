import { AppError } from '@tolk/core';
import { describe, expect, it, vi } from 'vitest';
import { errorsAnswer, harness, json } from '../testing/fake-crm.js';
import { CrmCatalogue } from './catalogue.js';

const GET_SKILLS = '/CRMCustomer/GetSkills';
const GET_ARTICLES = '/Billing/GetArticles';

function setUp() {
  const h = harness();
  return { ...h, catalogue: new CrmCatalogue(h.transport, h.errorLog) };
}

const logged = (crm: ReturnType<typeof setUp>['crm']) => crm.logs.map((l) => l.message.statusText);

describe('CrmCatalogue', () => {
  it('maps the skills with their substitutes', async () => {
    const { crm, catalogue } = setUp();
    crm.handlers.set(GET_SKILLS, () =>
      json({
        Skills: [
          { SkillIdentifier: 'dari', SkillName: 'Dari', SubstituteSkills: [{ SkillIdentifier: 'persiska' }] },
          { SkillIdentifier: 'persiska', SkillName: 'Persiska', SubstituteSkills: [] },
        ],
        Errors: null,
      }),
    );

    expect(await catalogue.skills()).toEqual([
      { id: 'dari', name: 'Dari', substituteIds: ['persiska'] },
      { id: 'persiska', name: 'Persiska', substituteIds: [] },
    ]);
  });

  for (const [label, skills] of [
    ['no skills', []],
    ['null skills', null],
  ] as const) {
    it(`raises "getSkill error" on ${label} and reports it`, async () => {
      const { crm, catalogue } = setUp();
      crm.handlers.set(GET_SKILLS, () => json({ Skills: skills, Errors: null }));

      const error = await catalogue.skills().catch((e: unknown) => e);

      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('getSkill error');
      await vi.waitFor(() => expect(logged(crm)).toEqual(['getSkill error']));
    });
  }

  it('raises "getSkill error" on an Errors answer, after the user was told the errors', async () => {
    const { crm, notifier, catalogue } = setUp();
    crm.handlers.set(GET_SKILLS, () => json({ Skills: null, ...errorsAnswer(4001) }));

    await expect(catalogue.skills()).rejects.toMatchObject({ name: 'AppError', code: 'getSkill error' });
    expect(notifier.problems).toEqual([
      { kind: 'service-errors', errors: [{ kind: 'booking-system-unresponsive', message: 'Error 4001' }] },
    ]);
    await vi.waitFor(() => expect(logged(crm)).toEqual(['getSkill error']));
  });

  it('maps the articles', async () => {
    const { catalogue } = setUp();
    expect(await catalogue.articles()).toEqual([{ id: 'a1', name: 'Telefontolkning' }]);
  });

  it('answers no articles when the lookup fails, logging it without telling the user', async () => {
    const { crm, notifier, catalogue } = setUp();
    crm.handlers.set(GET_ARTICLES, () => json({ Articles: null, ...errorsAnswer(4002) }));

    expect(await catalogue.articles()).toEqual([]);
    expect(notifier.problems).toEqual([]);
    await vi.waitFor(() => expect(logged(crm)).toEqual(['GetArticles failed']));
  });

  it('answers no articles when the CRM cannot be reached', async () => {
    const { crm, catalogue } = setUp();
    crm.handlers.set(GET_ARTICLES, () => new Response('Bad gateway', { status: 502 }));

    expect(await catalogue.articles()).toEqual([]);
  });

  it('answers no articles for Articles null', async () => {
    const { crm, catalogue } = setUp();
    crm.handlers.set(GET_ARTICLES, () => json({ Articles: null, Errors: null }));

    expect(await catalogue.articles()).toEqual([]);
  });
});

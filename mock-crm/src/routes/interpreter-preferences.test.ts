import type { FastifyInstance } from 'fastify';
import type { ArticleWire, OrderWire } from '@tolk/crm-contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_INTERPRETERS } from '../interpreter/demo-interpreters.js';
import { INTERPRETER_PATH, type InterpreterSession } from '../interpreter/testing.js';
import { call } from '../testing.js';
import { INTERPRETER_TESTS_NOW, ORDER_SLOTS, interpreterWorld } from './interpreter-world.js';
import { type OrderSession, advance, codes, setClock } from './orders-testing.js';

const NOW = INTERPRETER_TESTS_NOW;
const NOTHING = { AgreementIds: [], ArticleIdentifiers: [], BusinessAreaIds: [] };
const demoNames = DEMO_INTERPRETERS.map((i) => `${i.firstName} ${i.lastName}`);

describe("the interpreter's assignment-chooser preferences", () => {
  let app: FastifyInstance;
  let customer: OrderSession;
  let carlos: InterpreterSession;
  let maria: InterpreterSession;
  /** Article id by name, as GetArticles gives them. */
  let article: (name: string) => string;

  const save = (who: InterpreterSession, choice: Partial<typeof NOTHING> | Record<string, unknown>) =>
    who.call('SaveAssignmentPreferences', { ...NOTHING, ...choice });

  /** A Spanish order of the service made now, as read after the dispatcher's first try. */
  let slot = 0;
  async function offered(service: 'Telefontolkning' | 'Kontakttolkning'): Promise<OrderWire> {
    setClock(app, NOW);
    const { order } = await customer.order({ skill: 'Spanska', service, ...ORDER_SLOTS[slot++]! });
    advance(app, 3);
    return customer.byNumber(order.OrderNumber);
  }

  beforeAll(async () => {
    ({ app, customer, carlos, maria } = await interpreterWorld(NOW));
    const articles = (await call(app, '/Billing/GetArticles')).body.Articles as ArticleWire[];
    article = (name) => articles.find((a) => a.ArticleName === name)!.ArticleIdentifier;
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    setClock(app, NOW);
    for (const who of [maria, carlos]) expect((await save(who, NOTHING)).Errors).toBeNull();
  });

  it('offers the agreements, the interpreting articles and the business areas; nothing is chosen at first (all)', async () => {
    const answer = await maria.call('GetAssignmentPreferences');
    expect(answer.Errors).toBeNull();
    expect(answer.Preferences).toEqual(NOTHING);
    const options = answer.Options as {
      Agreements: { AgreementId: number; AgreementName: string }[];
      Articles: ArticleWire[];
      BusinessAreas: { BusinessAreaId: number; BusinessAreaName: string }[];
    };
    expect(options.Agreements.map((a) => a.AgreementId)).toEqual([4, 22]);
    // The services' articles in the booking form's order; travel and waiting time are no assignments.
    expect(options.Articles.map((a) => a.ArticleName)).toEqual([
      'Telefontolkning',
      'Kontakttolkning',
      'Videotolkning',
      'Skypetolkning',
    ]);
    expect(options.Articles.map((a) => a.ArticleIdentifier)).toEqual(options.Articles.map((a) => article(a.ArticleName)));
    expect(options.BusinessAreas.map((a) => a.BusinessAreaName)).toEqual([
      'Hälso- och sjukvård',
      'Socialtjänst och omsorg',
      'Skola och utbildning',
      'Arbetsmarknad och etablering',
      'Rättsväsende och migration',
      'Övrig offentlig verksamhet',
    ]);
  });

  it('saves a choice and reads it back: duplicates removed, in the options order; another interpreter keeps theirs', async () => {
    const choice = {
      AgreementIds: [22, 4, 22],
      ArticleIdentifiers: [article('Kontakttolkning'), article('Telefontolkning'), article('Kontakttolkning')],
      BusinessAreaIds: [2],
    };
    const expected = {
      AgreementIds: [4, 22],
      ArticleIdentifiers: [article('Telefontolkning'), article('Kontakttolkning')],
      BusinessAreaIds: [2],
    };
    const saved = await save(maria, choice);
    expect(saved).toEqual({ Preferences: expected, Errors: null });
    expect((await maria.call('GetAssignmentPreferences')).Preferences).toEqual(expected);
    expect((await carlos.call('GetAssignmentPreferences')).Preferences).toEqual(NOTHING);
  });

  it('refuses an id that is no option, one item per id (3008 an article, 2004 an agreement or business area), and keeps the saved choice', async () => {
    await save(maria, { BusinessAreaIds: [1] });
    expect(codes(await save(maria, { ArticleIdentifiers: [article('Telefontolkning'), 'no-such-article'] }))).toEqual([3008]);
    expect(codes(await save(maria, { AgreementIds: [4, 99], BusinessAreaIds: [2, 77] }))).toEqual([2004, 2004]);
    // Resekostnad is an article, but no assignment is of it.
    expect(codes(await save(maria, { ArticleIdentifiers: [article('Resekostnad')] }))).toEqual([3008]);
    expect((await save(maria, { AgreementIds: [99] })).Preferences).toBeNull();
    expect((await maria.call('GetAssignmentPreferences')).Preferences).toEqual({ ...NOTHING, BusinessAreaIds: [1] });
  });

  it('refuses a missing list (2001) and a value of the wrong type (2004)', async () => {
    expect(codes(await maria.call('SaveAssignmentPreferences', { AgreementIds: [], ArticleIdentifiers: [] }))).toEqual([2001]);
    expect(codes(await save(maria, { AgreementIds: ['4'] }))).toEqual([2004]);
    expect(codes(await save(maria, { BusinessAreaIds: [1.5] }))).toEqual([2004]);
  });

  it("answers a customer's token and no token with 1003, as every interpreter call", async () => {
    for (const name of ['GetAssignmentPreferences', 'SaveAssignmentPreferences']) {
      expect(codes((await call(app, INTERPRETER_PATH(name), { Token: customer.token, ...NOTHING })).body)).toEqual([1003]);
      expect(codes((await call(app, INTERPRETER_PATH(name), NOTHING)).body)).toEqual([1003]);
    }
  });

  it('offers an interpreter narrowed to telephone only the telephone orders of their language; cleared, everything again', async () => {
    expect((await save(maria, { ArticleIdentifiers: [article('Telefontolkning')] })).Errors).toBeNull();
    const onSite = await offered('Kontakttolkning');
    // Maria (level 5) would rank first; it goes to Carlos, who has chosen nothing.
    expect(await maria.requestFor(onSite.OrderNumber)).toBeNull();
    expect(await carlos.requestFor(onSite.OrderNumber)).not.toBeNull();
    const phone = await offered('Telefontolkning');
    expect(await maria.requestFor(phone.OrderNumber)).toMatchObject({ ArticleName: 'Telefontolkning' });

    expect((await save(maria, NOTHING)).Preferences).toEqual(NOTHING);
    const onSiteAgain = await offered('Kontakttolkning');
    expect(await maria.requestFor(onSiteAgain.OrderNumber)).toMatchObject({ ArticleName: 'Kontakttolkning' });
  });

  it('honours the agreement and the business area (customer 1001 is Socialtjänst och omsorg, 2)', async () => {
    await save(maria, { AgreementIds: [22] });
    expect(await maria.requestFor((await offered('Telefontolkning')).OrderNumber)).toBeNull();
    expect(await maria.requestFor((await offered('Kontakttolkning')).OrderNumber)).not.toBeNull();

    await save(maria, { BusinessAreaIds: [1, 3] });
    expect(await maria.requestFor((await offered('Telefontolkning')).OrderNumber)).toBeNull();
    await save(maria, { BusinessAreaIds: [2] });
    expect(await maria.requestFor((await offered('Telefontolkning')).OrderNumber)).not.toBeNull();
  });

  it('leaves the simulated pool alone: with both Spanish portal interpreters narrowed away, the pool books the order', async () => {
    await save(maria, { AgreementIds: [4] });
    await save(carlos, { BusinessAreaIds: [1] });
    const order = await offered('Kontakttolkning');
    expect(await maria.requestFor(order.OrderNumber)).toBeNull();
    expect(await carlos.requestFor(order.OrderNumber)).toBeNull();
    expect(order.Resource).not.toBeNull();
    expect(demoNames).not.toContain(order.Resource!.ResourceFullName);
  });
});

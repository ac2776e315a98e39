import { describe, expect, it } from 'vitest';
import { errorsAnswer, harness, json } from '../testing/fake-crm.js';
import { CrmInterpreterDesk } from './interpreter-desk.js';

const GET = '/CRMInterpreter/GetAssignmentPreferences';
const SAVE = '/CRMInterpreter/SaveAssignmentPreferences';

const options = {
  Agreements: [
    { AgreementId: 4, AgreementName: 'Ramavtal distanstolkning (telefon och video)' },
    { AgreementId: 22, AgreementName: 'Ramavtal kontakttolkning (på plats)' },
  ],
  Articles: [
    { ArticleIdentifier: 'a-tel', ArticleName: 'Telefontolkning' },
    { ArticleIdentifier: 'a-kon', ArticleName: 'Kontakttolkning' },
  ],
  BusinessAreas: [{ BusinessAreaId: 1, BusinessAreaName: 'Hälso- och sjukvård' }],
};

describe("CrmInterpreterDesk's assignment-chooser preferences", () => {
  it('reads what can be chosen and what is chosen (empty lists: all)', async () => {
    const { crm, transport } = harness();
    crm.handlers.set(GET, () =>
      json({
        Options: options,
        Preferences: { AgreementIds: [], ArticleIdentifiers: ['a-tel'], BusinessAreaIds: [] },
        Errors: null,
      }),
    );
    expect(await new CrmInterpreterDesk(transport).preferences()).toEqual({
      options: {
        agreements: [
          { id: 4, name: 'Ramavtal distanstolkning (telefon och video)' },
          { id: 22, name: 'Ramavtal kontakttolkning (på plats)' },
        ],
        articles: [
          { id: 'a-tel', name: 'Telefontolkning' },
          { id: 'a-kon', name: 'Kontakttolkning' },
        ],
        businessAreas: [{ id: 1, name: 'Hälso- och sjukvård' }],
      },
      chosen: { agreementIds: [], articleIds: ['a-tel'], businessAreaIds: [] },
    });
  });

  it('sends the choice and answers it as the CRM saved it', async () => {
    const { crm, transport } = harness();
    crm.handlers.set(SAVE, () =>
      json({ Preferences: { AgreementIds: [4, 22], ArticleIdentifiers: [], BusinessAreaIds: [1] }, Errors: null }),
    );
    const saved = await new CrmInterpreterDesk(transport).savePreferences({
      agreementIds: [22, 4, 4],
      articleIds: [],
      businessAreaIds: [1],
    });
    expect(saved).toEqual({ agreementIds: [4, 22], articleIds: [], businessAreaIds: [1] });
    expect(crm.received.at(-1)).toEqual({
      path: SAVE,
      body: { AgreementIds: [22, 4, 4], ArticleIdentifiers: [], BusinessAreaIds: [1] },
    });
  });

  it('rejects a refused choice after the transport told the user, or quietly when asked', async () => {
    const { crm, transport, notifier } = harness();
    crm.handlers.set(SAVE, () => json({ Preferences: null, ...errorsAnswer(3008) }));
    const desk = new CrmInterpreterDesk(transport);
    const choice = { agreementIds: [], articleIds: ['gone'], businessAreaIds: [] };
    await expect(desk.savePreferences(choice)).rejects.toThrow();
    expect(notifier.problems).toHaveLength(1);
    await expect(desk.savePreferences(choice, { quiet: true })).rejects.toThrow();
    expect(notifier.problems).toHaveLength(1);
  });
});

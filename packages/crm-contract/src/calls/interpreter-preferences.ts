import * as t from 'io-ts';
import { IntegerIn, Text, nullable, request } from '../codecs/coded.js';
import { endpoint } from '../endpoint.js';
import { Errors } from '../errors.js';
import { ArticleWire } from './catalogue.js';

/**
 * The interpreter's assignment-chooser preferences (spec 3 §2; issue 15): which agreements, articles
 * and business areas the interpreter wants to be offered orders of. The spec shows no call for them;
 * these are designed like the other interpreter calls (docs/api.md, "The interpreter's calls").
 * An empty list means every value: a new interpreter is offered everything.
 */
const Token = t.string;
/** Agreement and business-area ids are whole numbers (the agreements' ids are the reports' 4 and 22). */
const NumericId = IntegerIn(1, 2_147_483_647);

export const AgreementOptionWire = t.type({ AgreementId: t.number, AgreementName: t.string });
export type AgreementOptionWire = t.TypeOf<typeof AgreementOptionWire>;

export const BusinessAreaOptionWire = t.type({ BusinessAreaId: t.number, BusinessAreaName: t.string });
export type BusinessAreaOptionWire = t.TypeOf<typeof BusinessAreaOptionWire>;

/** What can be chosen, with the CRM's (Swedish) names: the articles are the interpreting ones of GetArticles. */
export const AssignmentPreferenceOptionsWire = t.type({
  Agreements: t.array(AgreementOptionWire),
  Articles: t.array(ArticleWire),
  BusinessAreas: t.array(BusinessAreaOptionWire),
});
export type AssignmentPreferenceOptionsWire = t.TypeOf<typeof AssignmentPreferenceOptionsWire>;

/** The interpreter's choice as saved: each list without duplicates, in the options' order; empty is all. */
export const AssignmentPreferencesWire = t.type({
  AgreementIds: t.array(t.number),
  ArticleIdentifiers: t.array(t.string),
  BusinessAreaIds: t.array(t.number),
});
export type AssignmentPreferencesWire = t.TypeOf<typeof AssignmentPreferencesWire>;

export const GetAssignmentPreferences = endpoint({
  name: 'GetAssignmentPreferences',
  method: 'POST',
  path: '/CRMInterpreter/GetAssignmentPreferences',
  authentication: 'interpreter-token',
  summary:
    "The interpreter's assignment-chooser preferences (spec 3 §2): the agreements, interpreting articles and business areas that can be chosen, and the interpreter's choice (an empty list: all).",
  request: request('GetAssignmentPreferencesRequest', { Token }),
  response: t.type({
    Options: nullable(AssignmentPreferenceOptionsWire),
    Preferences: nullable(AssignmentPreferencesWire),
    Errors,
  }),
});

export const SaveAssignmentPreferences = endpoint({
  name: 'SaveAssignmentPreferences',
  method: 'POST',
  path: '/CRMInterpreter/SaveAssignmentPreferences',
  authentication: 'interpreter-token',
  summary:
    "Replace the interpreter's assignment-chooser preferences; from then on only orders that fit them are offered (an empty list: all). Answers the choice as saved (duplicates removed). 3008 an ArticleIdentifier that is no interpreting article; 2004 an agreement or business area that is no option (one item per unknown id); 2001 a list missing.",
  request: request('SaveAssignmentPreferencesRequest', {
    Token,
    AgreementIds: t.array(NumericId),
    ArticleIdentifiers: t.array(Text(100)),
    BusinessAreaIds: t.array(NumericId),
  }),
  response: t.type({ Preferences: nullable(AssignmentPreferencesWire), Errors }),
});

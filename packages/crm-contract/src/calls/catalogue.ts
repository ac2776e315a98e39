import * as t from 'io-ts';
import { nullable, request } from '../codecs/coded.js';
import { endpoint } from '../endpoint.js';
import { Errors } from '../errors.js';

export const SkillWire = t.type({
  SkillIdentifier: t.string,
  SkillName: t.string,
  SubstituteSkills: t.array(t.type({ SkillIdentifier: t.string })),
});
export type SkillWire = t.TypeOf<typeof SkillWire>;

export const GetSkills = endpoint({
  name: 'GetSkills',
  method: 'POST',
  path: '/CRMCustomer/GetSkills',
  authentication: 'api-key',
  summary: 'Every language the provider interprets, with substitute languages.',
  request: request('GetSkillsRequest', { ApiKey: t.string }),
  response: t.type({ Skills: nullable(t.array(SkillWire)), Errors }),
});

export const ArticleWire = t.type({ ArticleName: t.string, ArticleIdentifier: t.string });
export type ArticleWire = t.TypeOf<typeof ArticleWire>;

export const GetArticles = endpoint({
  name: 'GetArticles',
  method: 'POST',
  path: '/Billing/GetArticles',
  authentication: 'api-key',
  summary: 'The billing articles; Telefontolkning and Kontakttolkning are the ones the portal keys on.',
  request: request('GetArticlesRequest', { ApiKey: t.string }),
  response: t.type({ Articles: nullable(t.array(ArticleWire)), Errors }),
});

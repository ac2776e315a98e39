import type { FastifyInstance } from 'fastify';
import { GetArticles, GetSkills } from '@tolk/crm-contract';
import { crmRoute } from './crm-route.js';

export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  crmRoute(app, GetSkills, { Skills: null }, () => ({ Skills: app.catalogue.skills() }));
  crmRoute(app, GetArticles, { Articles: null }, () => ({ Articles: app.catalogue.articles() }));
}

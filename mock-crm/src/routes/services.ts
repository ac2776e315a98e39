import type { FastifyInstance } from 'fastify';
import { ErrorCode, errorItem, fromCrmDateTime, GetServices, type ErrorItem } from '@tolk/crm-contract';

import { periodProblems } from '../store/services.js';
import { crmRoute, refuse } from './crm-route.js';

const PERIOD_DETAIL = {
  'ends-before-start': 'DatetimeTo must be after DatetimeFrom',
  'in-the-past': 'DatetimeFrom is in the past',
} as const;

/** GetServices: the services offered for a language and a period (docs/api.md, "Services offered"). */
export async function serviceRoutes(app: FastifyInstance): Promise<void> {
  crmRoute(app, GetServices, { Services: null }, (request, { customer }) => {
    const errors: ErrorItem[] = [];
    const skillId = request.SkillExternalidentifier.trim();
    if (!skillId) errors.push(errorItem(ErrorCode.MandatoryFieldMissing, 'SkillExternalidentifier'));
    else if (!app.services.skillExists(skillId)) errors.push(errorItem(ErrorCode.InvalidSkill, 'SkillExternalidentifier'));

    // The codec has checked the format; a date it lets through always reads.
    const fromMs = fromCrmDateTime(request.DatetimeFrom)?.epochMilliseconds;
    const toMs = fromCrmDateTime(request.DatetimeTo)?.epochMilliseconds;
    if (fromMs === undefined) errors.push(errorItem(ErrorCode.InvalidDatetime, 'DatetimeFrom'));
    if (toMs === undefined) errors.push(errorItem(ErrorCode.InvalidDatetime, 'DatetimeTo'));
    const nowMs = app.clock.now().epochMilliseconds;
    if (fromMs !== undefined && toMs !== undefined) {
      for (const problem of periodProblems(fromMs, toMs, nowMs)) {
        errors.push(errorItem(ErrorCode.InvalidDatetime, PERIOD_DETAIL[problem]));
      }
    }
    if (errors.length > 0 || fromMs === undefined || toMs === undefined) return refuse(...errors);

    return { Services: app.services.forBookingForm(skillId, customer!.id, fromMs, toMs, nowMs) };
  });
}

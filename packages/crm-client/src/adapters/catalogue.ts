import { AppError, type Article, type Catalogue, type Skill } from '@tolk/core';
import { GetArticles, GetSkills } from '@tolk/crm-contract';
import { toArticle, toSkill } from '../mappers/catalogue.js';
import type { ErrorLog } from '../transport/error-log.js';
import { logText } from '../transport/service-errors.js';
import type { CrmTransport } from '../transport/transport.js';

export class CrmCatalogue implements Catalogue {
  constructor(
    private readonly transport: CrmTransport,
    private readonly errorLog: ErrorLog,
  ) {}

  /** Spec 1 §7: a skills answer with Errors or no data raises "getSkill error", reported. */
  async skills(): Promise<readonly Skill[]> {
    try {
      const answer = await this.transport.call(GetSkills, {});
      if (!answer.Skills || answer.Skills.length === 0) throw new AppError('getSkill error');
      return answer.Skills.map(toSkill);
    } catch (error) {
      const failure = error instanceof AppError ? error : new AppError('getSkill error', error);
      void this.errorLog.report('error', {
        httpStatus: null,
        statusText: failure.code,
        responseData: logText(failure.details ?? ''),
      });
      throw failure;
    }
  }

  /** A failed article lookup is only logged (spec 3 §8). */
  async articles(): Promise<readonly Article[]> {
    try {
      const answer = await this.transport.call(GetArticles, {}, { quiet: true });
      return (answer.Articles ?? []).map(toArticle);
    } catch (error) {
      void this.errorLog.report('error', { httpStatus: null, statusText: 'GetArticles failed', responseData: logText(error) });
      return [];
    }
  }
}

import { REPORT_DEFINITIONS, REPORT_FIELD_TITLES } from '@tolk/core';
import { describe, expect, it } from 'vitest';
import { reportTitlesEnglish } from './report-titles.en.js';
import { reportTitleMessages } from './report-titles.messages.js';

describe('the report definitions’ titles', () => {
  it('are all in the Swedish and the English catalogue', () => {
    const ids = [...REPORT_FIELD_TITLES, ...REPORT_DEFINITIONS.map((d) => d.title)];
    for (const id of ids) {
      expect(reportTitleMessages).toHaveProperty([id]);
      expect(reportTitlesEnglish).toHaveProperty([id]);
    }
  });
});

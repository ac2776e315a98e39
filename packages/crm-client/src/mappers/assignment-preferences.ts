import type { AssignmentPreferenceOptions, AssignmentPreferences } from '@tolk/core';
import type { AssignmentPreferenceOptionsWire, AssignmentPreferencesWire } from '@tolk/crm-contract';

/** The interpreter's assignment-chooser preferences (GetAssignmentPreferences, SaveAssignmentPreferences). */
export const toAssignmentPreferenceOptions = (wire: AssignmentPreferenceOptionsWire): AssignmentPreferenceOptions => ({
  agreements: wire.Agreements.map((a) => ({ id: a.AgreementId, name: a.AgreementName })),
  articles: wire.Articles.map((a) => ({ id: a.ArticleIdentifier, name: a.ArticleName })),
  businessAreas: wire.BusinessAreas.map((a) => ({ id: a.BusinessAreaId, name: a.BusinessAreaName })),
});

export const toAssignmentPreferences = (wire: AssignmentPreferencesWire): AssignmentPreferences => ({
  agreementIds: wire.AgreementIds,
  articleIds: wire.ArticleIdentifiers,
  businessAreaIds: wire.BusinessAreaIds,
});

export const fromAssignmentPreferences = (preferences: AssignmentPreferences): AssignmentPreferencesWire => ({
  AgreementIds: [...preferences.agreementIds],
  ArticleIdentifiers: [...preferences.articleIds],
  BusinessAreaIds: [...preferences.businessAreaIds],
});

import type { FastifyInstance } from 'fastify';
import { GetAssignmentPreferences, SaveAssignmentPreferences } from '@tolk/crm-contract';
import {
  AssignmentPreferencesStore,
  fromPreferencesWire,
  toOptionsWire,
  toPreferencesWire,
  unknownIdErrors,
} from '../interpreter/preferences.js';
import { crmRoute, refuse } from './crm-route.js';

/**
 * The interpreter's assignment-chooser preferences (spec 3 §2; docs/api.md, "The interpreter's
 * calls"): read with what can be chosen, and replaced. Registered by interpreterRoutes.
 */
export function interpreterPreferenceRoutes(app: FastifyInstance): void {
  const preferences = new AssignmentPreferencesStore(app.db);

  crmRoute(app, GetAssignmentPreferences, { Options: null, Preferences: null }, (_request, { interpreterId }) => ({
    Options: toOptionsWire(preferences.options()),
    Preferences: toPreferencesWire(preferences.chosen(interpreterId!)),
  }));

  crmRoute(app, SaveAssignmentPreferences, { Preferences: null }, (request, { interpreterId }) => {
    const saved = preferences.save(interpreterId!, fromPreferencesWire(request));
    return saved.kind === 'chosen'
      ? { Preferences: toPreferencesWire(saved.preferences) }
      : refuse(...unknownIdErrors(saved.unknown));
  });
}

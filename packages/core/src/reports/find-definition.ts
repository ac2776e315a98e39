import type { DefinitionLookup } from './definitions.js';
import { validateDefinition } from './validate-definition.js';

/**
 * The definition a route names: a non-numeric id, or a number that names none, is not found
 * (spec 3 §2); a definition found is validated before it is used.
 */
export function findDefinition(routeId: string | undefined, definitions: readonly unknown[]): DefinitionLookup {
  if (routeId === undefined || !/^\d{1,9}$/.test(routeId)) return { kind: 'not-found' };
  const id = Number(routeId);
  const raw = definitions.find((d) => typeof d === 'object' && d !== null && (d as { id?: unknown }).id === id);
  if (raw === undefined) return { kind: 'not-found' };
  const checked = validateDefinition(raw);
  return checked.ok ? { kind: 'found', definition: checked.definition } : { kind: 'invalid', problems: checked.problems };
}

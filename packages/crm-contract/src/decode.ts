import { isLeft } from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { errorCodeOf, fieldOf } from './codecs/coded.js';
import { errorItem, type ErrorItem } from './errors.js';

export type Decoded<A> = { ok: true; value: A } | { ok: false; errors: ErrorItem[] };

/**
 * Decodes a value with a codec and, when it fails, answers the catalogued errors (one per field,
 * most specific code first). Used by the mock on requests and by the client on responses.
 */
export function decodeWithCodes<C extends t.Mixed>(codec: C, value: unknown): Decoded<t.TypeOf<C>> {
  const result = codec.decode(value);
  if (!isLeft(result)) return { ok: true, value: result.right };
  const byField = new Map<string, ErrorItem>();
  for (const error of result.left) {
    const field = fieldOf(error) || '(body)';
    const item = errorItem(errorCodeOf(error), field);
    const known = byField.get(field);
    // A union reports each branch; the missing-field and specific codes beat "wrong type".
    if (!known || (known.ErrorCode === 2004 && item.ErrorCode !== 2004)) byField.set(field, item);
  }
  return { ok: false, errors: [...byField.values()] };
}

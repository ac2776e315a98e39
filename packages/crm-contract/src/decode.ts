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
  // io-ts's own Either tag, read here rather than through fp-ts/lib's isLeft: that import put a
  // second, CommonJS copy of fp-ts (5 KiB gzip) beside io-ts's ES one on every page (issue 12).
  if (result._tag === 'Right') return { ok: true, value: result.right };
  const byField = new Map<string, ErrorItem>();
  for (const error of result.left) {
    const field = fieldOf(error) || '(body)';
    const item = errorItem(errorCodeOf(error), field);
    const known = byField.get(field);
    // A union reports each branch; the missing-field and specific codes beat "wrong type".
    if (!known || (known.ErrorCode === 2004 && item.ErrorCode !== 2004)) byField.set(field, item);
  }
  // A nullable object with a bad field fails both branches: the object's "wrong type" (2004, the
  // null branch) says nothing the field's own error does not say better, so it goes (issue 17 item 1).
  const fields = [...byField.keys()];
  const vague = (field: string, item: ErrorItem) =>
    item.ErrorCode === 2004 && fields.some((other) => other.startsWith(`${field}.`));
  return { ok: false, errors: [...byField.entries()].filter(([field, item]) => !vague(field, item)).map(([, item]) => item) };
}

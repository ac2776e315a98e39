import { decodeWithCodes, type Decoded } from '@tolk/crm-contract';
import * as t from 'io-ts';
import { slicePacer, type SliceOptions } from './yield-to-browser.js';

/** Lists shorter than this are decoded with their answer in one go. */
const SLICED_LIST_MIN = 100;

/**
 * The codec of a list field's items: the field is `t.array(item)` or `nullable(t.array(item))`
 * (a union with null), as the contract declares its answers' lists.
 */
function itemCodecOf(field: t.Mixed): t.Mixed | null {
  if (field instanceof t.ArrayType) return field.type as t.Mixed;
  if (field instanceof t.UnionType) {
    const list = (field.types as t.Mixed[]).find((member) => member instanceof t.ArrayType) as t.ArrayType<t.Mixed> | undefined;
    return list ? list.type : null;
  }
  return null;
}

/**
 * `decodeWithCodes` for a big answer, with the same outcome, in pieces the browser can interleave
 * with input (yield-to-browser.ts). A long list field of an object answer is decoded item by item,
 * and the task is given up whenever a slice has run `sliceMs`; the rest of the answer, with that
 * list empty, is decoded as usual. When an item does not decode, the whole answer is decoded again
 * in one go, so the errors are exactly those of `decodeWithCodes` (a broken answer is rare, and
 * its errors name fields by their place in the whole answer).
 */
export async function decodeInSlices<C extends t.Mixed>(
  codec: C,
  value: unknown,
  options: SliceOptions = {},
): Promise<Decoded<t.TypeOf<C>>> {
  if (!(codec instanceof t.InterfaceType) || typeof value !== 'object' || value === null || Array.isArray(value))
    return decodeWithCodes(codec, value);
  const answer = value as Record<string, unknown>;
  // The long lists, each with its items' codec, found once.
  const lists = Object.entries(codec.props as Record<string, t.Mixed>).flatMap(([key, field]) => {
    const items = answer[key];
    const item = itemCodecOf(field);
    return item && Array.isArray(items) && items.length >= SLICED_LIST_MIN ? [{ key, item, items: items as unknown[] }] : [];
  });
  if (lists.length === 0) return decodeWithCodes(codec, value);

  const rest = decodeWithCodes(codec, { ...answer, ...Object.fromEntries(lists.map(({ key }) => [key, []])) });
  if (!rest.ok) return decodeWithCodes(codec, value);
  const decoded: Record<string, unknown> = { ...(rest.value as Record<string, unknown>) };
  const afterItem = slicePacer(options);
  for (const { key, item, items } of lists) {
    const decodedItems: unknown[] = [];
    for (const raw of items) {
      const one = item.decode(raw);
      if (one._tag === 'Left') return decodeWithCodes(codec, value);
      decodedItems.push(one.right);
      await afterItem();
    }
    decoded[key] = decodedItems;
  }
  return { ok: true, value: decoded as t.TypeOf<C> };
}

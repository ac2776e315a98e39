import { decodeWithCodes, nullable } from '@tolk/crm-contract';
import fc from 'fast-check';
import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { decodeInSlices } from './decode-in-slices.js';

/** An answer shaped as the contract's are: a list (null when empty), a scalar, and Errors. */
const Item = t.type({ Id: t.string, Minutes: t.number, Note: nullable(t.string) });
const Answer = t.type({ Items: nullable(t.array(Item)), Total: t.number, Errors: t.null });

const validItem = fc.record({ Id: fc.string(), Minutes: fc.integer(), Note: fc.option(fc.string(), { nil: null }) });
const anyItem = fc.oneof(
  { weight: 30, arbitrary: validItem },
  { weight: 1, arbitrary: fc.record({ Id: fc.integer(), Minutes: fc.string() }) },
  { weight: 1, arbitrary: fc.constant(null) },
);
const answer = fc.record({
  // Whole lists of good items (the sliced path), and lists with a bad one somewhere (the fallback).
  Items: fc.oneof(fc.constant(null), fc.array(validItem, { maxLength: 260 }), fc.array(anyItem, { maxLength: 260 })),
  Total: fc.oneof({ weight: 20, arbitrary: fc.integer() }, { weight: 1, arbitrary: fc.string() }),
  Errors: fc.constant(null),
});

describe('decodeInSlices', () => {
  it('decodes to exactly what decodeWithCodes gives, the same errors for a broken answer (property)', async () => {
    await fc.assert(
      fc.asyncProperty(answer, async (value) => {
        let clock = 0;
        const sliced = await decodeInSlices(Answer, value, { now: () => (clock += 1), yieldNow: async () => undefined });
        expect(sliced).toEqual(decodeWithCodes(Answer, value));
      }),
    );
  });

  it('gives up its task while decoding a long list, each time a slice has run its time', async () => {
    const items = Array.from({ length: 300 }, (_, i) => ({ Id: `o${i}`, Minutes: i, Note: null }));
    let clock = 0;
    let yields = 0;
    const decoded = await decodeInSlices(
      Answer,
      { Items: items, Total: 300, Errors: null },
      { sliceMs: 8, now: () => (clock += 1), yieldNow: async () => void (yields += 1) },
    );
    expect(decoded).toEqual({ ok: true, value: { Items: items, Total: 300, Errors: null } });
    // One millisecond per reading of the clock, two readings per item after a yield: about 300 / 8.
    expect(yields).toBeGreaterThanOrEqual(30);
  });

  it('decodes a short list, or an answer without one, in one go', async () => {
    let yields = 0;
    const options = { sliceMs: 0, yieldNow: async () => void (yields += 1) };
    const short = { Items: [{ Id: 'a', Minutes: 1, Note: null }], Total: 1, Errors: null };
    expect(await decodeInSlices(Answer, short, options)).toEqual({ ok: true, value: short });
    expect(await decodeInSlices(Item, { Id: 'a', Minutes: 1, Note: 'x' }, options)).toEqual(
      decodeWithCodes(Item, { Id: 'a', Minutes: 1, Note: 'x' }),
    );
    expect(yields).toBe(0);
  });
});

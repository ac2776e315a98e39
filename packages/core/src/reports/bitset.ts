/**
 * A set of row numbers as 32-bit words: which rows pass the filters. Combining filters is a word-wise
 * AND, and a toggle rebuilds only the toggled dimension's set.
 */
export type Bitset = Uint32Array;

export const wordsFor = (length: number): number => (length + 31) >>> 5;

/** Every row of `length` in the set. */
export function fullBitset(length: number): Bitset {
  const bits = new Uint32Array(wordsFor(length)).fill(0xffffffff);
  const tail = length & 31;
  if (tail !== 0) bits[bits.length - 1] = (2 ** tail - 1) >>> 0;
  return bits;
}

/**
 * The rows whose code is one of `allowed` (a flag per code, 0 or 1). Each word is built from its 32
 * rows' flags shifted into place, without a branch per row (the flags of a skewed filter are as good
 * as random to a branch predictor).
 */
export function bitsetOfCodes(codes: ArrayLike<number>, allowed: Uint8Array): Bitset {
  const length = codes.length;
  const bits = new Uint32Array(wordsFor(length));
  const wholeWords = length >>> 5;
  for (let word = 0; word < wholeWords; word++) {
    const base = word << 5;
    let value = 0;
    for (let bit = 0; bit < 32; bit++) value |= allowed[codes[base + bit]!]! << bit;
    bits[word] = value;
  }
  for (let row = wholeWords << 5; row < length; row++) bits[row >>> 5]! |= allowed[codes[row]!]! << (row & 31);
  return bits;
}

/** The rows in every one of `sets` (all rows when there are none). */
export function intersect(length: number, sets: readonly Bitset[]): Bitset {
  const result = fullBitset(length);
  for (const set of sets) {
    for (let word = 0; word < result.length; word++) result[word]! &= set[word]!;
  }
  return result;
}

export function countBits(bits: Bitset): number {
  let count = 0;
  for (let word = 0; word < bits.length; word++) {
    let v = bits[word]! - ((bits[word]! >>> 1) & 0x55555555);
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    count += Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return count;
}

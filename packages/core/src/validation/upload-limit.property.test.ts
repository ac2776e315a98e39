import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, base64Length, decodedLength, withinUploadLimit } from './upload-limit.js';

/** The gateway's body limit (apps/gateway/src/config.ts BODY_LIMIT_BYTES, docs/api.md 6066). */
const GATEWAY_BODY_LIMIT_BYTES = 30 * 1024 * 1024;

const sizes = fc.array(
  fc.integer({ min: 0, max: 2 * MAX_UPLOAD_BYTES }).map((size) => ({ size })),
  { maxLength: 8 },
);

describe('the upload limit', () => {
  it('never lets the attached files together exceed it, and refuses only what would', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_UPLOAD_BYTES }), sizes, (attached, files) => {
        const { admitted, refused } = withinUploadLimit(attached, files);
        expect(admitted.length + refused.length).toBe(files.length);
        const total = attached + admitted.reduce((sum, f) => sum + f.size, 0);
        expect(total).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
        // Each refused file did not fit with what was admitted before it.
        for (const file of refused) {
          const before =
            attached + admitted.filter((f) => files.indexOf(f) < files.indexOf(file)).reduce((s, f) => s + f.size, 0);
          expect(before + file.size).toBeGreaterThan(MAX_UPLOAD_BYTES);
        }
      }),
    );
  });

  it('keeps a full upload, base64 in JSON, below the gateway body limit with room for the rest of the call', () => {
    expect(base64Length(MAX_UPLOAD_BYTES) + 1024 * 1024).toBeLessThan(GATEWAY_BODY_LIMIT_BYTES);
  });

  it('reads a base64 text back to the bytes it encodes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const base64 = btoa(String.fromCharCode(...bytes));
        expect(decodedLength(base64)).toBe(bytes.length);
        expect(base64.length).toBe(base64Length(bytes.length));
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEV_RESET_LINK_KEY } from '../config.js';
import { ResetLinkCipher } from './reset-links.js';

const cipher = new ResetLinkCipher(DEV_RESET_LINK_KEY);
const data = fc.record({ customer_id: fc.uuid(), token: fc.string({ minLength: 1, maxLength: 40 }) });

describe('reset-link data (properties)', () => {
  it('decrypts to what was encrypted', () => {
    fc.assert(
      fc.property(data, (value) => {
        expect(cipher.decrypt(cipher.encrypt(value))).toEqual(value);
      }),
    );
  });

  it('is URL-safe and never shows the token or the customer id', () => {
    fc.assert(
      fc.property(data, (value) => {
        const encrypted = cipher.encrypt(value);
        expect(encrypted).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(encrypted).not.toContain(value.customer_id);
      }),
    );
  });

  it('refuses any change of a byte, and data of another key', () => {
    const other = new ResetLinkCipher('00'.repeat(32));
    fc.assert(
      fc.property(data, fc.nat(), fc.integer({ min: 1, max: 255 }), (value, at, flip) => {
        const bytes = Buffer.from(cipher.encrypt(value), 'base64url');
        const index = at % bytes.length;
        bytes[index] = bytes[index]! ^ flip;
        expect(cipher.decrypt(bytes.toString('base64url'))).toBeNull();
        expect(other.decrypt(cipher.encrypt(value))).toBeNull();
      }),
    );
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(cipher.decrypt(text)).toBeNull();
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { bytesOfBase64 } from './download-file.js';

describe('bytesOfBase64', () => {
  it('decodes the CRM’s base64 to the bytes that were sent, binary included', () => {
    const bytes = Uint8Array.from([0, 1, 127, 128, 200, 255, 37, 80, 68, 70]);
    expect(bytesOfBase64(btoa(String.fromCharCode(...bytes)))).toEqual(bytes);
    expect(bytesOfBase64('')).toEqual(new Uint8Array());
  });
});

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** What a set-new-password link's `data` holds once decrypted (spec 3 §2). */
export interface ResetLinkData {
  readonly customer_id: string;
  readonly token: string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The `data` parameter of a set-new-password link: AES-256-GCM of the JSON of customer_id and
 * token, as base64url of iv ‖ ciphertext ‖ tag. Only the CRM holds the key; the portal passes
 * `data` back as it got it. A changed byte fails the tag, so no one can forge or edit a link.
 */
export class ResetLinkCipher {
  private readonly key: Buffer;

  constructor(keyHex: string) {
    if (!/^[0-9a-fA-F]{64}$/.test(keyHex)) throw new Error('mock-crm: the reset-link key must be 64 hex digits (32 bytes)');
    this.key = Buffer.from(keyHex, 'hex');
  }

  encrypt(data: ResetLinkData, iv: Buffer = randomBytes(IV_BYTES)): string {
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  }

  /** The link's data, or null when it is not a link of this key (bad encoding, tampered, other key). */
  decrypt(data: string): ResetLinkData | null {
    if (!/^[A-Za-z0-9_-]+$/.test(data)) return null;
    const bytes = Buffer.from(data, 'base64url');
    if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
      const parsed = JSON.parse(plain.toString('utf8')) as Partial<ResetLinkData>;
      return typeof parsed.customer_id === 'string' && typeof parsed.token === 'string'
        ? { customer_id: parsed.customer_id, token: parsed.token }
        : null;
    } catch {
      return null;
    }
  }
}

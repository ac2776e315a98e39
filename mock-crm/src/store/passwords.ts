import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** Parameters of the salted slow hash the mock stores (the client already sends a SHA-256). */
const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 32 } as const;

export interface StoredPassword {
  readonly salt: string;
  readonly hash: string;
}

export function storePassword(clientHash: string, salt = randomBytes(16).toString('hex')): StoredPassword {
  return { salt, hash: slowHash(clientHash, salt).toString('hex') };
}

export function passwordMatches(clientHash: string, stored: StoredPassword): boolean {
  const expected = Buffer.from(stored.hash, 'hex');
  const actual = slowHash(clientHash.toLowerCase(), stored.salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** What a browser sends for a password: SHA-256 of its UTF-8 bytes, lowercase hex. */
export const clientHashOf = (password: string): string => createHash('sha256').update(password, 'utf8').digest('hex');

const slowHash = (clientHash: string, salt: string): Buffer =>
  scryptSync(clientHash, salt, SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });

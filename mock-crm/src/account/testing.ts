import type { FastifyInstance } from 'fastify';
import { PasswordResets } from './password-resets.js';
import { ResetLinkCipher } from './reset-links.js';

/** Test support: the `data` of a fresh reset link for a customer number, as RequestPasswordReset would mail it. */
export function issueResetLink(app: FastifyInstance, customerNumber: string): string {
  const customerId = app.db.prepare('SELECT id FROM customers WHERE number = ?').pluck().get(customerNumber) as string;
  const { keyHex, validHours } = app.config.resetLinks;
  return new PasswordResets(app.db, new ResetLinkCipher(keyHex), validHours * 3_600_000).issue(
    customerId,
    app.clock.now().epochMilliseconds,
  );
}

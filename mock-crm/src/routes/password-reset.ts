import type { FastifyInstance } from 'fastify';
import { ErrorCode, RequestPasswordReset, SetCustomerPasswordWithResetToken, errorItem } from '@tolk/crm-contract';
import { PasswordResets } from '../account/password-resets.js';
import { ResetLinkCipher } from '../account/reset-links.js';
import { storePassword } from '../store/passwords.js';
import { crmRoute, refuse } from './crm-route.js';

/** The mock has no customer e-mail addresses: reset mails go to this address of the customer number. */
export const resetMailAddress = (customerNumber: string) => `kundnummer-${customerNumber}@example.se`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Password reset by mailed link (issue 6): RequestPasswordReset mails a set-new-password link whose
 * `data` is encrypted (account/reset-links.ts); SetCustomerPasswordWithResetToken redeems it once.
 */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const { keyHex, portalUrl, validHours } = app.config.resetLinks;
  const resets = new PasswordResets(app.db, new ResetLinkCipher(keyHex), validHours * 3_600_000);
  const customerByNumber = app.db.prepare('SELECT id FROM customers WHERE number = ?').pluck();

  crmRoute(app, RequestPasswordReset, { IsSuccess: false }, (request) => {
    const number = request.CustomerNumber.trim();
    if (number === '') return refuse(errorItem(ErrorCode.MandatoryFieldMissing, 'CustomerNumber'));
    const customerId = customerByNumber.get(number) as string | undefined;
    // An unknown number answers the same: the call tells nobody which customer numbers exist.
    if (!customerId) return { IsSuccess: true };
    const nowMs = app.clock.now().epochMilliseconds;
    const link = `${portalUrl}/set-new-password?data=${resets.issue(customerId, nowMs)}`;
    app.mailOutbox.add({
      sentMs: nowMs,
      to: resetMailAddress(number),
      subject: 'Välj ett nytt lösenord till Tolkportalen',
      content:
        `<p>Hej!</p><p>Någon har bett om att få välja ett nytt lösenord för kundnummer ${escapeHtml(number)}. ` +
        `Öppna länken inom ${validHours} timmar och välj ett nytt lösenord:</p>` +
        `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
        '<p>Har du inte bett om ett nytt lösenord kan du bortse från det här mejlet.</p>',
    });
    app.log.info({ customerNumber: number, link }, 'password reset link mailed');
    return { IsSuccess: true };
  });

  crmRoute(app, SetCustomerPasswordWithResetToken, { IsSuccess: false }, (request) => {
    const outcome = resets.redeem(request.Data.trim(), app.clock.now().epochMilliseconds, (customerId) => {
      app.customers.setPassword(customerId, storePassword(request.PasswordHash.toLowerCase()));
    });
    switch (outcome.kind) {
      case 'redeemed':
        return { IsSuccess: true };
      case 'invalid':
        return refuse(errorItem(ErrorCode.ResetLinkInvalid, 'Data'));
      case 'already-used':
        return refuse(errorItem(ErrorCode.ResetLinkAlreadyUsed));
      case 'expired':
        return refuse(errorItem(ErrorCode.ResetLinkExpired));
    }
  });
}

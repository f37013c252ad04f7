import { LINK_NO_LONGER_VALID } from '@espaces/domain/messages';
import type { PasswordChange, PasswordReset } from '@espaces/domain/api/account';
import { DomainError, ValidationFailure, violation } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { revokeAllRefreshTokens } from '../auth/auth.repository.ts';
import { openSession, type IssuedSession } from '../auth/auth.service.ts';
import { hashPassword, verifyPassword } from '../auth/password-hashing.ts';
import { accountThrottleKey, forgetSignInAttempts } from '../auth/sign-in-throttle.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { hashUserToken } from './account-tokens.ts';
import { passwordResetRequestPage } from './account-links.ts';
import { passwordChangedMail } from './account.mails.ts';
import {
  consumeUserToken,
  findAccountUser,
  findUsableUserToken,
  retireUserTokens,
  updateAccountUser,
  type AccountUser,
} from './account.repository.ts';

/** What the account e-mails need from the configuration. */
export interface AccountMailSettings {
  appUrl: string;
  appName: string;
}

export const CURRENT_PASSWORD_INCORRECT = 'Le mot de passe actuel est incorrect.';
export const SAME_PASSWORD = 'Le nouveau mot de passe doit être différent de l’actuel.';

/** Both kinds of link lead to the same page, where a password is chosen. */
export const PASSWORD_LINK_PURPOSES = ['password_reset', 'set_password'] as const;

export const linkNoLongerValid = () =>
  new ValidationFailure([violation('token', LINK_NO_LONGER_VALID)]);

function passwordChangedNotice(user: AccountUser, now: Date, settings: AccountMailSettings) {
  return {
    to: user.email,
    ...passwordChangedMail({
      appName: settings.appName,
      firstName: user.firstName,
      changedAt: now,
      resetRequestLink: passwordResetRequestPage(settings.appUrl),
    }),
  };
}

/**
 * POST /api/user_password_changes: the signed-in user proves the current password and chooses
 * a different one (the rule of docs/security.md#passwords-and-links is checked by the contract).
 * Every session of the user is revoked; the requester continues in a fresh session, returned for
 * the cookies.
 */
export async function changePassword(
  db: Database,
  userId: string,
  input: PasswordChange,
  now: Date,
  settings: AccountMailSettings,
): Promise<IssuedSession> {
  const user = await findAccountUser(db, userId);
  if (!user) throw new DomainError('NOT_AUTHENTICATED');
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new ValidationFailure([violation('currentPassword', CURRENT_PASSWORD_INCORRECT)]);
  }
  if (input.newPassword === input.currentPassword) {
    throw new ValidationFailure([violation('newPassword', SAME_PASSWORD)]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    await updateAccountUser(tx, user.id, { passwordHash }, now);
    // Ends every session, this one included: its access cookie is refused from the next request.
    await revokeAllRefreshTokens(tx, user.id, now);
    // A reset link asked for earlier must not undo the change.
    await retireUserTokens(tx, user.id, [...PASSWORD_LINK_PURPOSES], now);
    await recordAuditEvent(tx, {
      actorUserId: user.id,
      entityType: 'user',
      entityId: user.id,
      action: 'change_password',
      changes: null,
      occurredAt: now,
    });
    await enqueueMail(tx, passwordChangedNotice(user, now, settings), now);
    return openSession(tx, user.id, now);
  });
}

/**
 * POST /api/user_password_resets: a reset link, or the first-password link e-mailed when staff
 * create an institutional user (which also proves the address). Single use and expiring; every
 * session of the user is revoked, and the user signs in again with the new password.
 */
export async function resetPassword(
  db: Database,
  input: PasswordReset,
  now: Date,
  settings: AccountMailSettings,
): Promise<void> {
  const tokenHash = hashUserToken(input.token);
  // The link is checked before the costly hash, so that guessing links cannot load the server
  // (docs/decisions.md#sessions-and-security); it is consumed below, atomically, in case two
  // clicks race.
  const usable = await findUsableUserToken(db, tokenHash, [...PASSWORD_LINK_PURPOSES], now);
  const owner = usable ? await findAccountUser(db, usable.userId) : null;
  if (!owner?.isActive) throw linkNoLongerValid();
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const token = await consumeUserToken(tx, tokenHash, [...PASSWORD_LINK_PURPOSES], now);
    const user = token ? await findAccountUser(tx, token.userId) : null;
    if (!token || !user?.isActive) throw linkNoLongerValid();
    const firstPassword = token.purpose === 'set_password';
    await updateAccountUser(
      tx,
      user.id,
      firstPassword && !user.emailValidatedAt
        ? { passwordHash, emailValidatedAt: now }
        : { passwordHash },
      now,
    );
    await retireUserTokens(tx, user.id, [...PASSWORD_LINK_PURPOSES], now);
    await revokeAllRefreshTokens(tx, user.id, now);
    // Whoever guessed at the old password made the account wait: its owner signs in at once.
    await forgetSignInAttempts(tx, accountThrottleKey(user.email));
    await recordAuditEvent(tx, {
      actorUserId: user.id,
      entityType: 'user',
      entityId: user.id,
      action: firstPassword ? 'set_password' : 'reset_password',
      changes: null,
      occurredAt: now,
    });
    if (!firstPassword) await enqueueMail(tx, passwordChangedNotice(user, now, settings), now);
  });
}

import type { EmailChange, EmailChangeValidated } from '@espaces/domain/api/account';
import { DomainError, ValidationFailure, violation } from '@espaces/domain/errors';
import { pgErrorOf, PG_UNIQUE_VIOLATION, type Database } from '../../db/client.ts';
import { verifyPassword } from '../auth/password-hashing.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { generateUserToken, hashUserToken } from './account-tokens.ts';
import { emailChangeLink } from './account-links.ts';
import {
  EMAIL_CHANGE_LINK_VALIDITY_HOURS,
  emailChangedNoticeMail,
  emailChangeMail,
} from './account.mails.ts';
import {
  addressAlreadyUsedMail,
  emailChangeRequestedNoticeMail,
  staffEmailChangeMail,
} from './email-change.mails.ts';
import {
  consumeUserToken,
  findAccountUser,
  findAccountUserByEmail,
  insertAccountToken,
  isEmailUsedByAnother,
  retireUserTokens,
  updateAccountUser,
  type AccountUser,
} from './account.repository.ts';
import { linkNoLongerValid, type AccountMailSettings } from './password.service.ts';
import { EMAIL_ALREADY_USED } from '@espaces/domain/messages';

export const PASSWORD_INCORRECT = 'Le mot de passe est incorrect.';
export const SAME_EMAIL = 'Cette adresse e-mail est déjà celle de votre compte.';

const HOUR_MS = 3_600_000;

const emailTaken = () => new ValidationFailure([violation('email', EMAIL_ALREADY_USED)]);

/** The id in the link's path: the user's organisation, or the user itself without one. */
const accountIdOf = (user: Pick<AccountUser, 'id' | 'organizationId'>) =>
  user.organizationId ?? user.id;

/** Whose address changes, to what, and who asks (the user itself or an administrator). */
export interface EmailChangeRequest {
  user: Pick<AccountUser, 'id' | 'email' | 'firstName' | 'organizationId'>;
  newEmail: string;
  requestedBy: string;
}

/**
 * Inside the caller's transaction (docs/security.md#account-privacy): a new address takes effect
 * only once its owner follows the single-use link (48 h) sent to it, and the old address is told at
 * once. When another account already uses the address, that account's owner is told instead of
 * receiving a link; everything else is written alike (a token whose link is never sent, the
 * audit, the notice, one mail), so neither the answer nor its timing says the address is taken.
 * Asking again retires the previous link.
 */
export async function issueEmailChange(
  tx: Database,
  { user, newEmail, requestedBy }: EmailChangeRequest,
  now: Date,
  settings: AccountMailSettings,
): Promise<void> {
  const owner = await findAccountUserByEmail(tx, newEmail);
  const { token, tokenHash } = generateUserToken();
  await retireUserTokens(tx, user.id, ['email_change'], now);
  await insertAccountToken(tx, {
    userId: user.id,
    purpose: 'email_change',
    tokenHash,
    payload: { email: newEmail },
    expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LINK_VALIDITY_HOURS * HOUR_MS),
  });
  await recordAuditEvent(tx, {
    actorUserId: requestedBy,
    entityType: 'user',
    entityId: user.id,
    action: 'request_email_change',
    changes: { email: { from: user.email, to: newEmail } },
    occurredAt: now,
  });
  const byStaff = requestedBy !== user.id;
  const { appName } = settings;
  await enqueueMail(
    tx,
    {
      to: user.email,
      ...emailChangeRequestedNoticeMail({ appName, firstName: user.firstName, newEmail, byStaff }),
    },
    now,
  );
  if (owner) {
    await enqueueMail(
      tx,
      {
        to: owner.email,
        ...addressAlreadyUsedMail({ appName, firstName: owner.firstName, email: owner.email }),
      },
      now,
    );
    return;
  }
  const link = emailChangeLink(settings.appUrl, accountIdOf(user), token);
  const linkMail = byStaff ? staffEmailChangeMail : emailChangeMail;
  await enqueueMail(
    tx,
    {
      to: newEmail,
      ...linkMail({ appName, firstName: user.firstName, newEmail, link }),
    },
    now,
  );
}

/**
 * POST /api/users/change-email: the signed-in user proves its password and names another
 * address; the answer is the same whether or not that address is free (issueEmailChange).
 */
export async function requestEmailChange(
  db: Database,
  userId: string,
  input: EmailChange,
  now: Date,
  settings: AccountMailSettings,
): Promise<void> {
  const user = await findAccountUser(db, userId);
  if (!user) throw new DomainError('NOT_AUTHENTICATED');
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.password))) {
    throw new ValidationFailure([violation('password', PASSWORD_INCORRECT)]);
  }
  if (user.email.toLowerCase() === input.email) {
    throw new ValidationFailure([violation('email', SAME_EMAIL)]);
  }
  await db.transaction((tx) =>
    issueEmailChange(tx, { user, newEmail: input.email, requestedBy: user.id }, now, settings),
  );
}

function requestedEmailOf(payload: unknown): string | null {
  const email = (payload as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : null;
}

/**
 * GET /api/organizations/{id}/validation-new-email?token=…: the link alone authorises it
 * (a cross-site GET carries Lax cookies, so the session must not). Single use, expiring, and
 * bound to the account of the path; the address is checked free again. The old address is
 * told, so that a hijacked account does not change hands unseen.
 */
export async function validateNewEmail(
  db: Database,
  accountId: string,
  token: string,
  now: Date,
  settings: AccountMailSettings,
): Promise<EmailChangeValidated> {
  try {
    return await db.transaction(async (tx) => {
      const consumed = await consumeUserToken(tx, hashUserToken(token), ['email_change'], now);
      const user = consumed ? await findAccountUser(tx, consumed.userId) : null;
      const email = requestedEmailOf(consumed?.payload);
      if (!user?.isActive || !email || accountIdOf(user) !== accountId) throw linkNoLongerValid();
      if (await isEmailUsedByAnother(tx, email, user.id)) throw emailTaken();
      await updateAccountUser(tx, user.id, { email }, now);
      await recordAuditEvent(tx, {
        actorUserId: user.id,
        entityType: 'user',
        entityId: user.id,
        action: 'change_email',
        changes: { email: { from: user.email, to: email } },
        occurredAt: now,
      });
      await enqueueMail(
        tx,
        {
          to: user.email,
          ...emailChangedNoticeMail({
            appName: settings.appName,
            firstName: user.firstName,
            newEmail: email,
            changedAt: now,
          }),
        },
        now,
      );
      return { email };
    });
  } catch (error) {
    // Another account took the address between the check and the update.
    const pg = pgErrorOf(error);
    if (pg.code === PG_UNIQUE_VIOLATION && pg.constraint === 'users_email_unique') {
      throw emailTaken();
    }
    throw error;
  }
}

import type { Database } from '../../db/client.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { generateUserToken } from './account-tokens.ts';
import { setPasswordLink } from './account-links.ts';
import { PASSWORD_RESET_LINK_VALIDITY_HOURS, passwordResetMail } from './account.mails.ts';
import {
  countPasswordLinksIssuedSince,
  findAccountUserByEmail,
  insertAccountToken,
  retireUserTokens,
} from './account.repository.ts';
import {
  insertPasswordResetRequest,
  takePasswordResetRequests,
} from './password-reset-request.repository.ts';
import { PASSWORD_LINK_PURPOSES, type AccountMailSettings } from './password.service.ts';

const HOUR_MS = 3_600_000;
const BATCH_SIZE = 20;
/** Links e-mailed to one account in an hour, whatever addresses asked for them. */
export const PASSWORD_LINKS_PER_HOUR = 3;

/**
 * POST /api/user_password_reset_requests. The caller learns nothing
 * (docs/security.md#account-privacy). The request only records the address, the same single write
 * whether it belongs to an account or not, so neither the answer nor its time tells them apart; the
 * mail worker handles it (`sendPasswordResetLinks`).
 */
export async function requestPasswordReset(db: Database, email: string, now: Date): Promise<void> {
  await insertPasswordResetRequest(db, { email, requestedAt: now });
}

/**
 * Run by the mail worker before each pass: each waiting request of an active account gets a
 * link, valid one hour, and retires the previous link; other addresses get nothing. An
 * institutional user who never chose a password (their first link expired) gets a
 * first-password link instead, which also validates the address they prove by following it.
 * The requests are deleted once handled: the table never keeps the addresses typed.
 */
export async function sendPasswordResetLinks(
  db: Database,
  now: Date,
  settings: AccountMailSettings,
): Promise<void> {
  let handled: number;
  do {
    handled = await db.transaction(async (tx) => {
      const requests = await takePasswordResetRequests(tx, BATCH_SIZE);
      for (const request of requests) await sendPasswordResetLink(tx, request.email, now, settings);
      return requests.length;
    });
  } while (handled === BATCH_SIZE);
}

async function sendPasswordResetLink(
  tx: Database,
  email: string,
  now: Date,
  settings: AccountMailSettings,
): Promise<void> {
  const user = await findAccountUserByEmail(tx, email);
  if (!user?.isActive) return;
  // Requests from many addresses must neither flood the mailbox nor keep retiring the link
  // its owner is about to follow: past the limit, the last link sent stays the valid one.
  const since = new Date(now.getTime() - HOUR_MS);
  if ((await countPasswordLinksIssuedSince(tx, user.id, since)) >= PASSWORD_LINKS_PER_HOUR) return;
  const purpose =
    user.passwordHash === null && user.organizationId === null ? 'set_password' : 'password_reset';
  const { token, tokenHash } = generateUserToken();
  await retireUserTokens(tx, user.id, [...PASSWORD_LINK_PURPOSES], now);
  await insertAccountToken(tx, {
    userId: user.id,
    purpose,
    tokenHash,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_LINK_VALIDITY_HOURS * HOUR_MS),
    createdAt: now,
  });
  await enqueueMail(
    tx,
    {
      to: user.email,
      ...passwordResetMail({
        appName: settings.appName,
        firstName: user.firstName,
        link: setPasswordLink(settings.appUrl, token),
      }),
    },
    now,
  );
}

import type { Database } from '../../db/client.ts';
import { insertOutboxMail, insertOutboxMails, type OutboxMail } from './mail.repository.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Writes a mail to the outbox (DESIGN §2: every e-mail is written in the transaction of its
 * cause): pass the caller's transaction, so the mail exists exactly when its cause committed.
 * The mail worker sends it later, with retries. `now` is the caller's clock, not the
 * database's: a mail is dated (and due) at the instant of its cause, as every other row is.
 */
export function enqueueMail(tx: Database, mail: OutgoingMail, now: Date): Promise<OutboxMail> {
  return insertOutboxMail(tx, {
    recipient: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    createdAt: now,
    nextAttemptAt: now,
  });
}

/** enqueueMail of one mail to several recipients, in one INSERT. */
export async function enqueueMailToAll(
  tx: Database,
  recipients: readonly string[],
  mail: Omit<OutgoingMail, 'to'>,
  now: Date,
): Promise<void> {
  await insertOutboxMails(
    tx,
    recipients.map((recipient) => ({ recipient, ...mail, createdAt: now, nextAttemptAt: now })),
  );
}

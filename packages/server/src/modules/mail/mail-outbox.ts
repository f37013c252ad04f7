import type { Database } from '../../db/client.ts';
import { insertOutboxMail, type OutboxMail } from './mail.repository.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Writes a mail to the outbox (docs/architecture.md#mail: every e-mail is written in the
 * transaction of its cause): pass the caller's transaction, so the mail exists exactly when its
 * cause committed. The mail worker sends it later, with retries. `now` is the caller's clock, not
 * the database's: a mail is dated (and due) at the instant of its cause, as every other row is.
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

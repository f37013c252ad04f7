import type { Database } from '../../db/client.ts';
import {
  claimDueMails,
  markMailFailed,
  markMailSent,
  scheduleMailRetry,
  type OutboxMail,
} from './mail.repository.ts';
import type { MailTransport } from './mail-transport.ts';

/** After this many attempts a mail is marked failed and left for an operator. */
export const MAX_MAIL_ATTEMPTS = 5;
/** A sender that dies mid-batch frees its claimed mails after this lease. */
export const MAIL_CLAIM_LEASE_MS = 5 * 60_000;
const FIRST_RETRY_DELAY_MS = 60_000;
const DEFAULT_BATCH_SIZE = 20;

/** Exponential backoff: 1, 2, 4 then 8 minutes after the 1st, 2nd, 3rd and 4th failure. */
export function mailRetryDelayMs(attempts: number): number {
  return FIRST_RETRY_DELAY_MS * 2 ** (attempts - 1);
}

export interface MailSendReport {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Sends the due mails of the outbox once: claims a batch (never sent twice by concurrent
 * senders), sends each through the transport, marks it sent, or schedules a retry with
 * backoff until MAX_MAIL_ATTEMPTS. Sending happens outside any transaction, so a slow SMTP
 * server never holds database locks.
 */
export async function sendPendingMails(
  db: Database,
  transport: MailTransport,
  now: Date,
  batchSize = DEFAULT_BATCH_SIZE,
): Promise<MailSendReport> {
  const report: MailSendReport = { sent: 0, retried: 0, failed: 0 };
  const leaseUntil = new Date(now.getTime() + MAIL_CLAIM_LEASE_MS);
  const claimed = await claimDueMails(db, now, leaseUntil, batchSize);
  for (const mail of claimed) {
    report[await deliver(db, transport, mail, now)] += 1;
  }
  return report;
}

async function deliver(
  db: Database,
  transport: MailTransport,
  mail: OutboxMail,
  now: Date,
): Promise<keyof MailSendReport> {
  try {
    await transport.send({
      to: mail.recipient,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (mail.attempts >= MAX_MAIL_ATTEMPTS) {
      await markMailFailed(db, mail.id, reason);
      return 'failed';
    }
    const nextAttemptAt = new Date(now.getTime() + mailRetryDelayMs(mail.attempts));
    await scheduleMailRetry(db, mail.id, nextAttemptAt, reason);
    return 'retried';
  }
  await markMailSent(db, mail.id, now);
  return 'sent';
}

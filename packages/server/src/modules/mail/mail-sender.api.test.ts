import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database.ts';
import { enqueueMail } from './mail-outbox.ts';
import { MAX_MAIL_ATTEMPTS, sendPendingMails } from './mail-sender.ts';
import {
  createLogTransport,
  createMailTransport,
  type MailMessage,
  type MailTransport,
} from './mail-transport.ts';
import { startMailWorker } from './mail-worker.ts';

let database: TestDatabase;
let db: Database;
beforeEach(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterEach(() => database.close());

const NOW = new Date('2026-03-02T08:00:00Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);

function fakeTransport(options: { failures?: number; delayMs?: number } = {}) {
  const sent: MailMessage[] = [];
  let failures = options.failures ?? 0;
  const transport: MailTransport = {
    async send(message) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (failures > 0) {
        failures -= 1;
        throw new Error('SMTP indisponible');
      }
      sent.push(message);
    },
  };
  return { transport, sent };
}

async function enqueue(to = 'chloe@espaces.test') {
  const mail = await enqueueMail(
    db,
    { to, subject: 'Objet', text: 'Texte', html: '<p>Texte</p>' },
    NOW,
  );
  return mail.id;
}

async function outboxRow(id: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row!;
}

describe('sendPendingMails', () => {
  it('sends a due mail through the transport and marks it sent', async () => {
    const id = await enqueue();
    const { transport, sent } = fakeTransport();
    expect(await sendPendingMails(db, transport, NOW)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(sent).toEqual([
      { to: 'chloe@espaces.test', subject: 'Objet', text: 'Texte', html: '<p>Texte</p>' },
    ]);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', sentAt: NOW, attempts: 1 });
    expect(await sendPendingMails(db, transport, at(60))).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(sent).toHaveLength(1);
  });

  it('leaves a mail alone until it is due', async () => {
    const id = await enqueue();
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: at(5) })
      .where(eq(mailOutbox.id, id));
    const { transport, sent } = fakeTransport();
    await sendPendingMails(db, transport, NOW);
    expect(sent).toHaveLength(0);
    await sendPendingMails(db, transport, at(5));
    expect(sent).toHaveLength(1);
  });

  it('retries a failed mail with a growing delay, then gives up after 5 attempts', async () => {
    const id = await enqueue();
    const { transport, sent } = fakeTransport({ failures: MAX_MAIL_ATTEMPTS });
    let now = NOW;
    for (const delayMinutes of [1, 2, 4, 8]) {
      expect(await sendPendingMails(db, transport, now)).toMatchObject({ retried: 1 });
      const row = await outboxRow(id);
      expect(row).toMatchObject({ status: 'pending', lastError: 'SMTP indisponible' });
      expect(row.nextAttemptAt).toEqual(new Date(now.getTime() + delayMinutes * MINUTE));
      // Not before the delay is over.
      expect(
        await sendPendingMails(db, transport, new Date(row.nextAttemptAt.getTime() - 1)),
      ).toEqual({ sent: 0, retried: 0, failed: 0 });
      now = row.nextAttemptAt;
    }
    expect(await sendPendingMails(db, transport, now)).toMatchObject({ failed: 1 });
    expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: MAX_MAIL_ATTEMPTS });
    expect(await sendPendingMails(db, transport, at(24 * 60))).toMatchObject({ sent: 0 });
    expect(sent).toHaveLength(0);
  });

  it('sends a mail that failed once at its next attempt', async () => {
    const id = await enqueue();
    const { transport, sent } = fakeTransport({ failures: 1 });
    await sendPendingMails(db, transport, NOW);
    await sendPendingMails(db, transport, at(1));
    expect(sent).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('never sends a mail twice when two senders run at the same time', async () => {
    const ids = [];
    for (let index = 0; index < 12; index += 1)
      ids.push(await enqueue(`agent${index}@espaces.test`));
    const { transport, sent } = fakeTransport({ delayMs: 5 });
    const reports = await Promise.all([
      sendPendingMails(db, transport, NOW, 8),
      sendPendingMails(db, transport, NOW, 8),
      sendPendingMails(db, transport, NOW, 8),
    ]);
    await sendPendingMails(db, transport, NOW, 8);
    const recipients = sent.map((message) => message.to);
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(recipients).toHaveLength(12);
    expect(reports.reduce((total, report) => total + report.sent, 0)).toBeGreaterThan(0);
    for (const id of ids) expect((await outboxRow(id)).attempts).toBe(1);
  });

  function recordingLogger() {
    const entries: { details: object; message: string }[] = [];
    const logger = {
      info: (details: object, message: string) => entries.push({ details, message }),
      error: () => undefined,
    };
    return { entries, logger };
  }

  it('logs the mail and marks it sent when no SMTP server is configured', async () => {
    const id = await enqueue();
    const { entries, logger } = recordingLogger();
    await sendPendingMails(db, createLogTransport(logger, { withBody: true }), NOW);
    expect(entries).toEqual([
      {
        details: { to: 'chloe@espaces.test', subject: 'Objet', text: 'Texte' },
        message: 'E-mail journalisé (SMTP_URL non configuré)',
      },
    ]);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent' });
  });

  it('never writes the body, and so no link, to a production log', async () => {
    await enqueue();
    const { entries, logger } = recordingLogger();
    const transport = createMailTransport(
      { smtpUrl: undefined, mailFrom: 'test@espaces.test', env: 'production' },
      logger,
    );
    await sendPendingMails(db, transport, NOW);
    expect(entries).toEqual([
      {
        details: { to: 'chloe@espaces.test', subject: 'Objet' },
        message: 'E-mail journalisé (SMTP_URL non configuré)',
      },
    ]);
  });
});

describe('startMailWorker', () => {
  it('sends the outbox on start and stops cleanly', async () => {
    const id = await enqueue();
    const { transport, sent } = fakeTransport();
    const logger = { info: () => undefined, error: () => undefined };
    const stop = startMailWorker({
      db,
      config: { smtpUrl: undefined, mailFrom: 'test@espaces.test', env: 'test' },
      logger,
      intervalMs: 20,
      transport,
      clock: () => at(1),
    });
    await expect.poll(() => sent.length).toBe(1);
    await stop();
    expect(await outboxRow(id)).toMatchObject({ status: 'sent' });
  });

  it('runs its producers before each pass, and a failing one blocks no mail', async () => {
    const { transport, sent } = fakeTransport();
    const errors: string[] = [];
    const logger = {
      info: () => undefined,
      error: (_: object, message: string) => errors.push(message),
    };
    const stop = startMailWorker({
      db,
      config: { smtpUrl: undefined, mailFrom: 'test@espaces.test', env: 'test' },
      logger,
      intervalMs: 20,
      transport,
      clock: () => at(1),
      producers: [
        () => Promise.reject(new Error('panne')),
        async () => {
          if (sent.length === 0) await enqueue('produit@espaces.test');
        },
      ],
    });
    await expect.poll(() => sent.map((message) => message.to)).toContain('produit@espaces.test');
    await stop();
    expect(errors).toContain('Erreur de la préparation d’e-mails');
  });
});

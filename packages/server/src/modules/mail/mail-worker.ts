import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { startPoller } from '../../jobs/poller.ts';
import { sendPendingMails } from './mail-sender.ts';
import { createMailTransport, type MailLogger, type MailTransport } from './mail-transport.ts';

export interface MailWorkerOptions {
  db: Database;
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'env'>;
  logger: MailLogger;
  /** Pause between two passes over the outbox. */
  intervalMs?: number;
  /** Defaults to SMTP from config.smtpUrl, or the log without it. */
  transport?: MailTransport;
  clock?: () => Date;
  /**
   * Work that writes mails to the outbox off the request path (password reset requests, so
   * that answering takes the same time whether an account exists), run before each pass.
   */
  producers?: ReadonlyArray<(now: Date) => Promise<unknown>>;
}

const DEFAULT_INTERVAL_MS = 10_000;

/**
 * Polls the outbox until stopped (jobs/poller.ts); returns the stop function, which resolves
 * once the pass in progress (if any) has finished, so the database can be closed right after.
 */
export function startMailWorker(options: MailWorkerOptions): () => Promise<void> {
  const { db, logger, intervalMs = DEFAULT_INTERVAL_MS, clock = () => new Date() } = options;
  const producers = options.producers ?? [];
  const transport = options.transport ?? createMailTransport(options.config, logger);
  const pass = async () => {
    for (const produce of producers) {
      // A failing producer keeps its work for the next pass and never blocks the sending.
      await produce(clock()).catch((error: unknown) =>
        logger.error({ err: error }, 'Erreur de la préparation d’e-mails'),
      );
    }
    try {
      const report = await sendPendingMails(db, transport, clock());
      if (report.retried > 0 || report.failed > 0) {
        logger.error({ ...report }, 'Échec d’envoi d’e-mails (nouvel essai prévu ou abandon)');
      }
    } catch (error) {
      logger.error({ err: error }, 'Erreur de l’envoi des e-mails en attente');
    }
  };

  return startPoller(pass, intervalMs).stop;
}

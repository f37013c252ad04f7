import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { fillListTexts } from '../modules/bookings/list-texts.repository.ts';
import { paymentProviderFor } from '../modules/payments/provider/payment-providers.ts';
import { chargeDuePayments } from '../modules/payments/charge-due-payments.job.ts';
import { finishEndedBookings } from '../modules/bookings/finish-ended-bookings.job.ts';
import { hasLapsedJobLease } from './job-lease.repository.ts';
import { JOB_LEASE, runLeased, type LeaseTimings } from './job-lease.ts';

export interface JobLogger {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

export interface ScheduledJobsOptions {
  db: Database;
  config: Pick<AppConfig, 'appName' | 'appUrl' | 'paymentProvider'>;
  logger: JobLogger;
  intervalMs?: number;
  clock?: () => Date;
  /** The production values keep « another instance takes over within a minute » true. */
  lease?: LeaseTimings;
  /** How often to look for a lease whose holder died, to run the pass at once. */
  lapseWatchMs?: number;
}

const DEFAULT_INTERVAL_MS = 60_000;
const DEFAULT_LAPSE_WATCH_MS = 10_000;

/**
 * Runs the scheduled jobs in-process every minute, on PGlite as on PostgreSQL (decision:
 * no pg-boss). On several instances, one of them runs each job's pass (`runLeased`), and the
 * rows a pass claims `FOR UPDATE SKIP LOCKED` keep two passes apart if a lease ever runs out;
 * the state lives in the rows, so nothing is lost across a restart. Between passes, every
 * instance looks for a lease left to lapse by a holder that died and then runs its pass at
 * once. Started once the server listens (server.ts). Returns the stop function, which waits for
 * the pass in progress.
 */
export function startScheduledJobs(options: ScheduledJobsOptions): () => Promise<void> {
  const {
    db,
    config,
    logger,
    intervalMs = DEFAULT_INTERVAL_MS,
    clock = () => new Date(),
    lease = JOB_LEASE,
    lapseWatchMs = DEFAULT_LAPSE_WATCH_MS,
  } = options;
  let stopped = false;
  let passing = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const provider = paymentProviderFor(config, db);

  const pass = async () => {
    try {
      const now = clock();
      const report = await runLeased(
        db,
        'finish-ended-bookings',
        () => finishEndedBookings(db, now, config),
        lease,
      );
      if (report && (report.bookings > 0 || report.agreements > 0)) {
        logger.info({ ...report }, 'Réservations et conventions terminées');
      }
    } catch (error) {
      logger.error({ err: error }, 'Erreur de la tâche qui termine les réservations');
    }
    // Due card payments (docs/payments.md#charging); a payment is attempted at most once a day (its
    // backoff).
    try {
      const now = clock();
      const charged = await runLeased(
        db,
        'charge-due-payments',
        (lost) => chargeDuePayments(db, provider, now, config, { leased: lost }),
        lease,
      );
      if (charged && charged.attempted > 0) {
        logger.info({ ...charged }, 'Paiements par carte présentés');
      }
    } catch (error) {
      logger.error({ err: error }, 'Erreur de la tâche qui prélève les paiements');
    }
    // Migration 0021: the list texts that changes nulled (or new rows) written again.
    try {
      const filled = await runLeased(db, 'fill-list-texts', () => fillListTexts(db), lease);
      if (filled) logger.info({ filled }, 'Textes des listes de réservations écrits');
    } catch (error) {
      logger.error({ err: error }, 'Erreur de la tâche qui écrit les textes des listes');
    }
  };

  const runPass = () => {
    clearTimeout(timer);
    passing = true;
    running = pass().finally(() => {
      passing = false;
      schedule();
    });
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(runPass, intervalMs);
    timer.unref();
  };
  const lapseWatch = setInterval(() => {
    if (passing || stopped) return;
    hasLapsedJobLease(db).then(
      (lapsed) => {
        if (lapsed && !passing && !stopped) runPass();
      },
      (error: unknown) => {
        // A look still under way when the database closes at shutdown is no error.
        if (!stopped) logger.error({ err: error }, 'Erreur de la lecture des baux des tâches');
      },
    );
  }, lapseWatchMs);
  lapseWatch.unref();

  runPass();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    clearInterval(lapseWatch);
    await running;
  };
}

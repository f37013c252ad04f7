import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { fillListTexts } from '../modules/bookings/list-texts/list-texts.repository.ts';
import {
  paymentProviderFor,
  type PaymentProviderConfig,
} from '../modules/payments/provider/payment-providers.ts';
import { chargeDuePayments } from '../modules/payments/charge-due-payments.job.ts';
import { settleOnlinePayments } from '../modules/payments/provider/payfip/online-payment.service.ts';
import { onlinePaymentsFor } from '../modules/payments/provider/payfip/payfip.routes.ts';
import { finishCompletedAgreements } from '../modules/agreements/finish-completed-agreements.job.ts';
import { finishEndedBookings } from '../modules/bookings/finish-ended-bookings.job.ts';
import { passCampaignWaitingLists } from '../modules/campaigns/campaign-waiting-list.job.ts';
import { hasLapsedJobLease } from './job-lease.repository.ts';
import { JOB_LEASE, runLeased, type LeaseTimings } from './job-lease.ts';
import { startPoller } from './poller.ts';

export interface JobLogger {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

export interface ScheduledJobsOptions {
  db: Database;
  config: Pick<AppConfig, 'appName'> & PaymentProviderConfig & Partial<Pick<AppConfig, 'payfip'>>;
  logger: JobLogger;
  intervalMs?: number;
  clock?: () => Date;
  /** The production values keep « another instance takes over within a minute » true. */
  lease?: LeaseTimings;
  /** How often to look for a lease whose holder died, to run the pass at once. */
  lapseWatchMs?: number;
}

const DEFAULT_INTERVAL_MS = 60_000;

/**
 * The finishing pass (docs/agreements.md#finishing): ended bookings, then the agreements they
 * completed, each in its own transaction.
 */
export async function finishEnded(
  db: Database,
  now: Date,
  app: { appName: string; appUrl: string },
): Promise<{ bookings: number; agreements: number }> {
  const bookings = await finishEndedBookings(db, now, app);
  return { bookings, agreements: await finishCompletedAgreements(db, now) };
}
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
  const provider = paymentProviderFor(config, db);
  const onlinePayments = onlinePaymentsFor(db, config);
  // Each job in its own lease and its own try: one failing leaves the others their pass.
  const leased =
    <T>(
      job: string,
      run: (lost: AbortSignal) => Promise<T>,
      report: (done: T) => void,
      failure: string,
    ) =>
    async () => {
      try {
        const done = await runLeased(db, job, run, lease);
        if (done !== null) report(done);
      } catch (error) {
        logger.error({ err: error }, failure);
      }
    };
  const jobs = [
    leased(
      'finish-ended-bookings',
      () => finishEnded(db, clock(), config),
      (done) => {
        if (done.bookings > 0 || done.agreements > 0) {
          logger.info({ ...done }, 'Réservations et conventions terminées');
        }
      },
      'Erreur de la tâche qui termine les réservations',
    ),
    // Under PayFiP no card is on file: the operations left in flight are settled instead (a
    // notification lost, a crash between the treasury's answer and the database) and the
    // instalments fallen due e-mailed (docs/payments.md#online-payment-payfip). Otherwise the due
    // card payments (docs/payments.md#charging), each attempted at most once a day (its backoff).
    onlinePayments
      ? leased(
          'settle-online-payments',
          () => settleOnlinePayments(onlinePayments, clock()),
          (done) => {
            if (done.settled > 0 || done.noticed > 0) {
              logger.info({ ...done }, 'Paiements en ligne réglés ou annoncés');
            }
          },
          'Erreur de la tâche qui interroge PayFiP',
        )
      : leased(
          'charge-due-payments',
          (lost) => chargeDuePayments(db, provider, clock(), config, { leased: lost }),
          (charged) => {
            if (charged.attempted > 0) logger.info({ ...charged }, 'Paiements par carte présentés');
          },
          'Erreur de la tâche qui prélève les paiements',
        ),
    // Campaigns' offers past their deadline, then freed slots to the waiting lists
    // (docs/campaigns.md#waiting-list).
    leased(
      'campaign-waiting-lists',
      () => passCampaignWaitingLists(db, clock(), config),
      (done) => {
        if (done.expired > 0 || done.offered > 0) {
          logger.info({ ...done }, 'Listes d’attente des campagnes');
        }
      },
      'Erreur de la tâche des listes d’attente des campagnes',
    ),
    // Migration 0021: the list texts that changes nulled (or new rows) written again.
    leased(
      'fill-list-texts',
      () => fillListTexts(db),
      (filled) => {
        if (filled) logger.info({ filled }, 'Textes des listes de réservations écrits');
      },
      'Erreur de la tâche qui écrit les textes des listes',
    ),
  ];

  const poller = startPoller(async () => {
    for (const job of jobs) await job();
  }, intervalMs);
  let stopped = false;
  const lapseWatch = setInterval(() => {
    if (poller.isPassing() || stopped) return;
    hasLapsedJobLease(db).then(
      (lapsed) => {
        if (lapsed) poller.runNow();
      },
      (error: unknown) => {
        // A look still under way when the database closes at shutdown is no error.
        if (!stopped) logger.error({ err: error }, 'Erreur de la lecture des baux des tâches');
      },
    );
  }, lapseWatchMs);
  lapseWatch.unref();

  return async () => {
    stopped = true;
    clearInterval(lapseWatch);
    await poller.stop();
  };
}

import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import { prepareDatabase } from './db/cli.ts';
import { tellDemoStory } from './db/seed/demo-story.ts';
import { protectDataDirectories } from './files/private-files.ts';
import { BatchedLogStream } from './http/log-stream.ts';
import type { LeaseTimings } from './jobs/job-lease.ts';
import { startScheduledJobs } from './jobs/scheduled-jobs.ts';
import { sendPasswordResetLinks } from './modules/account/password-reset-request.service.ts';
import { startMailWorker } from './modules/mail/mail-worker.ts';

export interface ServerOptions {
  config: AppConfig;
  /** The jobs' lease; the production one by default (jobs/job-lease.ts). */
  jobLease?: LeaseTimings;
  lapseWatchMs?: number;
}

export interface RunningServer {
  app: FastifyInstance;
  engine: string;
  /** Stops taking requests, lets the passes in progress end, then closes the database. */
  stop: () => Promise<void>;
}

/**
 * Prepares the database and serves the application. The mail worker and the scheduled jobs
 * start only once the server listens: a start that fails (its port taken) has claimed no job
 * lease and sent nothing, and leaves the work to the instances that run.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { config } = options;
  if (config.env === 'production' && config.pdfSeal.test) {
    // Allowed (the end-to-end runs serve in production mode), never meant for real documents.
    console.warn(
      'PDF_SEAL_P12_PATH absent\u00a0: les documents portent le cachet de test, non qualifié',
    );
  }
  await protectDataDirectories([config.dataDir, config.filesDir]);
  const database = await prepareDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    seedDemo: config.seedDemo,
  });
  if (database.seeded && config.demoStory) {
    console.log('Données de démonstration : l’histoire de l’association de démonstration…');
    // A story cut short leaves a usable demo: the server starts all the same.
    await tellDemoStory(database.db, config, new Date()).catch((error: unknown) =>
      console.error('Histoire de démonstration interrompue :', error),
    );
  }
  const logStream = new BatchedLogStream();
  // Every exit passes here, process.exit and an uncaught exception's included.
  process.once('exit', () => logStream.flush());
  const app = await buildApp({ config, db: database.db, logStream });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    await database.close();
    throw error;
  }
  const jobLogger = app.log.child({}, { level: 'info' });
  const stopMailWorker = startMailWorker({
    db: database.db,
    config,
    // Without SMTP_URL the mails are printed: the log must show info lines.
    logger: jobLogger,
    intervalMs: 10_000,
    producers: [(now) => sendPasswordResetLinks(database.db, now, config)],
  });
  const stopScheduledJobs = startScheduledJobs({
    db: database.db,
    config,
    logger: jobLogger,
    lease: options.jobLease,
    lapseWatchMs: options.lapseWatchMs,
  });
  return {
    app,
    engine: database.engine,
    stop: async () => {
      await app.close();
      await stopMailWorker();
      await stopScheduledJobs();
      await database.close();
    },
  };
}

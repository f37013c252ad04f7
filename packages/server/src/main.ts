import { buildApp } from './app.ts';
import { ConfigurationError, loadConfig } from './config.ts';
import { prepareDatabase } from './db/cli.ts';
import { tellDemoStory } from './db/seed/demo-story.ts';
import { PRIVATE_UMASK, protectDataDirectories } from './files/private-files.ts';
import { sendPasswordResetLinks } from './modules/account/password-reset-request.service.ts';
import { startScheduledJobs } from './jobs/scheduled-jobs.ts';
import { BatchedLogStream } from './http/log-stream.ts';
import { startMailWorker } from './modules/mail/mail-worker.ts';

async function main(): Promise<void> {
  // Issue 10, item 6: whatever the server creates (data, uploads, cookie secret) is its own.
  process.umask(PRIVATE_UMASK);
  const config = loadConfig();
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
  const stopMailWorker = startMailWorker({
    db: database.db,
    config,
    // Without SMTP_URL the mails are printed: the log must show info lines.
    logger: app.log.child({}, { level: 'info' }),
    intervalMs: 10_000,
    producers: [(now) => sendPasswordResetLinks(database.db, now, config)],
  });
  const stopScheduledJobs = startScheduledJobs({
    db: database.db,
    config,
    logger: app.log.child({}, { level: 'info' }),
  });
  const shutdown = async () => {
    await app.close();
    await stopMailWorker();
    await stopScheduledJobs();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  console.log(`${config.appName} : ${config.appUrl} (base ${database.engine})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigurationError ? error.message : error);
  process.exit(1);
});

import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app.ts';
import { openPostgres, type Database } from '../../src/db/client.ts';
import { loadConfig } from '../../src/config.ts';
import type { TestContext } from './app.ts';

export interface SecondInstance {
  app: FastifyInstance;
  db: Database;
  close: () => Promise<void>;
}

/**
 * Another app instance on the test's database and clock. On PostgreSQL it has a connection
 * pool (and a session-change listener) of its own, as a second process would; PGlite is one
 * process by nature, so there both instances share its single connection.
 */
export async function startSecondInstance(
  context: TestContext,
  options: Partial<AppOptions> = {},
): Promise<SecondInstance> {
  const handle = context.databaseUrl ? openPostgres(context.databaseUrl) : null;
  const db = handle?.db ?? context.db;
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      COOKIE_SECRET: 'test-secret-test-secret-test-secret-42',
      WEB_DIST_DIR: '/nonexistent',
    }),
    db,
    clock: context.clock.now,
    logger: false,
    ...options,
  });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await handle?.close();
    },
  };
}

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createTestDatabase } from './database.ts';

export const DEMO_PASSWORD = 'Espaces-Demo-2026';

/**
 * No test reaches the real company register: by default it is a port nothing listens on, so a
 * lookup answers `unavailable` at once (company-register.api.test.ts starts a fake one).
 */
export const UNREACHABLE_COMPANY_REGISTER = 'http://127.0.0.1:9';

export interface TestClock {
  now: () => Date;
  advance: (milliseconds: number) => void;
}

export function createClock(start = new Date()): TestClock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => void (current += ms) };
}

export interface TestContext {
  app: FastifyInstance;
  db: Awaited<ReturnType<typeof createTestDatabase>>['db'];
  /** PostgreSQL: the address of this test's database; null on PGlite. */
  databaseUrl: string | null;
  clock: TestClock;
  close: () => Promise<void>;
}

export interface TestAppOptions extends Partial<AppOptions> {
  /** Where the test clock starts (now by default): a fixed instant for a test whose outcome
   * depends on the day, the month or the year it runs. */
  startAt?: Date;
}

/** The real application on an isolated, seeded database of the engine the environment selects. */
export async function createTestApp(
  { startAt, ...overrides }: TestAppOptions = {},
  extend?: (app: FastifyInstance) => void,
): Promise<TestContext> {
  const database = await createTestDatabase();
  const clock = createClock(startAt);
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      COOKIE_SECRET: 'test-secret-test-secret-test-secret-42',
      WEB_DIST_DIR: '/nonexistent',
      COMPANY_REGISTER_URL: UNREACHABLE_COMPANY_REGISTER,
    }),
  };
  const app = await buildApp({
    config,
    db: database.db,
    clock: clock.now,
    logger: false,
    ...overrides,
  });
  extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    databaseUrl: database.url,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type Cookies = Record<string, string>;

/** Cookies a response sets, merged over the ones a client already holds (cleared ones removed). */
export function cookiesAfter(response: LightMyRequestResponse, held: Cookies = {}): Cookies {
  const next = { ...held };
  for (const cookie of response.cookies) {
    if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0))
      delete next[cookie.name];
    else next[cookie.name] = cookie.value;
  }
  return next;
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Cookies> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/authentication',
    payload: { email, password },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${email} answered ${response.statusCode}: ${response.body}`);
  return cookiesAfter(response);
}

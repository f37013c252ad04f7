import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesAfter,
  createTestApp,
  DEMO_PASSWORD,
  type Cookies,
  type TestContext,
} from '../../../test/support/app.ts';
import { startSecondInstance, type SecondInstance } from '../../../test/support/second-instance.ts';
import { STRONG_PASSWORD } from '../account/account.test-support.ts';

// Sign-out and a password change take effect on every instance before they answer: a cookie
// ended on one instance is refused at once by the other, though that one had its session in
// its cache. Each trial goes one way or the other between the two instances. On PostgreSQL
// each instance has its own pool and listener; PGlite, one process, passes trivially.

const SIGN_OUTS = 200;
const PASSWORD_CHANGES = 30;
const ACCOUNT = 'validateur@espaces.test';
const PASSWORD_CHANGES_PER_WINDOW = 10;

let context: TestContext;
let second: SecondInstance;
const many = { signInRateLimit: { max: 100_000, timeWindow: '5 minutes' } };
beforeAll(async () => {
  context = await createTestApp(many);
  second = await startSecondInstance(context, many);
});
afterAll(async () => {
  await second?.close();
  await context.close();
});

let addresses = 0;
async function signIn(app: FastifyInstance, password: string): Promise<Cookies> {
  addresses += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/authentication',
    payload: { email: ACCOUNT, password },
    remoteAddress: `10.1.${Math.floor(addresses / 250)}.${addresses % 250}`,
  });
  expect(response.statusCode).toBe(200);
  return cookiesAfter(response);
}

const whoAmI = (app: FastifyInstance, cookies: Cookies) =>
  app.inject({ method: 'GET', url: '/api/authentication/user', cookies });

/** The session read twice on `app`: the second answer comes from its cache. */
async function cachedOn(app: FastifyInstance, cookies: Cookies) {
  expect((await whoAmI(app, cookies)).statusCode).toBe(200);
  expect((await whoAmI(app, cookies)).statusCode).toBe(200);
}

const pairs = () => [
  [context.app, second.app],
  [second.app, context.app],
];

describe('a session ended on one instance', () => {
  it(
    `is refused at once by the other, over ${SIGN_OUTS} sign-outs`,
    { timeout: 600_000 },
    async () => {
      const statuses: number[] = [];
      for (let trial = 0; trial < SIGN_OUTS; trial++) {
        const [ending, other] = pairs()[trial % 2]!;
        const session = await signIn(ending!, DEMO_PASSWORD);
        await cachedOn(other!, session);
        const logout = await ending!.inject({
          method: 'GET',
          url: '/api/authentication/logout',
          cookies: session,
        });
        expect(logout.statusCode).toBe(204);
        statuses.push((await whoAmI(other!, session)).statusCode);
      }
      expect(statuses.filter((status) => status !== 401)).toEqual([]);
    },
  );

  it(
    `is refused at once by the other, over ${PASSWORD_CHANGES} password changes`,
    { timeout: 600_000 },
    async () => {
      const passwords = [DEMO_PASSWORD, STRONG_PASSWORD];
      const statuses: number[] = [];
      let changer = await signIn(context.app, DEMO_PASSWORD);
      for (let trial = 0; trial < PASSWORD_CHANGES; trial++) {
        // Password changes are limited per user and window: the next window, now and then.
        if (trial > 0 && trial % PASSWORD_CHANGES_PER_WINDOW === 0) {
          context.clock.advance(16 * 60_000);
          changer = await signIn(context.app, passwords[trial % 2]!);
        }
        const [changing, other] = pairs()[trial % 2]!;
        const elsewhere = await signIn(other!, passwords[trial % 2]!);
        await cachedOn(other!, elsewhere);
        const change = await changing!.inject({
          method: 'POST',
          url: '/api/user_password_changes',
          payload: {
            currentPassword: passwords[trial % 2],
            newPassword: passwords[(trial + 1) % 2],
          },
          cookies: changer,
        });
        expect(change.statusCode).toBe(204);
        changer = cookiesAfter(change, changer);
        statuses.push((await whoAmI(other!, elsewhere)).statusCode);
      }
      expect(statuses.filter((status) => status !== 401)).toEqual([]);
    },
  );
});

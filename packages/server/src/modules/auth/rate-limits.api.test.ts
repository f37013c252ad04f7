import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { rateLimitBuckets } from '../../db/schema.ts';
import { bucketKey } from './rate-limit-store.ts';
import { createTestApp, DEMO_PASSWORD, type TestContext } from '../../../test/support/app.ts';

// Limits (docs/security.md#rate-limits) that neither a spelling of the address, a forged header nor
// a second server instance side-steps.

const SIGN_IN_LIMIT = { max: 3, timeWindow: '1 minute' };
const TOO_MANY = 'Trop de tentatives. Veuillez réessayer dans quelques minutes.';
const TEST_ENV = {
  NODE_ENV: 'test',
  COOKIE_SECRET: 'test-secret-test-secret-test-secret-42',
  WEB_DIST_DIR: '/nonexistent',
} as const;

let context: TestContext;
beforeEach(async () => {
  context = await createTestApp({ signInRateLimit: SIGN_IN_LIMIT });
});
afterEach(() => context.close());

function signInAttempt(
  email: string,
  password = 'mauvais-mot-de-passe-1',
  headers: Record<string, string> = {},
  app = context.app,
) {
  return app.inject({
    method: 'POST',
    url: '/api/authentication',
    payload: { email, password },
    headers,
  });
}

async function lockAdminAccount() {
  for (let i = 0; i < SIGN_IN_LIMIT.max; i += 1) {
    expect((await signInAttempt('admin@espaces.test')).statusCode).toBe(401);
  }
}

function expectLimited(response: Awaited<ReturnType<typeof signInAttempt>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()['hydra:description']).toBe(TOO_MANY);
}

describe('sign-in limit', () => {
  it('refuses the same address padded or in capitals once the plain one is locked', async () => {
    await lockAdminAccount();
    for (const spelling of [
      '  admin@espaces.test',
      'ADMIN@Espaces.test ',
      '\tadmin@espaces.test',
    ]) {
      expectLimited(await signInAttempt(spelling, DEMO_PASSWORD));
    }
  });

  it('ignores X-Forwarded-For by default, in production too: a forged header opens no fresh bucket', async () => {
    await context.close();
    const config = loadConfig({ ...TEST_ENV, NODE_ENV: 'production' });
    context = await createTestApp({ config, signInRateLimit: SIGN_IN_LIMIT });
    await lockAdminAccount();
    for (const forwarded of ['203.0.113.7', '198.51.100.1, 203.0.113.8']) {
      expectLimited(
        await signInAttempt('admin@espaces.test', DEMO_PASSWORD, { 'x-forwarded-for': forwarded }),
      );
    }
  });

  it('believes X-Forwarded-For from a proxy named in TRUST_PROXY', async () => {
    await context.close();
    const config = loadConfig({ ...TEST_ENV, TRUST_PROXY: '127.0.0.1' });
    context = await createTestApp({ config, signInRateLimit: SIGN_IN_LIMIT });
    const behindProxy = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < SIGN_IN_LIMIT.max; i += 1) {
      const response = await signInAttempt('admin@espaces.test', undefined, behindProxy);
      expect(response.statusCode).toBe(401);
    }
    expectLimited(await signInAttempt('admin@espaces.test', DEMO_PASSWORD, behindProxy));
    const colleague = { 'x-forwarded-for': '203.0.113.9' };
    expect((await signInAttempt('admin@espaces.test', DEMO_PASSWORD, colleague)).statusCode).toBe(
      200,
    );
  });

  it('holds across two server instances on one database', async () => {
    const second = await buildApp({
      config: loadConfig(TEST_ENV),
      db: context.db,
      clock: context.clock.now,
      logger: false,
      signInRateLimit: SIGN_IN_LIMIT,
    });
    try {
      expect((await signInAttempt('admin@espaces.test')).statusCode).toBe(401);
      expect((await signInAttempt('admin@espaces.test', undefined, {}, second)).statusCode).toBe(
        401,
      );
      expect((await signInAttempt('admin@espaces.test')).statusCode).toBe(401);
      expectLimited(await signInAttempt('admin@espaces.test', DEMO_PASSWORD, {}, second));
    } finally {
      await second.close();
    }
  });

  it('opens again once the window has passed, and sweeps the ended windows', async () => {
    await lockAdminAccount();
    context.clock.advance(2 * 60_000);
    expect((await signInAttempt('central@espaces.test')).statusCode).toBe(401);
    const buckets = await context.db.select().from(rateLimitBuckets);
    expect(buckets.map((bucket) => bucket.key)).toEqual([
      bucketKey('POST /api/authentication', '127.0.0.1:central@espaces.test'),
    ]);
    expect((await signInAttempt('admin@espaces.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('password reset limits', () => {
  function requestReset(email: string, headers: Record<string, string> = {}) {
    return context.app.inject({
      method: 'POST',
      url: '/api/user_password_reset_requests',
      payload: { email },
      headers,
    });
  }

  it('limits reset requests per normalised address, whatever the forwarded header', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await requestReset('asso@espaces.test')).statusCode).toBe(202);
    }
    expectLimited(await requestReset(' ASSO@espaces.test', { 'x-forwarded-for': '203.0.113.7' }));
    expect((await requestReset('admin@espaces.test')).statusCode).toBe(202);
  });

  it('limits the attempts to choose a password with a link', async () => {
    const attempt = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/user_password_resets',
        payload: { token: 'devine', newPassword: 'Nouveau-mot-2-passe' },
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(422);
    expectLimited(await attempt());
  });
});

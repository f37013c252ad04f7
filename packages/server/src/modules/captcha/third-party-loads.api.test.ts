import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_FAILED } from '@espaces/domain/api/config';
import { createTestApp, type TestContext } from '../../../test/support/app.ts';
import { loadConfig } from '../../config.ts';
import { passwordResetRequests } from '../../db/schema.ts';

const BASE_ENVIRONMENT = {
  NODE_ENV: 'test',
  COOKIE_SECRET: 'test-secret-test-secret-test-secret-42',
  WEB_DIST_DIR: '/nonexistent',
};

const THIRD_PARTIES = {
  CAPTCHA_SITE_KEY: 'site-key',
  CAPTCHA_SECRET: 'captcha-secret',
  CAPTCHA_SCRIPT_URL: 'https://captcha.example.org/api.js',
  CAPTCHA_VERIFY_URL: 'https://captcha.example.org/siteverify',
  CAPTCHA_MIN_SCORE: '0.7',
  MATOMO_URL: 'https://stats.example.net/',
  MATOMO_SITE_ID: '12',
};

function appWith(environment: Record<string, string>): Promise<TestContext> {
  return createTestApp({ config: loadConfig({ ...BASE_ENVIRONMENT, ...environment }) });
}

function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('third-party loads configured', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await appWith(THIRD_PARTIES);
  });
  afterAll(() => context.close());
  afterEach(() => vi.unstubAllGlobals());

  it('tells the browser the captcha script and the audience host', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toMatchObject({
      captchaSiteKey: 'site-key',
      captchaScriptUrl: 'https://captcha.example.org/api.js',
      matomoUrl: 'https://stats.example.net/',
      matomoSiteId: '12',
    });
  });

  it('allows exactly those hosts in the Content-Security-Policy', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/config' });
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://captcha.example.org',
      'https://stats.example.net',
    ]);
    expect(csp.get('connect-src')).toEqual(csp.get('script-src'));
    expect(csp.get('frame-src')).toEqual(["'self'", 'https://captcha.example.org']);
  });

  it('records a reset request only with a token the provider vouches for', async () => {
    const siteverify = vi.fn(async (_url: string, init: RequestInit) => {
      const token = new URLSearchParams(String(init.body)).get('response');
      return Response.json({ success: token === 'human', score: 0.9, action: 'password_reset' });
    });
    vi.stubGlobal('fetch', siteverify);
    const stored = async () =>
      (await context.db.select({ n: count() }).from(passwordResetRequests))[0]!.n;
    const before = await stored();

    const post = (captchaToken?: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/user_password_reset_requests',
        payload: { email: 'asso@espaces.test', ...(captchaToken ? { captchaToken } : {}) },
      });
    for (const token of [undefined, 'robot']) {
      const refused = await post(token);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().violations).toEqual([
        expect.objectContaining({ propertyPath: 'captchaToken', message: CAPTCHA_FAILED }),
      ]);
    }
    expect(await stored()).toBe(before);

    expect((await post('human')).statusCode).toBe(202);
    expect(await stored()).toBe(before + 1);
    expect(siteverify.mock.calls[0]![0]).toBe('https://captcha.example.org/siteverify');
  });
});

describe('no third party configured', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await appWith({});
  });
  afterAll(() => context.close());

  it('loads scripts from the app only and needs no captcha token', async () => {
    const config = await context.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({ captchaSiteKey: null, matomoUrl: null });
    const csp = directives(config.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    const reset = await context.app.inject({
      method: 'POST',
      url: '/api/user_password_reset_requests',
      payload: { email: 'asso@espaces.test' },
    });
    expect(reset.statusCode).toBe(202);
  });
});

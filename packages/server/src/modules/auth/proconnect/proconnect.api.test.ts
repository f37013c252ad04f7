import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { users } from '../../../db/schema.ts';
import {
  cookiesAfter,
  createTestApp,
  UNREACHABLE_COMPANY_REGISTER,
  type Cookies,
  type TestContext,
} from '../../../../test/support/app.ts';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  startOpenIdProvider,
  type TestOpenIdProvider,
} from '../../../../test/support/openid-provider.ts';

const APP_URL = 'http://localhost:3000';
const SIGNED_IN = '/connexion?proconnect=connecte';
const UNKNOWN_AGENT = '/connexion/proconnect-inconnu';
const FAILED = '/connexion?proconnect=echec';

let provider: TestOpenIdProvider;
let context: TestContext;

beforeAll(async () => {
  provider = await startOpenIdProvider(APP_URL);
});
afterAll(() => provider.close());

function configWith(proconnect: boolean) {
  return loadConfig({
    NODE_ENV: 'test',
    APP_URL,
    COOKIE_SECRET: 'test-secret-test-secret-test-secret-42',
    WEB_DIST_DIR: '/nonexistent',
    COMPANY_REGISTER_URL: UNREACHABLE_COMPANY_REGISTER,
    ...(proconnect && {
      PROCONNECT_ISSUER: provider.issuer,
      PROCONNECT_CLIENT_ID: CLIENT_ID,
      PROCONNECT_CLIENT_SECRET: CLIENT_SECRET,
    }),
  });
}

describe('with ProConnect configured', () => {
  beforeEach(async () => {
    context = await createTestApp({ config: configWith(true) });
  });
  afterEach(() => context.close());

  /** The start route, then the provider: the callback's path and the browser's flow cookie. */
  async function authorize(email: string): Promise<{ callback: string; cookies: Cookies }> {
    const start = await context.app.inject({ method: 'GET', url: '/api/proconnect/authorize' });
    expect(start.statusCode).toBe(302);
    const flowCookie = start.cookies.find((cookie) => cookie.name === 'espaces_proconnect_flow');
    expect(flowCookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/proconnect/callback',
      maxAge: 600,
    });
    const authorization = new URL(start.headers.location as string);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('scope')).toBe('openid email given_name usual_name');
    for (const parameter of ['state', 'nonce', 'code_challenge']) {
      expect(authorization.searchParams.get(parameter)).toBeTruthy();
    }
    const callback = await provider.signInAs(authorization.href, email);
    expect(callback.origin + callback.pathname).toBe(`${APP_URL}/api/proconnect/callback`);
    return { callback: callback.pathname + callback.search, cookies: cookiesAfter(start) };
  }

  function callBack(callback: string, cookies: Cookies) {
    return context.app.inject({ method: 'GET', url: callback, cookies });
  }

  function authentication(method: 'GET' | 'POST', path: string, cookies: Cookies) {
    return context.app.inject({ method, url: `/api/authentication${path}`, cookies });
  }

  function expectNoSession(response: LightMyRequestResponse, page: string) {
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(page);
    expect(response.cookies.map((cookie) => cookie.name)).not.toContain('espaces_access');
    expect(response.cookies.map((cookie) => cookie.name)).not.toContain('espaces_refresh');
  }

  async function signInWithProConnect(email: string): Promise<Cookies> {
    const { callback, cookies } = await authorize(email);
    const response = await callBack(callback, cookies);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(SIGNED_IN);
    return cookiesAfter(response);
  }

  it.each([
    ['central@espaces.test', ['ROLE_CENTRAL']],
    ['territoire@espaces.test', ['ROLE_INSTITUTIONAL']],
    ['admin@espaces.test', ['ROLE_INSTITUTIONAL']],
  ])('signs in the agent %s with the password sign-in’s cookies', async (email, roles) => {
    const { callback, cookies } = await authorize(email);
    const response = await callBack(callback, cookies);
    expect(response.headers.location).toBe(SIGNED_IN);
    const access = response.cookies.find((cookie) => cookie.name === 'espaces_access');
    const refresh = response.cookies.find((cookie) => cookie.name === 'espaces_refresh');
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 3600 });
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/authentication' });

    const held = cookiesAfter(response);
    const user = await authentication('GET', '/user', held);
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ email, roles });
    // The session refreshes like any other.
    expect((await authentication('POST', '/refresh', held)).statusCode).toBe(200);
  });

  it('matches the e-mail whatever its case', async () => {
    await expect(signInWithProConnect('Central@Espaces.TEST')).resolves.toHaveProperty(
      'espaces_access',
    );
  });

  it.each([
    ['an unknown agent', 'personne@espaces.test'],
    ['an organisation’s representative', 'asso@espaces.test'],
  ])('refuses %s, creating nothing', async (_case, email) => {
    const before = await context.db.select({ id: users.id }).from(users);
    const { callback, cookies } = await authorize(email);
    expectNoSession(await callBack(callback, cookies), UNKNOWN_AGENT);
    expect(await context.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('refuses a disabled account', async () => {
    await context.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, 'validateur@espaces.test'));
    const { callback, cookies } = await authorize('validateur@espaces.test');
    expectNoSession(await callBack(callback, cookies), UNKNOWN_AGENT);
  });

  it('refuses a replayed callback', async () => {
    const { callback, cookies } = await authorize('central@espaces.test');
    const first = await callBack(callback, cookies);
    expect(first.headers.location).toBe(SIGNED_IN);
    // The flow cookie is cleared at once; a copy of it with the same code is refused too.
    expect(cookiesAfter(first, cookies)).not.toHaveProperty('espaces_proconnect_flow');
    expectNoSession(await callBack(callback, cookies), FAILED);
  });

  it('refuses a forged state', async () => {
    const { callback, cookies } = await authorize('central@espaces.test');
    const forged = callback.replace(/state=[^&]+/, 'state=forged');
    expectNoSession(await callBack(forged, cookies), FAILED);
  });

  it('refuses another flow’s nonce, even under a valid signature', async () => {
    const { callback, cookies } = await authorize('central@espaces.test');
    const flow = context.app.unsignCookie(cookies.espaces_proconnect_flow ?? '');
    const tampered = { ...(JSON.parse(flow.value ?? '{}') as object), nonce: 'another-nonce' };
    const resigned = context.app.signCookie(JSON.stringify(tampered));
    expectNoSession(await callBack(callback, { espaces_proconnect_flow: resigned }), FAILED);
  });

  it('refuses a flow cookie whose signature does not hold, or none', async () => {
    const { callback, cookies } = await authorize('central@espaces.test');
    const forged = `${cookies.espaces_proconnect_flow ?? ''}x`;
    expectNoSession(await callBack(callback, { espaces_proconnect_flow: forged }), FAILED);
    expectNoSession(await callBack(callback, {}), FAILED);
  });

  it('ends the ProConnect session at sign-out', async () => {
    const cookies = await signInWithProConnect('central@espaces.test');
    const response = await authentication('GET', '/logout', cookies);
    expect(response.statusCode).toBe(200);
    const endSession = new URL((response.json() as { endSessionUrl: string }).endSessionUrl);
    expect(endSession.origin + endSession.pathname).toBe(`${provider.issuer}/session/end`);
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${APP_URL}/`);
    // The provider accepts the hint: it asks to confirm the sign-out, not an error page.
    const atProvider = await fetch(endSession, { redirect: 'manual' });
    expect(atProvider.status).toBe(200);
    const user = await authentication('GET', '/user', cookiesAfter(response, cookies));
    expect(user.statusCode).toBe(401);
  });

  it('signs out a password session as before', async () => {
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: 'central@espaces.test', password: 'Espaces-Demo-2026' },
    });
    expect((await authentication('GET', '/logout', cookiesAfter(login))).statusCode).toBe(204);
  });

  it('says in the public configuration that ProConnect is on', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toMatchObject({ proconnect: true });
  });
});

describe('without ProConnect', () => {
  beforeEach(async () => {
    context = await createTestApp({ config: configWith(false) });
  });
  afterEach(() => context.close());

  it('answers 404 on its routes and says it is off', async () => {
    for (const url of ['/api/proconnect/authorize', '/api/proconnect/callback?code=x&state=y']) {
      expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    const response = await context.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toMatchObject({ proconnect: false });
  });
});

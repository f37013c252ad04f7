import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cookiesAfter,
  createTestApp,
  DEMO_PASSWORD,
  signIn,
  type Cookies,
  type TestContext,
} from '../../../test/support/app.ts';
import { generateUserToken } from '../account/account-tokens.ts';
import { insertAccountToken } from '../account/account.repository.ts';
import { MANY_SIGN_INS, STRONG_PASSWORD, userByEmail } from '../account/account.test-support.ts';

// Sign-out and a password change end the session at the next request, for
// reads and writes, however long the access cookie had left to live.

let context: TestContext;
let validatorId: string;
beforeEach(async () => {
  context = await createTestApp(MANY_SIGN_INS);
  validatorId = (await userByEmail(context.db, 'validateur@espaces.test')).id;
});
afterEach(() => context.close());

const read = (cookies: Cookies) =>
  context.app.inject({ method: 'GET', url: '/api/authentication/user', cookies });

/** A write the facility admin may make: keep the facility's validator active. */
const write = (cookies: Cookies) =>
  context.app.inject({
    method: 'PUT',
    url: `/api/users/${validatorId}/active`,
    cookies,
    payload: { active: true },
  });

async function expectSignedIn(cookies: Cookies) {
  expect((await read(cookies)).statusCode).toBe(200);
  expect((await write(cookies)).statusCode).toBe(200);
}

async function expectSignedOut(cookies: Cookies) {
  const [reading, writing] = [await read(cookies), await write(cookies)];
  expect(reading.statusCode).toBe(401);
  expect(writing.statusCode).toBe(401);
  expect(writing.json()['hydra:description']).toBe('Authentification requise.');
}

const accessOnly = (cookies: Cookies) => ({ espaces_access: cookies.espaces_access! });

function logout(cookies: Cookies, headers: Record<string, string> = {}) {
  return context.app.inject({ method: 'GET', url: '/api/authentication/logout', cookies, headers });
}

describe('sign-out', () => {
  it('refuses the access cookie of the session at once, and only that session', async () => {
    const session = await signIn(context.app, 'admin@espaces.test');
    const otherDevice = await signIn(context.app, 'admin@espaces.test');
    await expectSignedIn(accessOnly(session));

    expect((await logout(session)).statusCode).toBe(204);

    await expectSignedOut(accessOnly(session));
    await expectSignedIn(accessOnly(otherDevice));
  });

  it('ends the session even when only the access cookie is sent', async () => {
    const session = await signIn(context.app, 'admin@espaces.test');
    expect((await logout(accessOnly(session))).statusCode).toBe(204);
    await expectSignedOut(accessOnly(session));
    const refresh = await context.app.inject({
      method: 'POST',
      url: '/api/authentication/refresh',
      cookies: session,
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('refuses an access cookie renewed by refresh once the session has ended', async () => {
    const session = await signIn(context.app, 'admin@espaces.test');
    const refreshed = await context.app.inject({
      method: 'POST',
      url: '/api/authentication/refresh',
      cookies: session,
    });
    const renewed = cookiesAfter(refreshed, session);
    expect((await logout(renewed)).statusCode).toBe(204);
    await expectSignedOut(accessOnly(session));
    await expectSignedOut(accessOnly(renewed));
  });

  it('is refused to a link or redirect from another site, which keeps the session alive', async () => {
    const session = await signIn(context.app, 'admin@espaces.test');
    const fromElsewhere = await logout(session, {
      'sec-fetch-site': 'cross-site',
      'sec-fetch-mode': 'navigate',
    });
    expect(fromElsewhere.statusCode).toBe(403);
    expect(fromElsewhere.cookies).toEqual([]);
    await expectSignedIn(session);
    const fromTheApp = await logout(session, { 'sec-fetch-site': 'same-origin' });
    expect(fromTheApp.statusCode).toBe(204);
    await expectSignedOut(accessOnly(session));
  });
});

describe('password change and reset', () => {
  it('end every session of the user; the one that changed it goes on in a fresh one', async () => {
    const thisDevice = await signIn(context.app, 'admin@espaces.test');
    const otherDevice = await signIn(context.app, 'admin@espaces.test');
    const colleague = await signIn(context.app, 'territoire@espaces.test');

    const change = await context.app.inject({
      method: 'POST',
      url: '/api/user_password_changes',
      cookies: thisDevice,
      payload: { currentPassword: DEMO_PASSWORD, newPassword: STRONG_PASSWORD },
    });
    expect(change.statusCode).toBe(204);

    await expectSignedOut(accessOnly(thisDevice));
    await expectSignedOut(accessOnly(otherDevice));
    await expectSignedIn(accessOnly(cookiesAfter(change, thisDevice)));
    expect((await read(colleague)).statusCode).toBe(200);
  });

  it('a reset by link ends every session of the user', async () => {
    const user = await userByEmail(context.db, 'admin@espaces.test');
    const session = await signIn(context.app, 'admin@espaces.test');
    const { token, tokenHash } = generateUserToken();
    await insertAccountToken(context.db, {
      userId: user.id,
      purpose: 'password_reset',
      tokenHash,
      expiresAt: new Date(context.clock.now().getTime() + 3_600_000),
    });

    const reset = await context.app.inject({
      method: 'POST',
      url: '/api/user_password_resets',
      payload: { token, newPassword: STRONG_PASSWORD },
    });
    expect(reset.statusCode).toBe(204);
    await expectSignedOut(accessOnly(session));
  });
});

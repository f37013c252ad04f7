import { signInDelayed } from '@espaces/domain/messages';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cookiesAfter,
  createTestApp,
  DEMO_PASSWORD,
  type Cookies,
  type TestContext,
} from '../../../test/support/app.ts';
import { startSecondInstance, type SecondInstance } from '../../../test/support/second-instance.ts';
import { mailsTo, STRONG_PASSWORD, tokenInLink } from '../account/account.test-support.ts';
import { sendPasswordResetLinks } from '../account/password-reset-request.service.ts';
import { TRUSTED_DEVICE_COOKIE } from './session-cookies.ts';

// A guesser spread over many addresses, against two instances on one database: the account
// counts its attempts from every address together, and its owner is never locked out. Sixty
// requests at once are slow on a busy machine: these tests get more time than the default.

const SLOW = 120_000;

const ACCOUNT = 'superviseur@espaces.test';
const WRONG = 'mauvais-mot-de-passe-1';
// 10:00 in Paris: the answers name Paris times.
const START = new Date('2026-03-02T09:00:00Z');
const ADDRESSES = [
  '198.51.100.1',
  '198.51.100.2',
  '198.51.100.3',
  '198.51.100.4',
  '198.51.100.5',
  '198.51.100.6',
];
const SEVENTH = '203.0.113.7';

let context: TestContext;
let second: SecondInstance;
beforeEach(async () => {
  context = await createTestApp({ startAt: START });
  second = await startSecondInstance(context);
});
afterEach(async () => {
  await second?.close();
  await context.close();
});

function signInAttempt(
  i: number,
  options: { email?: string; password?: string; from: string; cookies?: Cookies },
) {
  return (i % 2 === 0 ? context.app : second.app).inject({
    method: 'POST',
    url: '/api/authentication',
    payload: { email: options.email ?? ACCOUNT, password: options.password ?? WRONG },
    remoteAddress: options.from,
    cookies: options.cookies,
  });
}

/** Ten wrong passwords from each of the six addresses, all at once, across both instances. */
async function guessFromSixAddresses(email = ACCOUNT): Promise<LightMyRequestResponse[]> {
  return Promise.all(
    Array.from({ length: 60 }, (_, i) => signInAttempt(i, { email, from: ADDRESSES[i % 6]! })),
  );
}

function statusesOf(responses: LightMyRequestResponse[]) {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

describe('sign-in attempts on one account, from every address together', { timeout: SLOW }, () => {
  it('checks six of 60 wrong passwords sent from six addresses; the right one from a seventh works at the time it names', async () => {
    const responses = await guessFromSixAddresses();
    // Five failures in a row are free, the sixth sets a one-minute wait: 54 never checked.
    expect(statusesOf(responses)).toEqual({ 401: 6, 429: 54 });
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(refused.json()['hydra:description']).toBe(signInDelayed('10:01'));

    const tooSoon = await signInAttempt(0, { password: DEMO_PASSWORD, from: SEVENTH });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()['hydra:description']).toBe(signInDelayed('10:01'));
    context.clock.advance(60_000);
    expect((await signInAttempt(1, { password: DEMO_PASSWORD, from: SEVENTH })).statusCode).toBe(
      200,
    );
    // A success starts the count over.
    expect((await signInAttempt(0, { from: SEVENTH })).statusCode).toBe(401);
  });

  it('lets its owner in at once from a browser where the account signed in before', async () => {
    const earlier = await signInAttempt(0, { password: DEMO_PASSWORD, from: SEVENTH });
    const browser = { [TRUSTED_DEVICE_COOKIE]: cookiesAfter(earlier)[TRUSTED_DEVICE_COOKIE]! };
    expect(browser[TRUSTED_DEVICE_COOKIE]).toBeTruthy();

    expect(statusesOf(await guessFromSixAddresses())).toEqual({ 401: 6, 429: 54 });
    const owner = await signInAttempt(1, {
      password: DEMO_PASSWORD,
      from: '192.0.2.44',
      cookies: browser,
    });
    expect(owner.statusCode).toBe(200);

    // The browser's count is its own: a stolen copy of its cookie is slowed like anyone.
    const withStolenCookie = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        signInAttempt(i, { from: `192.0.2.${100 + i}`, cookies: browser }),
      ),
    );
    expect(statusesOf(withStolenCookie)).toEqual({ 401: 6, 429: 2 });
    // Another account's cookie earns no trust here.
    const other = await signInAttempt(0, {
      email: 'admin@espaces.test',
      password: DEMO_PASSWORD,
      from: SEVENTH,
    });
    const foreign = { [TRUSTED_DEVICE_COOKIE]: cookiesAfter(other)[TRUSTED_DEVICE_COOKIE]! };
    expect(
      (await signInAttempt(1, { password: DEMO_PASSWORD, from: SEVENTH, cookies: foreign }))
        .statusCode,
    ).toBe(429);
  });

  it('lets its owner in at once after choosing a new password by e-mail', async () => {
    await guessFromSixAddresses();
    const requested = await context.app.inject({
      method: 'POST',
      url: '/api/user_password_reset_requests',
      payload: { email: ACCOUNT },
      remoteAddress: SEVENTH,
    });
    expect(requested.statusCode).toBe(202);
    await sendPasswordResetLinks(context.db, context.clock.now(), {
      appUrl: 'http://localhost:3000',
      appName: 'Espaces Partagés',
    });
    const [mail] = await mailsTo(context.db, ACCOUNT);
    const token = tokenInLink(mail!.text, '/utilisateur/mot-de-passe/changement');
    const reset = await second.app.inject({
      method: 'POST',
      url: '/api/user_password_resets',
      payload: { token, newPassword: STRONG_PASSWORD },
      remoteAddress: SEVENTH,
    });
    expect(reset.statusCode).toBe(204);
    expect((await signInAttempt(0, { password: STRONG_PASSWORD, from: SEVENTH })).statusCode).toBe(
      200,
    );
  });

  it('slows an address without an account the same way, so the answers tell no account apart', async () => {
    const responses = await guessFromSixAddresses('personne@inconnu.example.fr');
    expect(statusesOf(responses)).toEqual({ 401: 6, 429: 54 });
    expect(responses.find((response) => response.statusCode === 429)!.json()).toEqual({
      '@type': 'hydra:Error',
      'hydra:title': 'Une erreur est survenue',
      'hydra:description': signInDelayed('10:01'),
    });
  });
});

describe(
  'password reset links of one account, asked for from many addresses',
  { timeout: SLOW },
  () => {
    it('e-mails three links an hour at most, and the last one sent stays valid', async () => {
      for (const [i, from] of ADDRESSES.entries()) {
        const requested = await (i % 2 === 0 ? context.app : second.app).inject({
          method: 'POST',
          url: '/api/user_password_reset_requests',
          payload: { email: ACCOUNT },
          remoteAddress: from,
        });
        expect(requested.statusCode).toBe(202);
      }
      const deliver = () =>
        sendPasswordResetLinks(context.db, context.clock.now(), {
          appUrl: 'http://localhost:3000',
          appName: 'Espaces Partagés',
        });
      await deliver();
      const mails = await mailsTo(context.db, ACCOUNT);
      expect(mails).toHaveLength(3);
      // Each link retired the one before it: only the last one sent still works.
      const outcomes = [];
      for (const mail of mails) {
        const token = tokenInLink(mail.text, '/utilisateur/mot-de-passe/changement');
        const reset = await context.app.inject({
          method: 'POST',
          url: '/api/user_password_resets',
          payload: { token, newPassword: STRONG_PASSWORD },
        });
        outcomes.push(reset.statusCode);
      }
      expect(outcomes.sort()).toEqual([204, 422, 422]);

      // An hour later, a request is answered with a link again.
      context.clock.advance(3_600_000);
      await context.app.inject({
        method: 'POST',
        url: '/api/user_password_reset_requests',
        payload: { email: ACCOUNT },
        remoteAddress: SEVENTH,
      });
      await deliver();
      // Three links, the notice of the new password, and the new link.
      expect(await mailsTo(context.db, ACCOUNT)).toHaveLength(5);
    });
  },
);

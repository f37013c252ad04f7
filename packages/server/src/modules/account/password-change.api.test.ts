import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cookiesAfter,
  createTestApp,
  DEMO_PASSWORD,
  signIn,
  type Cookies,
  type TestContext,
} from '../../../test/support/app.ts';
import {
  auditOf,
  DEMO_ACCOUNTS,
  MANY_SIGN_INS,
  liveRefreshTokens,
  mailsTo,
  refreshStatus,
  signInAttempt,
  STRONG_PASSWORD,
  userByEmail,
} from './account.test-support.ts';

let context: TestContext;
beforeEach(async () => {
  context = await createTestApp(MANY_SIGN_INS);
});
afterEach(() => context.close());

function changePassword(cookies: Cookies, payload: Record<string, unknown>) {
  return context.app.inject({
    method: 'POST',
    url: '/api/user_password_changes',
    cookies,
    payload,
  });
}

describe('POST /api/user_password_changes', () => {
  it('changes the password, ends the other sessions and keeps this one signed in', async () => {
    const user = await userByEmail(context.db, 'asso@espaces.test');
    const otherDevice = await signIn(context.app, 'asso@espaces.test');
    const thisDevice = await signIn(context.app, 'asso@espaces.test');

    const response = await changePassword(thisDevice, {
      currentPassword: DEMO_PASSWORD,
      newPassword: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(204);

    // Every refresh token issued before is revoked; this session got a fresh one.
    expect(await refreshStatus(context, otherDevice)).toBe(401);
    expect(await refreshStatus(context, thisDevice)).toBe(401);
    const renewed = cookiesAfter(response, thisDevice);
    expect(renewed.espaces_refresh).not.toBe(thisDevice.espaces_refresh);
    expect(await liveRefreshTokens(context.db, user.id)).toHaveLength(1);
    expect(await refreshStatus(context, renewed)).toBe(200);
    const me = await context.app.inject({
      method: 'GET',
      url: '/api/authentication/user',
      cookies: renewed,
    });
    expect(me.json()).toMatchObject({ email: 'asso@espaces.test' });

    expect((await signInAttempt(context, 'asso@espaces.test')).statusCode).toBe(401);
    expect((await signInAttempt(context, 'asso@espaces.test', STRONG_PASSWORD)).statusCode).toBe(
      200,
    );

    expect(await auditOf(context.db, user.id, 'change_password')).toHaveLength(1);
    const [mail] = await mailsTo(context.db, 'asso@espaces.test');
    expect(mail!.subject).toBe(
      'Votre compte Espaces Partagés\u00a0: votre mot de passe a été modifié',
    );
    expect(mail!.text).toContain('Votre mot de passe a été modifié le ');
    expect(mail!.text).toContain(
      'http://localhost:3000/utilisateur/mot-de-passe/demande-changement',
    );
  });

  it('lets every role change its own password', async () => {
    for (const email of DEMO_ACCOUNTS) {
      const cookies = await signIn(context.app, email);
      const response = await changePassword(cookies, {
        currentPassword: DEMO_PASSWORD,
        newPassword: STRONG_PASSWORD,
      });
      expect(response.statusCode, email).toBe(204);
      expect((await signInAttempt(context, email, STRONG_PASSWORD)).statusCode, email).toBe(200);
    }
  });

  it('refuses an anonymous caller', async () => {
    const response = await changePassword(
      {},
      { currentPassword: DEMO_PASSWORD, newPassword: STRONG_PASSWORD },
    );
    expect(response.statusCode).toBe(401);
  });

  it('refuses a wrong current password on its field and changes nothing', async () => {
    const cookies = await signIn(context.app, 'asso@espaces.test');
    const response = await changePassword(cookies, {
      currentPassword: 'pas-le-bon-2026',
      newPassword: STRONG_PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      expect.objectContaining({
        propertyPath: 'currentPassword',
        message: 'Le mot de passe actuel est incorrect.',
      }),
    ]);
    expect((await signInAttempt(context, 'asso@espaces.test')).statusCode).toBe(200);
    expect(await refreshStatus(context, cookies)).toBe(200);
    expect(await mailsTo(context.db, 'asso@espaces.test')).toHaveLength(0);
  });

  it.each([
    ['court1', ['Le mot de passe doit contenir au moins 12 caractères.']],
    ['sans-aucun-chiffre', ['Le mot de passe doit contenir au moins un chiffre.']],
    ['123456789012', ['Le mot de passe doit contenir au moins une lettre.']],
    [
      'court',
      [
        'Le mot de passe doit contenir au moins 12 caractères.',
        'Le mot de passe doit contenir au moins un chiffre.',
      ],
    ],
  ])('refuses the new password %j with the rule it breaks', async (newPassword, messages) => {
    const cookies = await signIn(context.app, 'asso@espaces.test');
    const response = await changePassword(cookies, { currentPassword: DEMO_PASSWORD, newPassword });
    expect(response.statusCode).toBe(422);
    const violations = response.json().violations as { propertyPath: string; message: string }[];
    expect(violations.map((v) => v.propertyPath)).toEqual(messages.map(() => 'newPassword'));
    expect(violations.map((v) => v.message)).toEqual(messages);
    expect((await signInAttempt(context, 'asso@espaces.test')).statusCode).toBe(200);
  });

  it('refuses a new password equal to the current one', async () => {
    const cookies = await signIn(context.app, 'asso@espaces.test');
    const response = await changePassword(cookies, {
      currentPassword: DEMO_PASSWORD,
      newPassword: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      expect.objectContaining({
        propertyPath: 'newPassword',
        message: 'Le nouveau mot de passe doit être différent de l’actuel.',
      }),
    ]);
  });

  it('names the missing fields', async () => {
    const cookies = await signIn(context.app, 'asso@espaces.test');
    const response = await changePassword(cookies, {});
    expect(response.statusCode).toBe(422);
    expect(
      (response.json().violations as { propertyPath: string }[]).map((v) => v.propertyPath),
    ).toEqual(['currentPassword', 'newPassword']);
  });

  it('slows down guessing the current password: 429 after 10 attempts', async () => {
    const cookies = await signIn(context.app, 'asso@espaces.test');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await changePassword(cookies, {
        currentPassword: `mauvais-${attempt}-essai`,
        newPassword: STRONG_PASSWORD,
      });
      expect(response.statusCode).toBe(422);
    }
    const blocked = await changePassword(cookies, {
      currentPassword: DEMO_PASSWORD,
      newPassword: STRONG_PASSWORD,
    });
    expect(blocked.statusCode).toBe(429);
    expect((await signInAttempt(context, 'asso@espaces.test')).statusCode).toBe(200);
  });
});

import { LINK_NO_LONGER_VALID } from '@espaces/domain/messages';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userTokens, users } from '../../db/schema.ts';
import { createTestApp, signIn, type TestContext } from '../../../test/support/app.ts';
import { generateUserToken } from './account-tokens.ts';
import { sendPasswordResetLinks } from './password-reset-request.service.ts';
import {
  auditOf,
  DEMO_ACCOUNTS,
  MANY_SIGN_INS,
  HOUR,
  mailsTo,
  refreshStatus,
  signInAttempt,
  STRONG_PASSWORD,
  tokenInLink,
  userByEmail,
} from './account.test-support.ts';

let context: TestContext;
beforeEach(async () => {
  context = await createTestApp(MANY_SIGN_INS);
});
afterEach(() => context.close());

const RESET_PAGE = '/utilisateur/mot-de-passe/changement';

function requestReset(email: unknown) {
  return context.app.inject({
    method: 'POST',
    url: '/api/user_password_reset_requests',
    payload: { email },
  });
}

function reset(token: string, newPassword = STRONG_PASSWORD) {
  return context.app.inject({
    method: 'POST',
    url: '/api/user_password_resets',
    payload: { token, newPassword },
  });
}

/** What the mail worker does before each pass. */
function deliverResetLinks() {
  return sendPasswordResetLinks(context.db, context.clock.now(), {
    appUrl: 'http://localhost:3000',
    appName: 'Espaces Partagés',
  });
}

async function resetTokenFor(email: string): Promise<string> {
  expect((await requestReset(email)).statusCode).toBe(202);
  await deliverResetLinks();
  const [mail] = await mailsTo(context.db, email);
  return tokenInLink(mail!.text, RESET_PAGE);
}

function expectLinkRefused(response: Awaited<ReturnType<typeof reset>>) {
  expect(response.statusCode).toBe(422);
  expect(response.json().violations).toEqual([
    expect.objectContaining({ propertyPath: 'token', message: LINK_NO_LONGER_VALID }),
  ]);
}

describe('POST /api/user_password_reset_requests', () => {
  it('e-mails an active account a reset link valid one hour', async () => {
    const response = await requestReset('Asso@Espaces.test');
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      message:
        'Si un compte correspond à cette adresse, un e-mail contenant un lien de changement de mot de passe vient de lui être envoyé.',
    });
    await deliverResetLinks();
    const [mail] = await mailsTo(context.db, 'asso@espaces.test');
    expect(mail!.subject).toBe('Votre compte Espaces Partagés\u00a0: changement de mot de passe');
    expect(mail!.text).toContain('Ce lien est valable 1\u00a0heure');
    const token = tokenInLink(mail!.text, RESET_PAGE);
    expect(mail!.html).toContain(`${RESET_PAGE}?token=${token}`);

    const user = await userByEmail(context.db, 'asso@espaces.test');
    const [row] = await context.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(row).toMatchObject({ purpose: 'password_reset', usedAt: null });
    expect(row!.expiresAt.getTime() - context.clock.now().getTime()).toBe(HOUR);
  });

  it('answers an unknown or disabled address exactly the same, and sends nothing', async () => {
    const known = await requestReset('asso@espaces.test');
    await context.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, 'validateur@espaces.test'));
    const unknown = await requestReset('personne@espaces.test');
    const disabled = await requestReset('validateur@espaces.test');
    // Every header but the date.
    const sameHeaders = (headers: Record<string, unknown>) =>
      Object.entries(headers).filter(([name]) => name !== 'date');
    for (const response of [unknown, disabled]) {
      expect(response.statusCode).toBe(known.statusCode);
      expect(response.body).toBe(known.body);
      expect(sameHeaders(response.headers)).toEqual(sameHeaders(known.headers));
    }
    await deliverResetLinks();
    expect(await mailsTo(context.db, 'asso@espaces.test')).toHaveLength(1);
    expect(await mailsTo(context.db, 'personne@espaces.test')).toHaveLength(0);
    expect(await mailsTo(context.db, 'validateur@espaces.test')).toHaveLength(0);
  });

  it('refuses an address that is not one', async () => {
    const response = await requestReset('pas-une-adresse');
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'email', message: 'Adresse e-mail invalide.' }),
    ]);
  });

  it('is rate-limited per address: the 6th request within 15 minutes answers 429', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await requestReset('personne@espaces.test')).statusCode).toBe(202);
    }
    const blocked = await requestReset('personne@espaces.test');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()['hydra:description']).toMatch(/tentatives/i);
    // Another address from the same place is not locked out.
    expect((await requestReset('asso@espaces.test')).statusCode).toBe(202);
  });

  it('retires the previous link when a new one is asked for', async () => {
    const first = await resetTokenFor('asso@espaces.test');
    // A minute later: the newest mail is then the later one, as it is for a real user.
    context.clock.advance(60_000);
    const second = await resetTokenFor('asso@espaces.test');
    expectLinkRefused(await reset(first));
    expect((await reset(second)).statusCode).toBe(204);
  });

  it('sends a first-password link to staff whose first link expired', async () => {
    const { tokenHash } = generateUserToken();
    const [agent] = await context.db
      .insert(users)
      .values({
        email: 'agent.neuf@espaces.test',
        firstName: 'Inès',
        lastName: 'Martin',
        roles: ['ROLE_INSTITUTIONAL'],
      })
      .returning();
    await context.db.insert(userTokens).values({
      userId: agent!.id,
      purpose: 'set_password',
      tokenHash,
      expiresAt: new Date(context.clock.now().getTime() - HOUR),
    });
    const token = await resetTokenFor('agent.neuf@espaces.test');
    expect((await reset(token)).statusCode).toBe(204);
    expect(
      (await signInAttempt(context, 'agent.neuf@espaces.test', STRONG_PASSWORD)).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/user_password_resets', () => {
  it('sets the new password once, ends every session and tells the owner', async () => {
    const user = await userByEmail(context.db, 'asso@espaces.test');
    const session = await signIn(context.app, 'asso@espaces.test');
    const token = await resetTokenFor('asso@espaces.test');

    // A minute later: the newest mail is then the later one, as it is for a real user.
    context.clock.advance(60_000);
    const response = await reset(token);
    expect(response.statusCode).toBe(204);
    expect(await refreshStatus(context, session)).toBe(401);
    expect((await signInAttempt(context, 'asso@espaces.test')).statusCode).toBe(401);
    expect((await signInAttempt(context, 'asso@espaces.test', STRONG_PASSWORD)).statusCode).toBe(
      200,
    );
    expect(await auditOf(context.db, user.id, 'reset_password')).toHaveLength(1);
    const [notice] = await mailsTo(context.db, 'asso@espaces.test');
    expect(notice!.subject).toBe(
      'Votre compte Espaces Partagés\u00a0: votre mot de passe a été modifié',
    );

    expectLinkRefused(await reset(token, 'Encore-un-autre-2026'));
    expect((await signInAttempt(context, 'asso@espaces.test', STRONG_PASSWORD)).statusCode).toBe(
      200,
    );
  });

  it('works for every role', async () => {
    for (const email of DEMO_ACCOUNTS) {
      const token = await resetTokenFor(email);
      expect((await reset(token)).statusCode, email).toBe(204);
      expect((await signInAttempt(context, email, STRONG_PASSWORD)).statusCode, email).toBe(200);
    }
  });

  it('refuses a link past its hour', async () => {
    const token = await resetTokenFor('asso@espaces.test');
    context.clock.advance(HOUR + 1000);
    expectLinkRefused(await reset(token));
    expect((await signInAttempt(context, 'asso@espaces.test')).statusCode).toBe(200);
  });

  it('refuses an unknown token and a token of another purpose', async () => {
    expectLinkRefused(await reset('inconnu'));
    const user = await userByEmail(context.db, 'asso@espaces.test');
    const { token, tokenHash } = generateUserToken();
    await context.db.insert(userTokens).values({
      userId: user.id,
      purpose: 'email_change',
      tokenHash,
      payload: { email: 'autre@espaces.test' },
      expiresAt: new Date(context.clock.now().getTime() + HOUR),
    });
    expectLinkRefused(await reset(token));
  });

  it('refuses the link of a disabled account', async () => {
    const token = await resetTokenFor('asso@espaces.test');
    await context.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, 'asso@espaces.test'));
    expectLinkRefused(await reset(token));
  });

  it('refuses a password breaking the rule and keeps the link usable', async () => {
    const token = await resetTokenFor('asso@espaces.test');
    const response = await reset(token, 'trop-court');
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      expect.objectContaining({
        propertyPath: 'newPassword',
        message: 'Le mot de passe doit contenir au moins 12 caractères.',
      }),
      expect.objectContaining({
        propertyPath: 'newPassword',
        message: 'Le mot de passe doit contenir au moins un chiffre.',
      }),
    ]);
    expect((await reset(token)).statusCode).toBe(204);
  });

  it('lets staff created without password choose one, which validates their address', async () => {
    const [agent] = await context.db
      .insert(users)
      .values({
        email: 'agente@espaces.test',
        firstName: 'Chloé',
        lastName: 'Dubois',
        roles: ['ROLE_INSTITUTIONAL'],
      })
      .returning();
    const { token, tokenHash } = generateUserToken();
    await context.db.insert(userTokens).values({
      userId: agent!.id,
      purpose: 'set_password',
      tokenHash,
      expiresAt: new Date(context.clock.now().getTime() + 7 * 24 * HOUR),
    });
    expect((await signInAttempt(context, 'agente@espaces.test', STRONG_PASSWORD)).statusCode).toBe(
      401,
    );

    expect((await reset(token)).statusCode).toBe(204);
    const [row] = await context.db.select().from(users).where(eq(users.id, agent!.id));
    expect(row!.emailValidatedAt).toEqual(context.clock.now());
    expect((await signInAttempt(context, 'agente@espaces.test', STRONG_PASSWORD)).statusCode).toBe(
      200,
    );
    expect(await auditOf(context.db, agent!.id, 'set_password')).toHaveLength(1);
    // No "your password was changed" notice for a first password.
    expect(await mailsTo(context.db, 'agente@espaces.test')).toHaveLength(0);
    expectLinkRefused(await reset(token));
  });

  it('accepts the link e-mailed by the user creation flow (POST /api/users)', async () => {
    const admin = await signIn(context.app, 'admin@espaces.test');
    const me = await context.app.inject({
      method: 'GET',
      url: '/api/authentication/user',
      cookies: admin,
    });
    const facility = me.json().facilityMemberships[0].facility['@id'] as string;
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/users',
      cookies: admin,
      payload: {
        email: 'nouvel.agent@espaces.test',
        firstName: 'Hugo',
        lastName: 'Bernard',
        facilityMemberships: [{ facility, profile: 'FACILITY_PROFILE_VALIDATOR' }],
      },
    });
    expect(created.statusCode).toBe(201);
    const [mail] = await mailsTo(context.db, 'nouvel.agent@espaces.test');
    const token = tokenInLink(mail!.text, RESET_PAGE);

    expect((await reset(token)).statusCode).toBe(204);
    expect(
      (await signInAttempt(context, 'nouvel.agent@espaces.test', STRONG_PASSWORD)).statusCode,
    ).toBe(200);
  });
});

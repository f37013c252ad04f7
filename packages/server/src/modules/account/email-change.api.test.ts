import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userTokens, users } from '../../db/schema.ts';
import {
  createTestApp,
  DEMO_PASSWORD,
  signIn,
  type TestContext,
} from '../../../test/support/app.ts';
import {
  auditOf,
  DEMO_ACCOUNTS,
  MANY_SIGN_INS,
  HOUR,
  mailsTo,
  signInAttempt,
  tokenInLink,
  userByEmail,
} from './account.test-support.ts';

let context: TestContext;
beforeEach(async () => {
  context = await createTestApp(MANY_SIGN_INS);
});
afterEach(() => context.close());

const NEW_EMAIL = 'nouvelle.adresse@espaces.test';

async function requestChange(
  signedInAs: string | null,
  payload: Record<string, unknown> = { email: NEW_EMAIL, password: DEMO_PASSWORD },
) {
  const cookies = signedInAs ? await signIn(context.app, signedInAs) : {};
  return context.app.inject({
    method: 'POST',
    url: '/api/users/change-email',
    cookies,
    payload,
  });
}

function validate(accountId: string, token: string) {
  return context.app.inject({
    method: 'GET',
    url: `/api/organizations/${accountId}/validation-new-email?token=${encodeURIComponent(token)}`,
  });
}

/** Asks for NEW_EMAIL as `email` and returns the id and token of the link sent there. */
async function linkSentFor(email: string, newEmail = NEW_EMAIL) {
  const response = await requestChange(email, { email: newEmail, password: DEMO_PASSWORD });
  expect(response.statusCode).toBe(202);
  const [mail] = await mailsTo(context.db, newEmail);
  const match = /\/organisation\/activer-nouvel-email\/([\w-]+)\?/.exec(mail!.text);
  return {
    accountId: match![1]!,
    token: tokenInLink(mail!.text, '/organisation/activer-nouvel-email/[\\w-]+'),
  };
}

function expectViolation(
  response: Awaited<ReturnType<typeof validate>>,
  propertyPath: string,
  message: string,
) {
  expect(response.statusCode).toBe(422);
  expect(response.json().violations).toEqual([expect.objectContaining({ propertyPath, message })]);
}

describe('POST /api/users/change-email', () => {
  it('sends a link to the new address of an organisation user, and changes nothing yet', async () => {
    const user = await userByEmail(context.db, 'asso@espaces.test');
    const response = await requestChange('asso@espaces.test', {
      email: ' Nouvelle.Adresse@Espaces.test ',
      password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      message:
        'Un e-mail contenant un lien de validation vient d’être envoyé à la nouvelle adresse.',
    });

    const [mail] = await mailsTo(context.db, NEW_EMAIL);
    expect(mail!.subject).toBe(
      'Votre compte Espaces Partagés\u00a0: confirmez votre nouvelle adresse e-mail',
    );
    expect(mail!.text).toContain('Ce lien est valable 48\u00a0heures');
    const token = tokenInLink(
      mail!.text,
      `/organisation/activer-nouvel-email/${user.organizationId}`,
    );
    expect(mail!.html).toContain(
      `/organisation/activer-nouvel-email/${user.organizationId}?token=${token}`,
    );

    const [row] = await context.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(row).toMatchObject({ purpose: 'email_change', payload: { email: NEW_EMAIL } });
    expect(row!.expiresAt.getTime() - context.clock.now().getTime()).toBe(48 * HOUR);
    expect((await userByEmail(context.db, 'asso@espaces.test')).id).toBe(user.id);
    expect(await auditOf(context.db, user.id, 'request_email_change')).toHaveLength(1);
  });

  it('is open to every role; a user without organisation gets its own id in the link', async () => {
    for (const [index, email] of DEMO_ACCOUNTS.entries()) {
      const user = await userByEmail(context.db, email);
      const { accountId } = await linkSentFor(email, `nouvelle${index}@espaces.test`);
      expect(accountId, email).toBe(user.organizationId ?? user.id);
    }
  });

  it('refuses an anonymous caller', async () => {
    expect((await requestChange(null)).statusCode).toBe(401);
  });

  it('refuses a wrong password', async () => {
    const response = await requestChange('asso@espaces.test', {
      email: NEW_EMAIL,
      password: 'pas-le-bon-2026',
    });
    expectViolation(response, 'password', 'Le mot de passe est incorrect.');
    expect(await mailsTo(context.db, NEW_EMAIL)).toHaveLength(0);
  });

  it('answers an address another account uses like a free one, and tells its owner', async () => {
    const user = await userByEmail(context.db, 'asso@espaces.test');
    const free = await requestChange('asso@espaces.test');
    const taken = await requestChange('asso@espaces.test', {
      email: 'Central@Espaces.test',
      password: DEMO_PASSWORD,
    });
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json()).toEqual(free.json());

    const [ownerNotice, ...others] = await mailsTo(context.db, 'central@espaces.test');
    expect(others).toHaveLength(0);
    expect(ownerNotice!.subject).toBe(
      'Votre compte Espaces Partagés\u00a0: votre adresse e-mail a été proposée pour un autre compte',
    );
    expect(ownerNotice!.text).toContain(
      'Quelqu’un a demandé que l’adresse central@espaces.test soit utilisée par un autre compte Espaces Partagés.',
    );
    expect(ownerNotice!.text).not.toContain('activer-nouvel-email');
    // Asking again retired the link sent for the free address; nothing changed.
    const [firstLink] = await mailsTo(context.db, NEW_EMAIL);
    const token = tokenInLink(
      firstLink!.text,
      `/organisation/activer-nouvel-email/${user.organizationId}`,
    );
    expectViolation(
      await validate(user.organizationId!, token),
      'token',
      'Ce lien n’est plus valable.',
    );
    expect((await userByEmail(context.db, 'asso@espaces.test')).id).toBe(user.id);
  });

  it('tells the old address of the request at once', async () => {
    await requestChange('asso@espaces.test');
    const [notice] = await mailsTo(context.db, 'asso@espaces.test');
    expect(notice!.subject).toBe(
      'Votre compte Espaces Partagés\u00a0: demande de changement d’adresse e-mail',
    );
    expect(notice!.text).toContain(
      `Vous avez demandé que votre compte Espaces Partagés utilise désormais l’adresse ${NEW_EMAIL}.`,
    );
  });

  it('refuses its own current address and an invalid one', async () => {
    expectViolation(
      await requestChange('asso@espaces.test', {
        email: 'asso@espaces.test',
        password: DEMO_PASSWORD,
      }),
      'email',
      'Cette adresse e-mail est déjà celle de votre compte.',
    );
    expectViolation(
      await requestChange('asso@espaces.test', { email: 'asso', password: DEMO_PASSWORD }),
      'email',
      'Adresse e-mail invalide.',
    );
  });
});

describe('GET /api/organizations/{id}/validation-new-email', () => {
  it('changes the address by the link alone, once, and tells the old address', async () => {
    const user = await userByEmail(context.db, 'asso@espaces.test');
    const { accountId, token } = await linkSentFor('asso@espaces.test');

    const response = await validate(accountId, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: NEW_EMAIL });
    expect((await userByEmail(context.db, NEW_EMAIL)).id).toBe(user.id);
    expect((await signInAttempt(context, NEW_EMAIL)).statusCode).toBe(200);
    expect((await signInAttempt(context, 'asso@espaces.test')).statusCode).toBe(401);

    const [audit] = await auditOf(context.db, user.id, 'change_email');
    expect(audit!.changes).toEqual({ email: { from: 'asso@espaces.test', to: NEW_EMAIL } });
    const notices = await mailsTo(context.db, 'asso@espaces.test');
    const notice = notices.find((mail) => mail.subject.endsWith('adresse e-mail a été modifiée'));
    expect(notice!.subject).toBe(
      'Votre compte Espaces Partagés\u00a0: votre adresse e-mail a été modifiée',
    );
    expect(notice!.text).toContain(NEW_EMAIL);

    expectViolation(await validate(accountId, token), 'token', 'Ce lien n’est plus valable.');
  });

  it('validates the new address of a user without organisation', async () => {
    const { accountId, token } = await linkSentFor('admin@espaces.test');
    expect((await validate(accountId, token)).statusCode).toBe(200);
    expect((await signInAttempt(context, NEW_EMAIL)).statusCode).toBe(200);
  });

  it('refuses a link past its 48 hours', async () => {
    const { accountId, token } = await linkSentFor('asso@espaces.test');
    context.clock.advance(48 * HOUR + 1000);
    expectViolation(await validate(accountId, token), 'token', 'Ce lien n’est plus valable.');
    expect((await signInAttempt(context, 'asso@espaces.test')).statusCode).toBe(200);
  });

  it('refuses a link used with another account id, which stays usable with its own', async () => {
    const { accountId, token } = await linkSentFor('asso@espaces.test');
    const other = await userByEmail(context.db, 'asso-attente@espaces.test');
    expectViolation(
      await validate(other.organizationId!, token),
      'token',
      'Ce lien n’est plus valable.',
    );
    expect((await validate(accountId, token)).statusCode).toBe(200);
  });

  it('refuses an unknown token, a missing one and the previous link after a new request', async () => {
    const user = await userByEmail(context.db, 'asso@espaces.test');
    expectViolation(
      await validate(user.organizationId!, 'inconnu'),
      'token',
      'Ce lien n’est plus valable.',
    );
    const missing = await context.app.inject({
      method: 'GET',
      url: `/api/organizations/${user.organizationId}/validation-new-email`,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().violations[0].propertyPath).toBe('token');

    const first = await linkSentFor('asso@espaces.test');
    const second = await linkSentFor('asso@espaces.test', 'encore.une@espaces.test');
    expectViolation(
      await validate(first.accountId, first.token),
      'token',
      'Ce lien n’est plus valable.',
    );
    expect((await validate(second.accountId, second.token)).json()).toEqual({
      email: 'encore.une@espaces.test',
    });
  });

  it('refuses an address taken since the request', async () => {
    const { accountId, token } = await linkSentFor('asso@espaces.test');
    await context.db
      .update(users)
      .set({ email: NEW_EMAIL.toUpperCase() })
      .where(eq(users.email, 'central@espaces.test'));
    expectViolation(
      await validate(accountId, token),
      'email',
      'Un compte existe déjà avec cette adresse e-mail.',
    );
    expect((await signInAttempt(context, 'asso@espaces.test')).statusCode).toBe(200);
  });
});

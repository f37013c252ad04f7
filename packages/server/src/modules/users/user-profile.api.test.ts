import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authenticatedUserSchema } from '@espaces/domain/api/authentication';
import { createTestApp, signIn, type TestContext } from '../../../test/support/app.ts';
import {
  auditOf,
  DEMO_ACCOUNTS,
  MANY_SIGN_INS,
  userByEmail,
} from '../account/account.test-support.ts';

let context: TestContext;
beforeEach(async () => {
  context = await createTestApp(MANY_SIGN_INS);
});
afterEach(() => context.close());

async function patchProfile(
  signedInAs: string | null,
  userId: string,
  payload: Record<string, unknown>,
  contentType = 'application/merge-patch+json',
) {
  const cookies = signedInAs ? await signIn(context.app, signedInAs) : {};
  return context.app.inject({
    method: 'PATCH',
    url: `/api/users/${userId}`,
    cookies,
    headers: { 'content-type': contentType },
    payload: JSON.stringify(payload),
  });
}

describe('PATCH /api/users/{id}', () => {
  it('updates its own names and phone and answers the signed-in user', async () => {
    const user = await userByEmail(context.db, 'asso@espaces.test');
    const response = await patchProfile('asso@espaces.test', user.id, {
      firstName: '  Zoé ',
      lastName: "N'Diaye",
      phone: '06 12 34 56 78',
    });
    expect(response.statusCode).toBe(200);
    const body = authenticatedUserSchema.parse(response.json());
    expect(body).toMatchObject({
      id: user.id,
      email: 'asso@espaces.test',
      firstName: 'Zoé',
      lastName: "N'Diaye",
      organization: { id: user.organizationId },
    });
    const stored = await userByEmail(context.db, 'asso@espaces.test');
    expect(stored).toMatchObject({ firstName: 'Zoé', lastName: "N'Diaye", phone: '+33612345678' });
    const [audit] = await auditOf(context.db, user.id, 'update_profile');
    expect(audit!.changes).toEqual({
      firstName: { from: user.firstName, to: 'Zoé' },
      lastName: { from: user.lastName, to: "N'Diaye" },
      phone: { from: user.phone, to: '+33612345678' },
    });
  });

  it('merges: absent members stay, a null phone removes the number', async () => {
    const user = await userByEmail(context.db, 'asso@espaces.test');
    await patchProfile('asso@espaces.test', user.id, { phone: '+33 4 72 00 00 00' });
    const response = await patchProfile('asso@espaces.test', user.id, { lastName: 'Martin' });
    expect(response.statusCode).toBe(200);
    expect(await userByEmail(context.db, 'asso@espaces.test')).toMatchObject({
      firstName: user.firstName,
      lastName: 'Martin',
      phone: '+33472000000',
    });
    await patchProfile('asso@espaces.test', user.id, { phone: null });
    expect((await userByEmail(context.db, 'asso@espaces.test')).phone).toBeNull();
  });

  it('records nothing when nothing changes, and accepts plain JSON too', async () => {
    const user = await userByEmail(context.db, 'asso@espaces.test');
    const response = await patchProfile(
      'asso@espaces.test',
      user.id,
      { firstName: user.firstName },
      'application/json',
    );
    expect(response.statusCode).toBe(200);
    expect(await auditOf(context.db, user.id, 'update_profile')).toHaveLength(0);
  });

  it('lets every role edit its own profile', async () => {
    for (const email of DEMO_ACCOUNTS) {
      const user = await userByEmail(context.db, email);
      const response = await patchProfile(email, user.id, { firstName: 'Camille' });
      expect(response.statusCode, email).toBe(200);
      expect(response.json().firstName, email).toBe('Camille');
    }
  });

  it('refuses a phone that is not French, an empty name and an e-mail change', async () => {
    const user = await userByEmail(context.db, 'asso@espaces.test');
    const response = await patchProfile('asso@espaces.test', user.id, {
      firstName: ' ',
      phone: '+32 470 12 34 56',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'firstName', message: 'Le prénom est obligatoire.' }),
      expect.objectContaining({
        propertyPath: 'phone',
        message: 'Le numéro de téléphone n’est pas un numéro français valide.',
      }),
    ]);
    // Unknown members are ignored: the e-mail changes only through its validation link.
    await patchProfile('asso@espaces.test', user.id, { email: 'pirate@espaces.test' });
    expect((await userByEmail(context.db, 'asso@espaces.test')).id).toBe(user.id);
    expect(await auditOf(context.db, user.id, 'update_profile')).toHaveLength(0);
  });

  it('answers 403 on a user the asker manages, 404 on one it may not see', async () => {
    const validator = await userByEmail(context.db, 'validateur@espaces.test');
    const admin = await userByEmail(context.db, 'admin@espaces.test');
    const managed = await patchProfile('admin@espaces.test', validator.id, { firstName: 'Eve' });
    expect(managed.statusCode).toBe(403);
    const hidden = await patchProfile('asso@espaces.test', admin.id, { firstName: 'Eve' });
    expect(hidden.statusCode).toBe(404);
    const unknown = await patchProfile('asso@espaces.test', randomUUID(), { firstName: 'Eve' });
    expect(unknown.statusCode).toBe(404);
    expect((await userByEmail(context.db, 'validateur@espaces.test')).firstName).toBe(
      validator.firstName,
    );
    expect((await userByEmail(context.db, 'admin@espaces.test')).firstName).toBe(admin.firstName);
  });

  it('refuses an anonymous caller', async () => {
    const user = await userByEmail(context.db, 'asso@espaces.test');
    expect((await patchProfile(null, user.id, { firstName: 'Eve' })).statusCode).toBe(401);
  });
});

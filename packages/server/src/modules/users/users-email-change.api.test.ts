import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { facilityMemberships, mailOutbox, userTokens } from '../../db/schema.ts';
import { createTestApp, signIn, type TestContext } from '../../../test/support/app.ts';
import {
  MANY_SIGN_INS,
  mailsTo,
  signInAttempt,
  tokenInLink,
} from '../account/account.test-support.ts';
import {
  demoDirectory,
  facilityIri,
  territoryIri,
  userRow,
  type DemoDirectory,
} from './users.test-support.ts';

// Nobody moves another person's account to a new address directly.

let context: TestContext;
let demo: DemoDirectory;
beforeEach(async () => {
  context = await createTestApp(MANY_SIGN_INS);
  demo = await demoDirectory(context.db);
});
afterEach(() => context.close());

const NEW_EMAIL = 'valerie.nouvelle@espaces.test';
const ATTACKER_EMAIL = 'pirate@exemple.test';

/** The validator of the Canuts as the edit form sends it back, with `email` changed. */
function validatorWith(email: string) {
  return {
    email,
    firstName: 'Valérie',
    lastName: 'Durand',
    phone: null,
    facilityMemberships: [
      { facility: facilityIri(demo.canutsId), profile: 'FACILITY_PROFILE_VALIDATOR' },
    ],
  };
}

async function putAs(email: string, userId: string, payload: Record<string, unknown>) {
  const cookies = await signIn(context.app, email);
  return context.app.inject({ method: 'PUT', url: `/api/users/${userId}`, cookies, payload });
}

async function getAs(email: string, userId: string) {
  const cookies = await signIn(context.app, email);
  return (await context.app.inject({ method: 'GET', url: `/api/users/${userId}`, cookies })).json();
}

function followLink(accountId: string, token: string) {
  return context.app.inject({
    method: 'GET',
    url: `/api/organizations/${accountId}/validation-new-email?token=${encodeURIComponent(token)}`,
  });
}

async function mailTo(recipient: string, subjectEnd: string) {
  const mails = await mailsTo(context.db, recipient);
  const found = mails.filter((mail) => mail.subject.endsWith(subjectEnd));
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('the takeover chain: edit an e-mail → reset the password → sign in', () => {
  it('stops at its first step: a facility admin cannot touch a territory admin sharing its facility', async () => {
    const territoryAdminId = demo.userIds['territoire@espaces.test']!;
    // The territory admin also validates at the Canuts, the facility admin's facility.
    await context.db.insert(facilityMemberships).values({
      userId: territoryAdminId,
      facilityId: demo.canutsId,
      profile: 'FACILITY_PROFILE_VALIDATOR',
    });

    const edit = await putAs('admin@espaces.test', territoryAdminId, {
      ...validatorWith(ATTACKER_EMAIL),
      territoryMemberships: [
        { territory: territoryIri(demo.territoryId), profile: 'TERRITORY_PROFILE_ADMIN' },
      ],
    });
    expect(edit.statusCode).toBe(403);
    expect((await userRow(context.db, territoryAdminId)).email).toBe('territoire@espaces.test');
    expect(await context.db.select().from(userTokens)).toHaveLength(0);
    expect(await context.db.select().from(mailOutbox)).toHaveLength(0);

    // The reset through the attacker's address reaches nobody…
    const reset = await context.app.inject({
      method: 'POST',
      url: '/api/user_password_reset_requests',
      payload: { email: ATTACKER_EMAIL },
    });
    expect(reset.statusCode).toBe(202);
    expect(await mailsTo(context.db, ATTACKER_EMAIL)).toHaveLength(0);
    // …so the account stays its owner's.
    expect((await signInAttempt(context, ATTACKER_EMAIL)).statusCode).toBe(401);
    expect((await signInAttempt(context, 'territoire@espaces.test')).statusCode).toBe(200);
  });
});

describe('PUT /api/users/{id} with another e-mail', () => {
  it('keeps the address until the link sent to the new one is followed, and tells the old one', async () => {
    const validatorId = demo.userIds['validateur@espaces.test']!;
    const response = await putAs('admin@espaces.test', validatorId, validatorWith(NEW_EMAIL));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'validateur@espaces.test',
      pendingEmail: NEW_EMAIL,
    });

    const notice = await mailTo(
      'validateur@espaces.test',
      ': demande de changement d’adresse e-mail',
    );
    expect(notice.text).toContain(
      `Un administrateur a demandé que votre compte Espaces Partagés utilise désormais l’adresse ${NEW_EMAIL}.`,
    );
    const linkMail = await mailTo(NEW_EMAIL, ': confirmez votre nouvelle adresse e-mail');
    expect(linkMail.text).toContain('Un administrateur d’Espaces Partagés a indiqué l’adresse');
    const token = tokenInLink(linkMail.text, `/organisation/activer-nouvel-email/${validatorId}`);

    // Nothing changed yet: the old address still signs in, the new one does not.
    expect((await signInAttempt(context, 'validateur@espaces.test')).statusCode).toBe(200);
    expect((await signInAttempt(context, NEW_EMAIL)).statusCode).toBe(401);
    expect(await getAs('admin@espaces.test', validatorId)).toMatchObject({
      email: 'validateur@espaces.test',
      pendingEmail: NEW_EMAIL,
    });

    const followed = await followLink(validatorId, token);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ email: NEW_EMAIL });
    expect((await signInAttempt(context, NEW_EMAIL)).statusCode).toBe(200);
    expect((await signInAttempt(context, 'validateur@espaces.test')).statusCode).toBe(401);
    expect(await getAs('admin@espaces.test', validatorId)).toMatchObject({
      email: NEW_EMAIL,
      pendingEmail: null,
    });
    expect((await followLink(validatorId, token)).statusCode).toBe(422);
  });

  it('answers a taken address exactly like a free one and tells its owner instead', async () => {
    const validatorId = demo.userIds['validateur@espaces.test']!;
    const free = await putAs('admin@espaces.test', validatorId, validatorWith(NEW_EMAIL));
    const taken = await putAs(
      'admin@espaces.test',
      validatorId,
      validatorWith('Superviseur@Espaces.test'),
    );
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json()).toEqual({ ...free.json(), pendingEmail: 'superviseur@espaces.test' });

    const ownerNotice = await mailTo(
      'superviseur@espaces.test',
      ': votre adresse e-mail a été proposée pour un autre compte',
    );
    expect(ownerNotice.text).not.toContain('activer-nouvel-email');
    expect(await mailsTo(context.db, 'superviseur@espaces.test')).toHaveLength(1);
    // The old address hears of both requests; the first link no longer works.
    expect(await mailsTo(context.db, 'validateur@espaces.test')).toHaveLength(2);
    const firstLink = await mailTo(NEW_EMAIL, ': confirmez votre nouvelle adresse e-mail');
    const token = tokenInLink(firstLink.text, `/organisation/activer-nouvel-email/${validatorId}`);
    expect((await followLink(validatorId, token)).statusCode).toBe(422);
    expect((await userRow(context.db, validatorId)).email).toBe('validateur@espaces.test');
  });

  it('lets central move a territory admin only through the link as well', async () => {
    const territoryAdminId = demo.userIds['territoire@espaces.test']!;
    const response = await putAs('central@espaces.test', territoryAdminId, {
      ...validatorWith(ATTACKER_EMAIL),
      facilityMemberships: [],
      territoryMemberships: [
        { territory: territoryIri(demo.territoryId), profile: 'TERRITORY_PROFILE_ADMIN' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'territoire@espaces.test',
      pendingEmail: ATTACKER_EMAIL,
    });
    const [row] = await context.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.userId, territoryAdminId));
    expect(row).toMatchObject({ purpose: 'email_change', payload: { email: ATTACKER_EMAIL } });
    expect(await mailsTo(context.db, 'territoire@espaces.test')).toHaveLength(1);
  });
});

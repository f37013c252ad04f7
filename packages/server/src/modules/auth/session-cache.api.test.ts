import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/raw-query.ts';
import { facilities, users } from '../../db/schema.ts';
import {
  createTestApp,
  signIn,
  type Cookies,
  type TestContext,
} from '../../../test/support/app.ts';
import { userByEmail } from '../../../test/support/stored-rows.ts';
import { MANY_SIGN_INS } from '../account/account.test-support.ts';
import { LISTENER_NAME } from './session-changes.ts';

// Signed-in users are kept per session, and whatever changes the answer
// reaches the next request. Each test reads twice first, so that the answer is cached.

let context: TestContext;
beforeEach(async () => {
  context = await createTestApp(MANY_SIGN_INS);
});
afterEach(() => context.close());

const whoAmI = (cookies: Cookies) =>
  context.app.inject({ method: 'GET', url: '/api/authentication/user', cookies });

async function cachedSession(email: string): Promise<Cookies> {
  const cookies = await signIn(context.app, email);
  expect((await whoAmI(cookies)).statusCode).toBe(200);
  expect((await whoAmI(cookies)).statusCode).toBe(200);
  return cookies;
}

/**
 * A change made outside the app reaches it by notification, a few milliseconds later on
 * PostgreSQL (at once on PGlite): wait for it, within a bound.
 */
const eventually = (check: () => Promise<void>) =>
  vi.waitFor(check, { timeout: 5_000, interval: 10 });

const statusOf = async (cookies: Cookies) => (await whoAmI(cookies)).statusCode;

describe('the signed-in user, cached per session', () => {
  it('is refused at the next request once an administrator disables the account', async () => {
    const validator = await cachedSession('validateur@espaces.test');
    const admin = await signIn(context.app, 'admin@espaces.test');
    const { id } = await userByEmail(context.db, 'validateur@espaces.test');

    const disable = await context.app.inject({
      method: 'PUT',
      url: `/api/users/${id}/active`,
      cookies: admin,
      payload: { active: false },
    });

    expect(disable.statusCode).toBe(200);
    expect(await statusOf(validator)).toBe(401);
  });

  it('shows a changed membership profile at the next request', async () => {
    const validator = await cachedSession('validateur@espaces.test');
    const [membership] = (await whoAmI(validator)).json().facilityMemberships;
    const admin = await signIn(context.app, 'admin@espaces.test');
    const { id } = await userByEmail(context.db, 'validateur@espaces.test');
    const managed = (
      await context.app.inject({ method: 'GET', url: `/api/users/${id}`, cookies: admin })
    ).json();

    const update = await context.app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      cookies: admin,
      payload: {
        email: managed.email,
        firstName: managed.firstName,
        lastName: managed.lastName,
        phone: managed.phone,
        facilityMemberships: [
          { facility: membership.facility['@id'], profile: 'FACILITY_PROFILE_SUPERVISOR' },
        ],
        territoryMemberships: [],
      },
    });

    expect(update.statusCode).toBe(200);
    expect((await whoAmI(validator)).json().facilityMemberships).toEqual([
      { ...membership, profile: 'FACILITY_PROFILE_SUPERVISOR' },
    ]);
  });

  it('drops a user changed by plain SQL, whoever wrote it', async () => {
    const validator = await cachedSession('validateur@espaces.test');
    const { id } = await userByEmail(context.db, 'validateur@espaces.test');

    await context.db.update(users).set({ isActive: false }).where(eq(users.id, id));

    await eventually(async () => expect(await statusOf(validator)).toBe(401));
  });

  it('drops every user when a facility is renamed', async () => {
    const validator = await cachedSession('validateur@espaces.test');
    const [membership] = (await whoAmI(validator)).json().facilityMemberships;

    await context.db
      .update(facilities)
      .set({ name: 'Salle renommée' })
      .where(eq(facilities.id, membership.facility.id));

    await eventually(async () =>
      expect((await whoAmI(validator)).json().facilityMemberships[0].facility.name).toBe(
        'Salle renommée',
      ),
    );
  });

  it('refuses the session of a deleted user', async () => {
    const supervisor = await cachedSession('superviseur@espaces.test');
    const { id } = await userByEmail(context.db, 'superviseur@espaces.test');

    await context.db.execute(sql`DELETE FROM ${users} WHERE ${users.id} = ${id}`);

    await eventually(async () => expect(await statusOf(supervisor)).toBe(401));
  });

  it('refuses a signed cookie that pairs a user with the cached session of another', async () => {
    const admin = await cachedSession('admin@espaces.test');
    await cachedSession('validateur@espaces.test');
    const { id: validatorId } = await userByEmail(context.db, 'validateur@espaces.test');
    const [, adminSession, expiresAt] = context.app
      .unsignCookie(admin.espaces_access!)
      .value!.split('.');

    const forged = context.app.signCookie(`${validatorId}.${adminSession}.${expiresAt}`);

    expect(await statusOf({ espaces_access: forged })).toBe(401);
    expect(await statusOf(admin)).toBe(200);
  });

  // PGlite has no connection to lose.
  it.runIf(process.env.DATABASE_URL)(
    'never serves a change it missed while its listening connection was cut, and listens again',
    async () => {
      const validator = await cachedSession('validateur@espaces.test');
      const { id } = await userByEmail(context.db, 'validateur@espaces.test');
      const cut = sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = ${LISTENER_NAME}`;
      const listeners = async () =>
        (
          await queryRows(
            context.db,
            sql`SELECT pid FROM pg_stat_activity
              WHERE datname = current_database() AND application_name = ${LISTENER_NAME}`,
          )
        ).length;

      await context.db.execute(cut);
      // Missed by the cut connection: only not serving from the cache refuses it.
      await context.db.update(users).set({ isActive: false }).where(eq(users.id, id));
      await eventually(async () => expect(await statusOf(validator)).toBe(401));

      await eventually(async () => expect(await listeners()).toBe(1));
      await context.db.update(users).set({ isActive: true }).where(eq(users.id, id));
      const again = await cachedSession('validateur@espaces.test');
      await context.db.update(users).set({ isActive: false }).where(eq(users.id, id));
      await eventually(async () => expect(await statusOf(again)).toBe(401));
    },
  );
});

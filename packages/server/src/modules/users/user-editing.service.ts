import type { Actor } from '@espaces/domain/access/actor';
import type { UserInput } from '@espaces/domain/api/users';
import { DomainError, ValidationFailure, violation } from '@espaces/domain/errors';
import { pgErrorOf, PG_UNIQUE_VIOLATION, type Database } from '../../db/client.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { revokeAllRefreshTokens } from '../auth/auth.repository.ts';
import { requireAccess } from '../access/access.policy.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { SET_PASSWORD_LINK_VALIDITY_DAYS, setPasswordMail } from '../mail/mail-templates.ts';
import { issueEmailChange } from '../account/email-change.service.ts';
import {
  requireSomeMembership,
  requireWithinScope,
  resolveMemberships,
  type RequestedMemberships,
} from './user-memberships.ts';
import { setPasswordLink } from '../account/account-links.ts';
import { generateUserToken } from '../account/account-tokens.ts';
import { userManagementScope } from '@espaces/domain/access/user-management';
import {
  deleteFacilityMemberships,
  deleteTerritoryMemberships,
  insertFacilityMemberships,
  insertTerritoryMemberships,
  insertUser,
  insertUserToken,
  updateUser,
} from './user-changes.repository.ts';
import { findUserRecord, isEmailTaken, type UserRecord } from './users.repository.ts';
import { loadVisibleUser, type ManagedUserView } from './users.service.ts';
import { EMAIL_ALREADY_USED } from '@espaces/domain/messages';

export interface UserEditingContext {
  db: Database;
  actor: Actor;
  now: Date;
}

/** What the set-password e-mail needs from the configuration. */
export interface AccountMailSettings {
  appUrl: string;
  appName: string;
}

const SELF_DISABLE = 'Vous ne pouvez pas désactiver votre propre compte.';
const DAY_MS = 24 * 3600 * 1000;

const emailTaken = () => new ValidationFailure([violation('email', EMAIL_ALREADY_USED)]);

/** The unique index on lower(email) also answers a concurrent creation with the same address. */
async function withEmailUniqueness<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg.code === PG_UNIQUE_VIOLATION && pg.constraint === 'users_email_unique') {
      throw emailTaken();
    }
    throw error;
  }
}

async function insertMemberships(db: Database, userId: string, memberships: RequestedMemberships) {
  await insertFacilityMemberships(db, userId, memberships.facilities);
  await insertTerritoryMemberships(db, userId, memberships.territories);
}

function membershipsOf(record: UserRecord) {
  return {
    facilityMemberships: record.facilityMemberships.map((m) => ({
      facility: m.facilityId,
      profile: m.profile,
    })),
    territoryMemberships: record.territoryMemberships.map((m) => ({
      territory: m.territoryId,
      profile: m.profile,
    })),
  };
}

function editableFieldsOf(record: UserRecord) {
  const { email, firstName, lastName, phone } = record.user;
  return { email, firstName, lastName, phone, ...membershipsOf(record) };
}

/**
 * POST /api/users: an institutional user without password, its memberships, a single-use
 * set-password link valid SET_PASSWORD_LINK_VALIDITY_DAYS days, and the e-mail carrying it,
 * all in one transaction.
 */
export async function createInstitutionalUser(
  { db, actor, now }: UserEditingContext,
  input: UserInput,
  settings: AccountMailSettings,
): Promise<ManagedUserView> {
  requireAccess('auth-user-edit', actor);
  const scope = userManagementScope(actor);
  const userId = await withEmailUniqueness(() =>
    db.transaction(async (tx) => {
      const memberships = await resolveMemberships(tx, input);
      requireSomeMembership(memberships);
      requireWithinScope(scope, memberships);
      if (await isEmailTaken(tx, input.email)) throw emailTaken();

      const user = await insertUser(tx, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone || null,
        roles: ['ROLE_INSTITUTIONAL'],
        passwordHash: null,
        emailValidatedAt: null,
      });
      await insertMemberships(tx, user.id, memberships);

      const { token, tokenHash } = generateUserToken();
      await insertUserToken(tx, {
        userId: user.id,
        purpose: 'set_password',
        tokenHash,
        expiresAt: new Date(now.getTime() + SET_PASSWORD_LINK_VALIDITY_DAYS * DAY_MS),
      });
      const link = setPasswordLink(settings.appUrl, token);
      await enqueueMail(
        tx,
        {
          to: user.email,
          ...setPasswordMail({ appName: settings.appName, firstName: user.firstName, link }),
        },
        now,
      );
      const created = await findUserRecord(tx, user.id);
      await recordAuditEvent(tx, {
        occurredAt: now,
        actorUserId: actor.id,
        entityType: 'user',
        entityId: user.id,
        action: 'create',
        changes: { after: editableFieldsOf(created!) },
      });
      return user.id;
    }),
  );
  return loadVisibleUser(db, actor, userId, now);
}

/**
 * PUT /api/users/{id}: names, phone and memberships, only by an asker whose rights cover every
 * membership of the user, before and after (domain `coversEveryMembership`). A different
 * e-mail is never written here: it becomes a pending change that takes effect when the link
 * sent to the new address is followed (issueEmailChange), so no administrator can move an
 * account to an address it holds and reset its password from there
 * (docs/decisions.md#accounts-and-users).
 */
export async function updateManagedUser(
  { db, actor, now }: UserEditingContext,
  userId: string,
  input: UserInput,
  settings: AccountMailSettings,
): Promise<ManagedUserView> {
  const scope = userManagementScope(actor);
  await db.transaction(async (tx) => {
    const { record, abilities } = await loadVisibleUser(tx, actor, userId, now);
    if (!abilities.edit) throw new DomainError('FORBIDDEN');
    const requested = await resolveMemberships(tx, input);
    requireSomeMembership(requested);
    requireWithinScope(scope, requested);

    await updateUser(tx, userId, {
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone || null,
      updatedAt: now,
    });
    await deleteFacilityMemberships(
      tx,
      userId,
      record.facilityMemberships.map((m) => m.facilityId),
    );
    await deleteTerritoryMemberships(
      tx,
      userId,
      record.territoryMemberships.map((m) => m.territoryId),
    );
    await insertMemberships(tx, userId, requested);

    const updated = await findUserRecord(tx, userId);
    await recordAuditEvent(tx, {
      occurredAt: now,
      actorUserId: actor.id,
      entityType: 'user',
      entityId: userId,
      action: 'update',
      changes: { before: editableFieldsOf(record), after: editableFieldsOf(updated!) },
    });
    if (input.email !== record.user.email.toLowerCase()) {
      const request = { user: record.user, newEmail: input.email, requestedBy: actor.id };
      await issueEmailChange(tx, request, now, settings);
    }
  });
  return loadVisibleUser(db, actor, userId, now);
}

/**
 * PUT /api/users/{id}/active (the active flag is switched by its own call): a
 * disabled user cannot sign in and loses its sessions at once (refresh tokens revoked here;
 * the access cookie is refused because the user is re-read on each call).
 */
export async function setUserActive(
  { db, actor, now }: UserEditingContext,
  userId: string,
  active: boolean,
): Promise<ManagedUserView> {
  await db.transaction(async (tx) => {
    const { record, abilities } = await loadVisibleUser(tx, actor, userId, now);
    if (!active && userId === actor.id) {
      throw new ValidationFailure([violation('active', SELF_DISABLE)]);
    }
    if (!abilities.edit) throw new DomainError('FORBIDDEN');
    if (record.user.isActive === active) return;
    await updateUser(tx, userId, { isActive: active, updatedAt: now });
    if (!active) await revokeAllRefreshTokens(tx, userId, now);
    await recordAuditEvent(tx, {
      occurredAt: now,
      actorUserId: actor.id,
      entityType: 'user',
      entityId: userId,
      action: active ? 'enable' : 'disable',
      fromStatus: record.user.isActive ? 'active' : 'inactive',
      toStatus: active ? 'active' : 'inactive',
    });
  });
  return loadVisibleUser(db, actor, userId, now);
}

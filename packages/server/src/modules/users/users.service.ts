import type { Actor } from '@espaces/domain/access/actor';
import { DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { requireAccess } from '../access/access.policy.ts';
import type { UserAbilities } from './users.presenter.ts';
import {
  coversEveryMembership,
  managesAnyUser,
  seesUser,
  userManagementScope,
} from '@espaces/domain/access/user-management';
import {
  findManagedUsers,
  findPendingEmails,
  findUserRecord,
  type UserListFilters,
  type UserRecord,
} from './users.repository.ts';

/** A user as the asker may see it, with what the asker may do to it. */
export interface ManagedUserView {
  record: UserRecord;
  abilities: UserAbilities;
  pendingEmail: string | null;
}

/** The same rule guards the writes (user-editing.service.ts) and shows the web's buttons. */
export function abilitiesOver(actor: Actor, record: UserRecord): UserAbilities {
  const manages = coversEveryMembership(actor, record);
  // Nobody disables their own account.
  return { edit: manages, toggleActive: manages && record.user.id !== actor.id };
}

/** GET /api/users: the institutional users the asker manages. */
export async function listManagedUsers(
  db: Database,
  actor: Actor,
  filters: UserListFilters,
  window: { limit: number | undefined; offset: number },
  now: Date,
): Promise<{ users: ManagedUserView[]; totalItems: number }> {
  requireAccess('auth-user', actor);
  const scope = userManagementScope(actor);
  if (!managesAnyUser(scope)) throw new DomainError('FORBIDDEN');
  const { records, totalItems } = await findManagedUsers(db, scope, filters, window);
  const pending = await findPendingEmails(
    db,
    records.map((record) => record.user.id),
    now,
  );
  return {
    users: records.map((record) => ({
      record,
      abilities: abilitiesOver(actor, record),
      pendingEmail: pending.get(record.user.id) ?? null,
    })),
    totalItems,
  };
}

/**
 * A user the asker neither manages nor is → 404 (docs/access.md#not-found-or-forbidden). Returns
 * the user and whether the asker manages it (a user always sees their own account).
 */
export async function loadVisibleUser(
  db: Database,
  actor: Actor,
  userId: string,
  now: Date,
): Promise<ManagedUserView> {
  const record = await findUserRecord(db, userId);
  const scope = userManagementScope(actor);
  if (!record || (record.user.id !== actor.id && !seesUser(scope, record))) {
    throw new DomainError('NOT_FOUND');
  }
  const pending = await findPendingEmails(db, [userId], now);
  return {
    record,
    abilities: abilitiesOver(actor, record),
    pendingEmail: pending.get(userId) ?? null,
  };
}

/** GET /api/users/{id}. */
export function getManagedUser(
  db: Database,
  actor: Actor,
  userId: string,
  now: Date,
): Promise<ManagedUserView> {
  return loadVisibleUser(db, actor, userId, now);
}

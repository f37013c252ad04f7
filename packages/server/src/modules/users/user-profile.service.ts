import type { Actor } from '@espaces/domain/access/actor';
import type { profilePatchSchema } from '@espaces/domain/api/account';
import { DomainError } from '@espaces/domain/errors';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { findUserProfile, type UserProfile } from '../auth/auth.repository.ts';
import { changedFields, recordAuditEvent } from '../audit/audit-events.ts';
import { loadVisibleUser } from './users.service.ts';
import { findAccountUser, updateAccountUser } from '../account/account.repository.ts';

export type ProfilePatch = z.output<typeof profilePatchSchema>;

/**
 * PATCH /api/users/{id} (/mon-profil): a user edits its own names and phone, nothing else.
 * Someone else's account answers 404 when the asker may not see it, 403 when it may
 * (staff managing the user edit it through PUT /api/users/{id} instead).
 */
export async function updateOwnProfile(
  db: Database,
  actor: Actor,
  userId: string,
  patch: ProfilePatch,
  now: Date,
): Promise<UserProfile> {
  if (userId !== actor.id) {
    await loadVisibleUser(db, actor, userId, now);
    throw new DomainError('FORBIDDEN');
  }
  return db.transaction(async (tx) => {
    const user = await findAccountUser(tx, userId);
    if (!user) throw new DomainError('NOT_FOUND');
    // Merge-patch: an absent member stays as it is; `phone: null` removes the number.
    const after = Object.fromEntries(
      Object.entries(patch).filter(([, value]) => value !== undefined),
    ) as Partial<Pick<typeof user, 'firstName' | 'lastName' | 'phone'>>;
    const changes = changedFields(user, after);
    if (Object.keys(changes).length > 0) {
      await updateAccountUser(tx, userId, after, now);
      await recordAuditEvent(tx, {
        actorUserId: actor.id,
        entityType: 'user',
        entityId: userId,
        action: 'update_profile',
        changes,
        occurredAt: now,
      });
    }
    const profile = await findUserProfile(tx, userId);
    if (!profile) throw new DomainError('NOT_FOUND');
    return profile;
  });
}

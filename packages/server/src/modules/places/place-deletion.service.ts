import type { Actor } from '@espaces/domain/access/actor';
import { DomainError, ValidationFailure, violation } from '@espaces/domain/errors';
import { pgErrorOf, PG_FOREIGN_KEY_VIOLATION, type Database } from '../../db/client.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { requirePlaceManager, requirePlaceScope, requireVisiblePlace } from './places.policy.ts';
import { placeAccessOfRow } from './places.service.ts';
import {
  activeBookingReferences,
  deletePlace as removePlace,
  findPlace,
  placeHasBookings,
} from './places.repository.ts';
import { countOf } from '@espaces/domain/locale/french';

const NAMED_REFERENCES = 3;

/** « (RES-2026-000001, RES-2026-000002, RES-2026-000003 et 2 autres) » */
function referenceList(references: string[]): string {
  const named = references.slice(0, NAMED_REFERENCES).join(', ');
  const others = references.length - NAMED_REFERENCES;
  if (others <= 0) return named;
  return `${named} et ${countOf(others, 'autre')}`;
}

export function placeHasActiveBookings(references: string[]): string {
  return `Cet espace a des réservations en cours (${referenceList(references)})\u00a0: il ne peut pas être supprimé.`;
}

export const PLACE_HAS_BOOKING_HISTORY =
  'Cet espace a un historique de réservations\u00a0: dépubliez-le plutôt que de le supprimer.';

function refusal(message: string): ValidationFailure {
  return new ValidationFailure([violation('', message, 'VALIDATION_FAILED')]);
}

/**
 * « Espace supprimé »: a place goes with its windows and doors (FK cascade), never
 * while it holds active booking slots; one with past or ended bookings is unpublished instead,
 * as those bookings keep referring to it.
 */
export async function deletePlace(
  db: Database,
  actor: Actor,
  placeId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    requirePlaceScope(actor);
    const current = await findPlace(tx, placeId);
    if (!current) throw new DomainError('NOT_FOUND');
    requirePlaceManager(actor, requireVisiblePlace(actor, placeAccessOfRow(current)));
    const references = await activeBookingReferences(tx, placeId);
    if (references.length > 0) throw refusal(placeHasActiveBookings(references));
    if (await placeHasBookings(tx, placeId)) throw refusal(PLACE_HAS_BOOKING_HISTORY);
    await removePlace(tx, placeId).catch((error: unknown) => {
      // A booking created meanwhile: its foreign key keeps the place.
      if (pgErrorOf(error).code === PG_FOREIGN_KEY_VIOLATION) {
        throw refusal(PLACE_HAS_BOOKING_HISTORY);
      }
      throw error;
    });
    await recordAuditEvent(tx, {
      actorUserId: actor.id,
      entityType: 'place',
      entityId: placeId,
      action: 'deleted',
      changes: { name: current.place.name, facilityId: current.place.facilityId },
      occurredAt: now,
    });
  });
}

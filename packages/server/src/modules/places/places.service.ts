import type { Actor } from '@espaces/domain/access/actor';
import type { Violation } from '@espaces/domain/api/hydra';
import { idFromIri } from '@espaces/domain/api/iri';
import type { Place, PlaceInput } from '@espaces/domain/api/places';
import { DomainError, ValidationFailure, violation } from '@espaces/domain/errors';
import { eurosToCents } from '@espaces/domain/locale/format';
import type { Database, Transaction } from '../../db/client.ts';
import { type Pagination } from '@espaces/domain/api/collection-params';
import { pageWindow } from '../../http/collections.ts';
import { changedFields, recordAuditEvent } from '../audit/audit-events.ts';
import type { FacilityAccess } from '../facilities/facilities.policy.ts';
import {
  mayReadDoors,
  placeAbilities,
  requirePlaceManager,
  requirePlaceScope,
  requireVisiblePlace,
  type PlaceAccess,
} from './places.policy.ts';
import { presentPlace, presentPlaceType } from './places.presenter.ts';
import {
  doorsOfPlaces,
  findFacilityAccess,
  findPlace,
  insertPlace,
  listPlaces,
  listPlaceTypes,
  placeHasBookings,
  placeTypeExists,
  replaceDoors,
  updatePlace as writePlace,
  type PlaceRow,
  type PlaceValues,
} from './places.repository.ts';

export const UNKNOWN_FACILITY = 'Cet établissement est introuvable.';
export const UNKNOWN_PLACE_TYPE = 'Ce type d’espace est introuvable.';
export const FOREIGN_DOOR = 'Cette porte n’appartient pas à cet espace.';
export const DUPLICATE_DOOR = 'Cette porte figure deux fois dans la liste.';
export const FACILITY_LOCKED_BY_BOOKINGS =
  'Un espace qui a des réservations ne peut pas changer d’établissement.';

export interface PlaceListQuery {
  facilityIds?: string[];
  placeTypeIds?: string[];
  published?: boolean;
  search?: string;
  nameOrder: 'asc' | 'desc';
  pagination: Pagination;
}

export function placeAccessOfRow(row: PlaceRow): PlaceAccess {
  return {
    facilityId: row.facility.id,
    facilityTerritoryId: row.facility.territoryId,
    published: row.place.published,
    facilityActive: row.facility.active,
  };
}

async function presentRows(db: Database, actor: Actor, rows: PlaceRow[]): Promise<Place[]> {
  const doors = mayReadDoors(actor)
    ? await doorsOfPlaces(
        db,
        rows.map((row) => row.place.id),
      )
    : undefined;
  return rows.map((row) =>
    presentPlace(
      row,
      doors?.filter((door) => door.placeId === row.place.id),
      placeAbilities(actor, placeAccessOfRow(row)),
    ),
  );
}

/** The places the user may manage (staff, central) or book (organisations). */
export async function searchPlaces(
  db: Database,
  actor: Actor,
  query: PlaceListQuery,
): Promise<{ members: Place[]; total: number }> {
  const { rows, total } = await listPlaces(db, {
    scope: requirePlaceScope(actor),
    facilityIds: query.facilityIds,
    placeTypeIds: query.placeTypeIds,
    published: query.published,
    search: query.search,
    nameOrder: query.nameOrder,
    ...pageWindow(query.pagination),
  });
  return { members: await presentRows(db, actor, rows), total };
}

export async function showPlace(db: Database, actor: Actor, placeId: string): Promise<Place> {
  requirePlaceScope(actor);
  const row = await findPlace(db, placeId);
  if (!row) throw new DomainError('NOT_FOUND');
  requireVisiblePlace(actor, placeAccessOfRow(row));
  const [place] = await presentRows(db, actor, [row]);
  return place!;
}

/**
 * The facility and type the body names must exist (422), and the user must manage the
 * facility's places (403).
 */
async function resolveReferences(
  tx: Transaction,
  actor: Actor,
  input: PlaceInput,
): Promise<{ facility: FacilityAccess; placeTypeId: string }> {
  const facility = await findFacilityAccess(tx, idFromIri(input.facility) ?? '');
  const placeTypeId = idFromIri(input.placeType) ?? '';
  const violations: Violation[] = [];
  if (!facility) violations.push(violation('facility', UNKNOWN_FACILITY, 'VALIDATION_FAILED'));
  if (!(await placeTypeExists(tx, placeTypeId))) {
    violations.push(violation('placeType', UNKNOWN_PLACE_TYPE, 'VALIDATION_FAILED'));
  }
  if (violations.length > 0) throw new ValidationFailure(violations);
  requirePlaceManager(actor, facility!);
  return { facility: facility!, placeTypeId };
}

/** Door ids sent must be doors of this place, each once (positions follow the list). */
function checkDoorIds(input: PlaceInput, currentDoorIds: string[]): void {
  const seen = new Set<string>();
  const violations: Violation[] = [];
  input.doors.forEach((door, index) => {
    if (!door.id) return;
    const path = `doors.${index}.id`;
    if (!currentDoorIds.includes(door.id)) {
      violations.push(violation(path, FOREIGN_DOOR, 'VALIDATION_FAILED'));
    } else if (seen.has(door.id)) {
      violations.push(violation(path, DUPLICATE_DOOR, 'VALIDATION_FAILED'));
    }
    seen.add(door.id);
  });
  if (violations.length > 0) throw new ValidationFailure(violations);
}

function valuesOf(input: PlaceInput, facilityId: string, placeTypeId: string): PlaceValues {
  return {
    name: input.name,
    facilityId,
    placeTypeId,
    description: input.description,
    capacity: input.capacity,
    surface: input.surface,
    equipment: input.equipment,
    reducedMobilityAccess: input.reducedMobilityAccess,
    // Euros in the API, integer cents in the database (docs/api.md#money-and-dates).
    rentPriceCents: eurosToCents(input.rentPrice),
    cleaningPriceCents: eurosToCents(input.cleaningPrice),
    published: input.published,
  };
}

export async function createPlace(
  db: Database,
  actor: Actor,
  input: PlaceInput,
  now: Date,
): Promise<Place> {
  requirePlaceManager(actor);
  const placeId = await db.transaction(async (tx) => {
    const { facility, placeTypeId } = await resolveReferences(tx, actor, input);
    checkDoorIds(input, []);
    const values = valuesOf(input, facility.facilityId, placeTypeId);
    const id = await insertPlace(tx, values);
    await replaceDoors(tx, id, input.doors);
    await recordAuditEvent(tx, {
      actorUserId: actor.id,
      entityType: 'place',
      entityId: id,
      action: 'created',
      changes: { ...values, doors: input.doors.map((door) => door.name) },
      occurredAt: now,
    });
    return id;
  });
  return showPlace(db, actor, placeId);
}

/** Full replacement, doors included (kept by id, added, removed, reordered). */
export async function updatePlace(
  db: Database,
  actor: Actor,
  placeId: string,
  input: PlaceInput,
  now: Date,
): Promise<Place> {
  await db.transaction(async (tx) => {
    requirePlaceScope(actor);
    const current = await findPlace(tx, placeId);
    if (!current) throw new DomainError('NOT_FOUND');
    requirePlaceManager(actor, requireVisiblePlace(actor, placeAccessOfRow(current)));
    const { facility, placeTypeId } = await resolveReferences(tx, actor, input);
    if (facility.facilityId !== current.place.facilityId && (await placeHasBookings(tx, placeId))) {
      throw new ValidationFailure([
        violation('facility', FACILITY_LOCKED_BY_BOOKINGS, 'VALIDATION_FAILED'),
      ]);
    }
    const currentDoors = await doorsOfPlaces(tx, [placeId]);
    checkDoorIds(
      input,
      currentDoors.map((door) => door.id),
    );
    const values = valuesOf(input, facility.facilityId, placeTypeId);
    await writePlace(tx, placeId, { ...values, updatedAt: now });
    await replaceDoors(tx, placeId, input.doors);
    await recordAuditEvent(tx, {
      actorUserId: actor.id,
      entityType: 'place',
      entityId: placeId,
      action: 'updated',
      changes: {
        ...changedFields(current.place, { ...values }),
        doors: {
          from: currentDoors.map((door) => door.name),
          to: input.doors.map((door) => door.name),
        },
      },
      occurredAt: now,
    });
  });
  return showPlace(db, actor, placeId);
}

/** Place types are reference data every signed-in user may read. */
export async function placeTypesPage(db: Database, pagination: Pagination) {
  const { rows, total } = await listPlaceTypes(db, pageWindow(pagination));
  return { members: rows.map(presentPlaceType), total };
}

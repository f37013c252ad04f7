import type { Actor } from '@espaces/domain/access/actor';
import type { Facility, FacilityDetail, FacilityInput } from '@espaces/domain/api/facilities';
import { idFromIri } from '@espaces/domain/api/iri';
import { DomainError, ValidationFailure, violation } from '@espaces/domain/errors';
import type { Violation } from '@espaces/domain/api/hydra';
import {
  pgErrorOf,
  PG_UNIQUE_VIOLATION,
  type Database,
  type Transaction,
} from '../../db/client.ts';
import { type Pagination } from '@espaces/domain/api/collection-params';
import { pageWindow } from '../../http/collections.ts';
import { facilityAccessResource } from '../access/access-resources.ts';
import { canCreateFacilityIn } from '@espaces/domain/access/facility-creation';
import {
  facilityAbilities,
  requireFacilityEditor,
  requireFacilityScope,
  requireVisible,
  type FacilityAccess,
} from './facilities.policy.ts';
import { changedFields, recordAuditEvent } from '../audit/audit-events.ts';
import { presentFacility, presentFacilityDetail } from './facilities.presenter.ts';
import {
  facilityTypeExists,
  findFacility,
  insertFacility,
  listFacilities,
  listFacilityDocuments,
  listFacilityStaff,
  territoryExists,
  updateFacility as writeFacility,
  type FacilityRow,
  type FacilityValues,
} from './facilities.repository.ts';

export const UAI_ALREADY_USED = 'Ce code UAI est déjà utilisé.';
export const UNKNOWN_TERRITORY = 'Ce territoire est introuvable.';
export const UNKNOWN_FACILITY_TYPE = 'Ce type d’établissement est introuvable.';
export const TERRITORY_NOT_ADMINISTERED =
  'Vous ne pouvez pas rattacher l’établissement à ce territoire.';

export interface FacilityListQuery {
  search?: string;
  territoryIds?: string[];
  facilityTypeIds?: string[];
  nameOrder: 'asc' | 'desc';
  pagination: Pagination;
}

/** Staff only (403 for organisations); a facility the user may not see answers 404. */
export async function visibleFacility(
  db: Database,
  actor: Actor,
  facilityId: string,
): Promise<FacilityAccess> {
  requireFacilityScope(actor);
  return requireVisible(actor, await facilityAccessResource(db, facilityId));
}

function withAbilities(actor: Actor, row: FacilityRow): Facility {
  return presentFacility(
    row,
    facilityAbilities(actor, {
      facilityId: row.facility.id,
      facilityTerritoryId: row.facility.territoryId,
    }),
  );
}

/** The facilities the user oversees, with the list page's filters. */
export async function searchFacilities(
  db: Database,
  actor: Actor,
  query: FacilityListQuery,
): Promise<{ members: Facility[]; total: number }> {
  const { rows, total } = await listFacilities(db, {
    scope: requireFacilityScope(actor),
    search: query.search,
    territoryIds: query.territoryIds,
    facilityTypeIds: query.facilityTypeIds,
    nameOrder: query.nameOrder,
    ...pageWindow(query.pagination),
  });
  return { members: rows.map((row) => withAbilities(actor, row)), total };
}

/** The detail page: the facility, its staff and their profiles, its annex documents. */
export async function showFacility(
  db: Database,
  actor: Actor,
  facilityId: string,
): Promise<FacilityDetail> {
  await visibleFacility(db, actor, facilityId);
  return facilityDetail(db, actor, facilityId);
}

async function facilityDetail(
  db: Database,
  actor: Actor,
  facilityId: string,
): Promise<FacilityDetail> {
  const row = await findFacility(db, facilityId);
  if (!row) throw new DomainError('NOT_FOUND');
  const [staff, documents] = await Promise.all([
    listFacilityStaff(db, facilityId),
    listFacilityDocuments(db, facilityId),
  ]);
  const facility = withAbilities(actor, row);
  return presentFacilityDetail(row, facility._abilities, staff, documents);
}

async function resolveReferences(
  tx: Transaction,
  input: FacilityInput,
): Promise<{ territoryId: string; facilityTypeId: string }> {
  const territoryId = idFromIri(input.territory) ?? '';
  const facilityTypeId = idFromIri(input.facilityType) ?? '';
  const violations: Violation[] = [];
  if (!(await territoryExists(tx, territoryId))) {
    violations.push(violation('territory', UNKNOWN_TERRITORY, 'VALIDATION_FAILED'));
  }
  if (!(await facilityTypeExists(tx, facilityTypeId))) {
    violations.push(violation('facilityType', UNKNOWN_FACILITY_TYPE, 'VALIDATION_FAILED'));
  }
  if (violations.length > 0) throw new ValidationFailure(violations);
  return { territoryId, facilityTypeId };
}

function valuesOf(
  input: FacilityInput,
  territoryId: string,
  facilityTypeId: string,
): FacilityValues {
  return {
    name: input.name,
    facilityTypeId,
    territoryId,
    uai: input.uai,
    address: input.address,
    postalCode: input.postalCode,
    city: input.city,
    latitude: input.latitude,
    longitude: input.longitude,
    phone: input.phone,
    email: input.email,
    signatoryName: input.signatoryName,
    signatoryTitle: input.signatoryTitle,
    active: input.active,
  };
}

/** The UAI is unique: a taken one is a violation on the field, not a 500. */
function uaiTakenOr(error: unknown): unknown {
  const { code, constraint } = pgErrorOf(error);
  if (code === PG_UNIQUE_VIOLATION && constraint === 'facilities_uai_unique') {
    return new ValidationFailure([violation('uai', UAI_ALREADY_USED, 'VALIDATION_FAILED')]);
  }
  return error;
}

/** A territory admin or central opens a facility in a territory they administer. */
export async function createFacility(
  db: Database,
  actor: Actor,
  input: FacilityInput,
  now: Date,
): Promise<FacilityDetail> {
  requireFacilityScope(actor);
  const facilityId = await db.transaction(async (tx) => {
    const { territoryId, facilityTypeId } = await resolveReferences(tx, input);
    if (!canCreateFacilityIn(actor, territoryId)) throw new DomainError('FORBIDDEN');
    const values = valuesOf(input, territoryId, facilityTypeId);
    const id = await insertFacility(tx, values).catch((error: unknown) => {
      throw uaiTakenOr(error);
    });
    await recordAuditEvent(tx, {
      actorUserId: actor.id,
      entityType: 'facility',
      entityId: id,
      action: 'created',
      changes: values,
      occurredAt: now,
    });
    return id;
  });
  return facilityDetail(db, actor, facilityId);
}

/** Replaces every field of the facility; moving it to another territory needs rights there. */
export async function updateFacility(
  db: Database,
  actor: Actor,
  facilityId: string,
  input: FacilityInput,
  now: Date,
): Promise<FacilityDetail> {
  await db.transaction(async (tx) => {
    requireFacilityScope(actor);
    const current = await findFacility(tx, facilityId);
    if (!current) throw new DomainError('NOT_FOUND');
    const facility = { facilityId, facilityTerritoryId: current.facility.territoryId };
    requireFacilityEditor(actor, requireVisible(actor, facility));
    const { territoryId, facilityTypeId } = await resolveReferences(tx, input);
    if (territoryId !== current.facility.territoryId && !canCreateFacilityIn(actor, territoryId)) {
      throw new DomainError('FORBIDDEN', TERRITORY_NOT_ADMINISTERED);
    }
    const values = valuesOf(input, territoryId, facilityTypeId);
    await writeFacility(tx, facilityId, { ...values, updatedAt: now }).catch((error: unknown) => {
      throw uaiTakenOr(error);
    });
    await recordAuditEvent(tx, {
      actorUserId: actor.id,
      entityType: 'facility',
      entityId: facilityId,
      action: 'updated',
      changes: changedFields(current.facility, { ...values }),
      occurredAt: now,
    });
  });
  return facilityDetail(db, actor, facilityId);
}

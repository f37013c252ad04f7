import type { z } from 'zod';
import type { Actor } from '@espaces/domain/access/actor';
import type { facilityTypeSchema, territorySchema } from '@espaces/domain/api/facilities';
import { DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { type Pagination } from '@espaces/domain/api/collection-params';
import { pageWindow } from '../../http/collections.ts';
import { facilityScopeOf } from './facilities.policy.ts';
import { presentFacilityType, presentTerritory } from './facilities.presenter.ts';
import {
  listFacilityTypes,
  listTerritories,
  territoryIdsOfFacilities,
} from './facilities.repository.ts';

/**
 * Territories: central sees them all; staff see those they administer and those of the
 * facilities they manage (for the filters and the facility page); organisations have no use
 * for them.
 */
export async function territoriesFor(
  db: Database,
  actor: Actor,
  pagination: Pagination,
): Promise<{ members: z.infer<typeof territorySchema>[]; total: number }> {
  const scope = facilityScopeOf(actor);
  if (!scope) throw new DomainError('FORBIDDEN');
  const territoryIds =
    scope.kind === 'all'
      ? undefined
      : [
          ...new Set([
            ...scope.territoryIds,
            ...(await territoryIdsOfFacilities(db, scope.facilityIds)),
          ]),
        ];
  const { rows, total } = await listTerritories(db, { territoryIds, ...pageWindow(pagination) });
  return { members: rows.map(presentTerritory), total };
}

/** Facility types are reference data every signed-in user may read. */
export async function facilityTypesPage(
  db: Database,
  pagination: Pagination,
): Promise<{ members: z.infer<typeof facilityTypeSchema>[]; total: number }> {
  const { rows, total } = await listFacilityTypes(db, pageWindow(pagination));
  return { members: rows.map(presentFacilityType), total };
}

import { and, asc, count, desc, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { OrganizationStatus } from '@espaces/domain/access/actor';
import type { Database } from '../../db/client.ts';
import { bookings, facilities, organizations, places } from '../../db/schema.ts';
import { containsText, escapeLike } from '../../db/text-search.ts';
import type { OrganizationRow } from './organizations.repository.ts';

/** The query behind `GET /api/organizations`. */

export interface OrganizationListFilters {
  statuses?: OrganizationStatus[];
  search?: string;
  /** Staff only see organisations that booked one of these facilities or territories. */
  bookedIn?: { facilityIds: string[]; territoryIds: string[] };
  orderByName?: 'asc' | 'desc';
  limit?: number;
  offset: number;
}

function listConditions(filters: OrganizationListFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.statuses && filters.statuses.length > 0) {
    conditions.push(inArray(organizations.status, filters.statuses));
  }
  const term = filters.search?.trim();
  if (term) {
    // Names ignore case and accents; SIRET and RNA are stored without the spaces people type.
    const identifier = escapeLike(term.replace(/[\s.]/g, ''));
    conditions.push(
      or(
        containsText([organizations.name], term),
        ilike(organizations.siret, `%${identifier}%`),
        ilike(organizations.rna, `%${identifier}%`),
      )!,
    );
  }
  if (filters.bookedIn) {
    const { facilityIds, territoryIds } = filters.bookedIn;
    const reached = [
      ...(facilityIds.length > 0 ? [inArray(facilities.id, facilityIds)] : []),
      ...(territoryIds.length > 0 ? [inArray(facilities.territoryId, territoryIds)] : []),
    ];
    const booked = sql`exists (select 1 from ${bookings}
      inner join ${places} on ${places.id} = ${bookings.placeId}
      inner join ${facilities} on ${facilities.id} = ${places.facilityId}
      where ${bookings.organizationId} = ${organizations.id}
      and ${reached.length > 0 ? or(...reached) : sql`false`})`;
    conditions.push(booked);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listOrganizations(
  db: Database,
  filters: OrganizationListFilters,
): Promise<{ rows: OrganizationRow[]; total: number }> {
  const where = listConditions(filters);
  const order =
    filters.orderByName === 'desc'
      ? [desc(organizations.name), asc(organizations.id)]
      : [asc(organizations.name), asc(organizations.id)];
  const query = db
    .select()
    .from(organizations)
    .where(where)
    .orderBy(...order)
    .offset(filters.offset);
  const rows = await (filters.limit === undefined ? query : query.limit(filters.limit));
  const [counted] = await db.select({ total: count() }).from(organizations).where(where);
  return { rows, total: counted?.total ?? 0 };
}

import { eq } from 'drizzle-orm';
import type { AccessResource } from '@espaces/domain/access/checks';
import type { Database } from '../../db/client.ts';
import { facilities, places } from '../../db/schema.ts';

/** What the access checks need to know of a facility: itself and its territory. */
export async function facilityAccessResource(
  db: Database,
  facilityId: string,
): Promise<AccessResource | undefined> {
  const [row] = await db
    .select({ territoryId: facilities.territoryId })
    .from(facilities)
    .where(eq(facilities.id, facilityId));
  return row && { facilityId, facilityTerritoryId: row.territoryId };
}

/** The access resource of a place is the one of its facility. */
export async function placeAccessResource(
  db: Database,
  placeId: string,
): Promise<AccessResource | undefined> {
  const [row] = await db
    .select({ facilityId: places.facilityId, territoryId: facilities.territoryId })
    .from(places)
    .innerJoin(facilities, eq(facilities.id, places.facilityId))
    .where(eq(places.id, placeId));
  return row && { facilityId: row.facilityId, facilityTerritoryId: row.territoryId };
}

import { eq } from 'drizzle-orm';
import type { AccessResource } from '@espaces/domain/access/checks';
import type { Database } from '../../db/client.ts';
import { facilities } from '../../db/schema.ts';

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

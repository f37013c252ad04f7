import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaignOutcomes, facilities, places } from '../../db/schema.ts';

// Queries of the outcomes the allocation proposes and the facilities decide (docs/campaigns.md).

export type OutcomeRow = typeof campaignOutcomes.$inferSelect & { placeName: string | null };

export async function insertOutcomes(
  tx: Database,
  rows: readonly (typeof campaignOutcomes.$inferInsert)[],
): Promise<void> {
  // Chunks keep each statement well under PostgreSQL's 65,535 parameters.
  for (let start = 0; start < rows.length; start += 1000) {
    await tx.insert(campaignOutcomes).values(rows.slice(start, start + 1000));
  }
}

export async function facilityOutcomes(
  db: Database,
  campaignId: string,
  facilityId: string,
): Promise<OutcomeRow[]> {
  const rows = await db
    .select({ outcome: campaignOutcomes, placeName: places.name })
    .from(campaignOutcomes)
    .leftJoin(places, eq(places.id, campaignOutcomes.placeId))
    .where(
      and(eq(campaignOutcomes.campaignId, campaignId), eq(campaignOutcomes.facilityId, facilityId)),
    );
  return rows.map(({ outcome, placeName }) => ({ ...outcome, placeName }));
}

export async function acceptProposedOutcomes(
  tx: Database,
  campaignId: string,
  facilityId: string,
  decision: { userId: string; at: Date },
): Promise<number> {
  const accepted = await tx
    .update(campaignOutcomes)
    .set({ decision: 'accepted', decidedByUserId: decision.userId, decidedAt: decision.at })
    .where(
      and(
        eq(campaignOutcomes.campaignId, campaignId),
        eq(campaignOutcomes.facilityId, facilityId),
        eq(campaignOutcomes.decision, 'proposed'),
      ),
    )
    .returning({ wishId: campaignOutcomes.wishId });
  return accepted.length;
}

export async function findOutcome(db: Database, wishId: string) {
  const [row] = await db
    .select({ outcome: campaignOutcomes, territoryId: facilities.territoryId })
    .from(campaignOutcomes)
    .innerJoin(facilities, eq(facilities.id, campaignOutcomes.facilityId))
    .where(eq(campaignOutcomes.wishId, wishId));
  return row;
}

/** The other placed outcomes of a place on a week day (what an override must not overlap). */
export async function otherPlacedOutcomes(
  db: Database,
  campaignId: string,
  placeId: string,
  weekDay: number,
  wishId: string,
) {
  return db
    .select({
      wishId: campaignOutcomes.wishId,
      startTime: campaignOutcomes.startTime,
      endTime: campaignOutcomes.endTime,
    })
    .from(campaignOutcomes)
    .where(
      and(
        eq(campaignOutcomes.campaignId, campaignId),
        eq(campaignOutcomes.placeId, placeId),
        eq(campaignOutcomes.weekDay, weekDay),
        ne(campaignOutcomes.wishId, wishId),
      ),
    );
}

export async function overrideOutcome(
  tx: Database,
  wishId: string,
  fields: Pick<
    typeof campaignOutcomes.$inferInsert,
    'status' | 'placeId' | 'weekDay' | 'startTime' | 'endTime' | 'explanation' | 'cause'
  >,
  decision: { userId: string; at: Date },
): Promise<void> {
  await tx
    .update(campaignOutcomes)
    .set({
      ...fields,
      decision: 'overridden',
      decidedByUserId: decision.userId,
      decidedAt: decision.at,
    })
    .where(eq(campaignOutcomes.wishId, wishId));
}

export async function findFacilityOfCampaign(db: Database, facilityId: string) {
  const [row] = await db
    .select({ id: facilities.id, name: facilities.name, territoryId: facilities.territoryId })
    .from(facilities)
    .where(eq(facilities.id, facilityId));
  return row;
}

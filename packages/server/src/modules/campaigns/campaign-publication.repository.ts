import { and, asc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  campaignFacilityPublications,
  campaignOutcomes,
  campaignWishes,
  campaigns,
  facilities,
  places,
} from '../../db/schema.ts';

// Queries of a campaign's publication: which facilities are published, what became of each
// wish, the offers and the waiting list (docs/campaigns.md#publication).

/** The facilities holding outcomes of the campaign, with their publication, by name. */
export async function campaignFacilities(db: Database, campaignId: string) {
  return db
    .select({
      id: facilities.id,
      name: facilities.name,
      city: facilities.city,
      territoryId: facilities.territoryId,
      publishedAt: campaignFacilityPublications.publishedAt,
      undecided: sql<number>`count(*) filter (where ${campaignOutcomes.decision} = 'proposed')::int`,
    })
    .from(campaignOutcomes)
    .innerJoin(facilities, eq(facilities.id, campaignOutcomes.facilityId))
    .leftJoin(
      campaignFacilityPublications,
      and(
        eq(campaignFacilityPublications.campaignId, campaignOutcomes.campaignId),
        eq(campaignFacilityPublications.facilityId, campaignOutcomes.facilityId),
      ),
    )
    .where(eq(campaignOutcomes.campaignId, campaignId))
    .groupBy(facilities.id, campaignFacilityPublications.publishedAt)
    .orderBy(asc(facilities.name), asc(facilities.id));
}

export type CampaignFacilityRow = Awaited<ReturnType<typeof campaignFacilities>>[number];

/** Marks the facility published; false when it already was (publishing is done once). */
export async function insertFacilityPublication(
  tx: Database,
  values: typeof campaignFacilityPublications.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(campaignFacilityPublications)
    .values(values)
    .onConflictDoNothing()
    .returning({ facilityId: campaignFacilityPublications.facilityId });
  return inserted.length > 0;
}

export async function markCampaignPublished(tx: Database, campaignId: string): Promise<void> {
  await tx.update(campaigns).set({ status: 'published' }).where(eq(campaigns.id, campaignId));
}

export type OutcomeUpdate = Partial<
  Pick<
    typeof campaignOutcomes.$inferInsert,
    | 'publication'
    | 'publicationNote'
    | 'bookingId'
    | 'waitingSince'
    | 'offerStatus'
    | 'offerDeadline'
    | 'offerPlaceId'
    | 'offerStartTime'
    | 'offerEndTime'
  >
>;

export async function updateOutcomePublication(
  tx: Database,
  wishId: string,
  values: OutcomeUpdate,
): Promise<void> {
  await tx.update(campaignOutcomes).set(values).where(eq(campaignOutcomes.wishId, wishId));
}

/** The outcomes of wishes, by wish id, with the names their answers show. */
export async function outcomesOfWishes(db: Database, wishIds: readonly string[]) {
  if (wishIds.length === 0) return [];
  return db
    .select({
      outcome: campaignOutcomes,
      offerPlaceName: places.name,
    })
    .from(campaignOutcomes)
    .leftJoin(places, eq(places.id, campaignOutcomes.offerPlaceId))
    .where(inArray(campaignOutcomes.wishId, [...wishIds]));
}

/** Locks one outcome (an offer's answer, the waiting list) for the transaction. */
export async function lockOutcome(tx: Database, wishId: string) {
  const [row] = await tx
    .select()
    .from(campaignOutcomes)
    .where(eq(campaignOutcomes.wishId, wishId))
    .for('update');
  return row;
}

/** Pending offers past their deadline, claimed so that two passes never expire one twice. */
export async function claimExpiredOffers(tx: Database, now: Date) {
  return tx
    .select({
      wishId: campaignOutcomes.wishId,
      campaignId: campaignOutcomes.campaignId,
      facilityId: campaignOutcomes.facilityId,
    })
    .from(campaignOutcomes)
    .where(
      and(eq(campaignOutcomes.offerStatus, 'pending'), lt(campaignOutcomes.offerDeadline, now)),
    )
    .for('update', { skipLocked: true });
}

/** The published facilities of campaigns still in use, whose waiting list may get offers. */
export async function facilitiesWithWaitingWishes(db: Database, today: string) {
  return db
    .selectDistinct({
      campaignId: campaignOutcomes.campaignId,
      facilityId: campaignOutcomes.facilityId,
    })
    .from(campaignOutcomes)
    .innerJoin(campaigns, eq(campaigns.id, campaignOutcomes.campaignId))
    .innerJoin(
      campaignFacilityPublications,
      and(
        eq(campaignFacilityPublications.campaignId, campaignOutcomes.campaignId),
        eq(campaignFacilityPublications.facilityId, campaignOutcomes.facilityId),
      ),
    )
    .where(
      and(
        eq(campaignOutcomes.publication, 'waiting'),
        isNotNull(campaignOutcomes.waitingSince),
        sql`${campaigns.useTo} >= ${today}`,
      ),
    );
}

/** The pending offers of a facility's part of a campaign: what the waiting list may not give. */
export async function pendingOffers(tx: Database, campaignId: string, facilityId: string) {
  return tx
    .select({
      placeId: campaignOutcomes.offerPlaceId,
      // Offers keep the wish's week day (the allocation's alternatives too).
      weekDay: campaignWishes.weekDay,
      startTime: campaignOutcomes.offerStartTime,
      endTime: campaignOutcomes.offerEndTime,
    })
    .from(campaignOutcomes)
    .innerJoin(campaignWishes, eq(campaignWishes.id, campaignOutcomes.wishId))
    .where(
      and(
        eq(campaignOutcomes.campaignId, campaignId),
        eq(campaignOutcomes.facilityId, facilityId),
        eq(campaignOutcomes.offerStatus, 'pending'),
      ),
    );
}

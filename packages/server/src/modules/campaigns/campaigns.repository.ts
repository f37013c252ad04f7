import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  campaignPlaces,
  campaigns,
  facilities,
  organizations,
  places,
  territories,
  users,
} from '../../db/schema.ts';

// Queries of the campaigns themselves (docs/campaigns.md); wishes and outcomes have theirs.

export type CampaignRow = typeof campaigns.$inferSelect & {
  territoryName: string | null;
  placeCount: number;
};

const campaignColumns = {
  campaign: campaigns,
  territoryName: territories.name,
  placeCount: sql<number>`(select count(*)::int from ${campaignPlaces} where ${campaignPlaces.campaignId} = ${campaigns.id})`,
};

const flatten = (row: {
  campaign: typeof campaigns.$inferSelect;
  territoryName: string | null;
  placeCount: number;
}): CampaignRow => ({
  ...row.campaign,
  territoryName: row.territoryName,
  placeCount: row.placeCount,
});

export async function findCampaign(
  db: Database,
  campaignId: string,
  lock?: 'update' | 'share',
): Promise<CampaignRow | undefined> {
  if (lock) {
    // The row lock orders the writes of one campaign: wishes take it shared, the opening and
    // the allocation exclusively, so no wish lands in a campaign being allocated.
    const locked = db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.id, campaignId));
    await (lock === 'update' ? locked.for('update') : locked.for('share'));
  }
  const [row] = await db
    .select(campaignColumns)
    .from(campaigns)
    .leftJoin(territories, eq(territories.id, campaigns.territoryId))
    .where(eq(campaigns.id, campaignId));
  return row && flatten(row);
}

/** Every campaign, newest first: a region runs a few a year, the policy filters them. */
export async function listCampaignRows(db: Database): Promise<CampaignRow[]> {
  const rows = await db
    .select(campaignColumns)
    .from(campaigns)
    .leftJoin(territories, eq(territories.id, campaigns.territoryId))
    .orderBy(sql`${campaigns.useFrom} desc`, sql`${campaigns.createdAt} desc`, asc(campaigns.id));
  return rows.map(flatten);
}

/** The next window of a campaign open to wishes after `now`, if any. */
export async function nextOpeningCampaign(db: Database, now: Date) {
  const [row] = await db
    .select({ name: campaigns.name, applicationsOpenAt: campaigns.applicationsOpenAt })
    .from(campaigns)
    .where(and(eq(campaigns.status, 'open'), sql`${campaigns.applicationsOpenAt} > ${now}`))
    .orderBy(asc(campaigns.applicationsOpenAt))
    .limit(1);
  return row;
}

export async function findTerritory(db: Database, territoryId: string) {
  const [row] = await db.select().from(territories).where(eq(territories.id, territoryId));
  return row;
}

const inScope = (territoryId: string | null) =>
  territoryId === null ? undefined : eq(facilities.territoryId, territoryId);

/** Of the named places, those published in an active facility of the scope. */
export async function publishedPlacesInScope(
  db: Database,
  territoryId: string | null,
  placeIds: readonly string[],
): Promise<string[]> {
  if (placeIds.length === 0) return [];
  const rows = await db
    .select({ id: places.id })
    .from(places)
    .innerJoin(facilities, eq(facilities.id, places.facilityId))
    .where(
      and(
        inArray(places.id, [...placeIds]),
        eq(places.published, true),
        eq(facilities.active, true),
        inScope(territoryId),
      ),
    );
  return rows.map((row) => row.id);
}

export async function insertCampaign(
  tx: Database,
  campaign: typeof campaigns.$inferInsert,
  placeIds: readonly string[] | null,
): Promise<string> {
  const [row] = await tx.insert(campaigns).values(campaign).returning({ id: campaigns.id });
  const campaignId = row!.id;
  if (placeIds) {
    if (placeIds.length > 0) {
      await tx.insert(campaignPlaces).values(placeIds.map((placeId) => ({ campaignId, placeId })));
    }
  } else {
    await tx.execute(sql`insert into ${campaignPlaces} (campaign_id, place_id)
      select ${campaignId}::uuid, ${places.id} from ${places}
      join ${facilities} on ${facilities.id} = ${places.facilityId}
      where ${places.published} and ${facilities.active}
        and (${campaign.territoryId ?? null}::uuid is null or ${facilities.territoryId} = ${campaign.territoryId ?? null}::uuid)`);
  }
  return campaignId;
}

export async function setCampaignStatus(
  tx: Database,
  campaignId: string,
  status: 'open' | 'allocated',
  at: Date,
): Promise<void> {
  await tx
    .update(campaigns)
    .set(status === 'open' ? { status, openedAt: at } : { status, allocatedAt: at })
    .where(eq(campaigns.id, campaignId));
}

/**
 * The e-mail addresses of the active accounts of the validated organisations of a scope: every
 * one for the region; for a territory, those that booked one of its facilities or whose postal
 * code is in the département of one of them (organisations have no territory of their own).
 */
export function scopeOrganizationMembers(db: Database, territoryId: string | null) {
  const territoryFacilities = sql`select ${facilities.id} from ${facilities} where ${facilities.territoryId} = ${territoryId}::uuid`;
  const inTerritory =
    territoryId === null
      ? undefined
      : or(
          sql`exists (select 1 from bookings b join ${places} p on p.id = b.place_id
            where b.organization_id = ${organizations.id} and p.facility_id in (${territoryFacilities}))`,
          sql`left(${organizations.postalCode}, 2) in (select left(${facilities.postalCode}, 2)
            from ${facilities} where ${facilities.territoryId} = ${territoryId}::uuid)`,
        );
  return db
    .select({ email: users.email })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(users.isActive, true), eq(organizations.status, 'validated'), inTerritory));
}

/** The campaign's places with their facility, type and capacity. */
export async function campaignPlaceRows(db: Database, campaignId: string) {
  return db
    .select({
      placeId: places.id,
      placeName: places.name,
      placeTypeId: places.placeTypeId,
      capacity: places.capacity,
      facilityId: facilities.id,
      facilityName: facilities.name,
      facilityCity: facilities.city,
      territoryId: facilities.territoryId,
    })
    .from(campaignPlaces)
    .innerJoin(places, eq(places.id, campaignPlaces.placeId))
    .innerJoin(facilities, eq(facilities.id, places.facilityId))
    .where(eq(campaignPlaces.campaignId, campaignId));
}

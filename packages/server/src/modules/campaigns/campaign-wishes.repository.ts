import type { AllocationWish } from '@espaces/domain/campaign/allocation-input';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  bookings,
  bookingSlots,
  campaignPlaces,
  campaignWishes,
  facilities,
  organizations,
  places,
  placeTypes,
} from '../../db/schema.ts';

// Queries of the organisations' wishes (docs/campaigns.md).

const wishedType = alias(placeTypes, 'wished_type');

const wishColumns = {
  wish: campaignWishes,
  organizationName: organizations.name,
  organizationCity: organizations.city,
  facilityName: facilities.name,
  placeName: places.name,
  placeTypeName: wishedType.name,
};

export type WishRow = typeof campaignWishes.$inferSelect & {
  organizationName: string;
  organizationCity: string;
  facilityName: string;
  placeName: string | null;
  placeTypeName: string | null;
};

const flatten = (row: {
  wish: typeof campaignWishes.$inferSelect;
  organizationName: string;
  organizationCity: string;
  facilityName: string;
  placeName: string | null;
  placeTypeName: string | null;
}): WishRow => {
  const { wish, ...names } = row;
  return { ...wish, ...names };
};

function selectWishes(db: Database) {
  return db
    .select(wishColumns)
    .from(campaignWishes)
    .innerJoin(organizations, eq(organizations.id, campaignWishes.organizationId))
    .innerJoin(facilities, eq(facilities.id, campaignWishes.facilityId))
    .leftJoin(places, eq(places.id, campaignWishes.placeId))
    .leftJoin(wishedType, eq(wishedType.id, campaignWishes.placeTypeId));
}

/** The wishes of a campaign, of one organisation or one facility, in rank order. */
export async function listWishRows(
  db: Database,
  campaignId: string,
  filter: { organizationId?: string; facilityId?: string },
): Promise<WishRow[]> {
  const rows = await selectWishes(db)
    .where(
      and(
        eq(campaignWishes.campaignId, campaignId),
        filter.organizationId === undefined
          ? undefined
          : eq(campaignWishes.organizationId, filter.organizationId),
        filter.facilityId === undefined
          ? undefined
          : eq(campaignWishes.facilityId, filter.facilityId),
      ),
    )
    .orderBy(asc(campaignWishes.organizationId), asc(campaignWishes.rank), asc(campaignWishes.id));
  return rows.map(flatten);
}

export async function findWishRow(db: Database, wishId: string): Promise<WishRow | undefined> {
  const [row] = await selectWishes(db).where(eq(campaignWishes.id, wishId));
  return row && flatten(row);
}

/**
 * Serialises one organisation's wish writes (their count, their ranks) across requests and
 * instances: the organisation's row, locked for the transaction.
 */
export async function lockOrganizationWishes(tx: Database, organizationId: string) {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
}

export async function insertWishes(
  tx: Database,
  rows: (typeof campaignWishes.$inferInsert)[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(campaignWishes)
    .values(rows)
    .returning({ id: campaignWishes.id });
  return inserted.map((row) => row.id);
}

export async function updateWish(
  tx: Database,
  wishId: string,
  fields: Partial<typeof campaignWishes.$inferInsert>,
): Promise<void> {
  await tx.update(campaignWishes).set(fields).where(eq(campaignWishes.id, wishId));
}

/** Removes a wish; the organisation's later wishes move up one rank. */
export async function deleteWishRow(
  tx: Database,
  wish: Pick<WishRow, 'id' | 'campaignId' | 'organizationId' | 'rank'>,
) {
  await tx.delete(campaignWishes).where(eq(campaignWishes.id, wish.id));
  await tx
    .update(campaignWishes)
    .set({ rank: sql`${campaignWishes.rank} - 1` })
    .where(
      and(
        eq(campaignWishes.campaignId, wish.campaignId),
        eq(campaignWishes.organizationId, wish.organizationId),
        gt(campaignWishes.rank, wish.rank),
      ),
    );
}

/** New ranks, 1 to n, in the given order (the rank constraint is checked at commit). */
export async function setWishRanks(tx: Database, orderedIds: readonly string[], now: Date) {
  for (const [index, id] of orderedIds.entries()) {
    await tx
      .update(campaignWishes)
      .set({ rank: index + 1, updatedAt: now })
      .where(eq(campaignWishes.id, id));
  }
}

/** A place of the campaign, with what a wish records of it. */
export async function findCampaignPlace(db: Database, campaignId: string, placeId: string) {
  const [row] = await db
    .select({
      placeId: places.id,
      name: places.name,
      facilityId: places.facilityId,
      placeTypeId: places.placeTypeId,
    })
    .from(campaignPlaces)
    .innerJoin(places, eq(places.id, campaignPlaces.placeId))
    .where(and(eq(campaignPlaces.campaignId, campaignId), eq(campaignPlaces.placeId, placeId)));
  return row;
}

/** The campaign's places of a type in a facility. */
export async function campaignPlacesOfType(
  db: Database,
  campaignId: string,
  facilityId: string,
  placeTypeId: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: places.id })
    .from(campaignPlaces)
    .innerJoin(places, eq(places.id, campaignPlaces.placeId))
    .where(
      and(
        eq(campaignPlaces.campaignId, campaignId),
        eq(places.facilityId, facilityId),
        eq(places.placeTypeId, placeTypeId),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * The organisation's weekly bookings of the year before the campaign's period, on places of the
 * campaign, that it may renew: validated (or finished) yearly bookings with a slot in the 365
 * days before the period, not renewed in this campaign yet.
 */
export async function renewableBookings(
  db: Database,
  campaignId: string,
  organizationId: string,
  since: Date,
) {
  const renewed = db
    .select({ id: campaignWishes.renewedBookingId })
    .from(campaignWishes)
    .where(
      and(
        eq(campaignWishes.campaignId, campaignId),
        sql`${campaignWishes.renewedBookingId} is not null`,
      ),
    );
  return db
    .select({
      bookingId: bookings.id,
      placeId: bookings.placeId,
      facilityId: places.facilityId,
      weekDay: bookings.queryWeekDay,
      startTime: bookings.queryStartTime,
      endTime: bookings.queryEndTime,
      activity: bookings.activity,
      expectedAttendance: bookings.expectedAttendance,
    })
    .from(bookings)
    .innerJoin(places, eq(places.id, bookings.placeId))
    .innerJoin(
      campaignPlaces,
      and(eq(campaignPlaces.placeId, bookings.placeId), eq(campaignPlaces.campaignId, campaignId)),
    )
    .where(
      and(
        eq(bookings.organizationId, organizationId),
        eq(bookings.purposeType, 'yearly'),
        inArray(bookings.status, ['validated', 'finished']),
        sql`${bookings.queryWeekDay} is not null`,
        sql`${bookings.id} not in (${renewed})`,
        sql`exists (select 1 from ${bookingSlots} where ${bookingSlots.bookingId} = ${bookings.id}
          and ${bookingSlots.endDate} > ${since})`,
      ),
    )
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
}

/** A wish as the priority order compares it. */
export function allocationWishOf(wish: WishRow): AllocationWish {
  return {
    id: wish.id,
    organization: {
      id: wish.organizationId,
      name: wish.organizationName,
      commune: wish.organizationCity,
    },
    rank: wish.rank,
    facilityId: wish.facilityId,
    placeId: wish.placeId,
    placeTypeId: wish.placeTypeId,
    weekDay: wish.weekDay,
    startTime: wish.startTime,
    endTime: wish.endTime,
    minimumMinutes: wish.minimumMinutes,
    participants: wish.participants,
    activity: wish.activity,
    youth: wish.youth,
    renewal: wish.renewal,
    appliedAt: wish.appliedAt,
  };
}

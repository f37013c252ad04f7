import { and, asc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { CalendarFeedScope } from '@espaces/domain/calendar/calendar-feeds';
import type { BookingStatus } from '@espaces/domain/booking/booking-statuses';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  bookingSlots,
  bookings,
  calendarFeeds,
  facilities,
  organizations,
  places,
  users,
} from '../../db/schema.ts';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

/** What a feed follows, with the facility's territory for the access check. */
export interface FeedTargetRow {
  id: string;
  name: string;
  facilityId: string | null;
  facilityName: string | null;
  territoryId: string | null;
}

export async function findOrganizationTarget(db: Database, id: string) {
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, id));
  return row ? { ...row, facilityId: null, facilityName: null, territoryId: null } : null;
}

export async function findFacilityTarget(db: Database, id: string): Promise<FeedTargetRow | null> {
  const [row] = await db
    .select({
      id: facilities.id,
      name: facilities.name,
      facilityId: facilities.id,
      facilityName: facilities.name,
      territoryId: facilities.territoryId,
    })
    .from(facilities)
    .where(eq(facilities.id, id));
  return row ?? null;
}

export async function findPlaceTarget(db: Database, id: string): Promise<FeedTargetRow | null> {
  const [row] = await db
    .select({
      id: places.id,
      name: places.name,
      facilityId: facilities.id,
      facilityName: facilities.name,
      territoryId: facilities.territoryId,
    })
    .from(places)
    .innerJoin(facilities, eq(facilities.id, places.facilityId))
    .where(eq(places.id, id));
  return row ?? null;
}

/** The live feeds of a user with the names of what they follow, oldest first. */
export async function listLiveFeeds(db: Database, userId: string) {
  const placeFacility = alias(facilities, 'place_facility');
  return db
    .select({
      id: calendarFeeds.id,
      scope: calendarFeeds.scope,
      createdAt: calendarFeeds.createdAt,
      targetId: sql<string>`coalesce(${calendarFeeds.organizationId}, ${calendarFeeds.facilityId}, ${calendarFeeds.placeId})`,
      targetName: sql<string>`coalesce(${organizations.name}, ${facilities.name}, ${places.name})`,
      facilityName: placeFacility.name,
    })
    .from(calendarFeeds)
    .leftJoin(organizations, eq(organizations.id, calendarFeeds.organizationId))
    .leftJoin(facilities, eq(facilities.id, calendarFeeds.facilityId))
    .leftJoin(places, eq(places.id, calendarFeeds.placeId))
    .leftJoin(placeFacility, eq(placeFacility.id, places.facilityId))
    .where(and(eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt)))
    .orderBy(asc(calendarFeeds.createdAt), asc(calendarFeeds.id));
}

/** Serialises link changes of one user, so two at once leave one live link per target. */
export async function lockFeedOwner(tx: Database, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

function targetColumn(scope: CalendarFeedScope) {
  if (scope === 'organization') return calendarFeeds.organizationId;
  return scope === 'facility' ? calendarFeeds.facilityId : calendarFeeds.placeId;
}

export async function revokeLiveFeedOf(
  tx: Database,
  userId: string,
  scope: CalendarFeedScope,
  targetId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(
      and(
        eq(calendarFeeds.userId, userId),
        eq(calendarFeeds.scope, scope),
        eq(targetColumn(scope), targetId),
        isNull(calendarFeeds.revokedAt),
      ),
    );
}

export async function insertFeed(
  tx: Database,
  input: { userId: string; scope: CalendarFeedScope; targetId: string; tokenHash: string },
  now: Date,
): Promise<CalendarFeedRow> {
  const [row] = await tx
    .insert(calendarFeeds)
    .values({
      userId: input.userId,
      scope: input.scope,
      tokenHash: input.tokenHash,
      createdAt: now,
      organizationId: input.scope === 'organization' ? input.targetId : null,
      facilityId: input.scope === 'facility' ? input.targetId : null,
      placeId: input.scope === 'place' ? input.targetId : null,
    })
    .returning();
  return row!;
}

/** Revokes a live feed of that user; false when there is none (another user's, or revoked). */
export async function revokeFeed(
  db: Database,
  userId: string,
  feedId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(
      and(
        eq(calendarFeeds.id, feedId),
        eq(calendarFeeds.userId, userId),
        isNull(calendarFeeds.revokedAt),
      ),
    )
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
}

export async function findLiveFeedByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<CalendarFeedRow | null> {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(calendarFeeds.revokedAt)));
  return row ?? null;
}

export interface FeedSlotRow {
  slotId: string;
  startDate: Date;
  endDate: Date;
  cancelled: boolean;
  bookingId: string;
  reference: string;
  status: BookingStatus;
  activity: string;
  updatedAt: Date;
  organizationName: string;
  placeName: string;
  facilityName: string;
  address: string;
  postalCode: string;
  city: string;
}

/** The slots of one feed, in one query over the slot index by place or the booking's organisation. */
export async function feedSlots(
  db: Database,
  feed: Pick<CalendarFeedRow, 'organizationId' | 'facilityId' | 'placeId'>,
  statuses: readonly BookingStatus[],
  window: { from: Date; to: Date },
): Promise<FeedSlotRow[]> {
  const scope: SQL | undefined = feed.organizationId
    ? eq(bookings.organizationId, feed.organizationId)
    : feed.facilityId
      ? eq(places.facilityId, feed.facilityId)
      : eq(bookingSlots.placeId, feed.placeId!);
  return db
    .select({
      slotId: bookingSlots.id,
      startDate: bookingSlots.startDate,
      endDate: bookingSlots.endDate,
      cancelled: bookingSlots.cancelled,
      bookingId: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      activity: bookings.activity,
      updatedAt: bookings.updatedAt,
      organizationName: organizations.name,
      placeName: places.name,
      facilityName: facilities.name,
      address: facilities.address,
      postalCode: facilities.postalCode,
      city: facilities.city,
    })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .innerJoin(organizations, eq(organizations.id, bookings.organizationId))
    .innerJoin(places, eq(places.id, bookingSlots.placeId))
    .innerJoin(facilities, eq(facilities.id, places.facilityId))
    .where(
      and(
        scope,
        inArray(bookings.status, [...statuses]),
        gt(bookingSlots.endDate, window.from),
        lt(bookingSlots.startDate, window.to),
      ),
    )
    .orderBy(asc(bookingSlots.startDate), asc(bookingSlots.id));
}

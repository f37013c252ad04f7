import { and, asc, desc, eq, gt, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { OrganizationStatus } from '@espaces/domain/access/actor';
import type { BookingStatus } from '@espaces/domain/booking/booking-statuses';
import { unionAll, type PgInsertValue } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  auditEvents,
  bookingSlots,
  bookings,
  facilities,
  facilityMemberships,
  organizations,
  places,
  timeSlots,
  users,
} from '../../db/schema.ts';

// Queries of bookings, their slots and their history; no decisions here.

export type BookingValues = typeof bookings.$inferInsert;
export type BookingRecord = typeof bookings.$inferSelect;

export interface BookablePlace {
  id: string;
  name: string;
  published: boolean;
  rentPriceCents: number;
  cleaningPriceCents: number;
  facilityId: string;
  facilityName: string;
  facilityTerritoryId: string;
}

const bookablePlaceColumns = {
  id: places.id,
  name: places.name,
  published: places.published,
  rentPriceCents: places.rentPriceCents,
  cleaningPriceCents: places.cleaningPriceCents,
  facilityId: facilities.id,
  facilityName: facilities.name,
  facilityTerritoryId: facilities.territoryId,
};

export async function findBookablePlace(
  db: Database,
  placeId: string,
): Promise<BookablePlace | undefined> {
  const [row] = await db
    .select(bookablePlaceColumns)
    .from(places)
    .innerJoin(facilities, eq(facilities.id, places.facilityId))
    .where(eq(places.id, placeId));
  return row;
}

/**
 * The place of a new request, its row taken FOR SHARE (see lockPlaceForBooking), with the name
 * of the requesting organisation that its mails quote: one statement instead of three. Built
 * in its transaction (a statement belongs to its session), under a name of its own.
 */
export async function lockBookablePlace(
  tx: Database,
  placeId: string,
  organizationId: string,
): Promise<(BookablePlace & { organizationName: string }) | undefined> {
  const [row] = await tx
    .select({
      ...bookablePlaceColumns,
      organizationName: sql<string>`coalesce((select ${organizations.name} from ${organizations} where ${organizations.id} = ${sql.placeholder('organizationId')}), '')`,
    })
    .from(places)
    .innerJoin(facilities, eq(facilities.id, places.facilityId))
    .where(eq(places.id, sql.placeholder('placeId')))
    .for('share', { of: places })
    .prepare('lock_bookable_place')
    .execute({ placeId, organizationId });
  return row;
}

/**
 * Lock rule of the availability module: bookings take the place row FOR SHARE, the window
 * editor FOR UPDATE, so a slot never lands in a window being removed at the same moment.
 */
export async function lockPlaceForBooking(tx: Database, placeId: string): Promise<void> {
  await tx.select({ id: places.id }).from(places).where(eq(places.id, placeId)).for('share');
}

export interface TimeRange {
  startDate: Date;
  endDate: Date;
}

interface HeldRange {
  from: Date;
  to: Date;
  excludeBookingId?: string;
}

const from = sql.placeholder('from');
const to = sql.placeholder('to');

const windowsOverlapping = and(
  eq(timeSlots.placeId, sql.placeholder('placeId')),
  lt(timeSlots.startDate, to),
  gt(timeSlots.endDate, from),
);

const slotsHolding = (excluding: boolean) =>
  and(
    eq(bookingSlots.placeId, sql.placeholder('placeId')),
    eq(bookingSlots.active, true),
    lt(bookingSlots.startDate, to),
    gt(bookingSlots.endDate, from),
    excluding ? ne(bookingSlots.bookingId, sql.placeholder('excludeBookingId')) : undefined,
  );

export async function lastOpeningWindowEnd(db: Database, placeId: string): Promise<Date | null> {
  const [row] = await db
    .select({ end: sql<string | Date | null>`max(${timeSlots.endDate})` })
    .from(timeSlots)
    .where(eq(timeSlots.placeId, placeId));
  return row?.end ? new Date(row.end) : null;
}

/**
 * In one round trip, the opening windows of a place overlapping the range and the slots
 * holding it (other bookings' only when one is excluded). Built once per call, in the caller's
 * transaction, under one of two names.
 */
export async function windowsAndHeldSlotsBetween(
  db: Database,
  placeId: string,
  range: HeldRange,
): Promise<{ windows: TimeRange[]; held: TimeRange[] }> {
  const excluding = range.excludeBookingId !== undefined;
  const rows = await unionAll(
    db
      .select({
        held: sql<boolean>`false`.as('held'),
        startDate: timeSlots.startDate,
        endDate: timeSlots.endDate,
      })
      .from(timeSlots)
      .where(windowsOverlapping),
    db
      .select({
        held: sql<boolean>`true`.as('held'),
        startDate: bookingSlots.startDate,
        endDate: bookingSlots.endDate,
      })
      .from(bookingSlots)
      .where(slotsHolding(excluding)),
  )
    .orderBy(asc(sql`start_date`))
    .prepare(excluding ? 'windows_and_held_slots_excluding' : 'windows_and_held_slots')
    .execute({
      placeId,
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      excludeBookingId: range.excludeBookingId,
    });
  const ranges = (held: boolean) =>
    rows
      .filter((row) => row.held === held)
      .map(({ startDate, endDate }) => ({ startDate, endDate }));
  return { windows: ranges(false), held: ranges(true) };
}

/** The values may be SQL expressions (the reference drawn from its sequence). */
export async function insertBooking(
  tx: Database,
  values: PgInsertValue<typeof bookings>,
): Promise<BookingRecord> {
  const [row] = await tx.insert(bookings).values(values).returning();
  return row!;
}

/** The INSERT of a booking's slots, to run alone or with other writes (writeTogether). */
export function bookingSlotsInsert(
  tx: Database,
  bookingId: string,
  placeId: string,
  slots: readonly TimeRange[],
) {
  return tx.insert(bookingSlots).values(slots.map((slot) => ({ bookingId, placeId, ...slot })));
}

export async function insertBookingSlots(
  tx: Database,
  bookingId: string,
  placeId: string,
  slots: readonly TimeRange[],
): Promise<void> {
  if (slots.length === 0) return;
  await bookingSlotsInsert(tx, bookingId, placeId, slots);
}

export async function deleteBookingSlots(tx: Database, slotIds: readonly string[]): Promise<void> {
  if (slotIds.length === 0) return;
  await tx.delete(bookingSlots).where(inArray(bookingSlots.id, [...slotIds]));
}

/** The booking row, held FOR UPDATE so two decisions on one booking run one after the other. */
export async function lockBooking(
  tx: Database,
  bookingId: string,
): Promise<BookingRecord | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return row;
}

/**
 * Several booking rows held FOR UPDATE in one statement, by id (the order every use case that
 * locks several takes): answers the place of each.
 */
export async function lockBookings(
  tx: Database,
  bookingIds: readonly string[],
): Promise<{ id: string; placeId: string }[]> {
  if (bookingIds.length === 0) return [];
  return tx
    .select({ id: bookings.id, placeId: bookings.placeId })
    .from(bookings)
    .where(inArray(bookings.id, [...bookingIds]))
    .orderBy(asc(bookings.id))
    .for('update');
}

export async function updateBooking(
  tx: Database,
  bookingId: string,
  values: Partial<BookingValues>,
  now: Date,
): Promise<void> {
  await tx
    .update(bookings)
    .set({ ...values, updatedAt: now })
    .where(eq(bookings.id, bookingId));
}

/** The active admins and validators of a facility, as a query of their e-mail addresses. */
export function facilityDecisionMakers(db: Database, facilityId: string) {
  return db
    .selectDistinct({ email: users.email })
    .from(facilityMemberships)
    .innerJoin(users, eq(users.id, facilityMemberships.userId))
    .where(
      and(
        eq(facilityMemberships.facilityId, facilityId),
        inArray(facilityMemberships.profile, [
          'FACILITY_PROFILE_ADMIN',
          'FACILITY_PROFILE_VALIDATOR',
        ]),
        eq(users.isActive, true),
      ),
    )
    .orderBy(asc(users.email));
}

/** The active accounts of an organisation, as a query of their e-mail addresses. */
export function organizationMembers(db: Database, organizationId: string) {
  return db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.isActive, true)))
    .orderBy(asc(users.email));
}

const emailsOf = async (rows: Promise<{ email: string }[]>) => (await rows).map((row) => row.email);

/** E-mail addresses of the active admins and validators of a facility. */
export function facilityDecisionMakerEmails(db: Database, facilityId: string): Promise<string[]> {
  return emailsOf(facilityDecisionMakers(db, facilityId));
}

/** E-mail addresses of the active accounts of an organisation. */
export function organizationMemberEmails(db: Database, organizationId: string): Promise<string[]> {
  return emailsOf(organizationMembers(db, organizationId));
}

/** The booking's last change of status in its history (edits keep the status), if any. */
export async function lastStatusChange(
  tx: Database,
  bookingId: string,
): Promise<{ fromStatus: BookingStatus; actorUserId: string | null } | undefined> {
  const [row] = await tx
    .select({ fromStatus: auditEvents.fromStatus, actorUserId: auditEvents.actorUserId })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entityType, 'booking'),
        eq(auditEvents.entityId, bookingId),
        isNotNull(auditEvents.fromStatus),
        ne(auditEvents.fromStatus, auditEvents.toStatus),
      ),
    )
    .orderBy(desc(auditEvents.sequence))
    .limit(1);
  if (!row?.fromStatus) return undefined;
  return { fromStatus: row.fromStatus as BookingStatus, actorUserId: row.actorUserId };
}

/**
 * The organisation's status, its row locked FOR SHARE: a concurrent change of status (central
 * marking it non-compliant) waits for the step that relies on it, or the step waits for it.
 */
export async function lockOrganizationStatus(
  tx: Database,
  organizationId: string,
): Promise<{ status: OrganizationStatus } | undefined> {
  const [row] = await tx
    .select({ status: organizations.status })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('share');
  return row;
}

import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  ne,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { OrganizationStatus } from '@espaces/domain/access/actor';
import { parisDateOf } from '@espaces/domain/availability/paris-time';
import type { BookingStatus } from '@espaces/domain/booking/booking-statuses';
import type { AnyPgColumn, PgInsertValue } from 'drizzle-orm/pg-core';
import { bookingReferenceNumberSql } from '../../db/booking-reference.ts';
import type { Database } from '../../db/client.ts';
import { epochMs } from '../../db/json-rows.ts';
import { perConnection, type Placeheld } from '../../db/prepared.ts';
import {
  auditEvents,
  bookingSlots,
  bookings,
  closures,
  facilities,
  facilityMemberships,
  organizations,
  places,
  timeSlots,
  users,
} from '../../db/schema.ts';
import type { PlaceClosureSources } from '../closures/closure-calendar.ts';
import { importedSchoolHolidaysOfZone } from '../closures/imported-school-holidays.ts';

// Queries of bookings, their slots and their history; no decisions here.

export type BookingValues = typeof bookings.$inferInsert;
/** A booking's columns but its list texts, a cache read by the lists alone (1–2 kB a booking). */
export type BookingRecord = Omit<typeof bookings.$inferSelect, 'listTextHead' | 'listTextTail'>;

function withoutListTexts<T extends { listTextHead: unknown; listTextTail: unknown }>(columns: T) {
  const { listTextHead, listTextTail, ...others } = columns;
  return others;
}
export const bookingRecordColumns = withoutListTexts(getTableColumns(bookings));
/** A slot's columns but its list texts (≈ 450 bytes a slot). */
export const slotRecordColumns = withoutListTexts(getTableColumns(bookingSlots));

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
 * The place of a new request, its row taken FOR SHARE (see lockPlaceForBooking), with what the
 * request's mails and answer show (its facility's city, the requesting organisation's name, the
 * requester's) and the number of the booking's reference: one statement, and the booking's
 * writes and answer need nothing read back (bookingReferenceNumberSql).
 */
const lockBookablePlaceStatement = perConnection((tx) => {
  const userColumn = (column: AnyPgColumn) =>
    sql<
      string | null
    >`(select ${column} from ${users} where ${users.id} = ${sql.placeholder('userId')})`;
  return tx
    .select({
      ...bookablePlaceColumns,
      facilityCity: facilities.city,
      organizationName: sql<string>`coalesce((select ${organizations.name} from ${organizations} where ${organizations.id} = ${sql.placeholder('organizationId')}), '')`,
      requesterFirstName: userColumn(users.firstName),
      requesterLastName: userColumn(users.lastName),
      referenceNumber: bookingReferenceNumberSql(),
    })
    .from(places)
    .innerJoin(facilities, eq(facilities.id, places.facilityId))
    .where(eq(places.id, sql.placeholder('placeId')))
    .for('share', { of: places })
    .prepare('lock_bookable_place');
});

export interface LockedBookablePlace extends BookablePlace {
  facilityCity: string;
  organizationName: string;
  requesterFirstName: string | null;
  requesterLastName: string | null;
  referenceNumber: string;
}

export async function lockBookablePlace(
  tx: Database,
  placeId: string,
  requester: { organizationId: string; userId: string },
): Promise<LockedBookablePlace | undefined> {
  const [row] = await lockBookablePlaceStatement(tx).execute({ placeId, ...requester });
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

export async function lastOpeningWindowEnd(db: Database, placeId: string): Promise<Date | null> {
  const [row] = await db
    .select({ end: sql<string | Date | null>`max(${timeSlots.endDate})` })
    .from(timeSlots)
    .where(eq(timeSlots.placeId, placeId));
  return row?.end ? new Date(row.end) : null;
}

/** What the checks of requested slots read of a place, in one round trip. */
export interface SlotCheckReads {
  /** Its opening windows overlapping the range, by start. */
  windows: TimeRange[];
  /** The active slots holding the range (other bookings' only when one is excluded), by start. */
  held: TimeRange[];
  /** What closes it from the range's first Paris day on; undefined for an unknown place. */
  closures: PlaceClosureSources | undefined;
}

const ranges = (pairs: readonly [number, number][]): TimeRange[] =>
  pairs.map(([start, end]) => ({ startDate: new Date(start), endDate: new Date(end) }));

const slotCheckStatement = (excluding: boolean) =>
  perConnection((db) => {
    const placeId = sql.placeholder('placeId');
    const from = sql.placeholder('from');
    const to = sql.placeholder('to');
    // Ranges of one place never overlap (their exclusion constraints): none overlapping the
    // period starts before the last one starting by its start, which bounds the index scan to
    // the period instead of the place's whole history (docs/performance.md#mechanisms).
    const pairs = (table: SQL) =>
      sql<[number, number][]>`(SELECT coalesce(json_agg(json_build_array(
        ${epochMs(sql.raw('r.start_date'))}, ${epochMs(sql.raw('r.end_date'))})
        ORDER BY r.start_date), '[]'::json) FROM ${table} r
      WHERE r.place_id = ${placeId} AND r.start_date < ${to} AND r.end_date > ${from}
        AND r.start_date >= coalesce((SELECT max(l.start_date) FROM ${table} l
          WHERE l.place_id = ${placeId} AND l.start_date <= ${from}), '-infinity'))`;
    const excluded = excluding
      ? sql` AND booking_id <> ${sql.placeholder('excludeBookingId')}`
      : sql``;
    return db
      .select({
        schoolZone: facilities.schoolZone,
        closedOnPublicHolidays: facilities.closedOnPublicHolidays,
        windows: pairs(sql`${timeSlots}`),
        held: pairs(sql`(SELECT * FROM ${bookingSlots} WHERE active${excluded})`),
        closures: sql<[string, string, string][]>`(SELECT coalesce(json_agg(json_build_array(
            c.from_date, c.to_date, c.label) ORDER BY c.from_date), '[]'::json)
          FROM ${closures} c
          WHERE (c.facility_id = ${facilities.id} OR c.territory_id = ${facilities.territoryId})
            AND c.to_date >= ${sql.placeholder('since')})`,
        importedSchoolHolidays: importedSchoolHolidaysOfZone(facilities.schoolZone),
      })
      .from(places)
      .innerJoin(facilities, eq(facilities.id, places.facilityId))
      .where(eq(places.id, placeId))
      .prepare(excluding ? 'slot_check_reads_excluding' : 'slot_check_reads');
  });
const slotCheckStatements = { all: slotCheckStatement(false), excluding: slotCheckStatement(true) };

/**
 * In one round trip, what the checks of requested slots read (SlotCheckReads): built once per
 * connection under one of two names.
 */
export async function slotCheckReads(
  db: Database,
  placeId: string,
  range: HeldRange,
): Promise<SlotCheckReads> {
  const statement =
    range.excludeBookingId === undefined ? slotCheckStatements.all : slotCheckStatements.excluding;
  const [row] = await statement(db).execute({
    placeId,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    since: parisDateOf(range.from),
    excludeBookingId: range.excludeBookingId,
  });
  if (!row) return { windows: [], held: [], closures: undefined };
  return {
    windows: ranges(row.windows),
    held: ranges(row.held),
    closures: {
      schoolZone: row.schoolZone,
      closedOnPublicHolidays: row.closedOnPublicHolidays,
      declared: row.closures.map(([fromDate, toDate, label]) => ({ fromDate, toDate, label })),
      importedSchoolHolidays: row.importedSchoolHolidays,
    },
  };
}

/** The INSERT of a booking, to run with its slots and the rest of its step (writeTogether). */
export function bookingInsert(tx: Database, values: PgInsertValue<typeof bookings>) {
  return tx.insert(bookings).values(values);
}

/**
 * The INSERT of a booking's slots (alone, or in a write that also inserts the booking:
 * writeTogether), in start order: two writers of overlapping slots of one place then meet the
 * exclusion constraint at their first common date, so neither holds a slot the other waits for
 * while it waits itself (docs/decisions.md#lock-order).
 */
export function bookingSlotsInsert(
  tx: Database,
  bookingId: string,
  placeId: string,
  slots: readonly TimeRange[],
) {
  return bookingSlotsInsertInOrder(tx, bookingId, placeId, inStartOrder(slots));
}

export function inStartOrder<T extends TimeRange>(slots: readonly T[]): T[] {
  return [...slots].sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
}

/** bookingSlotsInsert of slots given in start order, its values placeholders or not. */
export function bookingSlotsInsertInOrder(
  tx: Database,
  bookingId: string | Placeholder,
  placeId: string | Placeholder,
  slotsInStartOrder: readonly Placeheld<TimeRange & { id?: string }>[],
) {
  return tx.insert(bookingSlots).values(
    slotsInStartOrder.map(({ id, startDate, endDate }) => ({
      ...(id === undefined ? {} : { id }),
      bookingId,
      placeId,
      startDate,
      endDate,
    })),
  );
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

/**
 * Writes the price each slot now holds (an issued agreement's, an amendment's new prices), in
 * one statement; the trigger of migration 0027 refuses it for a slot already cancelled.
 */
export async function holdSlotPrices(
  tx: Database,
  prices: readonly { id: string; priceCents: number }[],
): Promise<void> {
  if (prices.length === 0) return;
  const rows = JSON.stringify(
    prices.map(({ id, priceCents }) => ({ id, price_cents: priceCents })),
  );
  await tx.execute(sql`update ${bookingSlots} set price_cents = held.price_cents
    from jsonb_to_recordset(${rows}::jsonb) as held(id uuid, price_cents integer)
    where ${bookingSlots.id} = held.id`);
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
  const [row] = await tx
    .select(bookingRecordColumns)
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
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
export function facilityDecisionMakers(db: Database, facilityId: string | Placeholder) {
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

/**
 * The active admins of a facility but one (the asker, who knows what it just did), as a query of
 * their e-mail addresses: who prepares the agreement of an approved booking
 * (docs/bookings.md#next-steps).
 */
export function facilityAdminsBut(db: Database, facilityId: string, exceptUserId: string | null) {
  return db
    .selectDistinct({ email: users.email })
    .from(facilityMemberships)
    .innerJoin(users, eq(users.id, facilityMemberships.userId))
    .where(
      and(
        eq(facilityMemberships.facilityId, facilityId),
        eq(facilityMemberships.profile, 'FACILITY_PROFILE_ADMIN'),
        eq(users.isActive, true),
        exceptUserId === null ? undefined : ne(users.id, exceptUserId),
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

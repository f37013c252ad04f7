import { asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { epochMs, jsonTuple } from '../../db/json-rows.ts';
import {
  jsonInstant,
  jsonIri,
  jsonObject,
  jsonObjectMore,
  jsonObjectOpen,
  jsonScalar,
  jsonString,
  jsonText,
  jsonUuid,
  SEPARATORS,
  separatorSql,
  textList,
  textRecord,
  textRecordAs,
} from '../../db/json-text.ts';
import { perConnection } from '../../db/prepared.ts';
import { bookings, bookingSlots, users } from '../../db/schema.ts';
import type { TimeRange } from './bookings.repository.ts';

// Reading what a booking holds: its slots (for a whole page in the page's statement).

const slotCanceller = alias(users, 'slot_canceller');

export interface BookingSlotRow {
  id: string;
  bookingId: string;
  startDate: Date;
  endDate: Date;
  cancelled: boolean;
  /** The place is free for it: an active slot always is; a freed one unless taken since. */
  available: boolean;
  cancelledBy: { id: string; firstName: string; lastName: string } | null;
  cancelledByOrganizationNotToBePaid: boolean;
  cancelledByOrganizationToBeFullyPaid: boolean;
  cancelledByOrganizationToBePartiallyPaid: boolean;
  /** The amounts an issued document fixed (domain DueSlot); null before. */
  priceCents: number | null;
  dueCents: number | null;
}

// A freed slot (its booking withdrawn, refused…) may have been taken since by another one.
// Written as the ranges of booking_slots_no_overlap (place_id, tstzrange) WHERE active: its
// gist index finds the overlapping slots, where the (place_id, start_date) index read every
// earlier slot of the place (5 buffers a freed slot instead of 19 on region data, growing
// with the place's history).
const takenByAnother = sql<boolean>`exists (
  select 1 from ${bookingSlots} as other_slot
  where other_slot.place_id = ${bookingSlots.placeId} and other_slot.active
    and other_slot.booking_id <> ${bookingSlots.bookingId}
    and tstzrange(other_slot.start_date, other_slot.end_date)
      && tstzrange(${bookingSlots.startDate}, ${bookingSlots.endDate}))`;

/** A slot as `slotsJsonOf` writes it: instants in milliseconds (see epochMs). */
interface SlotJson extends Omit<BookingSlotRow, 'bookingId' | 'startDate' | 'endDate'> {
  startDate: number;
  endDate: number;
}

/** The place is free for the slot (BookingSlotRow's `available`). */
const availableNow = sql<boolean>`not (case when ${bookingSlots.active} then false else ${takenByAnother} end)`;

const slotTuple = jsonTuple<SlotJson>({
  id: bookingSlots.id,
  startDate: epochMs(bookingSlots.startDate),
  endDate: epochMs(bookingSlots.endDate),
  cancelled: bookingSlots.cancelled,
  available: availableNow,
  cancelledBy: sql`case when ${slotCanceller.id} is null then null else json_build_object(
      'id', ${slotCanceller.id},
      'firstName', ${slotCanceller.firstName},
      'lastName', ${slotCanceller.lastName}) end`,
  cancelledByOrganizationNotToBePaid: bookingSlots.cancelledByOrganizationNotToBePaid,
  cancelledByOrganizationToBeFullyPaid: bookingSlots.cancelledByOrganizationToBeFullyPaid,
  cancelledByOrganizationToBePartiallyPaid: bookingSlots.cancelledByOrganizationToBePartiallyPaid,
  priceCents: bookingSlots.priceCents,
  dueCents: bookingSlots.dueCents,
});

/** The slots of one booking as `slotsJsonOf` writes them: one tuple each (see jsonTuple). */
export type SlotsJson = unknown[][];

/** The slots of a booking, one `tuple` each, as one JSON array in start order. */
const slotsOf = (tuple: SQL, bookingId: SQLWrapper) => sql<unknown[][]>`(
  select coalesce(json_agg(${tuple}
    order by ${bookingSlots.startDate}, ${bookingSlots.id}), '[]'::json)
  from ${bookingSlots}
  left join ${users} as slot_canceller on ${slotCanceller.id} = ${bookingSlots.cancelledByUserId}
  where ${bookingSlots.bookingId} = ${bookingId})`;

/**
 * The slots of the booking whose id `bookingId` names, as one JSON array in start order, for
 * reads that bring a booking and its slots in one statement (see slotsFromJson).
 */
export const slotsJsonOf = (bookingId: SQLWrapper) => slotsOf(slotTuple.sql, bookingId);

/**
 * A slot of a booking list as `slotsTextOf` writes it: its JSON text as the contract writes a
 * BookingSlot (presentBookingSlot) up to its `"price":`, then what its price and the amount
 * due need. Node writes the price (domain pricing).
 */
export interface SlotText {
  text: string;
  startDate: Date;
  endDate: Date;
  cancelled: boolean;
  cancelledByOrganizationNotToBePaid: boolean;
  cancelledByOrganizationToBeFullyPaid: boolean;
  cancelledByOrganizationToBePartiallyPaid: boolean;
  priceCents: number | null;
  dueCents: number | null;
}

// A slot's text is kept in two columns (its head and tail, refilled by fillListTexts) around
// its `available`, which depends on other bookings and is always written here; a NULL column
// is written as it always was.

/** Its head, from its own columns: `{"@id":…,"cancelled":…,"available":`. */
const slotTextHead = jsonText(
  jsonObjectOpen(
    [
      ['@id', jsonIri('booking_slots', bookingSlots.id)],
      ['id', jsonUuid(bookingSlots.id)],
      ['startDate', jsonInstant(bookingSlots.startDate)],
      ['endDate', jsonInstant(bookingSlots.endDate)],
      ['cancelled', jsonScalar(bookingSlots.cancelled)],
    ],
    'available',
  ),
);

/** Its canceller, a subquery: the texts are written where the slot is the only row at hand. */
const cancelledByText = sql`coalesce((select ${jsonText(
  jsonObject([
    ['firstName', jsonString(slotCanceller.firstName)],
    ['lastName', jsonString(slotCanceller.lastName)],
    ['@id', jsonIri('users', slotCanceller.id)],
    ['id', jsonUuid(slotCanceller.id)],
  ]),
)} from ${users} as slot_canceller
  where ${slotCanceller.id} = ${bookingSlots.cancelledByUserId}), 'null')`;

const asText = (value: SQLWrapper) => sql`(${value})::text`;

/**
 * Its tail: the rest of its text (`,"cancelledBy":…,"price":`) and the other values of its
 * record (see textRecord), what its price, its due and the amount due need.
 */
const slotTailRecord = textRecord(SEPARATORS[3], {
  text: jsonText(
    jsonObjectMore(
      [
        ['cancelledBy', [cancelledByText]],
        [
          'cancelledByOrganizationNotToBePaid',
          jsonScalar(bookingSlots.cancelledByOrganizationNotToBePaid),
        ],
        [
          'cancelledByOrganizationToBeFullyPaid',
          jsonScalar(bookingSlots.cancelledByOrganizationToBeFullyPaid),
        ],
        [
          'cancelledByOrganizationToBePartiallyPaid',
          jsonScalar(bookingSlots.cancelledByOrganizationToBePartiallyPaid),
        ],
      ],
      'price',
    ),
  ),
  startDate: asText(epochMs(bookingSlots.startDate)),
  endDate: asText(epochMs(bookingSlots.endDate)),
  cancelled: asText(bookingSlots.cancelled),
  cancelledByOrganizationNotToBePaid: asText(bookingSlots.cancelledByOrganizationNotToBePaid),
  cancelledByOrganizationToBeFullyPaid: asText(bookingSlots.cancelledByOrganizationToBeFullyPaid),
  cancelledByOrganizationToBePartiallyPaid: asText(
    bookingSlots.cancelledByOrganizationToBePartiallyPaid,
  ),
  // concat_ws skips a NULL: an amount not held yet is written as an empty value.
  priceCents: sql`coalesce(${bookingSlots.priceCents}::text, '')`,
  dueCents: sql`coalesce(${bookingSlots.dueCents}::text, '')`,
});

/** What the slot's list text columns hold (fillListTexts writes them). */
export const slotListText = { head: slotTextHead, tail: slotTailRecord.sql };

/**
 * A slot of a list: its text as the contract writes a BookingSlot (presentBookingSlot) up to
 * its `"price":`, then the values of its tail.
 */
const slotTextRecord = textRecordAs(
  SEPARATORS[3],
  slotTailRecord.names,
  sql<string>`coalesce(${bookingSlots.listTextHead}, ${slotListText.head})
    || (${availableNow})::text
    || coalesce(${bookingSlots.listTextTail}, ${slotListText.tail})`,
);

/**
 * The slots of the booking `bookingId` names, each a text record (see textRecord), joined
 * with SEPARATORS[2] in start order; read back by slotsFromText.
 */
export const slotsTextOf = (bookingId: SQLWrapper) => sql<string>`(
  select coalesce(string_agg(${slotTextRecord.sql}, ${separatorSql(SEPARATORS[2])}
    order by ${bookingSlots.startDate}, ${bookingSlots.id}), '')
  from ${bookingSlots}
  where ${bookingSlots.bookingId} = ${bookingId})`;

/** The slots `slotsTextOf` wrote. */
export function slotsFromText(text: string): SlotText[] {
  return textList(text, SEPARATORS[2]).map((record) => {
    const slot = slotTextRecord.read(record);
    return {
      text: slot.text,
      startDate: new Date(Number(slot.startDate)),
      endDate: new Date(Number(slot.endDate)),
      cancelled: slot.cancelled === 'true',
      cancelledByOrganizationNotToBePaid: slot.cancelledByOrganizationNotToBePaid === 'true',
      cancelledByOrganizationToBeFullyPaid: slot.cancelledByOrganizationToBeFullyPaid === 'true',
      cancelledByOrganizationToBePartiallyPaid:
        slot.cancelledByOrganizationToBePartiallyPaid === 'true',
      priceCents: slot.priceCents === '' ? null : Number(slot.priceCents),
      dueCents: slot.dueCents === '' ? null : Number(slot.dueCents),
    };
  });
}

/** The slots `slotsJsonOf` wrote, with their booking and their instants as dates. */
export function slotsFromJson(bookingId: string, slots: SlotsJson): BookingSlotRow[] {
  return slots.map((tuple) => {
    const slot = slotTuple.read(tuple);
    return {
      ...slot,
      bookingId,
      startDate: new Date(slot.startDate),
      endDate: new Date(slot.endDate),
    };
  });
}

// Nested: drizzle writes a field's top-level columns unqualified in a query of one table.
const slotsOfBookingStatement = perConnection((db) =>
  db
    .select({ slots: sql<SlotsJson>`${slotsJsonOf(bookings.id)}` })
    .from(bookings)
    .where(eq(bookings.id, sql.placeholder('bookingId')))
    .prepare('slots_of_booking'),
);

/** Every slot of a booking, in start order. */
export async function slotsOfBooking(db: Database, bookingId: string): Promise<BookingSlotRow[]> {
  const [row] = await slotsOfBookingStatement(db).execute({ bookingId });
  return slotsFromJson(bookingId, row?.slots ?? []);
}

export interface StoredSlot extends TimeRange {
  id: string;
  cancelled: boolean;
}

export async function storedSlotsOfBooking(db: Database, bookingId: string): Promise<StoredSlot[]> {
  return db
    .select({
      id: bookingSlots.id,
      startDate: bookingSlots.startDate,
      endDate: bookingSlots.endDate,
      cancelled: bookingSlots.cancelled,
    })
    .from(bookingSlots)
    .where(eq(bookingSlots.bookingId, bookingId))
    .orderBy(asc(bookingSlots.startDate));
}

/** The slots of a booking that are not cancelled, in start order. */
export async function activeSlotsOf(db: Database, bookingId: string): Promise<StoredSlot[]> {
  return (await storedSlotsOfBooking(db, bookingId)).filter((slot) => !slot.cancelled);
}

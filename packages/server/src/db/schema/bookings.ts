import type { ContractTimeSlot } from '@espaces/domain/api/bookings';
import { BOOKING_STATUSES, PURPOSE_TYPES } from '@espaces/domain/booking/booking-statuses';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './people.ts';
import { places } from './places.ts';
import { id, createdAt, updatedAt, instant } from './columns.ts';

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('new'),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    purposeType: text('purpose_type', { enum: PURPOSE_TYPES }).notNull().default('casual'),
    queryWeekDay: smallint('query_week_day'),
    queryStartTime: text('query_start_time'),
    queryEndTime: text('query_end_time'),
    activity: text('activity').notNull().default(''),
    expectedAttendance: integer('expected_attendance'),
    rentPriceCents: integer('rent_price_cents').notNull(),
    cleaningPriceCents: integer('cleaning_price_cents').notNull(),
    originalData: jsonb('original_data'),
    previousContractTimeSlots: jsonb('previous_contract_time_slots').$type<ContractTimeSlot[]>(),
    rejectionReason: text('rejection_reason'),
    // What the request's history holds (audit events), kept by a trigger on audit_events in the
    // transaction that writes each event (custom migration 0015): the indicators count outcomes
    // and decision times from the booking row instead of probing the history of each request.
    everApproved: boolean('ever_approved').notNull().default(false),
    everCounterProposed: boolean('ever_counter_proposed').notNull().default(false),
    everRejected: boolean('ever_rejected').notNull().default(false),
    everWithdrawn: boolean('ever_withdrawn').notNull().default(false),
    firstDecidedAt: instant('first_decided_at'),
    // The booking's text in the lists but for its slots, as the list writes it (its head up to
    // the slots, its tail after them): a cache that triggers null in the transaction of any
    // change it depends on (custom migration 0021), refilled by a scheduled job; the list
    // writes a NULL one as it always did (docs/decisions.md).
    listTextHead: text('list_text_head'),
    listTextTail: text('list_text_tail'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_list_text_stale_idx')
      .on(t.id)
      .where(sql`${t.listTextHead} is null or ${t.listTextTail} is null`),
    // A facility's lists and menu count read their places' bookings by status, then only id
    // and reference: all four in the index, PostgreSQL answers from it without the rows
    // (index-only, 60 buffers instead of 164 for a menu count).
    index('bookings_place_status_idx').on(t.placeId, t.status, t.reference, t.id),
    index('bookings_organization_idx').on(t.organizationId),
    index('bookings_status_idx').on(t.status),
    // The job that finishes ended bookings reads every validated booking each minute, in id
    // order (claimEndedBookings): 17,500 entries of a region instead of its 100,000 rows.
    index('bookings_validated_idx')
      .on(t.id)
      .where(sql`${t.status} = 'validated'`),
  ],
);

/**
 * `place_id` and `active` are kept by triggers from the booking (custom migration), so the
 * exclusion constraint "active slots of a place never overlap" holds whatever the code does.
 */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id),
    startDate: instant('start_date').notNull(),
    endDate: instant('end_date').notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    cancelledAt: instant('cancelled_at'),
    cancelledByUserId: uuid('cancelled_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    cancelledByOrganizationNotToBePaid: boolean('cancelled_by_organization_not_to_be_paid')
      .notNull()
      .default(false),
    cancelledByOrganizationToBeFullyPaid: boolean('cancelled_by_organization_to_be_fully_paid')
      .notNull()
      .default(false),
    cancelledByOrganizationToBePartiallyPaid: boolean(
      'cancelled_by_organization_to_be_partially_paid',
    )
      .notNull()
      .default(false),
    // The amounts an issued document states for the slot (domain agreement/amendment-lines.ts):
    // its price from the agreement's issue on, what its cancellation left due once cancelled;
    // NULL before (the booking's prices apply). Final once cancelled (trigger, migration 0027).
    priceCents: integer('price_cents'),
    dueCents: integer('due_cents'),
    active: boolean('active').notNull().default(true),
    // The slot's text in the lists before and after its `available` (which depends on other
    // bookings, so is always written at read time): a cache as the booking's list text is.
    listTextHead: text('list_text_head'),
    listTextTail: text('list_text_tail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_slots_booking_idx').on(t.bookingId),
    // A booking's last slot not cancelled, from the index alone (claimEndedBookings).
    index('booking_slots_booking_end_idx')
      .on(t.bookingId, t.endDate)
      .where(sql`not ${t.cancelled}`),
    index('booking_slots_list_text_stale_idx')
      .on(t.id)
      .where(sql`${t.listTextHead} is null or ${t.listTextTail} is null`),
    index('booking_slots_place_start_idx').on(t.placeId, t.startDate),
    // The search's probe of a place (modules/search): its last active slot starting before
    // the wanted range's end, from the index alone, past no cancelled slot.
    index('booking_slots_active_place_start_idx')
      .on(t.placeId, t.startDate, t.endDate)
      .where(sql`${t.active}`),
    check('booking_slots_ordered', sql`${t.endDate} > ${t.startDate}`),
    check(
      'booking_slots_held_amounts_not_negative',
      sql`(${t.priceCents} is null or ${t.priceCents} >= 0) and (${t.dueCents} is null or ${t.dueCents} >= 0)`,
    ),
  ],
);

import type { Actor } from '@espaces/domain/access/actor';
import type { Booking } from '@espaces/domain/api/bookings';
import { bookingAbilities } from '@espaces/domain/booking/booking-abilities';
import { DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { type Pagination } from '@espaces/domain/api/collection-params';
import { pageWindow } from '../../http/collections.ts';
import {
  countBookings,
  findBookingView,
  listBookings,
  type BookingFilters,
  type BookingOrder,
  type BookingViewRow,
} from './bookings-list.repository.ts';
import { bookingPartiesOf, bookingScopeOf, mayViewBooking } from './bookings.policy.ts';
import { presentBooking } from './bookings.presenter.ts';
import { auditHistory } from '../audit/audit-events.ts';
import { slotsOfBookings, type BookingSlotRow } from './booking-slots.repository.ts';

function abilitiesOf(
  actor: Actor,
  row: BookingViewRow,
  slots: readonly BookingSlotRow[],
  now: Date,
) {
  return bookingAbilities(
    actor,
    { ...bookingPartiesOf(row), status: row.booking.status, bookingSlots: slots },
    now,
  );
}

/** GET /api/bookings: the page of bookings the actor may see, with their slots. */
export async function listVisibleBookings(
  db: Database,
  actor: Actor,
  query: { filters: BookingFilters; order: BookingOrder; pagination: Pagination },
  now: Date,
): Promise<{ members: Booking[]; total: number }> {
  const scope = bookingScopeOf(actor);
  const page = pageWindow(query.pagination);
  const rows = await listBookings(db, scope, query.filters, query.order, page);
  // Only a page past the end leaves the count unknown.
  const total =
    rows[0]?.total ?? (page.offset === 0 ? 0 : await countBookings(db, scope, query.filters));
  const slots = await slotsOfBookings(
    db,
    rows.map((row) => row.booking.id),
  );
  const slotsByBooking = new Map<string, BookingSlotRow[]>();
  for (const slot of slots) {
    const own = slotsByBooking.get(slot.bookingId);
    if (own) own.push(slot);
    else slotsByBooking.set(slot.bookingId, [slot]);
  }
  const members = rows.map((row) => {
    const own = slotsByBooking.get(row.booking.id) ?? [];
    return presentBooking(row, own, abilitiesOf(actor, row, own, now));
  });
  return { members, total };
}

/** A booking the actor may see (else 404, DESIGN §4). */
export async function findVisibleBooking(
  db: Database,
  actor: Actor,
  bookingId: string,
): Promise<BookingViewRow> {
  const row = await findBookingView(db, bookingId);
  if (!row || !mayViewBooking(actor, bookingPartiesOf(row))) throw new DomainError('NOT_FOUND');
  return row;
}

/** GET /api/bookings/{id}: the booking with its slots, history and abilities. */
export async function showBooking(
  db: Database,
  actor: Actor,
  bookingId: string,
  now: Date,
): Promise<Booking> {
  const row = await findVisibleBooking(db, actor, bookingId);
  const [slots, history] = await Promise.all([
    slotsOfBookings(db, [bookingId]),
    auditHistory(db, 'booking', bookingId),
  ]);
  return presentBooking(row, slots, abilitiesOf(actor, row, slots, now), history);
}

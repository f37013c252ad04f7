import type { Actor } from '@espaces/domain/access/actor';
import type { Booking } from '@espaces/domain/api/bookings';
import { bookingAbilities } from '@espaces/domain/booking/booking-abilities';
import { DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { type Pagination } from '@espaces/domain/api/collection-params';
import { pageWindow } from '../../http/collections.ts';
import {
  findBookingPage,
  findBookingView,
  listBookings,
  type BookingFilters,
  type BookingOrder,
  type BookingViewRow,
  type BookingWithSlots,
} from './bookings-list.repository.ts';
import { bookingListScope } from '@espaces/domain/access/list-scopes';
import { bookingPartiesOf, mayViewBooking } from './bookings.policy.ts';
import { presentBooking, presentBookingText } from './bookings.presenter.ts';

function abilitiesOf(actor: Actor, row: BookingWithSlots, now: Date) {
  return bookingAbilities(
    actor,
    { ...bookingPartiesOf(row), status: row.booking.status, bookingSlots: row.slots },
    now,
  );
}

/**
 * GET /api/bookings: the page of bookings the actor may see, with their slots, as the JSON
 * text of its members, in pieces (presentBookingText), commas between them included.
 */
export async function listVisibleBookings(
  db: Database,
  actor: Actor,
  query: { filters: BookingFilters; order: BookingOrder; pagination: Pagination },
  now: Date,
): Promise<{ membersJson: string[]; total: number }> {
  const { rows, total } = await listBookings(
    db,
    bookingListScope(actor),
    query.filters,
    query.order,
    pageWindow(query.pagination),
  );
  const parts: string[] = [];
  rows.forEach((row, index) => {
    if (index > 0) parts.push(',');
    presentBookingText(row, bookingAbilities(actor, row, now), parts);
  });
  return { membersJson: parts, total };
}

/** A booking the actor may see (else 404, docs/access.md#not-found-or-forbidden). */
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
  const row = await findBookingPage(db, bookingId);
  if (!row || !mayViewBooking(actor, bookingPartiesOf(row))) throw new DomainError('NOT_FOUND');
  return presentBooking(row, row.slots, abilitiesOf(actor, row, now), row.history);
}

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
  type ListedBookings,
  type BookingFilters,
  type BookingOrder,
  type BookingViewRow,
  type BookingPage,
  type BookingWithSlots,
} from './bookings-list.repository.ts';
import type { ListScope } from '@espaces/domain/access/list-scopes';
import { bookingPartiesOf, mayViewBooking } from './bookings.policy.ts';
import { presentBooking, presentBookingText } from './bookings.presenter.ts';

function abilitiesOf(actor: Actor, row: BookingWithSlots, now: Date) {
  return bookingAbilities(
    actor,
    { ...bookingPartiesOf(row), status: row.booking.status, bookingSlots: row.slots },
    now,
  );
}

export interface BookingListQuery {
  filters: BookingFilters;
  order: BookingOrder;
  pagination: Pagination;
}

/** GET /api/bookings: the page of bookings a scope holds, as read, with its data version. */
export function readBookingList(
  db: Database,
  scope: ListScope,
  query: BookingListQuery,
): Promise<ListedBookings> {
  return listBookings(db, scope, query.filters, query.order, pageWindow(query.pagination));
}

/**
 * The page's members as the JSON text of their array, in pieces (presentBookingText), commas
 * between them included, with what the actor may do with each at `now`.
 */
export function presentBookingList(actor: Actor, listed: ListedBookings, now: Date): string[] {
  const parts: string[] = [];
  listed.rows.forEach((row, index) => {
    if (index > 0) parts.push(',');
    presentBookingText(row, bookingAbilities(actor, row, now), parts);
  });
  return parts;
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
  const page = await findBookingPage(db, bookingId);
  if (!page || !mayViewBooking(actor, bookingPartiesOf(page))) throw new DomainError('NOT_FOUND');
  return presentBookingPage(actor, page, now);
}

/** A booking's page as the actor sees it at `now`: its slots, history and abilities. */
export function presentBookingPage(actor: Actor, page: BookingPage, now: Date): Booking {
  return presentBooking(page, page.slots, abilitiesOf(actor, page, now), page.history);
}

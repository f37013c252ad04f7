import type { Actor } from '../access/actor.ts';
import { canAccessBookings, isSignedIn } from '../access/checks.ts';
import {
  isCentral,
  isInstitutional,
  isOrganizationUser,
  managedFacilityIds,
  managedTerritoryIds,
} from '../access/roles.ts';
import type { BookingStatus } from '../booking/booking-statuses.ts';

/**
 * Calendars (docs/calendar-feeds.md):
 * - an organisation subscribes to the feed of its bookings that are approved, awaiting
 *   signature or validated (and finished, to keep the history); a cancelled slot stays in
 *   it, marked cancelled, so that the subscribed calendar strikes it through instead of
 *   losing it;
 * - staff subscribe to the feed of a facility or place they manage (admin, validator,
 *   supervisor, territory admin), or central does: all active bookings, requests in
 *   progress being tentative;
 * - the right is checked when the link is created and at each read of the feed: whoever
 *   lost it (role removed, account disabled, other organisation) gets a 404;
 * - the feed covers slots from 3 months before to 18 months after the read.
 */

export const CALENDAR_FEED_SCOPES = ['organization', 'facility', 'place'] as const;
export type CalendarFeedScope = (typeof CALENDAR_FEED_SCOPES)[number];

/** What a feed names, as the server resolves it (territory: for territory admins). */
export type CalendarFeedTarget =
  | { scope: 'organization'; organizationId: string }
  | { scope: 'facility' | 'place'; facilityId: string; territoryId: string };

export function maySubscribeToCalendar(actor: Actor | null, target: CalendarFeedTarget): boolean {
  if (!isSignedIn(actor)) return false;
  if (target.scope === 'organization') {
    return isOrganizationUser(actor) && actor.organization?.id === target.organizationId;
  }
  if (isOrganizationUser(actor)) return false;
  const resource = { facilityId: target.facilityId, facilityTerritoryId: target.territoryId };
  return canAccessBookings(actor, resource).allowed;
}

/** The scopes the account page offers: an organisation's own feed, or staff's (and central's). */
export function calendarFeedScopesFor(actor: Actor | null): CalendarFeedScope[] {
  if (!isSignedIn(actor)) return [];
  if (isOrganizationUser(actor)) return actor.organization ? ['organization'] : [];
  const followsFacilities =
    isCentral(actor) ||
    (isInstitutional(actor) &&
      (managedFacilityIds(actor).length > 0 || managedTerritoryIds(actor).length > 0));
  return followsFacilities ? ['facility', 'place'] : [];
}

/** Statuses an organisation's feed shows (cancelled: only its cancelled slots). */
const ORGANIZATION_FEED_STATUSES = [
  'approved',
  'to_review',
  'validated',
  'finished',
  'cancelled',
] as const satisfies readonly BookingStatus[];

/** Staff feeds add the requests still in progress, as tentative events. */
const STAFF_FEED_STATUSES = [
  'new',
  'pending',
  ...ORGANIZATION_FEED_STATUSES,
] as const satisfies readonly BookingStatus[];

export function feedBookingStatuses(scope: CalendarFeedScope): readonly BookingStatus[] {
  return scope === 'organization' ? ORGANIZATION_FEED_STATUSES : STAFF_FEED_STATUSES;
}

export type CalendarEventStatus = 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';

/** RFC 5545 STATUS of a slot; null when the slot has no place in a feed (a withdrawn request). */
export function calendarEventStatus(
  bookingStatus: BookingStatus,
  slotCancelled: boolean,
): CalendarEventStatus | null {
  if (slotCancelled)
    return bookingStatus === 'new' || bookingStatus === 'pending' ? null : 'CANCELLED';
  switch (bookingStatus) {
    case 'new':
    case 'pending':
      return 'TENTATIVE';
    case 'approved':
    case 'to_review':
    case 'validated':
    case 'finished':
      return 'CONFIRMED';
    default:
      return null;
  }
}

const monthsFrom = (instant: Date, months: number): Date => {
  const moved = new Date(instant);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  return moved;
};

/** The slots a feed carries: ending after 3 months ago, starting before 18 months ahead. */
export function calendarFeedWindow(now: Date): { from: Date; to: Date } {
  return { from: monthsFrom(now, -3), to: monthsFrom(now, 18) };
}

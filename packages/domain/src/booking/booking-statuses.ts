/**
 * Statuses of a booking (docs/bookings.md#statuses):
 * - new, pending, approved, to_review, validated, finished, cancelled (all slots
 *   cancelled), rejected (refused);
 * - « en cours » (in progress): new or pending;
 * - an organisation's « actuelles » (current) ones: new, pending, approved, to_review or validated;
 * - a slot is active (it occupies the place) as long as it is not cancelled and its
 *   booking is in a current status.
 */
export const BOOKING_STATUSES = [
  'new',
  'pending',
  'approved',
  'to_review',
  'validated',
  'finished',
  'cancelled',
  'rejected',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const IN_PROGRESS_STATUSES = ['new', 'pending'] as const satisfies readonly BookingStatus[];

export const CURRENT_STATUSES = [
  'new',
  'pending',
  'approved',
  'to_review',
  'validated',
] as const satisfies readonly BookingStatus[];

export const PURPOSE_TYPES = ['casual', 'yearly'] as const;
export type PurposeType = (typeof PURPOSE_TYPES)[number];

export function isInProgress(status: BookingStatus): boolean {
  return (IN_PROGRESS_STATUSES as readonly BookingStatus[]).includes(status);
}

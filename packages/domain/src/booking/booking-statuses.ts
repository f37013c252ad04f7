/**
 * Statuts d'une réservation (docs/bookings.md#statuses) :
 * - new, pending, approved, to_review, validated, finished, cancelled (tous les créneaux
 *   annulés), rejected (refus) ;
 * - « en cours » : new ou pending ;
 * - « actuelles » d'une organisation : new, pending, approved, to_review ou validated ;
 * - un créneau est actif (il occupe l'espace) tant qu'il n'est pas annulé et que sa
 *   réservation est dans un statut actuel.
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

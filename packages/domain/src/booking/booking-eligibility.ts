import type { OrganizationStatus } from '../access/actor.ts';

/**
 * Who may book (docs/bookings.md#lifecycle, « Booking eligibility »): only a validated
 * organisation. This single rule governs everything that adds or moves a booking's slots:
 * the request, the organisation's edit, the facility's counter-proposal and the acceptance
 * of a counter-proposal. A non-compliant organisation, or one awaiting validation, keeps its
 * bookings: it may view them, remove slots from them, and withdraw them.
 */
export function mayOrganizationBook(
  organization: { status: OrganizationStatus } | null | undefined,
): boolean {
  return organization?.status === 'validated';
}

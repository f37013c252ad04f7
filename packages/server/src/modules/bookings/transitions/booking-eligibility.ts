import { isOrganizationUser } from '@espaces/domain/access/roles';
import { mayOrganizationBook } from '@espaces/domain/booking/booking-eligibility';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import { DomainError, violation } from '@espaces/domain/errors';
import { refuseIfAny } from '../booking-slot-checks.ts';
import type { TransitionContext } from '../booking-transitions.ts';
import { lockOrganizationStatus } from '../bookings.repository.ts';

/**
 * The rule of a new request (mayOrganizationBook) for a step that adds or moves slots of an
 * existing booking. The organisation hears the 403 of a refused request; the
 * facility's staff, who cannot change that status, a 422 on the slots.
 */
export async function refuseUnlessOrganizationMayBook(context: TransitionContext): Promise<void> {
  const organization = await lockOrganizationStatus(context.tx, context.booking.organizationId);
  if (mayOrganizationBook(organization)) return;
  if (context.actor && isOrganizationUser(context.actor))
    throw new DomainError('ORGANIZATION_NOT_VALIDATED');
  refuseIfAny([
    violation(
      'bookingSlots',
      BOOKING_MESSAGES.organizationMayNotBook,
      'ORGANIZATION_NOT_VALIDATED',
    ),
  ]);
}

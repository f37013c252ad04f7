import type { Actor } from '@espaces/domain/access/actor';
import { checkAccess } from '@espaces/domain/access/checks';
import { AMENDMENT_MESSAGES } from '@espaces/domain/agreement/amendment-messages';
import type { Canceller } from '@espaces/domain/agreement/amendment-plan';
import type { BookingParties } from '@espaces/domain/booking/booking-actors';
import { DomainError } from '@espaces/domain/errors';

/**
 * Who cancels slots and how (auth-amendment, docs/agreements.md#cancellations): the
 * booking's organisation cancels directly (conditions applied); the facility's admin or
 * validator (or the territory admin) and central go through the previewed amendment. Others
 * get 403, each with the path that is theirs.
 */
export function requireCanceller(actor: Actor, parties: BookingParties, by: Canceller): void {
  const organization = checkAccess('auth-amendment-validate', actor, parties).allowed;
  const facility = checkAccess('auth-amendment', actor, parties).allowed;
  if (by === 'organization' && organization) return;
  if (by === 'facility' && facility) return;
  const message = organization
    ? AMENDMENT_MESSAGES.organizationCancelsDirectly
    : facility
      ? AMENDMENT_MESSAGES.staffCancelsThroughAmendment
      : AMENDMENT_MESSAGES.notYourBooking;
  throw new DomainError('FORBIDDEN', message);
}

import type { Actor } from '@espaces/domain/access/actor';
import { checkAccess } from '@espaces/domain/access/checks';
import { AMENDMENT_MESSAGES } from '@espaces/domain/agreement/amendment-messages';
import type { Canceller } from '@espaces/domain/agreement/amendment-plan';
import type { BookingParties } from '@espaces/domain/booking/booking-actors';
import { DomainError } from '@espaces/domain/errors';

/**
 * Qui annule des créneaux et comment (auth-amendment, docs/agreements.md#cancellations) :
 * l'organisation de la réservation annule directement (conditions appliquées) ; l'admin ou le
 * valideur de l'établissement (ou l'admin du territoire) et le central passent par l'avenant
 * prévisualisé. Les autres reçoivent 403, chacun avec le chemin qui lui revient.
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

import type { Actor } from '@espaces/domain/access/actor';
import { checkAccess } from '@espaces/domain/access/checks';
import {
  administeredFacilityIds,
  isCentral,
  isInstitutional,
  isOrganizationUser,
  managedTerritoryIds,
} from '@espaces/domain/access/roles';
import { isOpenPayment } from '@espaces/domain/payment/payment-statuses';
import type { BookingScope } from '../bookings/bookings-list.repository.ts';
import type { PaymentView } from './payments.repository.ts';

/**
 * Qui voit et fait quoi d'un paiement (auth-payment, docs/payments.md#statuses) :
 * - le voient : l'organisation (les siens), les admins de l'établissement de la convention (ou
 *   de son territoire), le central ; sinon 404 ;
 * - l'admin de l'établissement et le central enregistrent un paiement « autre » (mandat,
 *   virement) comme payé, avec sa référence : celui d'une organisation qui ne paie pas par
 *   carte, ou celui que la carte n'a pas pu payer (failed) ;
 * - un paiement payé a un reçu que tous ceux qui le voient ouvrent.
 */
export function paymentScopeOf(actor: Actor): BookingScope {
  if (isCentral(actor)) return { kind: 'all' };
  if (isOrganizationUser(actor)) {
    return actor.organization
      ? { kind: 'organization', organizationId: actor.organization.id }
      : { kind: 'none' };
  }
  if (isInstitutional(actor)) {
    return {
      kind: 'facilities',
      facilityIds: administeredFacilityIds(actor),
      territoryIds: managedTerritoryIds(actor),
    };
  }
  return { kind: 'none' };
}

const partiesOf = (view: PaymentView) => ({
  organizationId: view.organizationId,
  facilityId: view.facilityId,
  facilityTerritoryId: view.facilityTerritoryId ?? undefined,
});

export function mayViewPayment(actor: Actor, view: PaymentView): boolean {
  return checkAccess('auth-payment', actor, partiesOf(view)).allowed;
}

/** Staff of the payment's facility (admins) or central, never the organisation itself. */
export function mayRecordPayments(actor: Actor, view: PaymentView): boolean {
  return !isOrganizationUser(actor) && mayViewPayment(actor, view);
}

/** Open, and not the card's to pay: other means, or the card gave up. */
export function isRecordable(view: PaymentView): boolean {
  const { status } = view.payment;
  return isOpenPayment(status) && (view.paymentType === 'other' || status === 'failed');
}

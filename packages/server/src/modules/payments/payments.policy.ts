import type { Actor } from '@espaces/domain/access/actor';
import { checkAccess } from '@espaces/domain/access/checks';
import { isOrganizationUser } from '@espaces/domain/access/roles';
import { isOpenPayment } from '@espaces/domain/payment/payment-statuses';
import type { PaymentView } from './payments.repository.ts';

const partiesOf = (view: PaymentView) => ({
  organizationId: view.organizationId,
  facilityId: view.facilityId,
  facilityTerritoryId: view.facilityTerritoryId ?? undefined,
});

/**
 * Who sees and does what with a payment (auth-payment, docs/payments.md#statuses):
 * - who sees it: the organisation (its own), the admins of the agreement's facility (or of
 *   its territory), central; otherwise 404 (the list applies the same rule as
 *   `paymentListScope`);
 * - the facility admin and central record an « autre » (other) payment (mandate, transfer)
 *   as paid, with its reference: that of an organisation that does not pay by card, one the
 *   card could not pay (failed), or one no card on file can pay (PayFiP keeps none);
 * - a paid payment has a receipt that everyone who sees it can open.
 */
export function mayViewPayment(actor: Actor, view: PaymentView): boolean {
  return checkAccess('auth-payment', actor, partiesOf(view)).allowed;
}

/** Staff of the payment's facility (admins) or central, never the organisation itself. */
export function mayRecordPayments(actor: Actor, view: PaymentView): boolean {
  return !isOrganizationUser(actor) && mayViewPayment(actor, view);
}

/**
 * Open, and not the card's to pay: other means, the card gave up, or no card on file to charge
 * it (under PayFiP none is kept: staff record a transfer or a mandate of an instalment).
 */
export function isRecordable(view: PaymentView): boolean {
  const { status } = view.payment;
  return (
    isOpenPayment(status) && (view.paymentType === 'other' || status === 'failed' || !view.hasCard)
  );
}

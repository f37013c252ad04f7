import { amountToPayCents } from '@espaces/domain/payment/payment-credits';
import type { Actor } from '@espaces/domain/access/actor';
import { DomainError } from '@espaces/domain/errors';
import { PAYMENT_MESSAGES } from '@espaces/domain/payment/payment-messages';
import { isOpenPayment } from '@espaces/domain/payment/payment-statuses';
import { paymentMonthLabel } from '@espaces/domain/payment/payment-ticket';
import type { Database } from '../../db/client.ts';
import { issuedReferenceOf } from '../agreement-records/agreement-reference.ts';
import { findOrganization } from '../organizations/organizations.repository.ts';
import { requireOwnOrganization } from './card-registration.service.ts';
import { findVisiblePayment } from './payments.service.ts';
import { hasPendingAttempt } from './payments.repository.ts';
import type { PaymentProvider } from './provider/payment-provider.ts';

/**
 * GET /api/payments/{id}/card-confirmation (docs/payments.md#stripe): the provider's page where
 * the organisation confirms, with its bank, a card payment the bank wanted authenticated. Only
 * the organisation itself, for an open payment of its own that no attempt is charging; the
 * amount is the payment's, read here.
 */
export async function startCardConfirmation(
  db: Database,
  context: { actor: Actor; provider: PaymentProvider },
  paymentId: string,
): Promise<{ payment_url: string }> {
  const view = await findVisiblePayment(db, context.actor, paymentId);
  requireOwnOrganization(context.actor, view.organizationId);
  const { payment } = view;
  if (!isOpenPayment(payment.status) || amountToPayCents(payment) <= 0) {
    throw new DomainError('VALIDATION_FAILED', PAYMENT_MESSAGES.paymentNotOpen);
  }
  if (await hasPendingAttempt(db, payment.id)) {
    throw new DomainError('VALIDATION_FAILED', PAYMENT_MESSAGES.paymentBeingCharged);
  }
  const organization = await findOrganization(db, view.organizationId);
  if (!organization?.cardToken) {
    throw new DomainError('VALIDATION_FAILED', PAYMENT_MESSAGES.noCard);
  }
  // Only after a charge the bank wanted authenticated (its reason is kept on the payment).
  const asked = payment.lastFailureReason === PAYMENT_MESSAGES.chargeNeedsAuthentication;
  if (!context.provider.confirmationUrl || !asked) {
    throw new DomainError('VALIDATION_FAILED', PAYMENT_MESSAGES.noConfirmation);
  }
  const reference = issuedReferenceOf({
    id: payment.agreementId,
    reference: view.agreementReference,
  });
  const url = await context.provider.confirmationUrl({
    paymentId: payment.id,
    token: organization.cardToken,
    amountCents: amountToPayCents(payment),
    label: `Convention ${reference} — ${paymentMonthLabel(payment.month)}`,
  });
  return { payment_url: url };
}

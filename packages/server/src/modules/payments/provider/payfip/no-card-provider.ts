import { DomainError } from '@espaces/domain/errors';
import { ONLINE_PAYMENT_MESSAGES } from '@espaces/domain/payment/online-payment';
import type { PaymentProvider } from '../payment-provider.ts';

/**
 * Under PayFiP no card is kept on file (docs/payments.md#online-payment-payfip): each instalment
 * is paid online by the payer on the treasury's page. Registering a card is refused with the
 * reason, and the charge job, finding no card, charges nor refunds nothing.
 */
export function createNoCardProvider(): PaymentProvider {
  const refused = () =>
    Promise.reject(new DomainError('VALIDATION_FAILED', ONLINE_PAYMENT_MESSAGES.noCardUnderPayfip));
  return {
    name: 'payfip',
    registrationUrl: refused,
    charge: refused,
    findCharge() {
      return Promise.resolve(null);
    },
    // No card was ever kept: nothing to forget.
    forgetCard() {
      return Promise.resolve();
    },
    refund: refused,
  };
}

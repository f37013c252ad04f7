import { DomainError } from '@espaces/domain/errors';
import { ONLINE_PAYMENT_MESSAGES } from '@espaces/domain/payment/online-payment';
import type { PaymentProvider } from '../payment-provider.ts';

/**
 * Under PayFiP no card is kept on file (docs/payments.md#online-payment-payfip): each instalment
 * is paid online by the payer on the treasury's page. Registering a card is refused with the
 * reason, and the charge job, finding no card, charges nothing.
 */
export function createNoCardProvider(): PaymentProvider {
  return {
    name: 'payfip',
    registrationUrl() {
      throw new DomainError('VALIDATION_FAILED', ONLINE_PAYMENT_MESSAGES.noCardUnderPayfip);
    },
    charge() {
      return Promise.reject(
        new DomainError('VALIDATION_FAILED', ONLINE_PAYMENT_MESSAGES.noCardUnderPayfip),
      );
    },
    findCharge() {
      return Promise.resolve(null);
    },
  };
}

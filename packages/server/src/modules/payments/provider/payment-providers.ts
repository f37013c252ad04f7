import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createNoCardProvider } from './payfip/no-card-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** What choosing the provider reads (a provider's settings only when it is chosen). */
export type PaymentProviderConfig = Pick<AppConfig, 'paymentProvider' | 'appUrl'> &
  Partial<Pick<AppConfig, 'stripe'>>;

/** The provider `PAYMENT_PROVIDER` names; a real one is one more case here. */
export function paymentProviderFor(config: PaymentProviderConfig, db: Database): PaymentProvider {
  switch (config.paymentProvider) {
    case 'sandbox':
      return createSandboxProvider(db, config.appUrl);
    case 'stripe':
      // loadConfig refuses PAYMENT_PROVIDER=stripe without its secrets.
      return createStripeProvider(config.stripe!, config.appUrl);
    case 'payfip':
      return createNoCardProvider();
  }
}

import type { AppConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createNoCardProvider } from './payfip/no-card-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';

/** The provider `PAYMENT_PROVIDER` names; a real one is one more case here. */
export function paymentProviderFor(
  config: Pick<AppConfig, 'paymentProvider' | 'appUrl'>,
  db: Database,
): PaymentProvider {
  switch (config.paymentProvider) {
    case 'sandbox':
      return createSandboxProvider(db, config.appUrl);
    case 'payfip':
      return createNoCardProvider();
  }
}

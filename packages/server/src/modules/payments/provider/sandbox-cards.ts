import { cardBrandOf } from '@espaces/domain/payment/card-brand';
import { PAYMENT_MESSAGES } from '@espaces/domain/payment/payment-messages';

/**
 * The sandbox's documented test cards (like the big providers' ones): 4242 4242 4242 4242 is
 * accepted and charged; 4000 0000 0000 0002 is declined at registration; 4000 0000 0000 0341
 * is registered but every charge is declined. Any other number passing the Luhn check is
 * accepted like 4242…; one failing it is refused as invalid.
 */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const SANDBOX_CHARGE_DECLINED_CARD = '4000000000000341';

export type SandboxCardVerdict =
  | { kind: 'invalid'; field: 'number' | 'month'; message: string }
  | { kind: 'declined'; reason: string }
  | {
      kind: 'accepted';
      brand: string | null;
      last4: string;
      chargeOutcome: 'succeeded' | 'declined';
    };

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export function judgeSandboxCard(
  card: { number: string; month: number; year: number },
  today: { year: number; month: number },
): SandboxCardVerdict {
  if (!passesLuhn(card.number)) {
    return { kind: 'invalid', field: 'number', message: PAYMENT_MESSAGES.cardNumberInvalid };
  }
  if (card.year < today.year || (card.year === today.year && card.month < today.month)) {
    return { kind: 'invalid', field: 'month', message: PAYMENT_MESSAGES.cardExpired };
  }
  if (card.number === SANDBOX_DECLINED_CARD) {
    return { kind: 'declined', reason: PAYMENT_MESSAGES.cardDeclined };
  }
  return {
    kind: 'accepted',
    brand: cardBrandOf(card.number)?.type ?? null,
    last4: card.number.slice(-4),
    chargeOutcome: card.number === SANDBOX_CHARGE_DECLINED_CARD ? 'declined' : 'succeeded',
  };
}

import { CARD_BACKGROUND_COUNT } from '@espaces/domain/payment/card-brand';

/**
 * The card shows one of 25 numbered backgrounds (docs/payments.md#card-display). They are drawn,
 * not shipped as pictures: background n is a two-tone gradient whose hue turns by 360/25 degrees
 * per number, dark enough for white text (contrast checked by axe on the journeys).
 */
export function cardBackground(number: number): string {
  const index = ((Math.max(1, Math.min(CARD_BACKGROUND_COUNT, number)) - 1) * 360) / 25;
  return `linear-gradient(135deg, hsl(${index} 55% 24%), hsl(${(index + 40) % 360} 60% 34%))`;
}

import creditCardType from 'credit-card-type';

/**
 * Card display (docs/payments.md#card-display): the brand comes from `credit-card-type` (no
 * hand-written prefixes); 16 digits, 15 for amex and uatp, 14 for diners, 19 for unionpay;
 * one of 25 numbered background images.
 */
export interface CardBrand {
  /** credit-card-type's identifier: visa, mastercard, american-express, diners-club… */
  type: string;
  niceType: string;
  /** Digits of a full number of this brand as displayed. */
  length: number;
  /** Positions of the gaps when grouping digits (credit-card-type's own, 4-4-4-4 for visa). */
  gaps: number[];
  cvvLength: number;
}

const DISPLAY_LENGTHS: Record<string, number> = {
  'american-express': 15,
  uatp: 15,
  'diners-club': 14,
  unionpay: 19,
};

export const CARD_BACKGROUND_COUNT = 25;

export function cardBrandOf(digits: string): CardBrand | null {
  const [match] = creditCardType(digits.replace(/\D/g, ''));
  if (!match) return null;
  return {
    type: match.type,
    niceType: match.niceType,
    length: DISPLAY_LENGTHS[match.type] ?? 16,
    gaps: match.gaps,
    cvvLength: match.code.size,
  };
}

/** Digits as printed on the card: grouped at the brand's gaps, « 4242 4242 4242 4242 ». */
export function groupCardDigits(digits: string, brand: CardBrand | null): string {
  const clean = digits.replace(/\D/g, '').slice(0, brand?.length ?? 19);
  const gaps = brand?.gaps ?? [4, 8, 12, 16];
  let grouped = '';
  for (let index = 0; index < clean.length; index++) {
    if (index > 0 && gaps.includes(index)) grouped += ' ';
    grouped += clean[index];
  }
  return grouped;
}

/** A stored card shown without its number: the product only knows the last four digits. */
export function maskedCardNumber(last4: string): string {
  return `•••• ${last4}`;
}

/** Background image 1–25, stable for one card (same brand and last digits → same picture). */
export function cardBackgroundNumber(seed: string): number {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return (hash % CARD_BACKGROUND_COUNT) + 1;
}

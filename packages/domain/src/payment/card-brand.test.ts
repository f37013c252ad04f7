import { describe, expect, it } from 'vitest';
import { cardBackgroundNumber, cardBrandOf, groupCardDigits } from './card-brand.ts';

describe('cardBrandOf and groupCardDigits', () => {
  it.each([
    ['4242424242424242', 'visa', 16, '4242 4242 4242 4242'],
    ['5555555555554444', 'mastercard', 16, '5555 5555 5555 4444'],
    ['378282246310005', 'american-express', 15, '3782 822463 10005'],
    ['36227206271667', 'diners-club', 14, '3622 720627 1667'],
    ['6200000000000005000', 'unionpay', 19, '6200 0000 0000 0005000'],
  ])('reads %s as %s with %i digits', (digits, type, length, grouped) => {
    const brand = cardBrandOf(digits);
    expect(brand?.type).toBe(type);
    expect(brand?.length).toBe(length);
    expect(groupCardDigits(digits, brand)).toBe(grouped);
  });

  it('stops at the brand’s length and knows no brand for nonsense', () => {
    const brand = cardBrandOf('4242');
    expect(groupCardDigits('4242 4242 4242 4242 999', brand)).toBe('4242 4242 4242 4242');
    expect(cardBrandOf('9999')).toBeNull();
  });

  it('picks one of the 25 backgrounds, the same for the same card', () => {
    const seeds = ['visa4242', 'mastercard4444', 'amex0005', 'x'];
    for (const seed of seeds) {
      expect(cardBackgroundNumber(seed)).toBeGreaterThanOrEqual(1);
      expect(cardBackgroundNumber(seed)).toBeLessThanOrEqual(25);
      expect(cardBackgroundNumber(seed)).toBe(cardBackgroundNumber(seed));
    }
  });
});

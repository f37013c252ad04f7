import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidRna, isValidSiret, luhnSum, parseOrganizationIdentifier } from './identifiers.ts';

/** Appends the digit that makes the Luhn sum of `body` a multiple of 10. */
function withLuhnKey(body: string): string {
  for (let key = 0; key <= 9; key += 1) {
    if (luhnSum(`${body}${key}`) % 10 === 0) return `${body}${key}`;
  }
  throw new Error('unreachable: one key digit always completes a Luhn sum');
}

const digits = (length: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
    .map((d) => d.join(''));

describe('isValidSiret', () => {
  it('accepts real SIRETs, with or without spaces', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('732 829 320 00074')).toBe(true);
    expect(isValidSiret('35600000000048')).toBe(true); // La Poste head office follows Luhn
  });

  it('accepts every 14-digit number whose Luhn sum is a multiple of 10', () => {
    fc.assert(fc.property(digits(13), (body) => isValidSiret(withLuhnKey(body))));
  });

  it('refuses a SIRET whose last digit was mistyped', () => {
    fc.assert(
      fc.property(digits(13), fc.integer({ min: 1, max: 9 }), (body, shift) => {
        // La Poste's establishments follow another rule (below).
        fc.pre(!body.startsWith('356000000'));
        const valid = withLuhnKey(body);
        const wrongKey = (Number(valid.at(-1)) + shift) % 10;
        return !isValidSiret(`${body}${wrongKey}`);
      }),
    );
  });

  it('refuses two swapped neighbouring digits that differ (outside La Poste)', () => {
    fc.assert(
      fc.property(digits(13), fc.integer({ min: 0, max: 12 }), (body, position) => {
        const valid = withLuhnKey(body);
        const a = valid[position]!;
        const b = valid[position + 1]!;
        fc.pre(a !== b && !valid.startsWith('356000000'));
        // Luhn misses the 0↔9 swap only.
        fc.pre(!((a === '0' && b === '9') || (a === '9' && b === '0')));
        const swapped = valid.slice(0, position) + b + a + valid.slice(position + 2);
        return !isValidSiret(swapped);
      }),
    );
  });

  it('accepts La Poste establishments whose digit sum is a multiple of 5', () => {
    expect(isValidSiret('35600000049837')).toBe(true); // digit sum 45, Luhn sum not a multiple of 10
    expect(luhnSum('35600000049837') % 10).not.toBe(0);
    expect(isValidSiret('35600000049838')).toBe(false);
  });

  it('refuses anything but 14 digits', () => {
    expect(isValidSiret('7328293200007')).toBe(false);
    expect(isValidSiret('732829320000740')).toBe(false);
    expect(isValidSiret('7328293200007A')).toBe(false);
    expect(isValidSiret('')).toBe(false);
  });
});

describe('isValidRna', () => {
  it('accepts W followed by nine digits', () => {
    expect(isValidRna('W691234567')).toBe(true);
    expect(isValidRna('w691234567')).toBe(true);
  });

  it('refuses other shapes', () => {
    expect(isValidRna('691234567')).toBe(false);
    expect(isValidRna('W69123456')).toBe(false);
    expect(isValidRna('W6912345678')).toBe(false);
    expect(isValidRna('X691234567')).toBe(false);
  });
});

describe('parseOrganizationIdentifier', () => {
  it('tells a SIRET from an RNA number, normalised', () => {
    expect(parseOrganizationIdentifier(' 732 829 320 00074 ')).toEqual({
      kind: 'siret',
      value: '73282932000074',
    });
    expect(parseOrganizationIdentifier('w691.234.567')).toEqual({
      kind: 'rna',
      value: 'W691234567',
    });
  });

  it('finds every valid SIRET however it is spaced', () => {
    fc.assert(
      fc.property(
        digits(13),
        fc.array(fc.constantFrom(' ', '.'), { maxLength: 3 }),
        (body, gaps) => {
          const siret = withLuhnKey(body);
          const typed = gaps.reduce((text, gap, index) => {
            const at = 3 * (index + 1);
            return text.slice(0, at) + gap + text.slice(at);
          }, siret);
          return parseOrganizationIdentifier(typed)?.value === siret;
        },
      ),
    );
  });

  it('finds every RNA number, whatever the case of its W', () => {
    fc.assert(
      fc.property(digits(9), fc.constantFrom('W', 'w'), (number, letter) => {
        const parsed = parseOrganizationIdentifier(`${letter}${number}`);
        return parsed?.kind === 'rna' && parsed.value === `W${number}`;
      }),
    );
  });

  it('refuses anything else', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (text) => {
        const parsed = parseOrganizationIdentifier(text);
        return parsed === null || isValidSiret(parsed.value) || isValidRna(parsed.value);
      }),
    );
    expect(parseOrganizationIdentifier('73282932000075')).toBeNull();
    expect(parseOrganizationIdentifier('732829320')).toBeNull();
    expect(parseOrganizationIdentifier('')).toBeNull();
  });
});

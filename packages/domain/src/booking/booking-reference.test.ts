import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingReferenceLabel, normalizedBookingReference } from './booking-reference.ts';

describe('booking references', () => {
  it('writes the year and the six-digit number', () => {
    expect(bookingReferenceLabel(2026, '000042')).toBe('RES-2026-000042');
  });

  it('reads a typed reference whatever its case and spaces', () => {
    expect(normalizedBookingReference(' res-2026-000042 ')).toBe('RES-2026-000042');
    expect(normalizedBookingReference('RES - 2026 - 000\u00a0042\t')).toBe('RES-2026-000042');
  });

  it('finds any reference back from any spelling of it, and is idempotent', () => {
    const spaces = fc.constantFrom(' ', '  ', '\u00a0', '\u202f', '\t');
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 9999 }),
        fc.integer({ min: 0, max: 999_999 }),
        fc.array(fc.tuple(fc.boolean(), fc.option(spaces, { nil: '' })), { minLength: 15 }),
        (year, number, spellings) => {
          const reference = bookingReferenceLabel(year, String(number).padStart(6, '0'));
          const typed = [...reference]
            .map((character, index) => {
              const [lower, space] = spellings[index % spellings.length]!;
              return `${space}${lower ? character.toLowerCase() : character}`;
            })
            .join('');
          expect(normalizedBookingReference(typed)).toBe(reference);
          expect(normalizedBookingReference(reference)).toBe(reference);
        },
      ),
    );
  });
});

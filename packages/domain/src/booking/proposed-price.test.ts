import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proposedPrice, typedPrice } from './proposed-price.ts';

describe('proposed prices', () => {
  it('sends a finite number as it is', () => {
    expect(proposedPrice(12.5)).toBe(12.5);
    expect(proposedPrice(0)).toBe(0);
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (price) => {
        expect(proposedPrice(price)).toBe(price);
      }),
    );
  });

  it('sends null for anything that is not a finite number', () => {
    for (const value of ['', '12,50', '12.5', Number.NaN, Infinity, -Infinity, null, undefined]) {
      expect(proposedPrice(value)).toBeNull();
    }
    fc.assert(
      fc.property(
        fc.anything().filter((value) => typeof value !== 'number'),
        (value) => {
          expect(proposedPrice(value)).toBeNull();
        },
      ),
    );
  });
});

describe('typed prices', () => {
  it('reads what a NumberInput holds while it is typed: a number, or its text "27.50"', () => {
    expect(typedPrice(27.5)).toBe(27.5);
    expect(typedPrice('27.50')).toBe(27.5);
    expect(typedPrice('27.')).toBe(27);
    expect(typedPrice('0.0')).toBe(0);
  });

  it('reads nothing from an empty or foreign field', () => {
    for (const value of ['', ' ', '-3', 'abc', '1e3', Number.NaN])
      expect(typedPrice(value)).toBeNull();
  });
});

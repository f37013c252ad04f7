import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountDueCents,
  organizationCancellationCondition,
  slotAmountDueCents,
} from './cancellation-conditions.ts';
import { cancellationConditionLabel } from './amendment-messages.ts';
import { cancellationTermsWith } from './cancellation-terms.ts';

const paris = (text: string) => new Date(text);

describe('organizationCancellationCondition', () => {
  const slot = paris('2027-03-31T18:00:00+02:00'); // Wednesday evening, summer time

  it.each([
    ['2027-03-01T23:59:00+01:00', 'notToBePaid'], // 30 days before, last minute of the day
    ['2027-03-02T00:00:00+01:00', 'toBePartiallyPaid'], // 29 days before, first minute
    ['2027-03-24T23:59:00+01:00', 'toBePartiallyPaid'], // 7 days, across the spring change
    ['2027-03-25T00:00:00+01:00', 'toBeFullyPaid'], // 6 days
    ['2027-03-31T17:59:00+02:00', 'toBeFullyPaid'], // the same day
  ] as const)('cancelled at %s → %s', (cancelledAt, condition) => {
    expect(organizationCancellationCondition(slot, paris(cancelledAt))).toBe(condition);
  });

  it('applies other thresholds from the settings (15 and 3 days) at their boundaries', () => {
    const terms = cancellationTermsWith(15, 3);
    if (typeof terms === 'string') throw new Error(terms);
    const at = (cancelledAt: string) =>
      organizationCancellationCondition(slot, paris(cancelledAt), terms);
    expect(at('2027-03-16T23:59:00+01:00')).toBe('notToBePaid'); // 15 days
    expect(at('2027-03-17T00:00:00+01:00')).toBe('toBePartiallyPaid'); // 14 days
    expect(at('2027-03-28T23:59:00+02:00')).toBe('toBePartiallyPaid'); // 3 days, after the change
    expect(at('2027-03-29T00:00:00+02:00')).toBe('toBeFullyPaid'); // 2 days
    expect(cancellationConditionLabel('toBePartiallyPaid', terms).replace(/\s/g, ' ')).toBe(
      'annulé par l’organisation 3 à 14 jours avant : 50 % dû',
    );
    expect(cancellationTermsWith(7, 7)).toEqual(expect.any(String));
    expect(cancellationTermsWith(30, -1)).toEqual(expect.any(String));
  });

  it('counts Paris days, not UTC days, around the autumn clock change', () => {
    const autumnSlot = paris('2027-11-27T00:30:00+01:00'); // 26/11 23:30 UTC
    // 28/10 00:30 Paris (summer time) is 27/10 22:30 UTC: 30 Paris days, 31 UTC days.
    expect(organizationCancellationCondition(autumnSlot, paris('2027-10-28T00:30:00+02:00'))).toBe(
      'notToBePaid',
    );
    expect(organizationCancellationCondition(autumnSlot, paris('2027-10-29T00:30:00+02:00'))).toBe(
      'toBePartiallyPaid',
    );
  });

  it('never costs less when cancelled later', () => {
    const rank = { notToBePaid: 0, toBePartiallyPaid: 1, toBeFullyPaid: 2 };
    const instant = fc.date({
      min: new Date('2026-01-01'),
      max: new Date('2030-01-01'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, instant, instant, (start, a, b) => {
        const [early, late] = a < b ? [a, b] : [b, a];
        const before = organizationCancellationCondition(start, early);
        const after = organizationCancellationCondition(start, late);
        expect(rank[after]).toBeGreaterThanOrEqual(rank[before]);
      }),
    );
  });
});

describe('slotAmountDueCents', () => {
  const twoHours = { startDate: '2027-01-05T17:00:00Z', endDate: '2027-01-05T19:00:00Z' };
  const rent = 1250; // 12,50 € an hour
  const cleaning = 1000;

  it('is the full price of a slot that is not cancelled', () => {
    expect(slotAmountDueCents(twoHours, rent, cleaning)).toBe(3500);
  });

  it.each([
    [{ cancelledByOrganizationNotToBePaid: true }, 0],
    [{ cancelledByOrganizationToBePartiallyPaid: true }, 1750],
    [{ cancelledByOrganizationToBeFullyPaid: true }, 3500],
    [{}, 0], // cancelled by the facility or the region
  ])('cancelled with %o → %i cents', (flags, due) => {
    expect(slotAmountDueCents({ ...twoHours, cancelled: true, ...flags }, rent, cleaning)).toBe(
      due,
    );
  });

  it('rounds half of an odd price to the cent', () => {
    const slot = { ...twoHours, cancelled: true, cancelledByOrganizationToBePartiallyPaid: true };
    expect(slotAmountDueCents(slot, 1000, 1)).toBe(1001); // 20,01 € → 10,005 € → 10,01 €
  });

  it('adds the slots of an agreement', () => {
    const slots = [
      twoHours,
      { ...twoHours, cancelled: true, cancelledByOrganizationToBePartiallyPaid: true },
    ];
    expect(amountDueCents(slots, rent, cleaning)).toBe(5250);
  });
});

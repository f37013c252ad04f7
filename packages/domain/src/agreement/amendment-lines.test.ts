import { describe, expect, it } from 'vitest';
import {
  amendmentChangeCents,
  amendmentLines,
  isReconciled,
  mayReprice,
} from './amendment-lines.ts';
import type { AmendmentContent } from './amendment-plan.ts';

const range = (day: string) => ({
  startDate: `${day}T17:00:00.000Z`,
  endDate: `${day}T19:00:00.000Z`,
});

// A season of 65,00 € evenings; one cancelled at half price, then the rate lowered.
const content: AmendmentContent = {
  bookingReference: 'RES-2027-000042',
  cancelledSlots: [
    { ...range('2027-03-02'), priceCents: 6500, dueCents: 0, condition: 'byFacility' },
  ],
  movedSlots: [
    {
      from: range('2027-03-09'),
      to: range('2027-03-10'),
      priceCents: 5500,
      previousPriceCents: 6500,
    },
  ],
  addedSlots: [{ ...range('2027-03-23'), priceCents: 5500 }],
  repricedSlots: [{ ...range('2027-03-16'), beforeCents: 6500, afterCents: 5500 }],
  rentPriceCents: { before: 2500, after: 2000 },
  cleaningPriceCents: { before: 1500, after: 1500 },
  totalBeforeCents: 3250 + 3 * 6500,
  totalAfterCents: 3250 + 3 * 5500,
  remainingSlots: 3,
};

describe('amendment lines', () => {
  it('lists every changed line with its amount before and after', () => {
    expect(
      amendmentLines(content).map((line) => [line.kind, line.beforeCents, line.afterCents]),
    ).toEqual([
      ['cancelled', 6500, 0],
      ['moved', 6500, 5500],
      ['added', 0, 5500],
      ['repriced', 6500, 5500],
    ]);
    expect(amendmentLines(content)[1]?.from).toEqual(range('2027-03-09'));
  });

  it('reconciles: amount before plus the changes of the lines is the amount after', () => {
    expect(amendmentChangeCents(content)).toBe(-6500 - 1000 + 5500 - 1000);
    expect(isReconciled(content)).toBe(true);
    expect(isReconciled({ ...content, totalAfterCents: content.totalAfterCents + 1 })).toBe(false);
  });

  it('lets an amendment reprice only slots to come that are not cancelled', () => {
    const now = new Date('2027-03-01T12:00:00Z');
    expect(mayReprice({ cancelled: false, startDate: new Date('2027-03-02T17:00:00Z') }, now)).toBe(
      true,
    );
    expect(mayReprice({ cancelled: true, startDate: new Date('2027-03-02T17:00:00Z') }, now)).toBe(
      false,
    );
    expect(mayReprice({ cancelled: false, startDate: now }, now)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { bookingTotalCents, slotPriceCents } from './booking-pricing.ts';

const slot = (start: string, end: string, cancelled = false) => ({
  startDate: start,
  endDate: end,
  cancelled,
});

describe('slot prices', () => {
  it('charges hours × rent price + cleaning price', () => {
    expect(slotPriceCents(slot('2027-01-05T17:00Z', '2027-01-05T19:00Z'), 2000, 1000)).toBe(5000);
    expect(slotPriceCents(slot('2027-01-05T17:00Z', '2027-01-05T17:45Z'), 1250, 0)).toBe(938);
  });
  it('totals the slots that are not cancelled', () => {
    const slots = [
      slot('2027-01-05T17:00Z', '2027-01-05T19:00Z'),
      slot('2027-01-12T17:00Z', '2027-01-12T18:30Z'),
      slot('2027-01-19T17:00Z', '2027-01-19T19:00Z', true),
    ];
    expect(bookingTotalCents(slots, 2000, 1000)).toBe(5000 + 4000);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overlaps, contains } from '../availability/intervals.ts';
import {
  fittingPart,
  freeWeeklyRanges,
  weeklyRangeOfSlot,
  offerAnswerable,
  offerDeadline,
  waitingListOffers,
  type FreeWeeklyRange,
  type WaitingWish,
} from './publication.ts';

const wish = (overrides: Partial<WaitingWish> = {}): WaitingWish => ({
  id: 'w1',
  placeId: 'a',
  placeTypeId: null,
  weekDay: 2,
  start: 18 * 60,
  end: 20 * 60,
  minimumMinutes: 120,
  ...overrides,
});
const free = (overrides: Partial<FreeWeeklyRange> = {}): FreeWeeklyRange => ({
  placeId: 'a',
  placeTypeId: 'gymnase',
  weekDay: 2,
  start: 17 * 60,
  end: 22 * 60,
  ...overrides,
});

describe('offerDeadline', () => {
  it('ends the fourteenth Paris day after the offer, at midnight Paris time', () => {
    // 15/05/2027 23:30 in Paris is still the 15th: the answer is due by 29/05 24:00.
    expect(offerDeadline(new Date('2027-05-15T21:30:00Z')).toISOString()).toBe(
      '2027-05-29T22:00:00.000Z',
    );
    // Across the October clock change the deadline stays Paris midnight.
    expect(offerDeadline(new Date('2027-10-20T10:00:00Z')).toISOString()).toBe(
      '2027-11-03T23:00:00.000Z',
    );
  });

  it('takes answers until the deadline only, and only while pending', () => {
    const deadline = new Date('2027-05-29T22:00:00Z');
    expect(offerAnswerable({ status: 'pending', deadline }, new Date('2027-05-29T21:59:59Z'))).toBe(
      true,
    );
    expect(offerAnswerable({ status: 'pending', deadline }, deadline)).toBe(false);
    expect(
      offerAnswerable({ status: 'declined', deadline }, new Date('2027-05-20T00:00:00Z')),
    ).toBe(false);
  });
});

describe('fittingPart', () => {
  it('offers the asked hours when they are free', () => {
    expect(fittingPart(wish(), free())).toEqual({ start: 1080, end: 1200 });
  });

  it('offers part of them when it lasts the minimum, nothing otherwise', () => {
    const partly = free({ start: 19 * 60, end: 22 * 60 });
    expect(fittingPart(wish({ minimumMinutes: 60 }), partly)).toEqual({ start: 1140, end: 1200 });
    expect(fittingPart(wish({ minimumMinutes: 90 }), partly)).toBeNull();
  });

  it('keeps to the asked place, or to the asked type, and to the asked day', () => {
    expect(fittingPart(wish(), free({ placeId: 'b' }))).toBeNull();
    expect(
      fittingPart(wish({ placeId: null, placeTypeId: 'gymnase' }), free({ placeId: 'b' })),
    ).not.toBeNull();
    expect(fittingPart(wish({ placeId: null, placeTypeId: 'salle' }), free())).toBeNull();
    expect(fittingPart(wish(), free({ weekDay: 3 }))).toBeNull();
  });
});

describe('waitingListOffers', () => {
  it('offers the freed slot to the first waiting wish that fits, then the rest to the next', () => {
    const offers = waitingListOffers(
      [
        wish({ id: 'first' }),
        wish({ id: 'second', start: 20 * 60, end: 22 * 60 }),
        wish({ id: 'third' }),
      ],
      [free()],
    );
    expect(offers).toEqual([
      { wishId: 'first', placeId: 'a', weekDay: 2, start: 1080, end: 1200 },
      { wishId: 'second', placeId: 'a', weekDay: 2, start: 1200, end: 1320 },
    ]);
  });

  const quarter = fc.integer({ min: 32, max: 92 }).map((q) => q * 15);
  const rangeOf = fc
    .tuple(quarter, quarter)
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => ({ start: Math.min(a, b), end: Math.max(a, b) }));
  const waitingWish = fc
    .record({
      id: fc.uuid(),
      placeId: fc.option(fc.constantFrom('a', 'b'), { nil: null }),
      placeTypeId: fc.constantFrom('gymnase', 'salle'),
      weekDay: fc.integer({ min: 1, max: 3 }),
      range: rangeOf,
      minimum: fc.integer({ min: 2, max: 8 }).map((q) => q * 15),
    })
    .map(({ range, minimum, ...rest }) => ({
      ...rest,
      ...range,
      minimumMinutes: Math.min(minimum, range.end - range.start),
    }));
  const freeRange = fc
    .record({
      placeId: fc.constantFrom('a', 'b'),
      weekDay: fc.integer({ min: 1, max: 3 }),
      range: rangeOf,
    })
    .map(({ range, placeId, weekDay }) => ({
      placeId,
      placeTypeId: placeId === 'a' ? 'gymnase' : 'salle',
      weekDay,
      ...range,
    }));

  it('offers only free time, never twice the same minutes, each at least the minimum, each wish once', () => {
    fc.assert(
      fc.property(
        fc.array(waitingWish, { maxLength: 12 }),
        fc.array(freeRange, { maxLength: 4 }),
        (waiting, ranges) => {
          // Free ranges of one place and day are disjoint, as the server computes them.
          const disjoint = ranges.filter((range, index) =>
            ranges
              .slice(0, index)
              .every(
                (other) =>
                  other.placeId !== range.placeId ||
                  other.weekDay !== range.weekDay ||
                  !overlaps(other, range),
              ),
          );
          const offers = waitingListOffers(waiting, disjoint);
          expect(new Set(offers.map((offer) => offer.wishId)).size).toBe(offers.length);
          offers.forEach((offer, index) => {
            const asked = waiting.find((w) => w.id === offer.wishId)!;
            expect(offer.end - offer.start).toBeGreaterThanOrEqual(asked.minimumMinutes);
            expect(contains(asked, offer)).toBe(true);
            expect(offer.weekDay).toBe(asked.weekDay);
            expect(
              disjoint.some(
                (range) =>
                  range.placeId === offer.placeId &&
                  range.weekDay === offer.weekDay &&
                  contains(range, offer),
              ),
            ).toBe(true);
            for (const other of offers.slice(0, index)) {
              if (other.placeId === offer.placeId && other.weekDay === offer.weekDay) {
                expect(overlaps(other, offer)).toBe(false);
              }
            }
          });
        },
      ),
    );
  });

  it('never skips a waiting wish that fits what is still free when its turn comes', () => {
    fc.assert(
      fc.property(fc.array(waitingWish, { maxLength: 8 }), freeRange, (waiting, range) => {
        const offers = waitingListOffers(waiting, [range]);
        const first = waiting.find((w) => fittingPart(w, range) !== null);
        if (first) expect(offers[0]?.wishId).toBe(first.id);
        else expect(offers).toEqual([]);
      }),
    );
  });
});

describe('freeWeeklyRanges', () => {
  it('takes out of the weekly opening hours every hour a slot holds on that week day', () => {
    // Tuesday 14/09/2027 19:00–20:30 Paris (summer time).
    const slot = weeklyRangeOfSlot({
      placeId: 'a',
      startDate: new Date('2027-09-14T17:00:00Z'),
      endDate: new Date('2027-09-14T18:30:00Z'),
    });
    expect(slot).toEqual({ placeId: 'a', weekDay: 2, start: 1140, end: 1230 });
    const free = freeWeeklyRanges(
      [
        {
          placeId: 'a',
          placeTypeId: 'gymnase',
          openingHours: [
            { weekDay: 2, startTime: '18:00', endTime: '22:00' },
            { weekDay: 3, startTime: '18:00', endTime: '22:00' },
          ],
        },
      ],
      [slot],
    );
    expect(free).toEqual([
      { placeId: 'a', placeTypeId: 'gymnase', weekDay: 2, start: 1080, end: 1140 },
      { placeId: 'a', placeTypeId: 'gymnase', weekDay: 2, start: 1230, end: 1320 },
      { placeId: 'a', placeTypeId: 'gymnase', weekDay: 3, start: 1080, end: 1320 },
    ]);
  });
});

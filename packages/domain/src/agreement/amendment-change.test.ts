import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDaysToDate, parisDateOf, parisWallClockToUtc } from '../availability/paris-time.ts';
import { slotMatchesQuery } from '../booking/yearly-occurrences.ts';
import {
  diffProposedSlots,
  parisWeekOf,
  planAmendmentChange,
  type AmendmentChangeRequest,
} from './amendment-change.ts';
import { AMENDMENT_MESSAGES } from './amendment-messages.ts';
import type { AmendableSlot } from './amendment-plan.ts';

// Tuesdays 18:00–20:00 Paris around the autumn clock change of 2027 (31 October).
const now = new Date('2027-10-11T08:00:00Z');
const TUESDAYS = ['2027-10-05', '2027-10-12', '2027-10-19', '2027-10-26', '2027-11-02'];
const tuesday = { weekDay: 2, startTime: '18:00', endTime: '20:00' };
const thursday = { weekDay: 4, startTime: '19:00', endTime: '21:00' };

const evening = (day: string, start = '18:00', end = '20:00') => ({
  startDate: parisWallClockToUtc(day, start),
  endDate: parisWallClockToUtc(day, end),
});
const held: AmendableSlot[] = TUESDAYS.map((day, index) => ({
  id: `s${index}`,
  ...evening(day),
  cancelled: false,
}));
const thursdays = TUESDAYS.slice(1).map((day) => evening(addDaysToDate(day, 2), '19:00', '21:00'));

const request = (overrides: Partial<AmendmentChangeRequest>): AmendmentChangeRequest => ({
  bookingReference: 'RES-2027-000007',
  bookingStatus: 'validated',
  slots: held,
  slotIdsToCancel: [],
  proposedSlots: undefined,
  query: { before: tuesday, after: tuesday },
  // 20,00 €/h, 5,00 € cleaning: 45,00 € an evening.
  rentPriceCents: { before: 2000, after: 2000 },
  cleaningPriceCents: { before: 500, after: 500 },
  now,
  ...overrides,
});

describe('planAmendmentChange', () => {
  it('moves every evening to come to the new weekly query, marked as moved', () => {
    const plan = planAmendmentChange(
      request({ query: { before: tuesday, after: thursday }, proposedSlots: thursdays }),
    );
    if (!plan.ok) throw new Error(JSON.stringify(plan.problems));
    expect(plan.needsAcceptance).toBe(true);
    // The past Tuesday stays; the four to come move to the Thursday of their week.
    expect(plan.content.movedSlots).toHaveLength(4);
    expect(plan.content.cancelledSlots).toEqual([]);
    expect(plan.content.addedSlots).toEqual([]);
    for (const line of plan.content.movedSlots!) {
      expect(parisWeekOf(new Date(line.to.startDate))).toBe(
        parisWeekOf(new Date(line.from.startDate)),
      );
      expect(slotMatchesQuery(line.to, thursday)).toBe(true);
    }
    // Across the clock change 19:00 stays 19:00 Paris.
    expect(plan.content.movedSlots!.at(-1)!.to.startDate).toBe('2027-11-04T18:00:00.000Z');
    expect(plan.cancellations.map((c) => c.id)).toEqual(['s1', 's2', 's3', 's4']);
    expect(plan.content.query).toEqual({ before: tuesday, after: thursday });
    expect(plan.content.totalBeforeCents).toBe(5 * 4500);
    expect(plan.content.totalAfterCents).toBe(5 * 4500);
    expect(plan.content.remainingSlots).toBe(5);
  });

  it('shows an evening moved on its day as moved, not as cancelled and added', () => {
    const plan = planAmendmentChange(
      request({ proposedSlots: [...held.slice(0, 4), evening('2027-11-02', '19:00', '21:00')] }),
    );
    if (!plan.ok) throw new Error('refused');
    expect(plan.needsAcceptance).toBe(true);
    expect(plan.content.movedSlots).toHaveLength(1);
    expect(plan.content.cancelledSlots).toEqual([]);
    expect(plan.content.addedSlots).toEqual([]);
    expect(plan.cancellations.map((c) => c.id)).toEqual(['s4']);
  });

  it('adds a slot and raises the prices of the evenings to come only, old and new amounts listed', () => {
    const extra = evening('2027-11-09');
    const plan = planAmendmentChange(
      request({
        proposedSlots: [...held, extra],
        rentPriceCents: { before: 2000, after: 2500 },
      }),
    );
    if (!plan.ok) throw new Error('refused');
    expect(plan.additions).toEqual([{ ...extra, priceCents: 5500 }]);
    expect(plan.content.addedSlots).toEqual([
      {
        startDate: extra.startDate.toISOString(),
        endDate: extra.endDate.toISOString(),
        priceCents: 5500,
      },
    ]);
    // The evening of 5 October has begun: its price stays; the four to come are repriced.
    expect(plan.content.repricedSlots).toEqual(
      held.slice(1).map((slot) => ({
        startDate: slot.startDate.toISOString(),
        endDate: slot.endDate.toISOString(),
        beforeCents: 4500,
        afterCents: 5500,
      })),
    );
    expect(plan.repricings.map((repricing) => repricing.id)).toEqual(['s1', 's2', 's3', 's4']);
    expect(plan.content.totalBeforeCents).toBe(5 * 4500);
    expect(plan.content.totalAfterCents).toBe(4500 + 5 * 5500);
  });

  it('never reprices a cancellation fee already fixed, nor a price an amendment fixed', () => {
    const [past, partlyPaid, ...rest] = held;
    const slots: AmendableSlot[] = [
      past!,
      // Cancelled by the organisation at half price under the former prices: 22,50 € stays due.
      {
        ...partlyPaid!,
        cancelled: true,
        cancelledByOrganizationToBePartiallyPaid: true,
        priceCents: 4500,
        dueCents: 2250,
      },
      ...rest.map((slot) => ({ ...slot, priceCents: 4500 })),
    ];
    const plan = planAmendmentChange(
      request({ slots, rentPriceCents: { before: 2000, after: 1500 } }),
    );
    if (!plan.ok) throw new Error('refused');
    expect(plan.repricings.map((repricing) => repricing.id)).toEqual(['s2', 's3', 's4']);
    expect(plan.content.totalBeforeCents).toBe(4500 + 2250 + 3 * 4500);
    expect(plan.content.totalAfterCents).toBe(4500 + 2250 + 3 * 3500);
  });

  it('cancels a slot to come that the proposal leaves out, at no cost, and waits for nobody', () => {
    const plan = planAmendmentChange(request({ proposedSlots: held.filter((s) => s.id !== 's3') }));
    if (!plan.ok) throw new Error('refused');
    expect(plan.needsAcceptance).toBe(false);
    expect(plan.content.cancelledSlots).toMatchObject([{ condition: 'byFacility', dueCents: 0 }]);
    expect(plan.content.totalAfterCents).toBe(4 * 4500);
  });

  it('never cancels an evening already held, even when the proposal leaves it out', () => {
    const plan = planAmendmentChange(
      request({ proposedSlots: held.slice(1), rentPriceCents: { before: 2000, after: 1000 } }),
    );
    if (!plan.ok) throw new Error('refused');
    expect(plan.cancellations).toEqual([]);
  });

  it('refuses a change that changes nothing, and slots that cannot be cancelled', () => {
    expect(planAmendmentChange(request({ proposedSlots: held }))).toEqual({
      ok: false,
      problems: [{ path: 'bookingSlots', message: AMENDMENT_MESSAGES.nothingChanged }],
    });
    const plan = planAmendmentChange(request({ slotIdsToCancel: ['s0', 'ailleurs'] }));
    expect(plan).toEqual({
      ok: false,
      problems: [
        { path: 'timeSlotsToCancel[0]', message: AMENDMENT_MESSAGES.slotNotCancelable },
        { path: 'timeSlotsToCancel[1]', message: AMENDMENT_MESSAGES.slotNotInBooking },
      ],
    });
  });

  it('refuses a new query that leaves an evening to come off it', () => {
    const plan = planAmendmentChange(
      request({ query: { before: tuesday, after: thursday }, proposedSlots: thursdays.slice(1) }),
    );
    // The week of 12 October has no Thursday: its Tuesday is cancelled, not kept.
    expect(plan.ok).toBe(true);
    const kept = planAmendmentChange(
      request({ query: { before: tuesday, after: thursday }, proposedSlots: undefined }),
    );
    expect(kept).toMatchObject({
      ok: false,
      problems: [{ path: 'query', message: AMENDMENT_MESSAGES.keptSlotsOffQuery }],
    });
  });
});

describe('diffProposedSlots', () => {
  const day = fc.integer({ min: 0, max: 120 }).map((offset) => addDaysToDate('2027-09-01', offset));
  const range = fc
    .tuple(day, fc.integer({ min: 8, max: 20 }), fc.integer({ min: 1, max: 3 }))
    .map(([date, hour, length]) =>
      evening(
        date,
        `${String(hour).padStart(2, '0')}:00`,
        `${String(hour + length).padStart(2, '0')}:00`,
      ),
    );
  const slotsArb = fc.uniqueArray(range, {
    maxLength: 12,
    selector: (slot) => slot.startDate.getTime(),
  });

  it('keeps every slot named, adds exactly the new ones, cancels only slots to come', () => {
    fc.assert(
      fc.property(slotsArb, slotsArb, fc.boolean(), (stored, proposed, queryChanged) => {
        const slots = stored.map((slot, index) => ({ id: `s${index}`, ...slot, cancelled: false }));
        const diff = diffProposedSlots(slots, proposed, now, queryChanged);
        const key = (s: { startDate: Date; endDate: Date }) =>
          `${s.startDate.getTime()}/${s.endDate.getTime()}`;
        const proposedKeys = new Set(proposed.map(key));
        const storedKeys = new Set(stored.map(key));
        const removed = [...diff.removed, ...diff.moved.map((m) => m.from)];
        const added = [...diff.added, ...diff.moved.map((m) => m.to)];
        // Removed: held, to come, not proposed. Added: proposed, not held. Nothing twice.
        for (const slot of removed) {
          expect(slot.startDate > now && !proposedKeys.has(key(slot))).toBe(true);
        }
        expect(new Set(added.map(key))).toEqual(
          new Set(proposed.filter((s) => !storedKeys.has(key(s))).map(key)),
        );
        expect(added).toHaveLength(new Set(added.map(key)).size);
        const expectedRemoved = slots.filter((s) => s.startDate > now && !proposedKeys.has(key(s)));
        expect(removed).toHaveLength(expectedRemoved.length);
        // Moves pair evenings of one Paris day, or of one Paris week under another query.
        for (const move of diff.moved) {
          const pairOf = queryChanged ? parisWeekOf : parisDateOf;
          expect(pairOf(move.to.startDate)).toBe(pairOf(move.from.startDate));
        }
      }),
    );
  });
});

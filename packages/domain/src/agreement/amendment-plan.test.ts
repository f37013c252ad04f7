import { describe, expect, it } from 'vitest';
import { AMENDMENT_MESSAGES } from './amendment-messages.ts';
import { planCancellation, type AmendableSlot } from './amendment-plan.ts';

// 2 h at 25,50 €/h + 10,00 € cleaning = 61,00 € a slot.
const RENT = 2550;
const CLEANING = 1000;
const now = new Date('2027-01-04T09:00:00Z');

function slot(id: string, day: string, cancelled = false): AmendableSlot {
  return {
    id,
    startDate: new Date(`${day}T17:00:00Z`),
    endDate: new Date(`${day}T19:00:00Z`),
    cancelled,
  };
}

const slots = [
  slot('past', '2027-01-01'),
  slot('in3', '2027-01-07'),
  slot('in10', '2027-01-14'),
  slot('in30', '2027-02-03'),
  slot('gone', '2027-02-10', true),
];
const request = {
  bookingReference: 'RES-2027-000001',
  bookingStatus: 'validated' as const,
  slots,
  now,
  rentPriceCents: RENT,
  cleaningPriceCents: CLEANING,
};

describe('planCancellation', () => {
  it('applies the notice conditions to an organisation and lowers the amount due', () => {
    const plan = planCancellation({
      ...request,
      slotIds: ['in3', 'in10', 'in30'],
      by: 'organization',
    });
    if (!plan.ok) throw new Error('refused');
    expect(plan.content.cancelledSlots.map((line) => [line.condition, line.dueCents])).toEqual([
      ['toBeFullyPaid', 6100],
      ['toBePartiallyPaid', 3050],
      ['notToBePaid', 0],
    ]);
    // Before: four slots due (the cancelled one costs nothing); after: past + full + half.
    expect(plan.content.totalBeforeCents).toBe(4 * 6100);
    expect(plan.content.totalAfterCents).toBe(6100 + 6100 + 3050);
    expect(plan.content.remainingSlots).toBe(1);
    expect(plan.cancellations[1]).toEqual({
      id: 'in10',
      cancelledByOrganizationNotToBePaid: false,
      cancelledByOrganizationToBePartiallyPaid: true,
      cancelledByOrganizationToBeFullyPaid: false,
      priceCents: 6100,
      dueCents: 3050,
    });
  });

  it('costs nothing when the facility cancels, even the next day', () => {
    const plan = planCancellation({ ...request, slotIds: ['in3'], by: 'facility' });
    if (!plan.ok) throw new Error('refused');
    expect(plan.content.cancelledSlots[0]).toMatchObject({ condition: 'byFacility', dueCents: 0 });
    expect(plan.content.totalAfterCents).toBe(3 * 6100);
    expect(plan.cancellations[0]).toEqual({
      id: 'in3',
      cancelledByOrganizationNotToBePaid: false,
      cancelledByOrganizationToBePartiallyPaid: false,
      cancelledByOrganizationToBeFullyPaid: false,
      priceCents: 6100,
      dueCents: 0,
    });
  });

  it('takes each slot at the price it holds, not at the booking’s current prices', () => {
    const priced = slots.map((slot) => (slot.id === 'in10' ? { ...slot, priceCents: 6500 } : slot));
    const plan = planCancellation({
      ...request,
      slots: priced,
      slotIds: ['in10'],
      by: 'organization',
    });
    if (!plan.ok) throw new Error('refused');
    expect(plan.cancellations[0]).toMatchObject({ priceCents: 6500, dueCents: 3250 });
    expect(plan.content.totalBeforeCents).toBe(3 * 6100 + 6500);
    expect(plan.content.totalAfterCents).toBe(3 * 6100 + 3250);
  });

  it('refuses a slot of another booking, a past one and a cancelled one, naming each', () => {
    const plan = planCancellation({
      ...request,
      slotIds: ['in3', 'elsewhere', 'past', 'gone'],
      by: 'organization',
    });
    expect(plan).toEqual({
      ok: false,
      problems: [
        { index: 1, message: AMENDMENT_MESSAGES.slotNotInBooking },
        { index: 2, message: AMENDMENT_MESSAGES.slotNotCancelable },
        { index: 3, message: AMENDMENT_MESSAGES.slotNotCancelable },
      ],
    });
  });

  it('refuses every slot of a booking that is not validated', () => {
    const plan = planCancellation({
      ...request,
      bookingStatus: 'approved',
      slotIds: ['in30'],
      by: 'facility',
    });
    expect(plan.ok).toBe(false);
  });

  it('counts the same slot once when it is sent twice', () => {
    const plan = planCancellation({ ...request, slotIds: ['in30', 'in30'], by: 'organization' });
    if (!plan.ok) throw new Error('refused');
    expect(plan.cancellations).toHaveLength(1);
    expect(plan.content.remainingSlots).toBe(3);
  });
});

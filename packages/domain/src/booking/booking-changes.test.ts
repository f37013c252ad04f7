import { describe, expect, it } from 'vitest';
import { describeBookingChanges } from './booking-changes.ts';

describe('describeBookingChanges', () => {
  it('tells a cancellation of slots by its count and its amendment', () => {
    expect(
      describeBookingChanges({
        cancelledSlots: 2,
        amendment: 1,
        amountDue: { from: 195, to: 162.5 },
      }),
    ).toEqual([
      '2 créneaux annulés (avenant n°\u00a01)',
      'Montant dû\u00a0: 195,00\u00a0€ → 162,50\u00a0€',
    ]);
    expect(describeBookingChanges({ cancelledSlots: 1, amendment: 3 })).toEqual([
      '1 créneau annulé (avenant n°\u00a03)',
    ]);
  });

  it('tells an accepted amendment’s slots added, moved and repriced, or only its prices', () => {
    expect(
      describeBookingChanges({ amendment: 2, addedSlots: 1, movedSlots: 2, repricedSlots: 3 }),
    ).toEqual(['2 créneaux déplacés, 1 créneau ajouté, 3 créneaux réévalués (avenant n°\u00a02)']);
    expect(describeBookingChanges({ amendment: 4 })).toEqual([
      'Tarifs modifiés (avenant n°\u00a04)',
    ]);
  });

  it('still lists the slots a request’s edit added', () => {
    const slot = { startDate: '2027-03-02T17:00:00.000Z', endDate: '2027-03-02T19:00:00.000Z' };
    expect(describeBookingChanges({ addedSlots: [slot] })).toEqual([
      'Créneaux ajoutés\u00a0: 02/03/2027 18:00 – 20:00',
    ]);
  });
});

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
      '2\u00a0créneaux annulés (avenant n°\u00a01)',
      'Montant dû\u00a0: 195,00\u00a0€ → 162,50\u00a0€',
    ]);
    expect(describeBookingChanges({ cancelledSlots: 1, amendment: 3 })).toEqual([
      '1\u00a0créneau annulé (avenant n°\u00a03)',
    ]);
  });

  it('tells an accepted amendment’s slots added, moved and repriced, or only its prices', () => {
    expect(
      describeBookingChanges({ amendment: 2, addedSlots: 1, movedSlots: 2, repricedSlots: 3 }),
    ).toEqual([
      '2\u00a0créneaux déplacés, 1\u00a0créneau ajouté, 3\u00a0créneaux réévalués (avenant n°\u00a02)',
    ]);
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

describe('describeBookingChanges of a booking made by a campaign', () => {
  it('tells where it comes from first, then its slots', () => {
    const origin = {
      origin: 'Issue de la campagne Campagne 2027–2028, vœu n°\u00a02',
      campaign: '/api/campaigns/60000000-0000-4000-8000-000000000001',
      campaignWish: '/api/campaign_wishes/60000000-0000-4000-8000-000000000402',
    };
    expect(describeBookingChanges({ bookingSlots: 30, ...origin })).toEqual([
      'Issue de la campagne Campagne 2027–2028, vœu n°\u00a02',
      '30\u00a0créneaux demandés',
    ]);
    expect(describeBookingChanges(origin)).toEqual([
      'Issue de la campagne Campagne 2027–2028, vœu n°\u00a02',
    ]);
  });
});

describe('describeBookingChanges of a counter-proposal', () => {
  const evening = (day: string, from: number, to: number) => ({
    startDate: `2026-09-${day}T${String(from - 2).padStart(2, '0')}:00:00.000Z`,
    endDate: `2026-09-${day}T${String(to - 2).padStart(2, '0')}:00:00.000Z`,
  });

  it('tells shifted hours as moved slots and only the days dropped as removed', () => {
    const days = ['07', '14', '21', '28'];
    const lines = describeBookingChanges({
      removedSlots: days.map((day) => evening(day, 18, 20)),
      addedSlots: days.slice(0, 3).map((day) => evening(day, 19, 21)),
    });
    expect(lines).toEqual([
      'Créneaux déplacés\u00a0: 07/09/2026 18:00 – 20:00 → 19:00 – 21:00\u00a0; 14/09/2026 18:00 – 20:00 → 19:00 – 21:00\u00a0; 21/09/2026 18:00 – 20:00 → 19:00 – 21:00',
      'Créneaux retirés\u00a0: 28/09/2026 18:00 – 20:00',
    ]);
  });

  it('tells many evenings shifted alike once', () => {
    const days = ['07', '14', '21', '28', '30'];
    expect(
      describeBookingChanges({
        removedSlots: days.map((day) => evening(day, 18, 20)),
        addedSlots: days.map((day) => evening(day, 19, 21)),
      }),
    ).toEqual(['Créneaux déplacés\u00a0: 5\u00a0créneaux (18:00 – 20:00 → 19:00 – 21:00)']);
  });
});

import { describe, expect, it } from 'vitest';
import type { AmendmentContent } from '@espaces/domain/agreement/amendment-plan';
import { amendmentAcceptedMail, amendmentIssuedMail } from './amendments.mails.ts';

const FACTS = {
  appName: 'Espaces Partagés',
  appUrl: 'https://espaces.example/',
  bookingId: '7d0f3a52-6c1e-4d2a-9a51-3f1f5f0f6a10',
  agreementId: '0a1b2c3d-0000-4000-8000-000000000001',
  agreementReference: 'CONV-2026-0042',
  number: 2,
  facilityName: 'Lycée polyvalent des Canuts',
  organizationName: 'Croix-Rousse Basket Club',
  placeName: 'Gymnase des Canuts',
};
const evening = (day: string) => ({
  startDate: `${day}T17:00:00.000Z`,
  endDate: `${day}T19:00:00.000Z`,
});
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('amendment e-mails', () => {
  it('list a cancelled slot with its price and what stays due, and the reconciled amounts', () => {
    const content: AmendmentContent = {
      bookingReference: 'RES-2027-000042',
      cancelledSlots: [
        {
          ...evening('2027-01-12'),
          priceCents: 6500,
          dueCents: 3250,
          condition: 'toBePartiallyPaid',
        },
      ],
      rentPriceCents: { before: 2500, after: 2500 },
      cleaningPriceCents: { before: 1500, after: 1500 },
      totalBeforeCents: 19500,
      totalAfterCents: 16250,
      remainingSlots: 2,
    };
    const text = plain(amendmentIssuedMail({ ...FACTS, canceller: 'organization', content }).text);
    expect(text).toContain(
      'Annulé : 12/01/2027 18:00 – 20:00 — prix → reste dû : 65,00 € → 32,50 € (annulé par l’organisation 7 à 29 jours avant : 50 % dû)',
    );
    expect(text).toContain(
      'Montant dû avant : 195,00 € ; variation des lignes ci-dessous : −32,50 € ; montant dû après : 162,50 €.',
    );
    expect(text).not.toMatch(/€ — \d/);
  });

  it('list every repriced and added slot of an accepted amendment, old → new', () => {
    const content: AmendmentContent = {
      bookingReference: 'RES-2027-000042',
      cancelledSlots: [],
      addedSlots: [{ ...evening('2027-01-26'), priceCents: 5500 }],
      repricedSlots: [{ ...evening('2027-01-19'), beforeCents: 6500, afterCents: 5500 }],
      rentPriceCents: { before: 2500, after: 2000 },
      cleaningPriceCents: { before: 1500, after: 1500 },
      totalBeforeCents: 16250,
      totalAfterCents: 16250 - 1000 + 5500,
      remainingSlots: 3,
    };
    const text = plain(amendmentAcceptedMail({ ...FACTS, content }).text);
    expect(text).toContain('Ajouté : 26/01/2027 18:00 – 20:00 — 0,00 € → 55,00 €');
    expect(text).toContain('Nouveau prix : 19/01/2027 18:00 – 20:00 — 65,00 € → 55,00 €');
    expect(text).toContain('Tarif horaire : 25,00 € → 20,00 €');
    expect(text).toContain(
      'Montant dû avant : 162,50 € ; variation des lignes ci-dessous : +45,00 € ; montant dû après : 207,50 €.',
    );
  });
});

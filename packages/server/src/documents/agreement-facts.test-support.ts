import { cancellationTermsText } from '@espaces/domain/agreement/cancellation-terms';
import { slotPriceCents } from '@espaces/domain/booking/booking-pricing';
import { parisWallClockToUtc, addDaysToDate } from '@espaces/domain/availability/paris-time';
import { formatOrganizationIdentifier } from '@espaces/domain/locale/format';
import { monthlyAmountsDue } from '@espaces/domain/payment/payment-schedule';
import type { AgreementBookingFacts, AgreementFacts } from './agreement-facts.ts';

/** A booking every Tuesday 18:00–20:00 Paris from 06/10/2026: `count` occurrences. */
export function yearlyBookingFacts(count: number): AgreementBookingFacts {
  const slots = Array.from({ length: count }, (_, week) => {
    const day = addDaysToDate('2026-10-06', week * 7);
    const startDate = parisWallClockToUtc(day, '18:00');
    const endDate = parisWallClockToUtc(day, '20:00');
    return { startDate, endDate, priceCents: slotPriceCents({ startDate, endDate }, 2550, 1000) };
  });
  return {
    reference: 'RES-2026-000042',
    placeName: 'Gymnase Jean-Moulin',
    activity: 'Entraînement de basket',
    yearly: true,
    rentPriceCents: 2550,
    cleaningPriceCents: 1000,
    slots,
    totalCents: slots.reduce((total, slot) => total + slot.priceCents, 0),
  };
}

/** An agreement of the demo facility and organisation holding the given bookings, issued. */
export function agreementFacts(
  bookings: AgreementBookingFacts[],
  overrides: Partial<AgreementFacts> = {},
): AgreementFacts {
  return {
    appName: 'Espaces Partagés',
    regionName: 'Région Val-d’Azur',
    reference: 'CONV-2026-0042',
    issuedAt: new Date('2026-09-20T08:00:00Z'),
    facility: {
      name: 'Lycée Ampère',
      uai: '0690001A',
      address: '31 rue de la Bourse, 69002 Lyon',
      signatoryName: 'Claire Fontaine',
      signatoryTitle: 'Proviseure',
    },
    organization: {
      name: 'Association sportive des Pentes',
      legalForm: 'Association loi 1901',
      identifier: formatOrganizationIdentifier({ siret: '12345678900012', rna: null })!,
      address: '12 montée de la Grande-Côte, 69001 Lyon',
      representative: 'Léa Martin',
    },
    places: [
      {
        name: 'Gymnase Jean-Moulin',
        address: '31 rue de la Bourse, 69002 Lyon',
        capacity: 120,
        doors: [{ name: 'Porte B' }],
      },
    ],
    bookings,
    totalCents: bookings.reduce((total, booking) => total + booking.totalCents, 0),
    payment: {
      paymentType: 'card',
      cardLast4: '4242',
      instalments: monthlyAmountsDue(bookings),
      paymentsUrl: 'https://espaces.example.fr/paiements/liste',
    },
    annexes: ['Règlement intérieur', 'Consignes de sécurité'],
    cancellationTerms: cancellationTermsText(),
    ...overrides,
  };
}

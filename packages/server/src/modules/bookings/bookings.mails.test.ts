import { describe, expect, it } from 'vitest';
import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import {
  bookingRejectedMail,
  counterProposalMail,
  type BookingMailFacts,
} from './bookings.mails.ts';

const FACTS: BookingMailFacts = {
  appName: 'Espaces Partagés',
  appUrl: 'https://espaces.example/',
  bookingId: '7d0f3a52-6c1e-4d2a-9a51-3f1f5f0f6a10',
  reference: 'RES-2027-000042',
  placeName: 'Gymnase des Canuts',
  facilityName: 'Lycée polyvalent des Canuts',
  organizationName: 'Croix-Rousse Basket Club',
  slots: [
    {
      startDate: parisWallClockToUtc('2027-01-14', '19:00'),
      endDate: parisWallClockToUtc('2027-01-14', '21:00'),
    },
  ],
};

describe('booking e-mails', () => {
  it('tell the organisation of a counter-proposal with the proposed slot and the way to answer', () => {
    const mail = counterProposalMail(FACTS);
    expect(mail.subject).toBe('Contre-proposition pour votre demande RES-2027-000042');
    expect(mail.text).toContain('- 14/01/2027 19:00 – 21:00');
    expect(mail.text).toContain('Créneau\u00a0:');
    expect(mail.text).toContain(
      'https://espaces.example/reservation/7d0f3a52-6c1e-4d2a-9a51-3f1f5f0f6a10',
    );
    expect(mail.html).toContain('<li>14/01/2027 19:00 – 21:00</li>');
    expect(mail.html).toContain('Voir la réservation</a>');
  });

  it('quote the reason of a refusal as staff wrote it, escaped in HTML', () => {
    const mail = bookingRejectedMail({ ...FACTS, reason: 'Examens <BTS>\nle jeudi' });
    expect(mail.subject).toBe('Demande de réservation RES-2027-000042 refusée');
    expect(mail.text).toContain('> Examens <BTS>\n> le jeudi');
    expect(mail.html).toContain('Examens &lt;BTS&gt;\nle jeudi');
    expect(mail.html).not.toContain('<BTS>');
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { AmendmentFacts } from './amendment-facts.ts';
import { textOf } from './pdf-text.test-support.ts';
import { testSeal } from './pdf-seal.test-support.ts';
import { renderAmendmentPdf } from './render-pdf.ts';

// The amendment states what it changes and where it stands in the chain.

const AGREEMENT_SHA = 'a'.repeat(64);
const PREVIOUS_SHA = 'b'.repeat(64);

const amendmentFacts: AmendmentFacts = {
  appName: 'Espaces Partagés',
  regionName: 'Région Val-d’Azur',
  agreementId: '0a1b2c3d-0000-4000-8000-000000000001',
  agreementReference: 'CONV-0A1B2C3D',
  number: 2,
  issuedAt: new Date('2027-01-04T09:00:00Z'),
  facilityName: 'Lycée Ampère',
  organizationName: 'Association sportive des Pentes',
  placeName: 'Gymnase A',
  canceller: 'organization',
  reason: '',
  counterPart: '',
  agreementSha256: AGREEMENT_SHA,
  previous: { number: 1, sha256: PREVIOUS_SHA },
  content: {
    bookingReference: 'RES-2026-000042',
    cancelledSlots: [
      {
        startDate: '2027-01-12T17:00:00.000Z',
        endDate: '2027-01-12T19:00:00.000Z',
        priceCents: 6100,
        dueCents: 3050,
        condition: 'toBePartiallyPaid',
      },
      {
        startDate: '2027-02-09T17:00:00.000Z',
        endDate: '2027-02-09T19:00:00.000Z',
        priceCents: 6100,
        dueCents: 0,
        condition: 'notToBePaid',
      },
    ],
    rentPriceCents: { before: 2550, after: 2550 },
    cleaningPriceCents: { before: 1000, after: 1000 },
    totalBeforeCents: 244000,
    totalAfterCents: 234850,
    remainingSlots: 38,
  },
  // Two bookings: the other one's amendment n° 1, then this one's (−30,50 € − 61,00 €).
  ledger: {
    signedTotalCents: 350000,
    amendments: [
      { number: 1, bookingReference: 'RES-2026-000041', changeCents: -5000 },
      { number: 2, bookingReference: 'RES-2026-000042', changeCents: -9150 },
    ],
    currentTotalCents: 335850,
    payments: {
      scheduledCents: 0,
      paidCents: 0,
      creditedCents: 0,
      imputedCents: 0,
      cancelledCents: 0,
    },
  },
  acceptance: null,
};

describe('amendment PDF', () => {
  let text: string;
  beforeAll(async () => {
    text = textOf(await renderAmendmentPdf(amendmentFacts, testSeal()));
  });

  it('is numbered and names the agreement and the previous amendment by SHA-256', () => {
    expect(text).toContain('Avenant n° 2 à la convention CONV-0A1B2C3D');
    expect(text).toContain(AGREEMENT_SHA);
    expect(text).toContain('Il fait suite à l’Avenant n° 1');
    expect(text).toContain(PREVIOUS_SHA);
  });

  it('lists each cancelled slot in Paris time with its price, then what remains due and why', () => {
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Article 2 — Créneaux annulés');
    expect(flat).toContain('Date Horaires (Paris) Prix Reste dû');
    expect(flat).toContain(
      'mardi 12/01/2027 18:00 – 20:00 61,00 € 30,50 € annulé par l’organisation 7 à 29 jours avant : 50 % dû',
    );
    expect(flat).toContain('mardi 09/02/2027 18:00 – 20:00 61,00 € 0,00 €');
    // Never two amounts joined by a dash that reads as a subtraction.
    expect(flat).not.toMatch(/€ — \d/);
  });

  it('states the prices and reconciles the amounts: before + the lines’ change = after', () => {
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Tarif horaire : 25,50 €, inchangé.');
    expect(flat).toContain('Montant dû pour la réservation avant l’avenant 2 440,00 €');
    expect(flat).toContain('Variation due aux lignes ci-dessus −91,50 €');
    expect(flat).toContain('Montant dû pour la réservation après l’avenant 2 348,50 €');
    expect(flat).not.toContain('Acceptation par l’organisation');
  });

  it('states the agreement’s ledger it leaves, all bookings together', () => {
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(
      'Article 4 — Montants de la convention Toutes réservations de la convention CONV-0A1B2C3D confondues : ' +
        'Montant de la convention signée 3 500,00 € ' +
        'Avenant n° 1 — réservation RES-2026-000041 −50,00 € ' +
        'Avenant n° 2 — réservation RES-2026-000042 −91,50 € ' +
        'Montant dû au titre de la convention après l’avenant 3 358,50 €',
    );
  });

  it('lets a long ledger flow onto the next page, every line and the total kept', async () => {
    const amendments = Array.from({ length: 150 }, (_, index) => ({
      number: index + 1,
      bookingReference: 'RES-2026-000042',
      changeCents: -100,
    }));
    const long = textOf(
      await renderAmendmentPdf(
        {
          ...amendmentFacts,
          number: 150,
          ledger: { ...amendmentFacts.ledger, amendments, currentTotalCents: 335000 },
        },
        testSeal(),
      ),
    ).replace(/\s+/g, ' ');
    expect(long).toContain('Avenant n° 1 — réservation RES-2026-000042 −1,00 €');
    expect(long).toContain('Avenant n° 150 — réservation RES-2026-000042 −1,00 €');
    expect(long).toContain('Montant dû au titre de la convention après l’avenant 3 350,00 €');
  });

  it('says so when it is the first amendment and when the booking is cancelled', async () => {
    const first = textOf(
      await renderAmendmentPdf(
        {
          ...amendmentFacts,
          number: 1,
          canceller: 'facility',
          reason: 'Travaux dans le gymnase',
          previous: { number: null, sha256: AGREEMENT_SHA },
          content: { ...amendmentFacts.content, remainingSlots: 0 },
        },
        testSeal(),
      ),
    );
    expect(first).toContain('Il est le premier avenant de cette convention.');
    expect(first).toContain('Motif : Travaux dans le gymnase');
    expect(first.replace(/\s+/g, ' ')).toContain(
      'par l’établissement ou la Région ; le prix est ajusté en conséquence, rien n’en reste dû.',
    );
    expect(first).toContain('la réservation RES-2026-000042 est annulée');
  });

  it('gives each change its own article, old and new amounts, and the acceptance block', async () => {
    const changed = textOf(
      await renderAmendmentPdf(
        {
          ...amendmentFacts,
          canceller: 'facility',
          content: {
            ...amendmentFacts.content,
            cancelledSlots: [],
            addedSlots: [
              {
                startDate: '2027-03-02T17:00:00.000Z',
                endDate: '2027-03-02T19:00:00.000Z',
                priceCents: 7000,
              },
            ],
            movedSlots: [
              {
                from: {
                  startDate: '2027-03-09T17:00:00.000Z',
                  endDate: '2027-03-09T19:00:00.000Z',
                },
                // After the clock change of 28 March 2027: 20:00 Paris is 18:00 UTC.
                to: { startDate: '2027-04-01T18:00:00.000Z', endDate: '2027-04-01T20:00:00.000Z' },
                priceCents: 7000,
                previousPriceCents: 6100,
              },
            ],
            repricedSlots: [
              {
                startDate: '2027-03-16T17:00:00.000Z',
                endDate: '2027-03-16T19:00:00.000Z',
                beforeCents: 6100,
                afterCents: 7000,
              },
            ],
            query: {
              before: { weekDay: 2, startTime: '18:00', endTime: '20:00' },
              after: { weekDay: 4, startTime: '20:00', endTime: '22:00' },
            },
            rentPriceCents: { before: 2550, after: 3000 },
            totalBeforeCents: 12200,
            totalAfterCents: 12200 + 900 + 7000 + 900,
          },
          acceptance: {
            userId: '0a1b2c3d-0000-4000-8000-000000000009',
            fullName: 'Léa Martin',
            email: 'asso@espaces.test',
            // 15:42 in Paris, winter time.
            acceptedAt: '2027-01-05T14:42:00.000Z',
            ipAddress: '203.0.113.7',
            userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chromium/140',
          },
        },
        testSeal(),
      ),
    );
    const flat = changed.replace(/\s+/g, ' ');
    expect(flat).not.toContain('Créneaux annulés');
    expect(flat).not.toContain('ajoutés et déplacés');
    expect(flat).toContain('Article 2 — Créneaux déplacés');
    expect(flat).toContain(
      'mardi 09/03/2027 18:00 – 20:00 61,00 € déplacé jeudi 01/04/2027 20:00 – 22:00 70,00 €',
    );
    expect(flat).toContain('Article 3 — Créneaux ajoutés');
    expect(flat).toContain('1 créneau ajouté, aux prix de l’avenant.');
    expect(flat).toContain('mardi 02/03/2027 18:00 – 20:00 0,00 € 70,00 €');
    expect(flat).toContain('Article 4 — Créneaux dont le prix change');
    expect(flat).toContain(
      'Horaires (Paris) Ancien prix Nouveau prix mardi 16/03/2027 18:00 – 20:00 61,00 € 70,00 €',
    );
    expect(flat).toContain('Article 5 — Jour et heures');
    expect(flat).toContain(
      'Jour et heures de la réservation annuelle : « tous les mardis de 18:00 à 20:00 » avant, « tous les jeudis de 20:00 à 22:00 » après.',
    );
    expect(flat).toContain('Article 6 — Prix et montants');
    expect(flat).toContain('Tarif horaire : 25,50 € avant, 30,00 € après.');
    expect(flat).toContain('avant l’avenant 122,00 € Variation due aux lignes ci-dessus +88,00 €');
    expect(flat).toContain('après l’avenant 210,00 €');
    expect(flat).toContain('Acceptation par l’organisation');
    expect(flat).toContain('Accepté par : Léa Martin');
    expect(flat).toContain('Adresse e-mail du compte : asso@espaces.test');
    expect(flat).toContain('Accepté le 05/01/2027 à 15:42 (heure de Paris)');
    expect(flat).toContain('Adresse IP : 203.0.113.7');
    expect(flat).toContain('Navigateur : Mozilla/5.0 (X11; Linux x86_64) Chromium/140');
  });
});

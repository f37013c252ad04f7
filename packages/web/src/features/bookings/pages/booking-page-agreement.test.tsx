import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionOf, createOrganizationUser } from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { AGREEMENT_ID, createAgreement } from '../../agreements/test/agreement-factories.ts';
import { BOOKING_ID, createBooking } from '../test/booking-factories.ts';

const AGREEMENT_PATH = `/api/agreements/${AGREEMENT_ID}`;

async function openBooking(status: 'to_review' | 'validated', agreement = createAgreement()) {
  const api = installSignedInApi(createOrganizationUser('validated'), {
    [`GET /api/bookings/${BOOKING_ID}`]: jsonResponse(200, createBooking({ status })),
    'GET /api/agreements': jsonResponse(200, collectionOf([agreement])),
  });
  await renderApp(`/reservation/${BOOKING_ID}`);
  return api;
}

describe('booking page, its agreement', () => {
  it('offers the agreement to read and sign once issued', async () => {
    await openBooking('to_review');
    const section = await screen.findByRole('region', { name: /Convention CONV-2026-0042/ });
    expect(
      within(section).getByRole('link', { name: /Télécharger la convention CONV/ }),
    ).toHaveAttribute('href', `${AGREEMENT_PATH}/document`);
    expect(
      within(section).getByRole('link', { name: 'Lire et signer la convention' }),
    ).toHaveAttribute('href', `/convention/signer/${AGREEMENT_ID}`);
    expect(within(section).queryByText('Accès aux espaces')).not.toBeInTheDocument();
  });

  it('offers the signed agreement and shows the doors once validated', async () => {
    const signed = createAgreement({
      status: 'signed',
      signedAt: '2026-11-21T17:05:00.000Z',
      signedBy: 'Léa Martin',
      signedDocumentSha256: 'b'.repeat(64),
      places: [
        {
          ...createAgreement().places[0]!,
          doors: [{ name: 'Porte B', instructions: 'Code 1234' }],
        },
      ],
      _abilities: { generate: false, sign: false, manageAnnexes: false },
    });
    await openBooking('validated', signed);
    const section = await screen.findByRole('region', { name: /Convention CONV-2026-0042/ });
    expect(within(section).getByRole('link', { name: /convention signée/ })).toHaveAttribute(
      'href',
      `${AGREEMENT_PATH}/signed-document`,
    );
    expect(within(section).getByText(/Porte B\s*: Code 1234/)).toBeVisible();
  });

  it('shows the agreement’s ledger: signed total, each amendment, current total, payments', async () => {
    const amendment = (number: number, change: number) => ({
      '@id': `/api/amendments/7000000${number}-0000-4000-8000-000000000001`,
      id: `7000000${number}-0000-4000-8000-000000000001`,
      number,
      title: `Avenant n°\u00a0${number}`,
      booking: {
        '@id': `/api/bookings/${BOOKING_ID}`,
        id: BOOKING_ID,
        reference: 'RES-2026-000042',
      },
      issuedAt: '2026-12-01T10:00:00.000Z',
      change,
      document: `/api/amendments/7000000${number}-0000-4000-8000-000000000001/document`,
    });
    await openBooking(
      'validated',
      createAgreement({
        status: 'signed',
        signedAt: '2026-11-21T17:05:00.000Z',
        signedDocumentSha256: 'b'.repeat(64),
        ledger: {
          signedTotal: 195,
          amendments: [amendment(1, -32.5), amendment(2, -20)],
          currentTotal: 142.5,
          payments: {
            scheduled: 110,
            paid: 42.5,
            credited: -10,
            imputed: -10,
            cancelled: 65,
            total: 142.5,
          },
        },
      }),
    );
    const amounts = await screen.findByRole('table', { name: 'Montants de la convention' });
    expect(
      within(amounts)
        .getAllByRole('row')
        .map((row) => spaced(row.textContent)),
    ).toEqual([
      'Montant signé195,00 €',
      'Avenant n° 1 du 01/12/2026 (RES-2026-000042)−32,50 €',
      'Avenant n° 2 du 01/12/2026 (RES-2026-000042)−20,00 €',
      'Montant actuel142,50 €',
    ]);
    expect(within(amounts).getByRole('link', { name: /Avenant n°\s2/ })).toHaveAttribute(
      'href',
      amendment(2, -20).document,
    );
    const paid = screen.getByRole('table', { name: 'Paiements de la convention' });
    expect(
      within(paid)
        .getAllByRole('row')
        .map((row) => spaced(row.textContent)),
    ).toEqual([
      'Payé42,50 €',
      'Échéances à venir ou à payer110,00 €',
      'Avoirs−10,00 €',
      'dont avoirs imputés sur les échéances suivantes−10,00 €',
      'Total des paiements142,50 €',
    ]);
    expect(screen.getByText(/pour mémoire\s*: 65,00 €/)).toBeVisible();
  });
});

const spaced = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createOrganizationUser } from '../../../test/factories.ts';
import { jsonResponse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { AGREEMENT_ID, createAgreement } from '../../agreements/test/agreement-factories.ts';
import { BOOKING_ID, collection, createBooking, signedInApi } from '../test/booking-factories.ts';

const AGREEMENT_PATH = `/api/agreements/${AGREEMENT_ID}`;

async function openBooking(status: 'to_review' | 'validated', agreement = createAgreement()) {
  const api = signedInApi(createOrganizationUser('validated'), {
    [`GET /api/bookings/${BOOKING_ID}`]: jsonResponse(200, createBooking({ status })),
    'GET /api/agreements': jsonResponse(200, collection([agreement])),
  });
  await renderApp(`/reservation/${BOOKING_ID}`);
  return api;
}

describe('booking page, its agreement (issue 11 item 6)', () => {
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
});

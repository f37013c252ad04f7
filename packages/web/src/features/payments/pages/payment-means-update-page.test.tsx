import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionOf, createOrganizationUser } from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createAgreement } from '../../agreements/test/agreement-factories.ts';
import { ORGANIZATION_ID, createValidatedOrganization } from '../test/payment-factories.ts';

describe('/moyens-de-paiement/mise-a-jour', () => {
  it('says the card was declined and goes back to the payment means', async () => {
    installSignedInApi(createOrganizationUser(), {
      [`GET /api/organizations/${ORGANIZATION_ID}`]: jsonResponse(
        200,
        createValidatedOrganization({ paymentType: 'card' }),
      ),
      'GET /api/agreements': jsonResponse(200, collectionOf([])),
    });
    await renderApp('/moyens-de-paiement/mise-a-jour?status=declined');
    expect(await screen.findByText(/Carte refusée par la banque/)).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'Moyens de paiement', level: 1 }),
    ).toBeVisible();
  });

  it('says a card sent to the bank is awaited, and shows it once the provider confirmed it', async () => {
    const withCard = createValidatedOrganization({
      paymentType: 'card',
      creditCard: { brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030, holder: null },
    });
    installSignedInApi(createOrganizationUser(), {
      // The webhook has not come yet when the page first asks, then it has.
      [`GET /api/organizations/${ORGANIZATION_ID}`]: [
        jsonResponse(200, createValidatedOrganization({ paymentType: 'card' })),
        jsonResponse(200, withCard),
      ],
      'GET /api/agreements': jsonResponse(
        200,
        collectionOf([createAgreement({ status: 'signed' })]),
      ),
    });
    await renderApp('/moyens-de-paiement/mise-a-jour?status=submitted');
    expect(await screen.findByText(/Votre carte a été transmise à votre banque/)).toBeVisible();
    expect(screen.queryByText(/Votre carte est enregistrée/)).toBeNull();
    expect(await screen.findByText('Aucune carte n’est enregistrée.')).toBeVisible();
    expect(
      await screen.findByRole('img', { name: /Carte Visa •••• 4242/ }, { timeout: 5_000 }),
    ).toBeVisible();
  });

  it('never shows a text taken from the address', async () => {
    installSignedInApi(createOrganizationUser(), {
      [`GET /api/organizations/${ORGANIZATION_ID}`]: jsonResponse(
        200,
        createValidatedOrganization(),
      ),
    });
    await renderApp('/moyens-de-paiement/mise-a-jour?status=Appelez%20le%2008');
    expect(await screen.findByText(/Cette page de paiement a expiré/)).toBeVisible();
    expect(screen.queryByText(/Appelez/)).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { watchLeaveApp } from '../../../test/leave-app-watch.ts';
import { collectionOf, createOrganizationUser } from '../../../test/factories.ts';
import {
  hydraError,
  installSignedInApi,
  jsonResponse,
  lastQueryTo,
} from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createAgreement } from '../../agreements/test/agreement-factories.ts';
import { ORGANIZATION_ID, createValidatedOrganization } from '../test/payment-factories.ts';

const leaveAppFor = watchLeaveApp();

const organization = `/api/organizations/${ORGANIZATION_ID}`;

describe('/moyens-de-paiement', () => {
  it('switches to card, shows the stored card by brand and last digits, goes to the provider', async () => {
    const card = createValidatedOrganization({
      paymentType: 'card',
      creditCard: {
        brand: 'visa',
        last4: '4242',
        expiryMonth: 12,
        expiryYear: 2030,
        holder: 'Léa Martin',
      },
    });
    const api = installSignedInApi(createOrganizationUser(), {
      // Read again after the change, the organisation has its card, as the server would say.
      [`GET ${organization}`]: [
        jsonResponse(200, createValidatedOrganization()),
        jsonResponse(200, card),
      ],
      [`PATCH ${organization}/payment-type`]: jsonResponse(200, card),
      'GET /api/agreements': jsonResponse(
        200,
        collectionOf([createAgreement({ status: 'signed' })]),
      ),
      [`GET ${organization}/create-credit-card`]: jsonResponse(200, {
        payment_url: '/bac-a-sable/carte/x',
      }),
    });
    const app = await renderApp('/moyens-de-paiement');
    await app.user.click(await screen.findByRole('radio', { name: 'Carte bancaire' }));
    expect(api.callsTo('PATCH', `${organization}/payment-type`)[0]?.body).toEqual({
      paymentType: 'card',
    });
    const headers = new Headers(
      api.callsTo('PATCH', `${organization}/payment-type`)[0]?.init?.headers,
    );
    expect(headers.get('content-type')).toBe('application/merge-patch+json');
    expect(
      await screen.findByRole('img', { name: /Carte Visa •••• 4242, expire 12\/30/ }),
    ).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Remplacer la carte' }));
    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith('/bac-a-sable/carte/x'));
    expect(lastQueryTo(api, `${organization}/create-credit-card`).get('agreementId')).toBeTruthy();
  });

  it('asks before deleting the card, then says it is deleted; a refusal shows the server’s words', async () => {
    const card = createValidatedOrganization({
      paymentType: 'card',
      creditCard: {
        brand: 'mastercard',
        last4: '4444',
        expiryMonth: 1,
        expiryYear: 2031,
        holder: null,
      },
    });
    installSignedInApi(createOrganizationUser(), {
      [`GET ${organization}`]: jsonResponse(200, card),
      'GET /api/agreements': jsonResponse(
        200,
        collectionOf([createAgreement({ status: 'signed' })]),
      ),
      [`GET ${organization}/delete-credit-card`]: [
        hydraError(422, 'Votre organisation n’a pas de carte enregistrée.'),
        jsonResponse(200, { message: 'Votre moyen de paiement a été supprimé' }),
      ],
    });
    const app = await renderApp('/moyens-de-paiement');
    const removeCard = async () => {
      await app.user.click(await screen.findByRole('button', { name: 'Supprimer la carte' }));
      const dialog = await screen.findByRole('dialog');
      await app.user.click(within(dialog).getByRole('button', { name: 'Supprimer la carte' }));
    };
    await removeCard();
    expect(
      await screen.findByText('Votre organisation n’a pas de carte enregistrée.'),
    ).toBeVisible();
    await removeCard();
    expect(await screen.findByText('Votre moyen de paiement a été supprimé')).toBeVisible();
  });
});

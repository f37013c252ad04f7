import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '../../../app/routes.ts';
import { watchLeaveApp } from '../../../test/leave-app-watch.ts';
import { createOrganizationUser } from '../../../test/factories.ts';
import { hydraError, installSignedInApi, jsonResponse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const leaveAppFor = watchLeaveApp();

const PAYMENT_ID = '0190a000-0000-7000-8000-0000000000aa';
const CONFIRMATION = `GET /api/payments/${PAYMENT_ID}/card-confirmation`;

describe('/paiements/{id}/confirmer', () => {
  it('goes to the provider’s page when the organisation confirms', async () => {
    installSignedInApi(createOrganizationUser(), {
      [CONFIRMATION]: jsonResponse(200, { payment_url: 'https://checkout.stripe.com/c/pay/cs_1' }),
    });
    const app = await renderApp(`/paiements/${PAYMENT_ID}/confirmer`, ALL_ROUTES);
    expect(
      await screen.findByRole('heading', { name: 'Confirmer le paiement', level: 1 }),
    ).toBeVisible();
    expect(leaveAppFor).not.toHaveBeenCalled();
    await app.user.click(screen.getByRole('button', { name: 'Confirmer le paiement' }));
    await waitFor(() =>
      expect(leaveAppFor).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'),
    );
  });

  it('shows the server’s words when the payment needs no confirmation any more', async () => {
    installSignedInApi(createOrganizationUser(), {
      [CONFIRMATION]: hydraError(422, 'Ce paiement n’est plus à payer.'),
    });
    const app = await renderApp(`/paiements/${PAYMENT_ID}/confirmer`, ALL_ROUTES);
    await app.user.click(await screen.findByRole('button', { name: 'Confirmer le paiement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce paiement n’est plus à payer.');
    expect(leaveAppFor).not.toHaveBeenCalled();
  });
});

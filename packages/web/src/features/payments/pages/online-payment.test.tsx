import { screen, waitFor, within } from '@testing-library/react';
import {
  ONLINE_PAYMENT_MESSAGES,
  ONLINE_PAYMENT_STATUS_MESSAGES,
  type OnlinePaymentState,
} from '@espaces/domain/payment/online-payment';
import { describe, expect, it } from 'vitest';
import { watchLeaveApp } from '../../../test/leave-app-watch.ts';
import {
  collectionOf,
  createFacilityAdmin,
  createOrganizationUser,
} from '../../../test/factories.ts';
import {
  hydraError,
  installSignedInApi,
  jsonResponse,
  TEST_CONFIG,
} from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  ORGANIZATION_ID,
  PAYMENT_ID,
  createPayment,
  createValidatedOrganization,
} from '../test/payment-factories.ts';

// Online payment under PayFiP (docs/payments.md#online-payment-payfip): the button of a due or
// failed instalment, the return page that reads the server's state, the payment means wording.

const leaveAppFor = watchLeaveApp();

/** As the page reads it: Testing Library makes every no-break space a space. */
const shown = (text: string) => text.replaceAll('\u00a0', ' ');
const PAYFIP_CONFIG = jsonResponse(200, { ...TEST_CONFIG, paymentProvider: 'payfip' });
const LIST_ANSWERS = {
  'GET /api/facilities': jsonResponse(200, collectionOf([])),
  'GET /api/territories': jsonResponse(200, collectionOf([])),
  'GET /api/facility_types': jsonResponse(200, collectionOf([])),
};
const PAGE_URL = 'https://www.payfip.gouv.fr/tpa/paiementws.web?idop=abc123';
const state = (overrides: Partial<OnlinePaymentState>): OnlinePaymentState => ({
  status: 'pending',
  message: ONLINE_PAYMENT_STATUS_MESSAGES.pending,
  transactionNumber: null,
  transactionAt: null,
  retryable: false,
  ...overrides,
});

describe('« Payer en ligne » on the payment list', () => {
  it('is offered on due and failed instalments, and leaves for the treasury’s page', async () => {
    const due = createPayment({ status: 'due' });
    const failed = createPayment({
      id: '00000000-0000-4000-8000-000000000b03',
      status: 'failed',
      month: '2026-12',
    });
    const coming = createPayment({
      id: '00000000-0000-4000-8000-000000000b04',
      status: 'scheduled',
      month: '2027-02',
    });
    const api = installSignedInApi(createOrganizationUser(), {
      'GET /api/config': PAYFIP_CONFIG,
      'GET /api/payments': jsonResponse(200, collectionOf([due, failed, coming])),
      [`POST /api/payments/${PAYMENT_ID}/online-payment`]: jsonResponse(200, {
        paymentUrl: PAGE_URL,
      }),
      ...LIST_ANSWERS,
    });
    const app = await renderApp('/paiements/liste');
    const row = (await screen.findByText('janvier 2027')).closest('tr')!;
    await app.user.click(await within(row).findByRole('button', { name: 'Payer en ligne' }));
    await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith(PAGE_URL));
    expect(api.callsTo('POST', `/api/payments/${PAYMENT_ID}/online-payment`)).toHaveLength(1);
    const failedRow = screen.getByText('décembre 2026').closest('tr')!;
    expect(within(failedRow).getByRole('button', { name: 'Payer en ligne' })).toBeVisible();
    const comingRow = screen.getByText('février 2027').closest('tr')!;
    expect(within(comingRow).queryByRole('button', { name: 'Payer en ligne' })).toBeNull();
  });

  it('says so in French when the treasury does not answer, and stays', async () => {
    installSignedInApi(createOrganizationUser(), {
      'GET /api/config': PAYFIP_CONFIG,
      'GET /api/payments': jsonResponse(200, collectionOf([createPayment({ status: 'due' })])),
      [`POST /api/payments/${PAYMENT_ID}/online-payment`]: hydraError(
        503,
        ONLINE_PAYMENT_MESSAGES.unavailable,
      ),
      ...LIST_ANSWERS,
    });
    const app = await renderApp('/paiements/liste');
    await app.user.click(await screen.findByRole('button', { name: 'Payer en ligne' }));
    expect(await screen.findByText(shown(ONLINE_PAYMENT_MESSAGES.unavailable))).toBeVisible();
    expect(leaveAppFor).not.toHaveBeenCalled();
  });

  it('is not offered without PayFiP, nor to staff', async () => {
    installSignedInApi(createOrganizationUser(), {
      'GET /api/payments': jsonResponse(200, collectionOf([createPayment({ status: 'due' })])),
      ...LIST_ANSWERS,
    });
    const first = await renderApp('/paiements/liste');
    expect(await screen.findByText('janvier 2027')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Payer en ligne' })).toBeNull();
    first.unmount();

    installSignedInApi(createFacilityAdmin(), {
      'GET /api/config': PAYFIP_CONFIG,
      'GET /api/payments': jsonResponse(200, collectionOf([createPayment({ status: 'due' })])),
      ...LIST_ANSWERS,
    });
    await renderApp('/paiements/liste');
    expect(await screen.findByText('janvier 2027')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Payer en ligne' })).toBeNull();
  });
});

describe('/paiements/{id}/paiement-en-ligne', () => {
  const path = `/api/payments/${PAYMENT_ID}/online-payment`;

  it('waits for the server’s confirmation, then shows the payment and its receipt', async () => {
    installSignedInApi(createOrganizationUser(), {
      'GET /api/config': PAYFIP_CONFIG,
      [`GET ${path}`]: [
        jsonResponse(200, state({})),
        jsonResponse(
          200,
          state({
            status: 'paid',
            message: ONLINE_PAYMENT_STATUS_MESSAGES.paid,
            transactionNumber: '100001',
            transactionAt: '2026-11-29T16:04:00.000Z',
          }),
        ),
      ],
    });
    // The address says paid: only the server's answer counts.
    await renderApp(`/paiements/${PAYMENT_ID}/paiement-en-ligne?resultrans=P`);
    expect(await screen.findByText('Paiement en cours de confirmation')).toBeVisible();
    expect(screen.queryByText(shown(ONLINE_PAYMENT_STATUS_MESSAGES.paid))).toBeNull();
    expect(
      await screen.findByText(shown(ONLINE_PAYMENT_STATUS_MESSAGES.paid), {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('Transaction de la DGFiP n° 100001')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir le reçu' })).toHaveAttribute(
      'href',
      `/paiements/${PAYMENT_ID}/ticket`,
    );
  });

  it.each([
    ['refused', ONLINE_PAYMENT_STATUS_MESSAGES.refused],
    ['abandoned', ONLINE_PAYMENT_STATUS_MESSAGES.abandoned],
  ] as const)(
    'shows a payment %s as the server holds it, and offers another try',
    async (status, message) => {
      const api = installSignedInApi(createOrganizationUser(), {
        'GET /api/config': PAYFIP_CONFIG,
        [`GET ${path}`]: jsonResponse(200, state({ status, message, retryable: true })),
        [`POST ${path}`]: jsonResponse(200, { paymentUrl: PAGE_URL }),
      });
      const app = await renderApp(`/paiements/${PAYMENT_ID}/paiement-en-ligne`);
      expect(await screen.findByText(shown(message))).toBeVisible();
      await app.user.click(screen.getByRole('button', { name: 'Payer en ligne' }));
      await waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith(PAGE_URL));
      expect(api.callsTo('POST', path)).toHaveLength(1);
    },
  );
});

describe('/moyens-de-paiement under PayFiP', () => {
  it('offers online payment of each instalment or the other means, no card', async () => {
    installSignedInApi(createOrganizationUser(), {
      'GET /api/config': PAYFIP_CONFIG,
      [`GET /api/organizations/${ORGANIZATION_ID}`]: jsonResponse(
        200,
        createValidatedOrganization({ paymentType: 'card' }),
      ),
      'GET /api/agreements': jsonResponse(200, collectionOf([])),
    });
    await renderApp('/moyens-de-paiement');
    expect(
      await screen.findByRole('radio', { name: 'Paiement en ligne de chaque échéance (PayFiP)' }),
    ).toBeChecked();
    expect(
      screen.getByRole('radio', { name: 'Autre (virement, mandat administratif)' }),
    ).toBeVisible();
    expect(screen.getByText(shown(ONLINE_PAYMENT_MESSAGES.meansIntro))).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Enregistrer une carte' })).toBeNull();
  });
});

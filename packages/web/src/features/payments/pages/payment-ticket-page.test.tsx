import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createOrganizationUser } from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createPaymentTicket, PAYMENT_ID } from '../test/payment-factories.ts';

describe('/paiements/{id}/ticket', () => {
  it('shows who paid whom, the means with the card’s last digits and every line the amount covers', async () => {
    installSignedInApi(createOrganizationUser(), {
      [`GET /api/payments/${PAYMENT_ID}/ticket`]: jsonResponse(200, createPaymentTicket()),
    });
    await renderApp(`/paiements/${PAYMENT_ID}/ticket`);

    expect(
      await screen.findByRole('heading', { level: 1, name: /^Reçu n°\s2027-000012$/ }),
    ).toBeVisible();
    const payer = screen.getByRole('heading', { name: 'Payeur' }).parentElement!;
    expect(within(payer).getByText('Club de basket')).toBeVisible();
    expect(within(payer).getByText('SIRET 123 456 789 00012')).toBeVisible();
    const payee = screen.getByRole('heading', { name: 'Bénéficiaire' }).parentElement!;
    expect(within(payee).getByText('Région Val-d’Azur')).toBeVisible();
    expect(
      within(payee).getByText('pour l’établissement Lycée Ampère (UAI 0690001A)'),
    ).toBeVisible();
    expect(
      screen.getByRole('row', { name: /^Moyen de paiement Carte bancaire ••••\s4242$/ }),
    ).toBeVisible();
    expect(screen.getByRole('row', { name: 'Convention CONV-2027-0042' })).toBeVisible();

    const lines = screen.getByRole('table', { name: 'Détail du montant' });
    const rows = within(lines)
      .getAllByRole('row')
      .map((row) => row.textContent!.replace(/[\u00a0\u202f]/g, ' '));
    expect(rows).toEqual([
      'Créneau ou opérationDétailMontant',
      'mardi 05/01/2027, 18:00 – 20:00Gymnase Jean-Moulin — réservation RES-2026-00004261,00 €',
      expect.stringMatching(
        /^mardi 12\/01\/2027, 18:00 – 20:00.*50 % dû \(prix du créneau 61,00 €\)30,50 €$/,
      ),
      'Déjà payé pour ce moisreçu n° 2027-000003-9,00 €',
      'Montant payé pour janvier 202782,50 €',
    ]);
    expect(screen.getByRole('link', { name: 'Télécharger le PDF' })).toHaveAttribute(
      'href',
      `/api/payments/${PAYMENT_ID}/ticket/pdf`,
    );
  });

  it('names the transfer or mandate reference a staff member recorded', async () => {
    installSignedInApi(createOrganizationUser(), {
      [`GET /api/payments/${PAYMENT_ID}/ticket`]: jsonResponse(
        200,
        createPaymentTicket({
          paidWith: 'other',
          means: 'Autre moyen (mandat administratif ou virement)',
          reference: 'Mandat 2027-118',
        }),
      ),
    });
    await renderApp(`/paiements/${PAYMENT_ID}/ticket`);

    expect(
      await screen.findByRole('row', {
        name: 'Référence du virement ou du mandat Mandat 2027-118',
      }),
    ).toBeVisible();
    expect(screen.queryByText(/••••/)).toBeNull();
  });

  it('says the receipt is not available when the payment is not paid or not the user’s', async () => {
    installSignedInApi(createOrganizationUser(), {
      [`GET /api/payments/${PAYMENT_ID}/ticket`]: jsonResponse(404, {
        '@type': 'hydra:Error',
        'hydra:title': 'Une erreur est survenue',
        'hydra:description': 'Ce paiement n’a pas de reçu.',
      }),
    });
    await renderApp(`/paiements/${PAYMENT_ID}/ticket`);
    expect(await screen.findByText('Ce reçu n’est pas disponible')).toBeVisible();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionOf, createFacilityAdmin } from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse, lastQueryTo } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createPayment, PAYMENT_ID } from '../test/payment-factories.ts';

describe('/paiements/liste', () => {
  it('lists the payments with month, amount, due date and status, filters, records one', async () => {
    const due = createPayment({ _abilities: { record: true, ticket: false } });
    const paid = createPayment({
      id: '00000000-0000-4000-8000-000000000b02',
      status: 'paid',
      month: '2026-12',
      amount: 52.5,
      receiptNumber: '2027-000001',
      _abilities: { record: false, ticket: true },
    });
    const api = installSignedInApi(createFacilityAdmin(), {
      'GET /api/payments': jsonResponse(200, collectionOf([due, paid])),
      [`PUT /api/payments/${PAYMENT_ID}/record`]: jsonResponse(200, { ...due, status: 'paid' }),
      'GET /api/facilities': jsonResponse(200, collectionOf([])),
      'GET /api/territories': jsonResponse(200, collectionOf([])),
      'GET /api/facility_types': jsonResponse(200, collectionOf([])),
    });
    const app = await renderApp('/paiements/liste');
    const row = (await screen.findByText('janvier 2027')).closest('tr')!;
    expect(within(row).getByText('70,00 €')).toBeVisible();
    expect(within(row).getByText('05/02/2027')).toBeVisible();
    expect(within(row).getByText('À payer')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Reçu 2027-000001' })).toHaveAttribute(
      'href',
      '/paiements/00000000-0000-4000-8000-000000000b02/ticket',
    );

    await app.user.click(within(row).getByRole('button', { name: 'Enregistrer le paiement' }));
    await app.user.type(await screen.findByLabelText(/Référence du paiement/), 'Mandat 118');
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer comme payé' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/payments/${PAYMENT_ID}/record`)[0]?.body).toEqual({
        reference: 'Mandat 118',
      }),
    );
    await app.user.click(screen.getByLabelText('Statut', { selector: 'input' }));
    await app.user.click(await screen.findByRole('option', { name: 'Payé', hidden: true }));
    await waitFor(() => expect(lastQueryTo(api, '/api/payments').get('status[]')).toBe('paid'));
  });

  it('shows the credit imputed on an instalment, what it still asks, and where a credit went', async () => {
    const february = createPayment({
      month: '2027-02',
      amount: 100,
      creditImputed: 20,
      dueDate: '2027-03-05',
      _abilities: { record: true, ticket: false },
    });
    const credit = createPayment({
      id: '00000000-0000-4000-8000-000000000b03',
      status: 'paid',
      amount: -20,
      imputedOn: { '@id': `/api/payments/${PAYMENT_ID}`, id: PAYMENT_ID, month: '2027-02' },
    });
    installSignedInApi(createFacilityAdmin(), {
      'GET /api/payments': jsonResponse(200, collectionOf([february, credit])),
      'GET /api/facilities': jsonResponse(200, collectionOf([])),
      'GET /api/territories': jsonResponse(200, collectionOf([])),
      'GET /api/facility_types': jsonResponse(200, collectionOf([])),
    });
    const app = await renderApp('/paiements/liste');
    const row = (await screen.findByText('février 2027')).closest('tr')!;
    expect(row).toHaveTextContent(
      /100,00\s€dont avoir imputé\s:\s\u221220,00\s€reste à payer\s:\s80,00\s€/,
    );
    const creditRow = screen.getByText('janvier 2027').closest('tr')!;
    expect(creditRow).toHaveTextContent(/-20,00\s€ \(avoir\)imputé sur l’échéance de février 2027/);
    await app.user.click(within(row).getByRole('button', { name: 'Enregistrer le paiement' }));
    expect(
      await screen.findByText(
        /a payé 80,00 € pour février 2027 \(100,00 €, avoir imputé de 20,00 € déduit\)/,
      ),
    ).toBeInTheDocument();
  });

  it('finds the payments of an agreement by its reference, and says when there are none', async () => {
    const api = installSignedInApi(createFacilityAdmin(), {
      'GET /api/payments': jsonResponse(200, collectionOf([])),
      'GET /api/facilities': jsonResponse(200, collectionOf([])),
      'GET /api/territories': jsonResponse(200, collectionOf([])),
      'GET /api/facility_types': jsonResponse(200, collectionOf([])),
    });
    const app = await renderApp('/paiements/liste?status=due');
    const filters = await screen.findByRole('search', { name: 'Filtrer les paiements' });
    const field = within(filters).getByLabelText('Référence de la convention');
    await app.user.type(field, ' conv-2026-0042 ');
    await waitFor(() =>
      expect(app.location()).toBe('/paiements/liste?status=due&reference=conv-2026-0042'),
    );
    await waitFor(() =>
      expect(lastQueryTo(api, '/api/payments').get('agreement.reference')).toBe('conv-2026-0042'),
    );
    expect(lastQueryTo(api, '/api/payments').get('status[]')).toBe('due');
    expect(
      await screen.findByText('Aucun paiement pour la convention « conv-2026-0042 ».'),
    ).toBeVisible();

    await app.user.clear(field);
    await waitFor(() => expect(app.location()).toBe('/paiements/liste?status=due'));
    expect(await screen.findByText('Aucun paiement.')).toBeVisible();
  });
});

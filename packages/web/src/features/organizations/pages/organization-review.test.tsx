import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { collectionOf, createCentralUser } from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse, lastQueryTo } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createOrganization, ORGANIZATION_ID } from '../test/organization-factories.ts';

const REVIEWABLE = {
  _abilities: { validate: true, markNonCompliant: true, reject: true, edit: false },
};
const ORGANIZATION_PATH = `/api/organizations/${ORGANIZATION_ID}`;

describe('organisation list page', () => {
  it('shows the organisations to review by default, with a link to each', async () => {
    const api = installSignedInApi(createCentralUser(), {
      'GET /api/organizations': jsonResponse(200, collectionOf([createOrganization()])),
    });
    await renderApp('/organisations/liste?status=to_review');
    expect(await screen.findByRole('link', { name: 'Club de basket' })).toHaveAttribute(
      'href',
      `/organisation/${ORGANIZATION_ID}`,
    );
    expect(screen.getByText('SIRET 732 829 320 00074')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'À examiner' })).toBeChecked();
    expect(lastQueryTo(api, '/api/organizations').getAll('status[]')).toEqual(['to_review']);
  });

  it('keeps the status filter and the search in the query string', async () => {
    const api = installSignedInApi(createCentralUser(), {
      'GET /api/organizations': jsonResponse(200, collectionOf([createOrganization()])),
    });
    const app = await renderApp('/organisations/liste');
    await screen.findByRole('link', { name: 'Club de basket' });
    expect(lastQueryTo(api, '/api/organizations').getAll('status[]')).toEqual(['to_review']);

    await app.user.click(screen.getByRole('radio', { name: 'Validées' }));
    await waitFor(() => expect(app.location()).toBe('/organisations/liste?status=validated'));
    await app.user.type(screen.getByLabelText('Nom ou numéro SIRET'), 'basket');
    await waitFor(() =>
      expect(app.location()).toBe('/organisations/liste?status=validated&search=basket'),
    );
    await waitFor(() => {
      const query = lastQueryTo(api, '/api/organizations');
      expect(query.getAll('status[]')).toEqual(['validated']);
      expect(query.get('search')).toBe('basket');
    });

    await app.user.click(screen.getByRole('radio', { name: 'Toutes' }));
    await waitFor(() =>
      expect(lastQueryTo(api, '/api/organizations').getAll('status[]')).toEqual([]),
    );
  }, 15_000);

  it('says when there is nothing to review', async () => {
    installSignedInApi(createCentralUser(), {
      'GET /api/organizations': jsonResponse(200, collectionOf([])),
    });
    await renderApp('/organisations/liste');
    expect(await screen.findByText('Aucune organisation à examiner pour le moment.')).toBeVisible();
  });
});

describe('organisation page', () => {
  it('shows the details, the documents and the history of decisions', async () => {
    installSignedInApi(createCentralUser(), {
      [`GET ${ORGANIZATION_PATH}`]: jsonResponse(200, createOrganization()),
    });
    await renderApp(`/organisation/${ORGANIZATION_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Club de basket' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'statuts.pdf' })).toHaveAttribute(
      'href',
      '/api/organization_documents/00000000-0000-4000-8000-000000000911/file',
    );
    expect(screen.getByText('Adresse e-mail validée')).toBeVisible();
    expect(screen.getByText('01/09/2026 à 09:30')).toBeVisible();
    // No ability, no button.
    expect(screen.queryByRole('button', { name: 'Valider' })).not.toBeInTheDocument();
  });

  it("validates the organisation and says 'Organisation validée'", async () => {
    const api = installSignedInApi(createCentralUser(), {
      [`GET ${ORGANIZATION_PATH}`]: jsonResponse(200, createOrganization(REVIEWABLE)),
      [`PUT ${ORGANIZATION_PATH}`]: jsonResponse(200, createOrganization({ status: 'validated' })),
    });
    const app = await renderApp(`/organisation/${ORGANIZATION_ID}`);
    await app.user.click(await screen.findByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Organisation validée')).toBeVisible();
    expect(api.callsTo('PUT', ORGANIZATION_PATH)[0]?.body).toEqual({ status: 'validated' });
  });

  it('marks the organisation non-compliant only with a reason', async () => {
    const api = installSignedInApi(createCentralUser(), {
      [`GET ${ORGANIZATION_PATH}`]: jsonResponse(200, createOrganization(REVIEWABLE)),
      [`PUT ${ORGANIZATION_PATH}/non-compliant`]: jsonResponse(
        200,
        createOrganization({ status: 'non_compliant', nonComplianceReason: 'Statuts illisibles' }),
      ),
    });
    const app = await renderApp(`/organisation/${ORGANIZATION_ID}`);
    await app.user.click(await screen.findByRole('button', { name: 'Marquer non conforme' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Marquer l’organisation non conforme',
    });
    await app.user.click(within(dialog).getByRole('button', { name: 'Marquer non conforme' }));
    expect(
      await within(dialog).findByText('Le motif de non-conformité est obligatoire.'),
    ).toBeVisible();
    expect(api.callsTo('PUT', `${ORGANIZATION_PATH}/non-compliant`)).toHaveLength(0);

    await app.user.type(
      within(dialog).getByLabelText(/Motif de non-conformité/),
      'Statuts illisibles',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Marquer non conforme' }));
    expect(await screen.findByText("L'organisation est maintenant non conforme")).toBeVisible();
    expect(api.callsTo('PUT', `${ORGANIZATION_PATH}/non-compliant`)[0]?.body).toEqual({
      nonComplianceReason: 'Statuts illisibles',
    });
  }, 15_000);

  it('rejects the organisation after a reason and a last confirmation', async () => {
    const api = installSignedInApi(createCentralUser(), {
      [`GET ${ORGANIZATION_PATH}`]: jsonResponse(200, createOrganization(REVIEWABLE)),
      [`PUT ${ORGANIZATION_PATH}/reject`]: jsonResponse(
        200,
        createOrganization({ status: 'rejected', rejectionReason: 'Hors périmètre' }),
      ),
    });
    const app = await renderApp(`/organisation/${ORGANIZATION_ID}`);
    await app.user.click(await screen.findByRole('button', { name: 'Rejeter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeter l’organisation' });
    await app.user.type(within(dialog).getByLabelText(/Motif de rejet/), 'Hors périmètre');
    await app.user.click(within(dialog).getByRole('button', { name: 'Rejeter' }));
    await app.user.click(await screen.findByRole('button', { name: 'Rejeter définitivement' }));
    expect(await screen.findByText("L'organisation a été rejetée")).toBeVisible();
    expect(api.callsTo('PUT', `${ORGANIZATION_PATH}/reject`)[0]?.body).toEqual({
      rejectionReason: 'Hors périmètre',
    });
  }, 15_000);
});

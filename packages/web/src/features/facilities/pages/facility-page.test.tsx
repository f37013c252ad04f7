import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  collectionOf,
  createFacilityAdmin,
  createTerritoryAdmin,
  FACILITY_ID,
  OTHER_FACILITY_ID,
} from '../../../test/factories.ts';
import { jsonResponse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createFacilityDetail, signedInApi } from '../test/facility-factories.ts';

/** Keeps the no-break spaces French typography needs in the compared text. */
const EXACT = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const DOCUMENT_ID = '00000000-0000-4000-8000-000000000901';
const STAFF_ID = '00000000-0000-4000-8000-000000000501';

const facility = createFacilityDetail({
  staff: [
    {
      '@id': `/api/users/${STAFF_ID}`,
      id: STAFF_ID,
      firstName: 'Valérie',
      lastName: 'Durand',
      email: 'validateur@espaces.test',
      isActive: true,
      profile: 'FACILITY_PROFILE_VALIDATOR',
    },
  ],
  documents: [
    {
      '@id': `/api/facility_documents/${DOCUMENT_ID}`,
      '@type': 'FacilityDocument',
      id: DOCUMENT_ID,
      name: 'reglement-interieur.pdf',
      mimeType: 'application/pdf',
      size: 250_000,
      createdAt: '2026-09-01T08:00:00+02:00',
      contentUrl: `/api/facility_documents/${DOCUMENT_ID}/content`,
    },
  ],
});

const place = {
  '@id': '/api/places/00000000-0000-4000-8000-000000000301',
  '@type': 'Place',
  id: '00000000-0000-4000-8000-000000000301',
  name: 'Gymnase Jean Jaurès',
  placeType: {
    '@id': '/api/place_types/x',
    id: '00000000-0000-4000-8000-000000000302',
    name: 'Gymnase',
  },
  capacity: 120,
  published: true,
};

function facilityApi(user: object, answers: Parameters<typeof signedInApi>[1] = {}) {
  return signedInApi(user, {
    [`GET /api/facilities/${FACILITY_ID}`]: jsonResponse(200, facility),
    'GET /api/places': jsonResponse(200, collectionOf([place])),
    ...answers,
  });
}

describe('facility page', () => {
  it('shows the details, the spaces, the staff with their French profile and the documents', async () => {
    facilityApi(createTerritoryAdmin());
    await renderApp(`/etablissement/${FACILITY_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lycée polyvalent des Canuts' }),
    ).toBeVisible();
    expect(screen.getByText('Claire Dupont, Proviseure')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Gymnase Jean Jaurès' })).toHaveAttribute(
      'href',
      `/espace/editer/${place.id}`,
    );
    expect(screen.getByText('120\u00a0personnes', EXACT)).toBeVisible();
    const staff = screen.getByRole('region', { name: 'Personnel' });
    expect(within(staff).getByRole('link', { name: 'Valérie Durand' })).toHaveAttribute(
      'href',
      `/utilisateur/${STAFF_ID}`,
    );
    expect(within(staff).getByText('Validateur')).toBeVisible();
    expect(screen.getByRole('link', { name: 'reglement-interieur.pdf' })).toHaveAttribute(
      'href',
      `/api/facility_documents/${DOCUMENT_ID}/content`,
    );
    expect(screen.getByText('244\u00a0ko, ajouté le 01/09/2026', EXACT)).toBeVisible();
    expect(screen.getByLabelText('Ajouter un document')).toBeInTheDocument();
  });

  it('hides edition and document management without the abilities', async () => {
    // A facility of the territory that this facility admin does not manage.
    facilityApi(createFacilityAdmin(), {
      [`GET /api/facilities/${OTHER_FACILITY_ID}`]: jsonResponse(200, {
        ...facility,
        '@id': `/api/facilities/${OTHER_FACILITY_ID}`,
        id: OTHER_FACILITY_ID,
        _abilities: { edit: false, manageDocuments: false, createPlace: false },
      }),
    });
    await renderApp(`/etablissement/${OTHER_FACILITY_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Lycée polyvalent des Canuts' });
    expect(screen.queryByRole('button', { name: 'Modifier' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Ajouter un document')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Supprimer/ })).not.toBeInTheDocument();
    // Not an admin of this facility: the staff names do not lead to the user pages.
    expect(screen.queryByRole('link', { name: 'Valérie Durand' })).not.toBeInTheDocument();
  });

  it('saves an edition with PUT and says so', async () => {
    const api = facilityApi(createTerritoryAdmin(), {
      [`PUT /api/facilities/${FACILITY_ID}`]: jsonResponse(200, facility),
    });
    const app = await renderApp(`/etablissement/${FACILITY_ID}`);
    await app.user.click(await screen.findByRole('button', { name: 'Modifier' }));
    const phone = screen.getByLabelText('Téléphone');
    await app.user.clear(phone);
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Modification sauvegardée')).toBeVisible();
    expect(api.callsTo('PUT', `/api/facilities/${FACILITY_ID}`)[0]?.body).toMatchObject({
      name: 'Lycée polyvalent des Canuts',
      uai: '0693781K',
      phone: null,
      latitude: 45.774,
    });
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeVisible();
  });

  it('deletes a document only after confirmation', async () => {
    const api = facilityApi(createTerritoryAdmin(), {
      [`DELETE /api/facility_documents/${DOCUMENT_ID}`]: jsonResponse(204),
    });
    const app = await renderApp(`/etablissement/${FACILITY_ID}`);
    const remove = await screen.findByRole('button', { name: 'Supprimer reglement-interieur.pdf' });
    await app.user.click(remove);
    await app.user.click(await screen.findByRole('button', { name: 'Annuler' }));
    expect(api.callsTo('DELETE', `/api/facility_documents/${DOCUMENT_ID}`)).toHaveLength(0);

    await app.user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer ce document\u00a0?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() =>
      expect(api.callsTo('DELETE', `/api/facility_documents/${DOCUMENT_ID}`)).toHaveLength(1),
    );
    expect(await screen.findByText('Document supprimé.')).toBeVisible();
  });
});

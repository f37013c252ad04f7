import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  collectionOf,
  createFacilityAdmin,
  createTerritoryAdmin,
  TERRITORY_ID,
} from '../../../test/factories.ts';
import { jsonResponse, lastQueryTo } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createFacilityDetail, signedInApi } from '../test/facility-factories.ts';

const facility = createFacilityDetail();
/** The first render loads the page's code and the signed-in user. */

describe('facility list page', () => {
  it('lists the facilities with a link to each and offers the creation to a territory admin', async () => {
    signedInApi(createTerritoryAdmin(), {
      'GET /api/facilities': jsonResponse(200, collectionOf([facility])),
    });
    await renderApp('/etablissements/liste');
    const link = await screen.findByRole('link', { name: 'Lycée polyvalent des Canuts' });
    expect(link).toHaveAttribute('href', `/etablissement/${facility.id}`);
    expect(screen.getByRole('cell', { name: '0693781K' })).toBeVisible();
    expect(screen.getByRole('cell', { name: 'Lyon' })).toBeVisible();
    expect(screen.getByText('1 établissement')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Créer un établissement' })).toHaveAttribute(
      'href',
      '/etablissement/creer',
    );
  });

  it('does not offer the creation to a facility admin', async () => {
    signedInApi(createFacilityAdmin(), {
      'GET /api/facilities': jsonResponse(200, collectionOf([facility])),
    });
    await renderApp('/etablissements/liste');
    await screen.findByRole('link', { name: 'Lycée polyvalent des Canuts' });
    expect(screen.queryByRole('link', { name: 'Créer un établissement' })).not.toBeInTheDocument();
  });

  it('puts the search and the filters into the query string and the API call', async () => {
    const api = signedInApi(createTerritoryAdmin(), {
      'GET /api/facilities': jsonResponse(200, collectionOf([facility], 75)),
    });
    const app = await renderApp('/etablissements/liste?page=2');
    await screen.findByRole('link', { name: 'Lycée polyvalent des Canuts' });
    expect(lastQueryTo(api, '/api/facilities').get('page')).toBe('2');

    await app.user.type(screen.getByLabelText('Nom, commune ou UAI'), 'canuts');
    await waitFor(() => expect(app.location()).toBe('/etablissements/liste?search=canuts'));
    await waitFor(() => expect(lastQueryTo(api, '/api/facilities').get('search')).toBe('canuts'));

    await app.user.click(screen.getByLabelText('Territoire', { selector: 'input' }));
    await app.user.click(await screen.findByRole('option', { name: 'Rhône', hidden: true }));
    await waitFor(() =>
      expect(app.location()).toBe(`/etablissements/liste?search=canuts&territory=${TERRITORY_ID}`),
    );
    await waitFor(() =>
      expect(lastQueryTo(api, '/api/facilities').get('territory')).toBe(TERRITORY_ID),
    );

    await app.user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastQueryTo(api, '/api/facilities').get('page')).toBe('3'));
    expect(app.location()).toContain('page=3');
  });

  it('says when nothing matches the search', async () => {
    signedInApi(createTerritoryAdmin(), {
      'GET /api/facilities': jsonResponse(200, collectionOf([])),
    });
    await renderApp('/etablissements/liste?search=zzz');
    expect(
      await screen.findByText('Aucun établissement ne correspond à votre recherche.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Nom, commune ou UAI')).toHaveValue('zzz');
  });
});

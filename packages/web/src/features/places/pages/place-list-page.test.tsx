import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, queriesTo } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  createFacility,
  createPlace,
  FACILITY_ID,
  installPlacesApi,
  PLACE_ID,
} from '../test/place-factories.ts';
import { collectionOf } from '../../../test/factories.ts';

describe('place list page', () => {
  it('lists the managed places with their rate, publication and edit link', async () => {
    installPlacesApi({
      'GET /api/places': jsonResponse(
        200,
        collectionOf([
          createPlace(),
          createPlace({
            id: '10000000-0000-4000-8000-000000000002',
            name: 'Salle B',
            published: false,
            capacity: null,
            _abilities: { edit: false, delete: false, book: false },
          }),
        ]),
      ),
    });
    await renderApp('/espaces/liste');
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    // toHaveTextContent collapses whitespace: the no-break spaces are checked on the cell.
    expect(first).toHaveTextContent('Gymnase ALycée Jean MoulinGymnase12025,00 € / hPublié');
    expect(within(first as HTMLElement).getByText(/25,00/).textContent).toBe(
      '25,00\u00a0€\u00a0/\u00a0h',
    );
    expect(
      within(first as HTMLElement).getByRole('link', { name: 'Modifier l’espace Gymnase A' }),
    ).toHaveAttribute('href', `/espace/editer/${PLACE_ID}`);
    expect(second).toHaveTextContent('Non publié');
    expect(within(second as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer un espace' })).toHaveAttribute(
      'href',
      '/espace/creer',
    );
  });

  it('sends the filters of the query string and says when nothing matches', async () => {
    const api = installPlacesApi({
      'GET /api/facilities': jsonResponse(
        200,
        collectionOf([
          createFacility({
            _abilities: { edit: false, manageDocuments: false, createPlace: false },
          }),
        ]),
      ),
      'GET /api/places': jsonResponse(200, collectionOf([])),
    });
    await renderApp(`/espaces/liste?facility=${FACILITY_ID}&page=2`);
    expect(await screen.findByText('Aucun espace pour le moment.')).toBeVisible();
    const [query] = queriesTo(api.fetchMock, '/api/places');
    expect(query?.get('facility')).toBe(FACILITY_ID);
    expect(query?.get('page')).toBe('2');
    expect(query?.get('itemsPerPage')).toBe('30');
    expect(screen.queryByRole('link', { name: 'Créer un espace' })).not.toBeInTheDocument();
  });

  it('offers pages when there are more places than one page holds', async () => {
    installPlacesApi({ 'GET /api/places': jsonResponse(200, collectionOf([createPlace()], 65)) });
    const app = await renderApp('/espaces/liste');
    await app.user.click(await screen.findByRole('button', { name: 'Page 3' }));
    expect(app.location()).toBe('/espaces/liste?page=3');
  });
});

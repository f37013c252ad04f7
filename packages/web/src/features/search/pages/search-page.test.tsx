import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers.tsx';
import { ROUTES } from '../../../app/routes.ts';
import type { PlacesMapProps } from '../../../ui/map/places-map.tsx';
import { collectionOf } from '../../../test/factories.ts';
import { installFakeApi, jsonResponse, queriesTo } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { prefetchSearch } from '../api/search-queries.ts';
import {
  createPlaceSummary,
  DANCE_TYPE_ID,
  GYM_TYPE_ID,
  OTHER_TERRITORY_ID,
  placeIdOf,
  TERRITORY_ID,
} from '../test/search-factories.ts';

// Leaflet needs a real layout engine: the map is replaced by its markers as buttons, which
// keeps what the page hands it (places, highlighted place) and what it calls back (onSelect).
vi.mock('../../../ui/map/places-map.tsx', () => ({
  PlacesMap: ({ label, places, highlightedId, onSelect }: PlacesMapProps) => (
    <div role="region" aria-label={label}>
      {places.map((place) => (
        <button
          key={place.id}
          type="button"
          aria-pressed={place.id === highlightedId}
          onClick={() => onSelect?.(place.id)}
        >
          {`Marqueur ${place.name}`}
        </button>
      ))}
    </div>
  ),
}));

const SEARCH = '/api/search/places';

const gym = createPlaceSummary();
const dance = createPlaceSummary({
  id: placeIdOf(2),
  name: 'Salle de danse Mont-Blanc',
  placeType: {
    '@id': `/api/place_types/${DANCE_TYPE_ID}`,
    id: DANCE_TYPE_ID,
    name: 'Salle de danse',
  },
  capacity: 30,
  reducedMobilityAccess: false,
  rentPrice: 12.5,
  facility: {
    ...gym.facility,
    name: 'Lycée du Mont-Blanc',
    city: 'Chamonix-Mont-Blanc',
    territory: {
      '@id': `/api/territories/${OTHER_TERRITORY_ID}`,
      id: OTHER_TERRITORY_ID,
      name: 'Pays de Savoie',
    },
  },
});

/** A visitor (no stored session); the list gets `pageMembers`, the map and options `all`. */
function installSearchApi(all = [gym, dance], pageMembers = all, total = all.length) {
  const api = installFakeApi({
    [`GET ${SEARCH}`]: () => {
      const [input] = api.fetchMock.mock.calls.at(-1) ?? [];
      const query = new URL(String(input), 'http://localhost').searchParams;
      return query.get('pagination') === 'false'
        ? jsonResponse(200, collectionOf(all))
        : jsonResponse(200, collectionOf(pageMembers, total));
    },
  });
  return api;
}

const listQueries = (api: ReturnType<typeof installFakeApi>) =>
  queriesTo(api.fetchMock, SEARCH).filter((query) => query.get('pagination') !== 'false');

describe('search page', () => {
  it('shows visitors the results as cards with French prices and links', async () => {
    installSearchApi();
    await renderApp('/recherche');
    expect(await screen.findByText('2 espaces trouvés')).toBeVisible();
    const card = screen.getByRole('article', { name: 'Gymnase des Canuts' });
    expect(card).toHaveTextContent('GymnaseAccès PMR');
    expect(card).toHaveTextContent('Lycée polyvalent des Canuts · Lyon');
    expect(within(card).getByText(/25,00/).textContent).toBe('25,00\u00a0€\u00a0/\u00a0h');
    expect(within(card).getByText(/Capacité/).textContent).toBe(
      'Capacité\u00a0: 200\u00a0personnes',
    );
    expect(
      within(card).getByRole('link', { name: 'Voir l’espace Gymnase des Canuts' }),
    ).toHaveAttribute('href', `/espace/${gym.id}`);
    expect(await screen.findByRole('region', { name: 'Carte des espaces trouvés' })).toBeVisible();
  });

  it('sends the filters of the query string to the list and to the map', async () => {
    const api = installSearchApi();
    await renderApp(
      `/recherche?territory=${TERRITORY_ID}&placeType=${GYM_TYPE_ID}&capacity=50` +
        '&reducedMobilityAccess=true&availableOn=2031-06-17&startTime=18:00&endTime=20:00&page=2',
    );
    await screen.findByText('2 espaces trouvés');
    const [list] = listQueries(api);
    expect(Object.fromEntries(list ?? [])).toEqual({
      territory: TERRITORY_ID,
      placeType: GYM_TYPE_ID,
      'capacity[gte]': '50',
      reducedMobilityAccess: 'true',
      availableOn: '2031-06-17',
      startTime: '18:00',
      endTime: '20:00',
      page: '2',
      itemsPerPage: '30',
    });
    const map = queriesTo(api.fetchMock, SEARCH).find(
      (query) => query.get('pagination') === 'false' && query.has('territory'),
    );
    expect(map?.get('capacity[gte]')).toBe('50');
    expect(map?.has('page')).toBe(false);
    // The heavy inputs come after the page's first paint.
    expect(await screen.findByLabelText('Capacité minimale')).toHaveValue('50');
    expect(
      screen.getByLabelText('Accès pour les personnes à mobilité réduite (PMR)'),
    ).toBeChecked();
    expect(screen.getByLabelText('Heure de début')).toHaveValue('18:00');
  });

  it('takes the answers asked for as the app starts, without asking again', async () => {
    const api = installSearchApi();
    const path = `/recherche?placeType=${GYM_TYPE_ID}&capacity=50&page=2`;
    const queryClient = createQueryClient();
    // As main.tsx does: the answers may come before the page's code.
    await prefetchSearch(queryClient, new URL(path, 'http://localhost').searchParams);
    const asked = queriesTo(api.fetchMock, SEARCH).map(String);
    expect(asked).toEqual([
      `placeType=${GYM_TYPE_ID}&capacity%5Bgte%5D=50&page=2&itemsPerPage=30`,
      `placeType=${GYM_TYPE_ID}&capacity%5Bgte%5D=50&pagination=false`,
      'pagination=false',
    ]);
    await renderApp(path, ROUTES, queryClient);
    expect(await screen.findByText('2 espaces trouvés')).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Carte des espaces trouvés' })).toBeVisible();
    expect(queriesTo(api.fetchMock, SEARCH).map(String)).toEqual(asked);
  });

  it('writes the chosen filters into the query string, options coming from the results', async () => {
    installSearchApi();
    const app = await renderApp('/recherche?page=3');
    await screen.findByText('2 espaces trouvés');
    await app.user.click(await screen.findByPlaceholderText('Tous les territoires'));
    await app.user.click(
      await screen.findByRole('option', { name: 'Pays de Savoie', hidden: true }),
    );
    await app.user.type(screen.getByLabelText('Capacité minimale'), '25');
    await app.user.click(
      screen.getByLabelText('Accès pour les personnes à mobilité réduite (PMR)'),
    );
    await app.user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(app.location()).toBe(
      `/recherche?territory=${OTHER_TERRITORY_ID}&capacity=25&reducedMobilityAccess=true`,
    );
    await app.user.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    expect(app.location()).toBe('/recherche');
  });

  it('asks for the date and both hours of « disponible le » before searching', async () => {
    installSearchApi();
    const app = await renderApp('/recherche');
    await screen.findByText('2 espaces trouvés');
    await app.user.type(screen.getByLabelText('Heure de début'), '20:00');
    await app.user.type(screen.getByLabelText('Heure de fin'), '18:00');
    await app.user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(
      screen.getByText('Indiquez la date à laquelle l’espace doit être disponible.'),
    ).toBeVisible();
    expect(app.location()).toBe('/recherche');
  });

  it('says when nothing matches', async () => {
    installSearchApi([]);
    await renderApp('/recherche?search=piscine');
    expect(await screen.findByText('Aucun espace ne correspond à votre recherche.')).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('highlights the marker of a hovered or focused card', async () => {
    installSearchApi();
    const app = await renderApp('/recherche');
    const card = await screen.findByRole('article', { name: 'Salle de danse Mont-Blanc' });
    const marker = screen.getByRole('button', { name: 'Marqueur Salle de danse Mont-Blanc' });
    expect(marker).toHaveAttribute('aria-pressed', 'false');
    await app.user.hover(card);
    expect(marker).toHaveAttribute('aria-pressed', 'true');
    await app.user.unhover(card);
    expect(marker).toHaveAttribute('aria-pressed', 'false');
    within(card).getByRole('link').focus();
    await waitFor(() => expect(marker).toHaveAttribute('aria-pressed', 'true'));
  });

  it('brings the card of a clicked marker into view, on its page of the list', async () => {
    const many = Array.from({ length: 31 }, (_, index) =>
      createPlaceSummary({ id: placeIdOf(index + 10), name: `Espace ${index + 1}` }),
    );
    const api = installSearchApi(many, many.slice(0, 30), 31);
    const app = await renderApp('/recherche');
    await screen.findByText('31 espaces trouvés');
    await app.user.click(screen.getByRole('button', { name: 'Marqueur Espace 31' }));
    expect(app.location()).toBe('/recherche?page=2');
    expect(listQueries(api).at(-1)?.get('page')).toBe('2');
    await app.user.click(screen.getByRole('button', { name: 'Marqueur Espace 2' }));
    expect(app.location()).toBe('/recherche');
    const card = await screen.findByRole('article', { name: 'Espace 2' });
    await waitFor(() => expect(card).toHaveAttribute('data-selected', 'true'));
    expect(card).toHaveFocus();
  });

  it('hides and shows the map', async () => {
    installSearchApi();
    const app = await renderApp('/recherche');
    await screen.findByText('2 espaces trouvés');
    await app.user.click(screen.getByRole('button', { name: 'Masquer la carte' }));
    expect(
      screen.queryByRole('region', { name: 'Carte des espaces trouvés' }),
    ).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Afficher la carte' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(toggle);
    expect(screen.getByRole('region', { name: 'Carte des espaces trouvés' })).toBeVisible();
  });
});

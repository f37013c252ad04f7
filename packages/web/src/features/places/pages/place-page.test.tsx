import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routeFor, type AppRoute } from '../../../app/routes.ts';
import { collectionOf, createOrganizationUser } from '../../../test/factories.ts';
import { hydraError, installSignedInApi, jsonResponse, queriesTo } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import type { PlacesMapProps } from '../../../ui/map/places-map.tsx';
import {
  createPlace,
  createWindowWithRanges,
  PLACE_ID,
} from '../../search/test/search-factories.ts';
import { PlacePage } from './place-page.tsx';

vi.mock('../../../ui/map/places-map.tsx', () => ({
  PlacesMap: ({ label }: PlacesMapProps) => <div role="region" aria-label={label} />,
}));

const PLACE_PATH = `/api/places/${PLACE_ID}`;

// app/routes.ts loads /espace/{id} from features/places; this page is what it will show.
const ROUTES: AppRoute[] = [
  { ...routeFor('/espace/:id')!, page: PlacePage },
  { ...routeFor('/recherche')! },
];

/** A signed-in organisation whose status is validated (the route's auth-booking-place). */
function installPlaceApi(place: Response = jsonResponse(200, createPlace())) {
  return installSignedInApi(createOrganizationUser('validated'), {
    [`GET ${PLACE_PATH}`]: place,
    [`GET ${PLACE_PATH}/time_slots`]: jsonResponse(200, collectionOf([createWindowWithRanges()])),
  });
}

describe('place page', () => {
  it('shows the place, its establishment and its prices in French', async () => {
    installPlaceApi();
    await renderApp(`/espace/${PLACE_ID}`, ROUTES);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gymnase des Canuts' }),
    ).toBeVisible();
    expect(screen.getByText(/25,00/).textContent).toBe('25,00\u00a0€\u00a0/\u00a0h');
    expect(screen.getByText(/Forfait ménage/).textContent).toBe(
      'Forfait ménage\u00a0: 15,00\u00a0€',
    );
    const features = screen.getByRole('table');
    expect(features).toHaveTextContent('Capacité200 personnes');
    expect(features).toHaveTextContent('Surface900 m²');
    expect(features).toHaveTextContent('Accès PMROui');
    expect(features).toHaveTextContent('ÉquipementsPaniers de basket, tribunes');
    expect(screen.getByText('Grand gymnase lumineux au cœur du lycée.')).toBeVisible();
    expect(
      screen.getByRole('region', { name: 'Carte de l’établissement Lycée polyvalent des Canuts' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demander une réservation' })).toHaveAttribute(
      'href',
      `/espace/${PLACE_ID}/reservation`,
    );
  });

  it('shows the free and booked ranges of the week, and hides or shows the calendar', async () => {
    const api = installPlaceApi();
    const app = await renderApp(`/espace/${PLACE_ID}`, ROUTES);
    const ranges = await screen.findByRole('list', { name: 'Plages de la semaine affichée' });
    expect(
      within(ranges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Disponible\u00a0: mardi 17/06/2031 de 18:00 à 19:00',
      'Réservé\u00a0: mardi 17/06/2031 de 19:00 à 20:00',
      'Disponible\u00a0: mardi 17/06/2031 de 20:00 à 22:00',
    ]);
    const [firstWeek, query] = queriesTo(api.fetchMock, `${PLACE_PATH}/time_slots`);
    // The calendar opened on the first week holding a free range: June 2031's.
    expect(firstWeek?.get('order[startDate]')).toBe('asc');
    expect(
      screen.getByRole('heading', { level: 2, name: /16 – 22 juin 2031/ }),
    ).toBeInTheDocument();
    expect(query?.get('groups[]')).toBe('time_slot_available');
    expect(query?.get('pagination')).toBe('false');
    const weekStart = Date.parse(query?.get('endDate[after]') ?? '');
    const weekEnd = Date.parse(query?.get('startDate[before]') ?? '');
    expect(weekEnd - weekStart).toBeGreaterThanOrEqual(7 * 24 * 3_600_000 - 3_600_000);

    await app.user.click(screen.getByRole('button', { name: 'Masquer le calendrier' }));
    expect(
      screen.queryByRole('region', { name: 'Calendrier des disponibilités de la semaine' }),
    ).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Afficher le calendrier' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(toggle);
    expect(
      await screen.findByRole('region', { name: 'Calendrier des disponibilités de la semaine' }),
    ).toBeVisible();
  });

  it('draws gone-by free ranges as past and spans the opening hours of the week', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Tuesday 17/06/2031 at 20:50 Paris time: 21:00–22:00 can still be booked.
    vi.setSystemTime(new Date('2031-06-17T18:50:00Z'));
    try {
      installPlaceApi();
      await renderApp(`/espace/${PLACE_ID}`, ROUTES);
      const ranges = await screen.findByRole('list', { name: 'Plages de la semaine affichée' });
      expect(
        within(ranges)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Passé : mardi 17/06/2031 de 18:00 à 19:00',
        'Réservé : mardi 17/06/2031 de 19:00 à 20:00',
        'Passé : mardi 17/06/2031 de 20:00 à 21:00',
        'Disponible : mardi 17/06/2031 de 21:00 à 22:00',
      ]);
      // Windows 18:00–22:00: the grid runs 17:00–23:00, not the whole day.
      const calendar = screen.getByRole('region', {
        name: 'Calendrier des disponibilités de la semaine',
      });
      const hours = [...calendar.querySelectorAll('.fc-timegrid-slot-label-cushion')].map(
        (label) => label.textContent,
      );
      expect(hours[0]).toBe('17:00');
      expect(hours.at(-1)).toBe('22:00');
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers no booking request to whom may not book', async () => {
    installPlaceApi(
      jsonResponse(200, createPlace({ _abilities: { edit: true, delete: false, book: false } })),
    );
    await renderApp(`/espace/${PLACE_ID}`, ROUTES);
    await screen.findByRole('heading', { level: 1, name: 'Gymnase des Canuts' });
    expect(
      screen.queryByRole('link', { name: 'Demander une réservation' }),
    ).not.toBeInTheDocument();
  });

  it('says « Failed to fetch place details. » when the place cannot be fetched', async () => {
    installPlaceApi(hydraError(404, 'Ressource introuvable.'));
    await renderApp(`/espace/${PLACE_ID}`, ROUTES);
    expect(await screen.findByText('Failed to fetch place details.')).toBeVisible();
    expect(screen.getByText('Cet espace n’a pas pu être chargé.')).toBeVisible();
  });
});

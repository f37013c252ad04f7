import type { AuthenticatedUser } from '@espaces/domain/api/authentication';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  collectionOf,
  createCentralUser,
  createFacilityAdmin,
  createOrganizationUser,
  createTerritoryAdmin,
} from '../../test/factories.ts';
import { installSignedInApi, jsonResponse, lastQueryTo } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

/** A page of the main layout that asks nothing of the API. */
const HELP_PATH = '/aide';

function menuApi(user: AuthenticatedUser, bookingsToDecide: number) {
  return installSignedInApi(user, {
    'GET /api/bookings': jsonResponse(200, collectionOf([], bookingsToDecide)),
  });
}

const menu = () => screen.findByRole('navigation', { name: 'Navigation principale' });

describe('main menu, bookings to decide', () => {
  it('tells a facility validator how many requests wait, in words', async () => {
    const api = menuApi(createFacilityAdmin(), 3);
    await renderApp(HELP_PATH);
    await menu();
    const link = await screen.findByRole('link', {
      name: 'Réservations, 3\u00a0demandes à traiter',
    });
    expect(link).toHaveAttribute('href', '/reservations/liste');
    expect(link).toHaveTextContent('Réservations3');
    const query = lastQueryTo(api, '/api/bookings');
    expect(query.getAll('status[]')).toEqual(['new', 'pending']);
    expect(query.get('itemsPerPage')).toBe('1');
  });

  it('says « 1 demande à traiter » to a territory admin', async () => {
    menuApi(createTerritoryAdmin(), 1);
    await renderApp(HELP_PATH);
    await menu();
    expect(
      await screen.findByRole('link', { name: 'Réservations, 1\u00a0demande à traiter' }),
    ).toBeVisible();
  });

  it('shows no count when nothing waits', async () => {
    const api = menuApi(createFacilityAdmin(), 0);
    await renderApp(HELP_PATH);
    await menu();
    await waitFor(() => expect(api.callsTo('GET', '/api/bookings')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Réservations' })).toHaveTextContent(/^Réservations$/);
  });

  it('does not count for those who do not decide', async () => {
    for (const user of [createOrganizationUser('validated'), createCentralUser()]) {
      const api = menuApi(user, 3);
      const app = await renderApp(HELP_PATH);
      await menu();
      expect(screen.getByRole('link', { name: /réservations$/i })).toBeVisible();
      expect(api.callsTo('GET', '/api/bookings')).toHaveLength(0);
      app.unmount();
    }
  });
});

describe('start-up with a stored session', () => {
  it('keeps the header and footer of the static shell while the user is fetched', async () => {
    let answer: (response: Response) => void = () => {};
    installSignedInApi(createCentralUser(), {
      'GET /api/authentication/user': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await renderApp(HELP_PATH);
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement');
    expect(screen.getByRole('banner')).toHaveTextContent('Espaces Partagés');
    expect(screen.getByRole('contentinfo')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull();
    answer(jsonResponse(200, createCentralUser()));
    await menu();
  });
});

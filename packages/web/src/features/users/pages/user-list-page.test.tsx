import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, lastQueryTo } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createManagedUser, signedInApi, USER_ID } from '../test/user-factories.ts';
import { collectionOf, createTerritoryAdmin, FACILITY_ID } from '../../../test/factories.ts';

describe('user list page', () => {
  it('lists the users with their memberships and status, and offers the creation', async () => {
    signedInApi(createTerritoryAdmin(), {
      'GET /api/users': jsonResponse(200, collectionOf([createManagedUser()])),
    });
    await renderApp('/utilisateurs/liste');
    expect(await screen.findByRole('link', { name: 'Valérie Durand' })).toHaveAttribute(
      'href',
      `/utilisateur/${USER_ID}`,
    );
    expect(screen.getByText('Validateur — Lycée polyvalent des Canuts')).toBeVisible();
    expect(screen.getByText('Actif')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Créer un utilisateur' })).toHaveAttribute(
      'href',
      '/utilisateur/creer',
    );
  });

  it('puts the search and the filters into the query string and the API call', async () => {
    const api = signedInApi(createTerritoryAdmin(), {
      'GET /api/users': jsonResponse(200, collectionOf([createManagedUser()])),
    });
    const app = await renderApp('/utilisateurs/liste');
    await screen.findByRole('link', { name: 'Valérie Durand' });

    await app.user.type(screen.getByLabelText('Nom ou adresse e-mail'), 'durand');
    await waitFor(() => expect(app.location()).toBe('/utilisateurs/liste?search=durand'));
    await waitFor(() => expect(lastQueryTo(api, '/api/users').get('search')).toBe('durand'));

    await app.user.click(screen.getByLabelText('Établissement', { selector: 'input' }));
    await app.user.click(
      await screen.findByRole('option', { name: 'Lycée polyvalent des Canuts', hidden: true }),
    );
    await app.user.click(screen.getByLabelText('Profil', { selector: 'input' }));
    await app.user.click(await screen.findByRole('option', { name: 'Validateur', hidden: true }));
    await app.user.click(screen.getByLabelText('Statut', { selector: 'input' }));
    await app.user.click(await screen.findByRole('option', { name: 'Désactivés', hidden: true }));

    await waitFor(() =>
      expect(app.location()).toBe(
        `/utilisateurs/liste?search=durand&facility=${FACILITY_ID}&profile=FACILITY_PROFILE_VALIDATOR&active=false`,
      ),
    );
    await waitFor(() => {
      const query = lastQueryTo(api, '/api/users');
      expect(query.get('facility')).toBe(FACILITY_ID);
      expect(query.get('profile')).toBe('FACILITY_PROFILE_VALIDATOR');
      expect(query.get('isActive')).toBe('false');
    });
  });

  it('disables an account only once the confirmation is accepted', async () => {
    const api = signedInApi(createTerritoryAdmin(), {
      'GET /api/users': jsonResponse(200, collectionOf([createManagedUser()])),
      [`PUT /api/users/${USER_ID}/active`]: jsonResponse(
        200,
        createManagedUser({ isActive: false }),
      ),
    });
    const app = await renderApp('/utilisateurs/liste');
    const disable = await screen.findByRole('button', {
      name: 'Désactiver le compte de Valérie Durand',
    });
    await app.user.click(disable);
    const dialog = await screen.findByRole('dialog', { name: 'Désactiver ce compte\u00a0?' });
    await waitFor(() =>
      expect(within(dialog).getByText('La personne ne pourra plus se connecter.')).toBeVisible(),
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.callsTo('PUT', `/api/users/${USER_ID}/active`)).toHaveLength(0);

    await app.user.click(disable);
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Désactiver' }),
    );
    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/users/${USER_ID}/active`)[0]?.body).toEqual({
        active: false,
      }),
    );
    expect(await screen.findByText('Compte désactivé.')).toBeVisible();
  });

  it('says when no user matches', async () => {
    signedInApi(createTerritoryAdmin(), { 'GET /api/users': jsonResponse(200, collectionOf([])) });
    await renderApp('/utilisateurs/liste?active=false');
    expect(
      await screen.findByText('Aucun utilisateur ne correspond à votre recherche.'),
    ).toBeVisible();
  });
});

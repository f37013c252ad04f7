import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createManagedUser, signedInApi, USER_ID } from '../test/user-factories.ts';
import { createTerritoryAdmin, FACILITY_ID } from '../../../test/factories.ts';

describe('user page', () => {
  it('shows the server’s description when the user cannot be fetched', async () => {
    const description = 'Vous ne pouvez pas voir cet utilisateur.';
    signedInApi(createTerritoryAdmin(), {
      [`GET /api/users/${USER_ID}`]: jsonResponse(403, {
        '@type': 'hydra:Error',
        'hydra:title': 'Une erreur est survenue',
        'hydra:description': description,
      }),
    });
    await renderApp(`/utilisateur/${USER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Erreur 403' })).toBeVisible();
    expect(screen.getByText(description)).toBeVisible();
  });

  it('saves the edition with PUT and shows « Modification sauvegardée »', async () => {
    const user = createManagedUser();
    const api = signedInApi(createTerritoryAdmin(), {
      [`GET /api/users/${USER_ID}`]: jsonResponse(200, user),
      [`PUT /api/users/${USER_ID}`]: jsonResponse(200, user),
    });
    const app = await renderApp(`/utilisateur/${USER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Valérie Durand' })).toBeVisible();
    await app.user.click(screen.getByLabelText('Téléphone'));
    await app.user.paste('04 78 00 00 01');
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText('Modification sauvegardée')).toBeVisible();
    expect(api.callsTo('PUT', `/api/users/${USER_ID}`)[0]?.body).toEqual({
      firstName: 'Valérie',
      lastName: 'Durand',
      email: 'validateur@espaces.test',
      phone: '04 78 00 00 01',
      facilityMemberships: [
        { facility: `/api/facilities/${FACILITY_ID}`, profile: 'FACILITY_PROFILE_VALIDATOR' },
      ],
      territoryMemberships: [],
    });
  });

  it('says a new e-mail waits for its confirmation link', async () => {
    const newEmail = 'valerie.nouvelle@espaces.test';
    signedInApi(createTerritoryAdmin(), {
      [`GET /api/users/${USER_ID}`]: jsonResponse(200, createManagedUser()),
      [`PUT /api/users/${USER_ID}`]: jsonResponse(
        200,
        createManagedUser({ pendingEmail: newEmail }),
      ),
    });
    const app = await renderApp(`/utilisateur/${USER_ID}`);
    const email = await screen.findByLabelText(/Adresse e-mail/);
    await app.user.clear(email);
    await app.user.type(email, newEmail);
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(
      // The default text matcher turns the non-breaking space into a plain one.
      await screen.findByText(
        `Un e-mail a été envoyé à ${newEmail} pour confirmer cette adresse. Celle du compte ne changera qu’une fois le lien de confirmation suivi ; l’adresse actuelle en est informée.`,
      ),
    ).toBeVisible();
  });

  it('shows the address waiting for confirmation on the user page', async () => {
    signedInApi(createTerritoryAdmin(), {
      [`GET /api/users/${USER_ID}`]: jsonResponse(
        200,
        createManagedUser({ pendingEmail: 'valerie.nouvelle@espaces.test' }),
      ),
    });
    await renderApp(`/utilisateur/${USER_ID}`);
    expect(
      await screen.findByText(
        /Nouvelle adresse en attente de confirmation\s: valerie\.nouvelle@espaces\.test\./,
      ),
    ).toBeVisible();
  });

  it('removes a membership row before saving', async () => {
    const user = createManagedUser();
    const api = signedInApi(createTerritoryAdmin(), {
      [`GET /api/users/${USER_ID}`]: jsonResponse(200, user),
      [`PUT /api/users/${USER_ID}`]: jsonResponse(200, user),
    });
    const app = await renderApp(`/utilisateur/${USER_ID}`);
    await app.user.click(await screen.findByRole('button', { name: 'Retirer le rattachement 1' }));
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/users/${USER_ID}`)[0]?.body).toMatchObject({
        facilityMemberships: [],
      }),
    );
  });

  it('re-enables a disabled account from its page', async () => {
    const api = signedInApi(createTerritoryAdmin(), {
      [`GET /api/users/${USER_ID}`]: jsonResponse(200, createManagedUser({ isActive: false })),
      [`PUT /api/users/${USER_ID}/active`]: jsonResponse(200, createManagedUser()),
    });
    const app = await renderApp(`/utilisateur/${USER_ID}`);
    const state = await screen.findByRole('region', { name: 'État du compte' });
    expect(within(state).getByText('Désactivé')).toBeVisible();
    await app.user.click(within(state).getByRole('button', { name: 'Réactiver le compte' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/users/${USER_ID}/active`)[0]?.body).toEqual({
        active: true,
      }),
    );
    expect(await screen.findByText('Compte réactivé.')).toBeVisible();
  });
});

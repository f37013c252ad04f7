import { getDefaultNormalizer, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createFacilityAdmin,
  createTerritoryAdmin,
  FACILITY_ID,
  TERRITORY_ID,
} from '../../../test/factories.ts';
import { jsonResponse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createManagedUser, signedInApi, USER_ID } from '../test/user-factories.ts';

type App = Awaited<ReturnType<typeof renderApp>>;

/** One input event per field (a paste) keeps the form quick to fill. */
async function fill(app: App, label: RegExp, text: string) {
  await app.user.click(screen.getByLabelText(label));
  await app.user.paste(text);
}

async function choose(app: App, label: string, option: string) {
  await app.user.click(
    screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' }),
  );
  await app.user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('user creation page', () => {
  it('names the missing fields in French and sends nothing', async () => {
    const api = signedInApi(createTerritoryAdmin());
    const app = await renderApp('/utilisateur/creer');
    await app.user.click(await screen.findByRole('button', { name: 'Ajouter un établissement' }));
    await fill(app, /^Adresse e-mail/, 'pas-une-adresse');
    await app.user.click(screen.getByRole('button', { name: 'Créer le compte' }));
    expect(await screen.findByText('Le prénom est obligatoire.')).toBeVisible();
    expect(screen.getByText('Le nom est obligatoire.')).toBeVisible();
    expect(screen.getByText('Adresse e-mail invalide.')).toBeVisible();
    expect(screen.getByText('L’établissement est obligatoire.')).toBeVisible();
    expect(screen.getByText('Profil inconnu.')).toBeVisible();
    expect(api.callsTo('POST', '/api/users')).toHaveLength(0);
  });

  it('creates the account with its memberships, says a mail was sent and opens the user page', async () => {
    const created = createManagedUser({ hasPassword: false });
    const api = signedInApi(createTerritoryAdmin(), {
      'POST /api/users': jsonResponse(201, created),
      [`GET /api/users/${USER_ID}`]: jsonResponse(200, created),
    });
    const app = await renderApp('/utilisateur/creer');
    await screen.findByRole('button', { name: 'Créer le compte' });
    await fill(app, /^Prénom/, 'Valérie');
    await fill(app, /^Nom\s*\*?$/, 'Durand');
    await fill(app, /^Adresse e-mail/, 'Validateur@Espaces.test');
    await app.user.click(screen.getByRole('button', { name: 'Ajouter un établissement' }));
    await choose(app, 'Établissement 1', 'Lycée polyvalent des Canuts (Lyon)');
    await choose(app, 'Profil 1', 'Validateur');
    await app.user.click(screen.getByRole('button', { name: 'Ajouter un territoire' }));
    await choose(app, 'Territoire 1', 'Rhône');
    await app.user.click(screen.getByRole('button', { name: 'Créer le compte' }));

    await waitFor(() => expect(app.location()).toBe(`/utilisateur/${USER_ID}`));
    expect(api.callsTo('POST', '/api/users')[0]?.body).toEqual({
      firstName: 'Valérie',
      lastName: 'Durand',
      email: 'validateur@espaces.test',
      phone: null,
      facilityMemberships: [
        { facility: `/api/facilities/${FACILITY_ID}`, profile: 'FACILITY_PROFILE_VALIDATOR' },
      ],
      territoryMemberships: [
        { territory: `/api/territories/${TERRITORY_ID}`, profile: 'TERRITORY_PROFILE_ADMIN' },
      ],
    });
    expect(
      await screen.findByText(
        'Compte créé\u00a0: un e-mail a été envoyé pour choisir le mot de passe.',
        { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) },
      ),
    ).toBeVisible();
  });

  it('gives territory memberships only to central users and territory admins', async () => {
    signedInApi(createFacilityAdmin());
    await renderApp('/utilisateur/creer');
    await screen.findByRole('button', { name: 'Ajouter un établissement' });
    expect(screen.queryByRole('button', { name: 'Ajouter un territoire' })).not.toBeInTheDocument();
  });
});

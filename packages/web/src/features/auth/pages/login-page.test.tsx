import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSessionExpiry } from '../../../api/session-expiry.ts';
import { readReferer, rememberReferer } from '../../../lib/referer-cookie.ts';
import {
  createCentralUser,
  createFacilityAdmin,
  createOrganizationUser,
} from '../../../test/factories.ts';
import { hydraError, installFakeApi, jsonResponse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

function signInApi(user: object) {
  return installFakeApi({
    'POST /api/authentication': jsonResponse(200, { expiresIn: 3600 }),
    'GET /api/authentication/user': jsonResponse(200, user),
  });
}

async function fillAndSubmit(
  app: Awaited<ReturnType<typeof renderApp>>,
  email: string,
  password: string,
) {
  await app.user.type(await screen.findByLabelText(/Adresse e-mail/), email);
  await app.user.type(screen.getByLabelText(/Mot de passe/, { selector: 'input' }), password);
  await app.user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('login page', () => {
  it('offers the password reset and sign-up links', async () => {
    installFakeApi();
    await renderApp('/connexion');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    expect(screen.getByRole('link', { name: /^Mot de passe oublié\u00a0\?$/ })).toHaveAttribute(
      'href',
      '/utilisateur/mot-de-passe/demande-changement',
    );
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      '/inscription',
    );
  });

  it('validates the fields before calling the server', async () => {
    const api = installFakeApi();
    const app = await renderApp('/connexion');
    await fillAndSubmit(app, 'pas-une-adresse', 'x');
    expect(await screen.findByText('Adresse e-mail invalide.')).toBeVisible();
    expect(screen.getByLabelText(/Adresse e-mail/)).toHaveAttribute('aria-invalid', 'true');
    await app.user.clear(screen.getByLabelText(/Mot de passe/, { selector: 'input' }));
    await app.user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Le mot de passe est obligatoire.')).toBeVisible();
    expect(api.callsTo('POST', '/api/authentication')).toHaveLength(0);
  });

  it("shows the server's explanation when the credentials are refused", async () => {
    installFakeApi({ 'POST /api/authentication': hydraError(401, 'Identifiants invalides.') });
    const app = await renderApp('/connexion');
    await fillAndSubmit(app, 'asso@espaces.test', 'mauvais-mot-de-passe');
    expect(await screen.findByRole('alert')).toHaveTextContent('Identifiants invalides.');
    expect(app.location()).toBe('/connexion');
    expect(readSessionExpiry()).toBeNull();
    // The login page's own 401 is not the « déconnecté » screen.
    expect(screen.queryByText(/Vous avez été déconnecté/)).not.toBeInTheDocument();
  });

  it.each([
    ['central', createCentralUser(), '/organisations/liste?status=to_review'],
    ['institutional', createFacilityAdmin(), '/reservations/liste'],
    ['organisation', createOrganizationUser(), '/'],
  ])('sends a %s user to their home and stores the session expiry', async (_, user, home) => {
    const api = signInApi(user);
    const app = await renderApp('/connexion');
    const before = Date.now();
    await fillAndSubmit(app, '  central@espaces.test ', 'Espaces-Demo-2026');
    await waitFor(() => expect(app.location()).toBe(home));
    expect(api.callsTo('POST', '/api/authentication')[0]?.body).toEqual({
      email: 'central@espaces.test',
      password: 'Espaces-Demo-2026',
    });
    expect(readSessionExpiry()).toBeGreaterThanOrEqual(before + 3_590_000);
  });

  it('sends the user back to the remembered path and forgets it', async () => {
    signInApi(createFacilityAdmin());
    rememberReferer('/espaces/liste?page=2');
    const app = await renderApp('/connexion');
    await fillAndSubmit(app, 'admin@espaces.test', 'Espaces-Demo-2026');
    await waitFor(() => expect(app.location()).toBe('/espaces/liste?page=2'));
    expect(readReferer()).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Espaces' })).toBeVisible();
  });

  it('ignores a remembered path that leaves the site', async () => {
    signInApi(createCentralUser());
    rememberReferer('//evil.example/phishing');
    const app = await renderApp('/connexion');
    await fillAndSubmit(app, 'central@espaces.test', 'Espaces-Demo-2026');
    await waitFor(() => expect(app.location()).toBe('/organisations/liste?status=to_review'));
  });
});

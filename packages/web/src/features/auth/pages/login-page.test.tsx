import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSessionExpiry } from '../../../api/session-expiry.ts';
import { readReferer, rememberReferer } from '../../../lib/referer-cookie.ts';
import {
  createCentralUser,
  createFacilityAdmin,
  createOrganizationUser,
} from '../../../test/factories.ts';
import { hydraError, installFakeApi, jsonResponse, TEST_CONFIG } from '../../../test/fake-api.ts';
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

describe('ProConnect on the login page', () => {
  const withProConnect = {
    'GET /api/config': () => jsonResponse(200, { ...TEST_CONFIG, proconnect: true }),
  };

  it('shows no ProConnect button unless the configuration says it is on', async () => {
    installFakeApi();
    await renderApp('/connexion');
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /ProConnect/ })).not.toBeInTheDocument();
  });

  it('offers the ProConnect button and what ProConnect is, in a new tab', async () => {
    installFakeApi(withProConnect);
    await renderApp('/connexion');
    expect(
      await screen.findByRole('link', { name: 'S’identifier avec ProConnect' }),
    ).toHaveAttribute('href', '/api/proconnect/authorize');
    const about = screen.getByRole('link', {
      name: 'Qu’est-ce que ProConnect\u00a0? (nouvelle fenêtre)',
    });
    expect(about).toHaveAttribute('href', 'https://www.proconnect.gouv.fr/');
    expect(about).toHaveAttribute('target', '_blank');
  });

  it('takes up the session ProConnect opened and sends the agent home', async () => {
    installFakeApi({
      ...withProConnect,
      'GET /api/authentication/user': jsonResponse(200, createCentralUser()),
    });
    const before = Date.now();
    const app = await renderApp('/connexion?proconnect=connecte');
    await waitFor(() => expect(app.location()).toBe('/organisations/liste?status=to_review'));
    expect(readSessionExpiry()).toBeGreaterThanOrEqual(before + 3_590_000);
  });

  it('says in French when the server refused the callback', async () => {
    installFakeApi(withProConnect);
    await renderApp('/connexion?proconnect=echec');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La connexion avec ProConnect n’a pas abouti',
    );
    expect(readSessionExpiry()).toBeNull();
  });
});

describe('unknown agent page', () => {
  it('says whom to ask, and leads back to the login page', async () => {
    installFakeApi();
    await renderApp('/connexion/proconnect-inconnu');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Votre compte n’est pas ouvert dans Espaces Partagés\u00a0: demandez à l’administrateur de votre établissement ou à la Région',
    );
    expect(screen.getByRole('link', { name: 'Revenir à la connexion' })).toHaveAttribute(
      'href',
      '/connexion',
    );
  });
});

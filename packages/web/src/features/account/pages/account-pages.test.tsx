import { PASSWORD_RESET_REQUEST_ACCEPTED } from '@espaces/domain/api/account';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createOrganizationUser } from '../../../test/factories.ts';
import {
  hydraError,
  installFakeApi,
  installSignedInApi,
  jsonResponse,
  violationList,
} from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const NEW_PASSWORD = 'Nouveau-mot-2026';

type App = Awaited<ReturnType<typeof renderApp>>;

async function typeNewPassword(app: App, password: string, confirmation = password) {
  await app.user.type(
    await screen.findByLabelText(/^Nouveau mot de passe/, { selector: 'input' }),
    password,
  );
  await app.user.type(
    screen.getByLabelText(/^Confirmation du nouveau mot de passe/, { selector: 'input' }),
    confirmation,
  );
}

describe('password reset page', () => {
  it('sends the token with the new password, then says so and goes home', async () => {
    const api = installFakeApi({ 'POST /api/user_password_resets': jsonResponse(204) });
    const app = await renderApp('/utilisateur/mot-de-passe/changement?token=jeton-recu');
    await typeNewPassword(app, NEW_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(
      await screen.findByText('Votre mot de passe a été modifié, merci de vous reconnecter'),
    ).toBeVisible();
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(api.callsTo('POST', '/api/user_password_resets')[0]?.body).toEqual({
      token: 'jeton-recu',
      newPassword: NEW_PASSWORD,
    });
  }, 15_000);

  it('shows every violation of a refusal, those on the password under it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeApi({
      'POST /api/user_password_resets': violationList([
        { propertyPath: 'newPassword', message: 'Le mot de passe est trop courant.' },
        { propertyPath: 'newPassword', message: 'Le mot de passe reprend votre nom.' },
        { propertyPath: 'token', message: 'Ce lien n’est plus valable.' },
      ]),
    });
    const app = await renderApp('/utilisateur/mot-de-passe/changement?token=vieux');
    await typeNewPassword(app, NEW_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    const password = screen.getByLabelText(/^Nouveau mot de passe/, { selector: 'input' });
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining(
          'Le mot de passe est trop courant. Le mot de passe reprend votre nom.',
        ) as string,
      ),
    );
    // The token names no field: its violation is the toast alone (docs/messages.md#violations).
    expect(await screen.findByText('Ce lien n’est plus valable.')).toBeVisible();
    expect(
      screen.getByLabelText(/^Confirmation du nouveau mot de passe/, { selector: 'input' }),
    ).not.toHaveAccessibleDescription(expect.stringContaining('valable') as string);
    expect(app.location()).toBe('/utilisateur/mot-de-passe/changement?token=vieux');
  });

  it("says 'Erreur lors du changement de mot de passe' when the call fails otherwise", async () => {
    installFakeApi({ 'POST /api/user_password_resets': hydraError(500, 'Panne.') });
    const app = await renderApp('/utilisateur/mot-de-passe/changement?token=jeton');
    await typeNewPassword(app, NEW_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByText('Erreur lors du changement de mot de passe')).toBeVisible();
  });

  it('checks the rule and the confirmation before calling the server', async () => {
    const api = installFakeApi();
    const app = await renderApp('/utilisateur/mot-de-passe/changement?token=jeton');
    await typeNewPassword(app, 'motdepasse', 'autre');
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(
      await screen.findByText('Le mot de passe doit contenir au moins 12 caractères.'),
    ).toBeVisible();
    expect(screen.getByText('Les deux mots de passe ne correspondent pas.')).toBeVisible();
    expect(api.callsTo('POST', '/api/user_password_resets')).toHaveLength(0);
  });
});

describe('password reset request page', () => {
  it.each([
    ['known', jsonResponse(202, { message: 'ignoré' })],
    ['unknown', jsonResponse(202, { message: 'ignoré aussi' })],
  ])('answers the same neutral sentence whether the address is %s', async (_, answer) => {
    const api = installFakeApi({ 'POST /api/user_password_reset_requests': answer });
    const app = await renderApp('/utilisateur/mot-de-passe/demande-changement');
    await app.user.type(await screen.findByLabelText(/Adresse e-mail/), 'camille@club.test');
    await app.user.click(screen.getByRole('button', { name: 'Recevoir le lien' }));
    expect(await screen.findByText(PASSWORD_RESET_REQUEST_ACCEPTED)).toBeVisible();
    expect(api.callsTo('POST', '/api/user_password_reset_requests')[0]?.body).toEqual({
      email: 'camille@club.test',
    });
  });
});

describe('account pages', () => {
  it("changes the password from /mon-compte and says 'Mot de passe modifié'", async () => {
    const api = installSignedInApi(createOrganizationUser(), {
      'POST /api/user_password_changes': jsonResponse(204),
    });
    const app = await renderApp('/mon-compte');
    expect(await screen.findByRole('link', { name: /Identifiants de connexion/ })).toHaveAttribute(
      'href',
      '/identifiants-de-connexion',
    );
    await app.user.type(
      screen.getByLabelText(/^Mot de passe actuel/, { selector: 'input' }),
      'Ancien-mot-2025',
    );
    await typeNewPassword(app, NEW_PASSWORD);
    await app.user.click(screen.getByRole('button', { name: 'Changer de mot de passe' }));
    expect(await screen.findByText('Mot de passe modifié')).toBeVisible();
    expect(api.callsTo('POST', '/api/user_password_changes')[0]?.body).toEqual({
      currentPassword: 'Ancien-mot-2025',
      newPassword: NEW_PASSWORD,
    });
  });

  it('asks for a new e-mail address and says where the link went', async () => {
    const api = installSignedInApi(createOrganizationUser(), {
      'POST /api/users/change-email': jsonResponse(202, { message: 'envoyé' }),
    });
    const app = await renderApp('/identifiants-de-connexion');
    await app.user.type(
      await screen.findByLabelText(/Nouvelle adresse e-mail/),
      'nouvelle@club.test',
    );
    await app.user.type(
      screen.getByLabelText(/^Mot de passe actuel/, { selector: 'input' }),
      'Mot-actuel-2026',
    );
    await app.user.click(screen.getByRole('button', { name: 'Changer d’adresse e-mail' }));
    expect(
      await screen.findByText(/^Un lien de confirmation a été envoyé à nouvelle@club\.test\./),
    ).toBeVisible();
    expect(api.callsTo('POST', '/api/users/change-email')[0]?.body).toEqual({
      email: 'nouvelle@club.test',
      password: 'Mot-actuel-2026',
    });
  });

  it('saves the profile with a merge-patch', async () => {
    const user = createOrganizationUser();
    const api = installSignedInApi(user, {
      [`PATCH /api/users/${user.id}`]: jsonResponse(200, { ...user, firstName: 'Camilla' }),
    });
    const app = await renderApp('/mon-profil');
    const firstName = await screen.findByLabelText(/Prénom/);
    await app.user.clear(firstName);
    await app.user.type(firstName, 'Camilla');
    await app.user.type(screen.getByLabelText(/Téléphone/), '0612345678');
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Modification sauvegardée')).toBeVisible();
    const [call] = api.callsTo('PATCH', `/api/users/${user.id}`);
    expect(call?.body).toEqual({ firstName: 'Camilla', lastName: 'Martin', phone: '+33612345678' });
    expect(new Headers(call?.init?.headers).get('content-type')).toBe(
      'application/merge-patch+json',
    );
  });
});

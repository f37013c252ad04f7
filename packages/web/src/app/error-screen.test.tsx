import { errorPageReason, SESSION_EXPIRED_401 } from '@espaces/domain/messages';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiFetch } from '../api/client.ts';
import { hydraError, installFakeApi } from '../test/fake-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { ErrorScreen } from './error-screen.tsx';
import { AppProviders, createQueryClient } from './providers.tsx';

describe('error screen', () => {
  it('tells a disconnected user to sign in again after a 401 outside the login page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeApi({ 'GET /api/bookings': hydraError(401, 'Authentification requise.') });
    const app = await renderApp('/aide');
    await screen.findByRole('heading', { level: 1, name: 'Aide' });

    await act(() => apiFetch('/api/bookings').catch(() => undefined));

    expect(await screen.findByRole('heading', { level: 1, name: 'Erreur 401' })).toBeVisible();
    expect(screen.getByText(SESSION_EXPIRED_401)).toBeVisible();
    expect(screen.getByText('Espaces Partagés', { selector: 'hgroup p' })).toBeVisible();
    expect(log).toHaveBeenCalledWith('Erreur 401', expect.any(String));

    await app.user.click(screen.getByRole('link', { name: 'Se reconnecter' }));
    await waitFor(() => expect(app.location()).toBe('/connexion'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  });

  it('shows « Erreur {statusCode} » for the other statuses', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeApi();
    const router = createMemoryRouter([{ path: '/', element: <ErrorScreen statusCode={500} /> }]);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Erreur 500' })).toBeVisible();
    expect(screen.getByText(errorPageReason(500))).toBeVisible();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/écrivez à contact@espaces-partages\.fr/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Se reconnecter' })).not.toBeInTheDocument();
  });

  it.each([
    [403, /n’a pas accès à cette page/],
    [404, /n’existe pas ou plus/],
  ])('says why after « Erreur %i » and leads home', (statusCode, reason) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeApi();
    const router = createMemoryRouter([
      {
        path: '/',
        element: <ErrorScreen statusCode={statusCode} description="Motif du serveur." />,
      },
    ]);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: `Erreur ${statusCode}` })).toBeVisible();
    expect(screen.getByText(reason)).toBeVisible();
    expect(screen.getByText('Motif du serveur.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });
});

describe('unknown route', () => {
  it('shows « Page Not Found » with the path', async () => {
    installFakeApi();
    await renderApp('/nimporte/quoi');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Page Not Found');
    expect(heading).toHaveTextContent('/nimporte/quoi');
    await waitFor(() => expect(document.title).toBe('Page introuvable – Espaces Partagés'));
  });
});

import { SESSION_EXPIRED_401 } from '@espaces/domain/messages';
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
    expect(screen.getAllByText('Erreur 500')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Se reconnecter' })).not.toBeInTheDocument();
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

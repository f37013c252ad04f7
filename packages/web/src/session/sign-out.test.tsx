import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSessionExpiry } from '../api/session-expiry.ts';
import type { AppRoute } from '../app/routes.ts';
import { watchLeaveApp } from '../test/leave-app-watcher.ts';
import { createCentralUser } from '../test/factories.ts';
import { installSignedInApi, jsonResponse } from '../test/fake-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { useSignOut } from './session.tsx';

const leaveAppFor = watchLeaveApp();

const END_SESSION = 'https://proconnect.example/session/end?id_token_hint=x';

function SignOutPage() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => void signOut()}>
      Se déconnecter
    </button>
  );
}

/** The session's sign-out alone, without the account menu's lazy popover. */
const ROUTES: AppRoute[] = [
  { path: '/', layout: 'default', access: null, page: () => <h1>Accueil</h1> },
  { path: '/sortie', layout: 'default', access: null, page: SignOutPage },
];

async function signOut() {
  const app = await renderApp('/sortie', ROUTES);
  await app.user.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
  await waitFor(() => expect(app.location()).toBe('/'));
  expect(readSessionExpiry()).toBeNull();
}

describe('sign-out', () => {
  it('goes on to ProConnect when the session came from it', async () => {
    installSignedInApi(createCentralUser(), {
      'GET /api/authentication/logout': jsonResponse(200, { endSessionUrl: END_SESSION }),
    });
    await signOut();
    expect(leaveAppFor).toHaveBeenCalledWith(END_SESSION);
  });

  it('stays in the app after a password session', async () => {
    installSignedInApi(createCentralUser(), {
      'GET /api/authentication/logout': jsonResponse(204),
    });
    await signOut();
    expect(leaveAppFor).not.toHaveBeenCalled();
  });
});

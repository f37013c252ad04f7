import { CHANGES_SAVED } from '@espaces/domain/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createPlace, installPlacesApi, PLACE_ID } from '../test/place-factories.ts';

const PLACE_PATH = `/api/places/${PLACE_ID}`;
const door = (n: number, name: string, instructions: string) => ({
  id: `50000000-0000-4000-8000-00000000000${n}`,
  name,
  instructions,
  position: n,
});

function doorsApi() {
  const place = createPlace({
    doors: [door(1, 'Entrée principale', 'Badge à l’accueil'), door(2, 'Porte du parking', '')],
  });
  return installPlacesApi({
    [`GET ${PLACE_PATH}`]: jsonResponse(200, place),
    [`PUT ${PLACE_PATH}`]: jsonResponse(200, place),
  });
}

const names = () =>
  screen
    .getAllByRole('textbox', { name: /^Nom/ })
    .map((input) => (input as HTMLInputElement).value);

describe('place doors page', () => {
  it('reorders doors with the keyboard and saves them with the whole place', async () => {
    const api = doorsApi();
    const app = await renderApp(`/espace/editer/${PLACE_ID}/portes`);
    const down = await screen.findByRole('button', {
      name: 'Descendre la porte «\u00a0Entrée principale\u00a0»',
    });
    expect(
      screen.getByRole('button', { name: /^Monter la porte «.Entrée principale/ }),
    ).toBeDisabled();
    down.focus();
    await app.user.keyboard('{Enter}');
    expect(names()).toEqual(['Porte du parking', 'Entrée principale']);

    await app.user.click(screen.getByRole('button', { name: 'Ajouter une porte' }));
    const inputs = screen.getAllByRole('textbox', { name: /^Nom/ });
    await app.user.type(inputs[2] as HTMLElement, 'Issue de secours');
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer les portes' }));
    expect(await screen.findByText(CHANGES_SAVED)).toBeVisible();
    const body = api.callsTo('PUT', PLACE_PATH)[0]?.body as { doors: unknown[]; name: string };
    expect(body.name).toBe('Gymnase A');
    expect(body.doors).toEqual([
      { id: door(2, '', '').id, name: 'Porte du parking', instructions: '' },
      { id: door(1, '', '').id, name: 'Entrée principale', instructions: 'Badge à l’accueil' },
      { name: 'Issue de secours', instructions: '' },
    ]);
  });

  it('removes a door only once confirmed, and requires a name', async () => {
    const api = doorsApi();
    const app = await renderApp(`/espace/editer/${PLACE_ID}/portes`);
    await app.user.click(
      await screen.findByRole('button', { name: /^Retirer la porte «.Porte du parking/ }),
    );
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annuler' }),
    );
    expect(names()).toEqual(['Entrée principale', 'Porte du parking']);
    await app.user.click(
      screen.getByRole('button', { name: /^Retirer la porte «.Porte du parking/ }),
    );
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retirer' }),
    );
    expect(names()).toEqual(['Entrée principale']);

    await app.user.clear(screen.getByRole('textbox', { name: /^Nom/ }));
    await app.user.click(screen.getByRole('button', { name: 'Enregistrer les portes' }));
    expect(await screen.findByText('Le nom de la porte est obligatoire.')).toBeVisible();
    expect(api.callsTo('PUT', PLACE_PATH)).toHaveLength(0);
  });
});

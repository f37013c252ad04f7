import { getDefaultNormalizer, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  createPlace,
  FACILITY_ID,
  GYM_TYPE_ID,
  installPlacesApi,
  PLACE_ID,
} from '../test/place-factories.ts';

type App = Awaited<ReturnType<typeof renderApp>>;

/** The first render loads the page's code (lazy route), which takes a while in jsdom. */
/** Keeps the no-break spaces French typography puts inside « ». */
const EXACT = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

async function chooseOption(app: App, label: RegExp, option: string) {
  await app.user.click(screen.getByRole('combobox', { name: label }));
  await app.user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function fillRequiredFields(app: App, rentPrice: string, cleaningPrice: string) {
  await chooseOption(app, /Type d’espace/, 'Gymnase');
  await app.user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Gymnase B');
  await app.user.type(screen.getByRole('textbox', { name: /Tarif horaire/ }), rentPrice);
  await app.user.type(screen.getByRole('textbox', { name: /Forfait ménage/ }), cleaningPrice);
}

describe('place creation page', () => {
  it('names every missing required field in French and calls nothing', async () => {
    const api = installPlacesApi();
    const app = await renderApp('/espace/creer');
    await app.user.click(await screen.findByRole('button', { name: 'Créer l’espace' }));
    expect(await screen.findByText('Le nom est obligatoire.')).toBeVisible();
    expect(screen.getByText('Le type d’espace est obligatoire.')).toBeVisible();
    expect(screen.getByText('Le tarif horaire est obligatoire.')).toBeVisible();
    expect(screen.getByText('Le forfait ménage est obligatoire.')).toBeVisible();
    expect(api.callsTo('POST', '/api/places')).toHaveLength(0);
  });

  it('refuses an amount that is not euros', async () => {
    const api = installPlacesApi();
    const app = await renderApp('/espace/creer');
    await screen.findByRole('button', { name: 'Créer l’espace' });
    await fillRequiredFields(app, '12,505', 'douze');
    await app.user.click(screen.getByRole('button', { name: 'Créer l’espace' }));
    expect(
      await screen.findByText(
        'Le tarif horaire doit être un montant en euros, par exemple «\u00a012,50\u00a0».',
        EXACT,
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Le forfait ménage doit être un montant en euros, par exemple «\u00a012,50\u00a0».',
        EXACT,
      ),
    ).toBeVisible();
    expect(api.callsTo('POST', '/api/places')).toHaveLength(0);
  });

  it('posts euros as numbers, then opens the new place for edition', async () => {
    const created = createPlace({ name: 'Gymnase B' });
    const api = installPlacesApi({
      'POST /api/places': jsonResponse(201, created),
      [`GET /api/places/${PLACE_ID}`]: jsonResponse(200, created),
    });
    const app = await renderApp('/espace/creer');
    await screen.findByRole('button', { name: 'Créer l’espace' });
    // The only facility the user manages is chosen already.
    expect(screen.getByRole('combobox', { name: /Établissement/ })).toHaveValue(
      'Lycée Jean Moulin',
    );
    await fillRequiredFields(app, '1 234,5', '12,50 €');
    await app.user.type(screen.getByRole('textbox', { name: /Capacité/ }), '40');
    await app.user.click(screen.getByRole('button', { name: 'Créer l’espace' }));
    await waitFor(() => expect(app.location()).toBe(`/espace/editer/${PLACE_ID}`));
    expect(api.callsTo('POST', '/api/places')[0]?.body).toEqual({
      name: 'Gymnase B',
      facility: `/api/facilities/${FACILITY_ID}`,
      placeType: `/api/place_types/${GYM_TYPE_ID}`,
      description: '',
      capacity: 40,
      surface: null,
      equipment: '',
      reducedMobilityAccess: false,
      rentPrice: 1234.5,
      cleaningPrice: 12.5,
      published: false,
      doors: [],
    });
  });

  it('shows a server violation as a toast and next to its field', async () => {
    installPlacesApi({
      'POST /api/places': jsonResponse(422, {
        '@type': 'ConstraintViolationList',
        'hydra:title': 'Une erreur est survenue',
        'hydra:description': 'name: Ce nom est déjà pris.',
        violations: [{ propertyPath: 'name', message: 'Ce nom est déjà pris.', code: 'x' }],
      }),
    });
    const app = await renderApp('/espace/creer');
    await screen.findByRole('button', { name: 'Créer l’espace' });
    await fillRequiredFields(app, '10', '0');
    await app.user.click(screen.getByRole('button', { name: 'Créer l’espace' }));
    await waitFor(() => expect(screen.getAllByText('Ce nom est déjà pris.')).toHaveLength(2));
    expect(app.location()).toBe('/espace/creer');
  });
});

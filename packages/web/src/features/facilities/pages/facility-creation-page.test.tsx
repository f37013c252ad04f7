import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createCentralUser,
  createFacilityAdmin,
  createTerritoryAdmin,
  FACILITY_ID,
  TERRITORY_ID,
} from '../../../test/factories.ts';
import { jsonResponse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { createFacilityDetail, FACILITY_TYPE_ID, signedInApi } from '../test/facility-factories.ts';

type App = Awaited<ReturnType<typeof renderApp>>;

async function choose(app: App, label: string, option: string) {
  await app.user.click(
    screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' }),
  );
  await app.user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** One input event per field (a paste) keeps these long forms quick to fill. */
async function fill(app: App, field: HTMLElement, text: string) {
  await app.user.click(field);
  await app.user.paste(text);
}

async function fillRequiredFields(app: App) {
  await fill(app, screen.getByLabelText(/^Nom\s*\*?$/), 'Lycée Ampère');
  await choose(app, 'Type d’établissement', 'Lycée polyvalent');
  await choose(app, 'Territoire', 'Rhône');
  await fill(app, screen.getByLabelText(/^Code UAI/), '0690001a');
  await fill(app, screen.getByLabelText(/^Adresse\s*\*?$/), '31 rue de la Bourse');
  await fill(app, screen.getByLabelText(/^Code postal/), '69002');
  await fill(app, screen.getByLabelText(/^Commune/), 'Lyon');
  await fill(app, screen.getByLabelText(/^Latitude/), '45,7640');
  await fill(app, screen.getByLabelText(/^Longitude/), '4,8357');
}

describe('facility creation page', () => {
  it('tells a facility admin that creating facilities is not for them', async () => {
    signedInApi(createFacilityAdmin());
    await renderApp('/etablissement/creer');
    expect(
      await screen.findByText('Vous n’avez pas accès à la création d’établissements.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Créer l’établissement' })).not.toBeInTheDocument();
  });

  it('names every missing field in French and sends nothing', async () => {
    const api = signedInApi(createCentralUser());
    const app = await renderApp('/etablissement/creer');
    await app.user.click(await screen.findByRole('button', { name: 'Créer l’établissement' }));
    expect(await screen.findByText('Le nom est obligatoire.')).toBeVisible();
    expect(screen.getByText('Le type d’établissement est obligatoire.')).toBeVisible();
    expect(screen.getByText('Le territoire est obligatoire.')).toBeVisible();
    expect(screen.getByText('La latitude est obligatoire.')).toBeVisible();
    expect(screen.getByText('Le code postal comporte 5 chiffres.')).toBeVisible();
    expect(api.callsTo('POST', '/api/facilities')).toHaveLength(0);
  });

  it('refuses coordinates outside France and a malformed UAI', async () => {
    const api = signedInApi(createTerritoryAdmin());
    const app = await renderApp('/etablissement/creer');
    await screen.findByRole('button', { name: 'Créer l’établissement' });
    await fillRequiredFields(app);
    const uai = screen.getByLabelText(/^Code UAI/);
    await app.user.clear(uai);
    await fill(app, uai, '123');
    const latitude = screen.getByLabelText(/^Latitude/);
    await app.user.clear(latitude);
    await fill(app, latitude, '60');
    await app.user.click(screen.getByRole('button', { name: 'Créer l’établissement' }));
    expect(
      await screen.findByText(
        'Le code UAI comporte 7 chiffres suivis d’une lettre (ex. 0693781K).',
      ),
    ).toBeVisible();
    expect(
      screen.getByText('Les coordonnées doivent situer l’établissement en France.'),
    ).toBeVisible();
    expect(api.callsTo('POST', '/api/facilities')).toHaveLength(0);
  });

  it('creates the facility with the typed values, then opens its page', async () => {
    const created = createFacilityDetail({ name: 'Lycée Ampère' });
    const api = signedInApi(createTerritoryAdmin(), {
      'POST /api/facilities': jsonResponse(201, created),
      [`GET /api/facilities/${FACILITY_ID}`]: jsonResponse(200, created),
      'GET /api/places': jsonResponse(200, {
        '@type': 'hydra:Collection',
        'hydra:member': [],
        'hydra:totalItems': 0,
      }),
    });
    const app = await renderApp('/etablissement/creer');
    await screen.findByRole('button', { name: 'Créer l’établissement' });
    await fillRequiredFields(app);
    expect(screen.getByLabelText(/^Code UAI/)).toHaveValue('0690001A');
    await fill(app, screen.getByLabelText(/^Adresse e-mail/), 'ce.0690001a@ac-lyon.fr');
    await fill(app, screen.getByLabelText(/^Nom du signataire/), 'Jean Martin');
    await app.user.click(screen.getByRole('button', { name: 'Créer l’établissement' }));

    await waitFor(() => expect(app.location()).toBe(`/etablissement/${FACILITY_ID}`));
    expect(api.callsTo('POST', '/api/facilities')[0]?.body).toEqual({
      name: 'Lycée Ampère',
      facilityType: `/api/facility_types/${FACILITY_TYPE_ID}`,
      territory: `/api/territories/${TERRITORY_ID}`,
      uai: '0690001A',
      address: '31 rue de la Bourse',
      postalCode: '69002',
      city: 'Lyon',
      latitude: 45.764,
      longitude: 4.8357,
      phone: null,
      email: 'ce.0690001a@ac-lyon.fr',
      signatoryName: 'Jean Martin',
      signatoryTitle: null,
      active: true,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lycée Ampère' })).toBeVisible();
  });
});

import { registerLookup } from '@espaces/domain/test/company-register';
import { getDefaultNormalizer, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi, jsonResponse, lastQueryTo } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** Keeps the no-break spaces of French typography in the comparison. */
const EXACT = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const LOOKUP = 'GET /api/company-register';

const FOUND = registerLookup({ identifier: 'W691234567' });

type App = Awaited<ReturnType<typeof renderApp>>;

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function openSignUp() {
  const app = await renderApp('/inscription');
  await screen.findByRole('heading', { level: 1, name: 'Créer un compte' });
  return app;
}

async function lookUp(app: App, label: RegExp, identifier: string) {
  await app.user.click(input(label));
  await app.user.paste(identifier);
  await app.user.click(
    screen.getByRole('button', { name: 'Remplir depuis le répertoire des entreprises' }),
  );
}

describe('sign-up: the company register', () => {
  it('fills in the name, address and legal form from an RNA number, all still editable', async () => {
    const api = installFakeApi({ [LOOKUP]: jsonResponse(200, FOUND) });
    const app = await openSignUp();
    await app.user.click(screen.getByRole('radio', { name: 'RNA (association)' }));
    await lookUp(app, /^Numéro RNA/, 'W691234567');

    expect(
      await screen.findByText(
        'Informations reprises du répertoire des entreprises\u00a0: vérifiez-les et corrigez-les au besoin. Forme juridique au répertoire\u00a0: Association déclarée.',
        EXACT,
      ),
    ).toBeVisible();
    expect(lastQueryTo(api, '/api/company-register').get('identifier')).toBe('W691234567');
    expect(input(/Nom de l’organisation/)).toHaveValue('LES FOULEES DE LA SAONE');
    expect(input(/^Adresse \*/)).toHaveValue('3 QUAI SAINT-VINCENT');
    expect(input(/Code postal/)).toHaveValue('69001');
    expect(input(/Commune/)).toHaveValue('LYON');
    expect(input(/Forme juridique/)).toHaveValue('Association loi 1901');

    await app.user.clear(input(/Nom de l’organisation/));
    await app.user.type(input(/Nom de l’organisation/), 'Les Foulées de la Saône');
    expect(input(/Nom de l’organisation/)).toHaveValue('Les Foulées de la Saône');
  }, 20_000);

  it('warns of a closed establishment with the day it closed', async () => {
    installFakeApi({
      [LOOKUP]: jsonResponse(200, registerLookup({}, { closed: true, closedOn: '2023-06-30' })),
    });
    const app = await openSignUp();
    await lookUp(app, /^Numéro SIRET/, '732 829 320 00074');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Établissement fermé le 30/06/2023.',
    );
  });

  it('says when the register does not answer, and leaves the form to be typed by hand', async () => {
    installFakeApi({
      [LOOKUP]: jsonResponse(200, registerLookup({ outcome: 'unavailable', entry: null })),
    });
    const app = await openSignUp();
    await app.user.type(input(/Nom de l’organisation/), 'Club de basket');
    await lookUp(app, /^Numéro SIRET/, '73282932000074');
    expect(
      await screen.findByText(
        'Le répertoire des entreprises ne répond pas\u00a0: saisissez les informations à la main.',
        EXACT,
      ),
    ).toBeVisible();
    expect(input(/Nom de l’organisation/)).toHaveValue('Club de basket');
  });

  it('says so when the number is unknown to the register', async () => {
    installFakeApi({
      [LOOKUP]: jsonResponse(200, registerLookup({ outcome: 'not_found', entry: null })),
    });
    const app = await openSignUp();
    await lookUp(app, /^Numéro SIRET/, '73282932000074');
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Ce numéro est introuvable dans le répertoire des entreprises/,
    );
  });

  it('asks nothing of the register for a number that cannot be one', async () => {
    const api = installFakeApi();
    const app = await openSignUp();
    await lookUp(app, /^Numéro SIRET/, '732 829 320 00075');
    expect(await screen.findByText('Le numéro SIRET est invalide (14 chiffres).')).toBeVisible();
    expect(api.callsTo('GET', '/api/company-register')).toHaveLength(0);
  });
});

import type { CompanyRegisterLookup } from '@espaces/domain/api/company-register';
import { registerLookup } from '@espaces/domain/test/company-register';
import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCentralUser, createFacilityAdmin } from '../../../test/factories.ts';
import { installSignedInApi, jsonResponse } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  createOrganization,
  ORGANIZATION_ID,
  VALID_SIRET,
} from '../test/organization-factories.ts';

/** Keeps the no-break spaces of French typography in the comparison. */
const EXACT = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const ORGANIZATION_PATH = `/api/organizations/${ORGANIZATION_ID}`;
const REGISTER_PATH = `${ORGANIZATION_PATH}/company-register`;

/** The register's answer for the factory's organisation: same name, another street number. */
const lookup = (overrides: Partial<CompanyRegisterLookup> = {}, entry = {}) =>
  registerLookup(
    { identifier: VALID_SIRET, ...overrides },
    {
      siret: VALID_SIRET,
      rna: null,
      name: 'CLUB DE BASKET',
      address: '14 RUE DES CANUTS',
      postalCode: '69004',
      ...entry,
    },
  );

async function openAsCentral(answer: CompanyRegisterLookup) {
  installSignedInApi(createCentralUser(), {
    [`GET ${ORGANIZATION_PATH}`]: jsonResponse(200, createOrganization()),
    [`GET ${REGISTER_PATH}`]: jsonResponse(200, answer),
  });
  await renderApp(`/organisation/${ORGANIZATION_ID}`);
  return screen.findByRole('region', { name: 'Répertoire des entreprises' });
}

describe('organisation page: the company register beside what was declared', () => {
  it('says in words which fields differ, not only by colour', async () => {
    const section = await openAsCentral(lookup());
    const table = await within(section).findByRole('table');
    expect(within(table).getByText('1\u00a0différence avec le répertoire.', EXACT)).toBeVisible();
    const address = within(table).getByRole('row', { name: /^Adresse/ });
    expect(within(address).getByText('12 rue des Canuts')).toBeVisible();
    expect(within(address).getByText('14 RUE DES CANUTS')).toBeVisible();
    expect(within(address).getByText('Différent')).toBeVisible();
    const name = within(table).getByRole('row', { name: /^Nom/ });
    expect(within(name).getByText('Identique')).toBeVisible();
    const legalForm = within(table).getByRole('row', { name: /^Forme juridique/ });
    expect(within(legalForm).getByText('Association déclarée (9220)')).toBeVisible();
    expect(within(legalForm).getByText('Identique')).toBeVisible();
  });

  it('flags a closed establishment with the day it closed', async () => {
    const section = await openAsCentral(lookup({}, { closed: true, closedOn: '2023-06-30' }));
    expect(await within(section).findByText('Établissement fermé le 30/06/2023')).toBeVisible();
  });

  it('says plainly when the register does not know the number', async () => {
    const section = await openAsCentral(lookup({ outcome: 'not_found', entry: null }));
    expect(
      await within(section).findByText(
        'Ce numéro est introuvable dans le répertoire des entreprises.',
      ),
    ).toBeVisible();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the register does not answer', async () => {
    const section = await openAsCentral(lookup({ outcome: 'unavailable', entry: null }));
    expect(
      await within(section).findByText(
        'Le répertoire des entreprises ne répond pas\u00a0: vérifiez ces informations à la main.',
        EXACT,
      ),
    ).toBeVisible();
  });

  it('is central’s check only: staff see no register and ask nothing of it', async () => {
    const api = installSignedInApi(createFacilityAdmin(), {
      [`GET ${ORGANIZATION_PATH}`]: jsonResponse(200, createOrganization()),
    });
    await renderApp(`/organisation/${ORGANIZATION_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Club de basket' });
    expect(screen.queryByRole('region', { name: 'Répertoire des entreprises' })).toBeNull();
    expect(api.callsTo('GET', REGISTER_PATH)).toHaveLength(0);
  });
});

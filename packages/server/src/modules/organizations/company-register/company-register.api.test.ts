import { registerLookup } from '@espaces/domain/test/company-register';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRepresentedOrganization,
  createOrganizationsWorld,
  type OrganizationsWorld,
} from '../organizations.test-support.ts';
import {
  registerUnit,
  searchOf,
  startFakeCompanyRegister,
  type FakeCompanyRegister,
} from './fake-company-register.test-support.ts';

const ASSOCIATION_SIRET = '73282932000074';
const ASSOCIATION_RNA = 'W691234567';
const CLOSED_SIRET = '41234567800012';
const BRANCH_SIRET = '50123456700037';
const SLOW_SIRET = '41234567800020';
const FAILING_RNA = 'W123456789';
const UNKNOWN_SIRET = '90222222200017';
const TIMEOUT_MS = 300;

const association = registerUnit({
  siren: '732829320',
  name: 'LES FOULEES DE LA SAONE',
  legalFormCode: '9220',
  rna: ASSOCIATION_RNA,
  siege: {
    siret: ASSOCIATION_SIRET,
    adresse: '3 QUAI SAINT-VINCENT 69001 LYON',
    code_postal: '69001',
    libelle_commune: 'LYON',
  },
});

let register: FakeCompanyRegister;
let world: OrganizationsWorld;
let addressCounter = 0;

beforeAll(async () => {
  register = await startFakeCompanyRegister({
    [ASSOCIATION_SIRET]: { body: searchOf(association) },
    [ASSOCIATION_RNA]: { body: searchOf(association) },
    [CLOSED_SIRET]: {
      body: searchOf(
        registerUnit({
          siren: '412345678',
          name: 'CLUB NAUTIQUE DU RHONE',
          legalFormCode: '9230',
          siege: {
            siret: CLOSED_SIRET,
            adresse: '1 BD DU 11 NOVEMBRE 1918 69100 VILLEURBANNE',
            code_postal: '69100',
            libelle_commune: 'VILLEURBANNE',
            etat_administratif: 'F',
            date_fermeture: '2023-06-30',
          },
        }),
      ),
    },
    // A full-text search: a homonym comes first, the establishment asked for is not the head office.
    [BRANCH_SIRET]: {
      body: searchOf(
        registerUnit({
          siren: '801111111',
          name: 'UNION SPORTIVE DU STADE',
          legalFormCode: '5710',
          siege: {
            siret: '80111111100010',
            adresse: '2 RUE DU STADE 75011 PARIS',
            code_postal: '75011',
            libelle_commune: 'PARIS',
          },
        }),
        registerUnit({
          siren: '501234567',
          name: 'ASSOCIATION SPORTIVE DU STADE',
          legalFormCode: '9260',
          siege: {
            siret: '50123456700011',
            adresse: '1 RUE DU STADE 67000 STRASBOURG',
            code_postal: '67000',
            libelle_commune: 'STRASBOURG',
          },
          matching: [
            {
              siret: BRANCH_SIRET,
              adresse: '8 RUE DU STADE 57000 METZ',
              code_postal: '57000',
              libelle_commune: 'METZ',
            },
          ],
        }),
      ),
    },
    [SLOW_SIRET]: { body: searchOf(association), delayMs: 4 * TIMEOUT_MS },
    [FAILING_RNA]: { status: 500 },
  });
  world = await createOrganizationsWorld({
    COMPANY_REGISTER_URL: register.url,
    COMPANY_REGISTER_TIMEOUT_MS: String(TIMEOUT_MS),
  });
});
afterAll(async () => {
  await world.close();
  await register.close();
});

/** Each lookup from its own address, so the per-address limit stays out of the way. */
function lookUp(identifier?: string, remoteAddress?: string) {
  addressCounter += 1;
  return world.context.app.inject({
    method: 'GET',
    url: '/api/company-register',
    query: identifier === undefined ? {} : { identifier },
    remoteAddress: remoteAddress ?? `10.9.0.${addressCounter}`,
  });
}

describe('GET /api/company-register (sign-up)', () => {
  it('finds an association by its SIRET: name, street, legal form and its sign-up choice', async () => {
    const response = await lookUp('732 829 320 00074');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(registerLookup());
  });

  it('finds it by its RNA number too, and asks the register once per identifier', async () => {
    const before = register.queries.length;
    const first = await lookUp('w691234567');
    expect(first.json()).toMatchObject({
      identifier: ASSOCIATION_RNA,
      outcome: 'found',
      entry: { siret: ASSOCIATION_SIRET, name: 'LES FOULEES DE LA SAONE' },
    });
    const again = await lookUp(ASSOCIATION_RNA);
    expect(again.json()).toEqual(first.json());
    expect(register.queries.slice(before)).toEqual([ASSOCIATION_RNA]);
  });

  it('says a closed establishment and the day it closed', async () => {
    const { entry } = (await lookUp(CLOSED_SIRET)).json();
    expect(entry).toMatchObject({
      closed: true,
      closedOn: '2023-06-30',
      address: '1 BD DU 11 NOVEMBRE 1918',
      legalFormLabel: 'Association déclarée reconnue d’utilité publique',
    });
  });

  it('picks, among several results, the establishment the SIRET names', async () => {
    const { outcome, entry } = (await lookUp(BRANCH_SIRET)).json();
    expect(outcome).toBe('found');
    expect(entry).toMatchObject({
      siren: '501234567',
      siret: BRANCH_SIRET,
      name: 'ASSOCIATION SPORTIVE DU STADE',
      legalForm: 'Association loi 1908 (Alsace-Moselle)',
      address: '8 RUE DU STADE',
      postalCode: '57000',
      city: 'METZ',
    });
  });

  it('says plainly when the register knows nothing of the number', async () => {
    expect((await lookUp(UNKNOWN_SIRET)).json()).toEqual({
      '@type': 'CompanyRegisterLookup',
      identifier: UNKNOWN_SIRET,
      outcome: 'not_found',
      entry: null,
    });
  });

  it('answers « unavailable » past the timeout or on an error, and asks again next time', async () => {
    // The fake answers « found » only after four timeouts: « unavailable » proves the wait ended.
    const slow = await lookUp(SLOW_SIRET);
    expect(slow.json()).toMatchObject({ outcome: 'unavailable', entry: null });
    expect((await lookUp(FAILING_RNA)).json()).toMatchObject({ outcome: 'unavailable' });
    const before = register.queries.length;
    await lookUp(FAILING_RNA);
    expect(register.queries.length).toBe(before + 1);
  });

  it('refuses anything but a SIRET or an RNA number with a French violation (422)', async () => {
    for (const identifier of ['732 829 320 00075', 'W12345', undefined]) {
      const response = await lookUp(identifier);
      expect(response.statusCode).toBe(422);
      expect(response.json().violations).toEqual([
        expect.objectContaining({
          propertyPath: 'identifier',
          message:
            'Saisissez un numéro SIRET (14 chiffres) ou un numéro RNA (W suivi de 9 chiffres).',
        }),
      ]);
    }
  });

  it('is rate-limited per address: 30 an hour', async () => {
    const address = '10.9.1.1';
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await lookUp(ASSOCIATION_SIRET, address)).statusCode).toBe(200);
    }
    expect((await lookUp(ASSOCIATION_SIRET, address)).statusCode).toBe(429);
  });
});

describe('GET /api/organizations/{id}/company-register (central review)', () => {
  it('reads the register for the identifier the organisation declared, for central only', async () => {
    const { organization, representative } = await createRepresentedOrganization(world.context.db, {
      siret: CLOSED_SIRET,
      rna: null,
      status: 'to_review',
    });
    const url = `/api/organizations/${organization.id}/company-register`;
    const asCentral = await world.context.app.inject({
      method: 'GET',
      url,
      cookies: await world.cookiesOf('central@espaces.test'),
    });
    expect(asCentral.statusCode).toBe(200);
    expect(asCentral.json()).toMatchObject({
      identifier: CLOSED_SIRET,
      outcome: 'found',
      entry: { closed: true, name: 'CLUB NAUTIQUE DU RHONE' },
    });

    const asItself = await world.context.app.inject({
      method: 'GET',
      url,
      cookies: await world.cookiesOf(representative.email),
    });
    expect(asItself.statusCode).toBe(403);
    const asAnotherOrganization = await world.context.app.inject({
      method: 'GET',
      url,
      cookies: await world.cookiesOf('asso@espaces.test'),
    });
    expect(asAnotherOrganization.statusCode).toBe(404);
    expect((await world.context.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_FACILITIES } from '../../db/seed/demo-catalog.ts';
import { facilities } from '../../db/schema.ts';
import { signIn, type Cookies } from '../../../test/support/app.ts';
import { createBooking, createPlace } from '../../../test/support/factories.ts';
import {
  activationLinkSentTo,
  createOrganizationsWorld,
  createRepresentedOrganization,
  PDF,
  postSignUp,
  signUpData,
  signUpParts,
  type OrganizationsWorld,
} from './organizations.test-support.ts';

let world: OrganizationsWorld;
/** Booked a place of the first demo facility (admin@, validateur@, superviseur@). */
let bookedFirst: string;
/** Booked a place of the second demo facility (same territory: territoire@ only). */
let bookedSecond: string;
/** Signed up through the API, with its two documents; e-mail validated. */
let signedUp: { id: string; representativeEmail: string; password: string };

beforeAll(async () => {
  world = await createOrganizationsWorld();
  const db = world.context.db;
  const first = await createRepresentedOrganization(db, {
    name: 'Zumba des Terreaux',
    status: 'validated',
  });
  await createBooking(db, {
    placeId: (await createPlace(db)).id,
    organizationId: first.organization.id,
  });
  bookedFirst = first.organization.id;
  const [secondFacility] = await db
    .select()
    .from(facilities)
    .where(eq(facilities.uai, DEMO_FACILITIES[1]!.uai));
  const second = await createRepresentedOrganization(db, {
    name: 'Aïkido de Gerland',
    status: 'validated',
  });
  const secondPlace = await createPlace(db, { facilityId: secondFacility!.id });
  await createBooking(db, { placeId: secondPlace.id, organizationId: second.organization.id });
  bookedSecond = second.organization.id;

  const data = signUpData({
    organization: { name: 'Escrime Saint-Jean', siret: '', rna: 'W691234567' },
  });
  const response = await postSignUp(world, signUpParts(data));
  const { organizationId, token } = await activationLinkSentTo(db, data.representative.email);
  await world.context.app.inject({
    method: 'GET',
    url: `/api/organizations/${organizationId}/validate?token=${token}`,
  });
  signedUp = {
    id: response.json().id,
    representativeEmail: data.representative.email,
    password: data.representative.password,
  };
});
afterAll(async () => {
  await world.close();
});

const list = async (query: string, cookies?: Cookies) =>
  world.context.app.inject({ method: 'GET', url: `/api/organizations${query}`, cookies });
const namesOf = (body: { 'hydra:member': { name: string }[] }) =>
  body['hydra:member'].map((o) => o.name);

describe('GET /api/organizations', () => {
  it('lists every organisation to central, filtered by status', async () => {
    const cookies = await world.cookiesOf('central@espaces.test');
    const all = (await list('?pagination=false', cookies)).json();
    expect(all['hydra:totalItems']).toBeGreaterThanOrEqual(8);
    const toReview = (await list('?status[]=to_review', cookies)).json();
    expect(
      toReview['hydra:member'].every((o: { status: string }) => o.status === 'to_review'),
    ).toBe(true);
    expect(namesOf(toReview)).toEqual(
      expect.arrayContaining(['Compagnie de danse Les Pas Sages', 'Escrime Saint-Jean']),
    );
    const two = (await list('?status[]=rejected&status[]=non_compliant', cookies)).json();
    expect(namesOf(two).sort()).toEqual(
      ['Les Amis du Karaoké de Vaise', 'Échiquier des Pentes'].sort(),
    );
  });

  it('searches by name, SIRET (with spaces) or RNA', async () => {
    const cookies = await world.cookiesOf('central@espaces.test');
    expect(namesOf((await list('?search=croix-rousse', cookies)).json())).toEqual([
      'Croix-Rousse Basket Club',
    ]);
    expect(
      namesOf((await list(`?search=${encodeURIComponent('823 451 760')}`, cookies)).json()),
    ).toEqual(['Croix-Rousse Basket Club']);
    expect(namesOf((await list('?search=W691234567', cookies)).json())).toEqual([
      'Escrime Saint-Jean',
    ]);
    expect(namesOf((await list('?search=100%25', cookies)).json())).toEqual([]);
  });

  it('searches names whatever the case and the accents', async () => {
    const cookies = await world.cookiesOf('central@espaces.test');
    expect(namesOf((await list('?search=echiquier', cookies)).json())).toEqual([
      'Échiquier des Pentes',
    ]);
    expect(namesOf((await list('?search=KARAOKE', cookies)).json())).toEqual([
      'Les Amis du Karaoké de Vaise',
    ]);
  });

  it('orders by name and paginates', async () => {
    const cookies = await world.cookiesOf('central@espaces.test');
    const ascending = namesOf((await list('?order[name]=asc&pagination=false', cookies)).json());
    const descending = namesOf((await list('?order[name]=desc&pagination=false', cookies)).json());
    expect(ascending.indexOf('Aïkido de Gerland')).toBeLessThan(
      ascending.indexOf('Zumba des Terreaux'),
    );
    expect(descending).toEqual([...ascending].reverse());
    const page = (await list('?itemsPerPage=2&page=2&order[name]=asc', cookies)).json();
    expect(page['hydra:member']).toHaveLength(2);
    expect(page['hydra:view']['hydra:previous']).toContain('page=1');
    expect(page['hydra:member'][0]).not.toHaveProperty('history');
  });

  it('lists to facility staff only the organisations that booked their facility', async () => {
    for (const email of [
      'admin@espaces.test',
      'validateur@espaces.test',
      'superviseur@espaces.test',
    ]) {
      const body = (
        await list(
          '?status[]=validated&pagination=false&order[name]=asc',
          await world.cookiesOf(email),
        )
      ).json();
      expect(body['hydra:member'].map((o: { id: string }) => o.id)).toEqual([bookedFirst]);
      expect(body['hydra:member'][0]._abilities).toEqual({
        validate: false,
        markNonCompliant: false,
        reject: false,
        edit: false,
      });
    }
  });

  it("lists to a territory admin the organisations that booked its territory's facilities", async () => {
    const body = (
      await list(
        '?pagination=false&order[name]=asc',
        await world.cookiesOf('territoire@espaces.test'),
      )
    ).json();
    expect(body['hydra:member'].map((o: { id: string }) => o.id)).toEqual([
      bookedSecond,
      bookedFirst,
    ]);
  });

  it('answers 403 to an organisation and 401 to a visitor', async () => {
    expect((await list('', await world.cookiesOf('asso@espaces.test'))).statusCode).toBe(403);
    expect((await list('')).statusCode).toBe(401);
  });

  it('refuses an unknown status', async () => {
    const response = await list(
      '?status[]=archived',
      await world.cookiesOf('central@espaces.test'),
    );
    expect(response.statusCode).toBe(422);
  });
});

describe('GET /api/organizations/{id}', () => {
  const get = async (id: string, cookies?: Cookies) =>
    world.context.app.inject({ method: 'GET', url: `/api/organizations/${id}`, cookies });

  it('shows central the details, representative, documents and history with its abilities', async () => {
    const response = await get(signedUp.id, await world.cookiesOf('central@espaces.test'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      '@id': `/api/organizations/${signedUp.id}`,
      '@type': 'Organization',
      name: 'Escrime Saint-Jean',
      rna: 'W691234567',
      siret: null,
      status: 'to_review',
      representative: { email: signedUp.representativeEmail, firstName: 'Camille' },
      _abilities: { validate: true, markNonCompliant: true, reject: true, edit: false },
    });
    expect(body.documents.map((d: { kind: string }) => d.kind).sort()).toEqual([
      'insurance',
      'statutes',
    ]);
    expect(body.documents[0].contentUrl).toBe(
      `/api/organization_documents/${body.documents[0].id}/file`,
    );
    expect(body.history).toHaveLength(1);
  });

  it("shows the organisation's own user, who may edit", async () => {
    const cookies = await signIn(
      world.context.app,
      signedUp.representativeEmail,
      signedUp.password,
    );
    const response = await get(signedUp.id, cookies);
    expect(response.statusCode).toBe(200);
    expect(response.json()._abilities).toEqual({
      validate: false,
      markNonCompliant: false,
      reject: false,
      edit: true,
    });
  });

  it('shows staff an organisation that booked their facility, hides the others (404)', async () => {
    const admin = await world.cookiesOf('admin@espaces.test');
    expect((await get(bookedFirst, admin)).statusCode).toBe(200);
    expect((await get(bookedSecond, admin)).statusCode).toBe(404);
    expect((await get(signedUp.id, admin)).statusCode).toBe(404);
    const territory = await world.cookiesOf('territoire@espaces.test');
    expect((await get(bookedSecond, territory)).statusCode).toBe(200);
  });

  it('hides it from other organisations (404) and visitors (401)', async () => {
    expect((await get(signedUp.id, await world.cookiesOf('asso@espaces.test'))).statusCode).toBe(
      404,
    );
    expect((await get(signedUp.id)).statusCode).toBe(401);
    expect(
      (await get('not-a-uuid', await world.cookiesOf('central@espaces.test'))).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/organization_documents/{id}/file', () => {
  async function statutesUrl(): Promise<string> {
    const body = (
      await world.context.app.inject({
        method: 'GET',
        url: `/api/organizations/${signedUp.id}`,
        cookies: await world.cookiesOf('central@espaces.test'),
      })
    ).json();
    return body.documents.find((d: { kind: string }) => d.kind === 'statutes').contentUrl;
  }

  it('downloads the document for central and the organisation itself', async () => {
    const url = await statutesUrl();
    for (const cookies of [
      await world.cookiesOf('central@espaces.test'),
      await signIn(world.context.app, signedUp.representativeEmail, signedUp.password),
    ]) {
      const response = await world.context.app.inject({ method: 'GET', url, cookies });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain('statuts.pdf');
      expect(response.rawPayload.equals(PDF)).toBe(true);
    }
  });

  it('answers 404 to those who may not see the organisation, 401 to a visitor', async () => {
    const url = await statutesUrl();
    for (const email of ['admin@espaces.test', 'asso@espaces.test']) {
      const response = await world.context.app.inject({
        method: 'GET',
        url,
        cookies: await world.cookiesOf(email),
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await world.context.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

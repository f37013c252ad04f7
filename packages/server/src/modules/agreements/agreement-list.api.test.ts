import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements, facilities } from '../../db/schema.ts';
import {
  bookingBody,
  mailsTo,
  organizationIdOf,
  parisSlot,
  send,
  violationsOf,
} from '../bookings/bookings.test-support.ts';
import {
  createOtherTerritoryFacility,
  facilityIdByUai,
  OTHER_LYON_FACILITY_UAI,
} from '../facilities/facility-test-data.ts';
import {
  createApprovedBooking,
  createAgreementWorld,
  type AgreementWorld,
} from './agreements.test-support.ts';

// Who sees which agreements, the organisations of a facility, and refusals to prepare.

let world: AgreementWorld;
let agreementId: string;
let assoId: string;

beforeAll(async () => {
  world = await createAgreementWorld();
  assoId = await organizationIdOf(world.db, 'asso@espaces.test');
  const booking = await createApprovedBooking(world, 2);
  const prepared = await send(world, 'admin', 'POST', '/api/agreements', {
    booking: `/api/bookings/${booking.id}`,
  });
  agreementId = prepared.json().id;
});
afterAll(() => world.close());

const idsOf = (response: { json: () => { 'hydra:member': { id: string }[] } }) =>
  response.json()['hydra:member'].map((agreement) => agreement.id);

describe('GET /api/agreements', () => {
  it('shows drafts to the facility staff and central, never to the organisation', async () => {
    expect(idsOf(await send(world, 'admin', 'GET', '/api/agreements'))).toEqual([agreementId]);
    expect(idsOf(await send(world, 'superviseur', 'GET', '/api/agreements'))).toEqual([
      agreementId,
    ]);
    expect(idsOf(await send(world, 'central', 'GET', '/api/agreements'))).toEqual([agreementId]);
    expect(idsOf(await send(world, 'asso', 'GET', '/api/agreements'))).toEqual([]);
  });

  it('filters by status, organisation and booking', async () => {
    const byStatus = await send(world, 'admin', 'GET', '/api/agreements?status[]=signed');
    expect(idsOf(byStatus)).toEqual([]);
    const byOrganization = await send(
      world,
      'admin',
      'GET',
      `/api/agreements?organization.id=${assoId}`,
    );
    expect(idsOf(byOrganization)).toEqual([agreementId]);
    const [bookingIri] = (
      await send(world, 'admin', 'GET', `/api/agreements/${agreementId}`)
    ).json().bookings;
    const byBooking = await send(
      world,
      'admin',
      'GET',
      `/api/agreements?bookings.id=${bookingIri}`,
    );
    expect(idsOf(byBooking)).toEqual([agreementId]);
  });

  it('answers 401 to someone signed out', async () => {
    expect((await send(world, 'anonyme', 'GET', '/api/agreements')).statusCode).toBe(401);
  });
});

describe('GET /api/agreements: the shared filter', () => {
  const other = { savoieAgreement: '', savoieFacility: '', savoieTerritory: '' };
  const lyon = { agreement: '', facilityType: '' };

  beforeAll(async () => {
    const { db } = world;
    const savoie = await createOtherTerritoryFacility(db);
    const lyonFacilityId = await facilityIdByUai(db, OTHER_LYON_FACILITY_UAI);
    const [lyonFacility] = await db
      .select()
      .from(facilities)
      .where(eq(facilities.id, lyonFacilityId));
    const draftAt = async (facilityId: string) =>
      (
        await db
          .insert(agreements)
          .values({ facilityId, organizationId: assoId })
          .returning({ id: agreements.id })
      )[0]!.id;
    Object.assign(other, {
      savoieAgreement: await draftAt(savoie.facility.id),
      savoieFacility: savoie.facility.id,
      savoieTerritory: savoie.territory.id,
    });
    Object.assign(lyon, {
      agreement: await draftAt(lyonFacilityId),
      facilityType: lyonFacility!.facilityTypeId,
    });
  });

  const listed = async (who: 'central' | 'admin', query: string) => {
    const response = await send(world, who, 'GET', `/api/agreements?pagination=false${query}`);
    expect(response.statusCode).toBe(200);
    return idsOf(response).sort();
  };

  it('shows central the agreements of every facility, and filters them', async () => {
    const all = [agreementId, other.savoieAgreement, lyon.agreement].sort();
    expect(await listed('central', '')).toEqual(all);
    expect(await listed('central', '&facility.territory.id=none')).toEqual(all);
    expect(await listed('central', `&facility.territory.id=${other.savoieTerritory}`)).toEqual([
      other.savoieAgreement,
    ]);
    expect(
      await listed('central', `&facility.territory.id[]=/api/territories/${other.savoieTerritory}`),
    ).toEqual([other.savoieAgreement]);
    expect(await listed('central', `&facility.facilityType.id=${lyon.facilityType}`)).toEqual([
      lyon.agreement,
    ]);
    expect(await listed('central', `&facility.id=${other.savoieFacility}`)).toEqual([
      other.savoieAgreement,
    ]);
  });

  it('keeps the facility staff to their facilities whatever they filter on', async () => {
    expect(await listed('admin', '')).toEqual([agreementId]);
    expect(await listed('admin', `&facility.id=${other.savoieFacility}`)).toEqual([]);
    expect(await listed('admin', `&facility.territory.id=${other.savoieTerritory}`)).toEqual([]);
    expect(await listed('admin', `&facility.facilityType.id=${lyon.facilityType}`)).toEqual([]);
  });

  it('answers 422 to a malformed territory or facility type', async () => {
    for (const query of ['facility.territory.id=nope', 'facility.facilityType.id=nope']) {
      const response = await send(world, 'central', 'GET', `/api/agreements?${query}`);
      expect(response.statusCode).toBe(422);
      expect(violationsOf(response)[0]!.message).toBe('Identifiant invalide.');
    }
  });
});

describe('GET /api/facility/{id}/available-organization', () => {
  it('lists the organisations holding bookings at the facility to its staff', async () => {
    const response = await send(
      world,
      'admin',
      'GET',
      `/api/facility/${world.facilityId}/available-organization`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()['hydra:member']).toEqual([
      expect.objectContaining({ '@id': `/api/organizations/${assoId}`, id: assoId }),
    ]);
  });

  it('refuses organisations', async () => {
    const response = await send(
      world,
      'asso',
      'GET',
      `/api/facility/${world.facilityId}/available-organization`,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/agreements refusals', () => {
  it('refuses a booking that is not approved, and writes nothing', async () => {
    const requested = await send(
      world,
      'asso',
      'POST',
      '/api/bookings',
      bookingBody(world, {
        bookingSlots: [parisSlot(world.day(5), '18:00', '20:00')],
      }),
    );
    expect(requested.statusCode).toBe(201);
    const response = await send(world, 'admin', 'POST', '/api/agreements', {
      booking: `/api/bookings/${requested.json().id}`,
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)[0]!.message).toBe(
      'Seule une réservation approuvée peut entrer dans une convention.',
    );
    expect(idsOf(await send(world, 'admin', 'GET', '/api/agreements'))).toEqual([agreementId]);
  });

  it('answers 404 for an agreement of another organisation and to a malformed id', async () => {
    expect(
      (await send(world, 'autre-asso', 'GET', `/api/agreements/${agreementId}`)).statusCode,
    ).toBe(404);
    expect((await send(world, 'admin', 'GET', '/api/agreements/nope')).statusCode).toBe(404);
    expect(
      (await send(world, 'admin', 'GET', `/api/agreements/${agreementId}/document`)).statusCode,
    ).toBe(404);
  });
});

describe('two admins issuing at the same moment', () => {
  it('issues once; the second is told what happened meanwhile', async () => {
    const answers = await Promise.all([
      send(world, 'admin', 'POST', `/api/agreements/${agreementId}/generate`, {}),
      send(world, 'territoire', 'POST', `/api/agreements/${agreementId}/generate`, {}),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect([
      [200, 409],
      [200, 422],
    ]).toContainEqual(statuses);
    const invitations = (await mailsTo(world.db, 'asso@espaces.test')).filter((mail) =>
      mail.subject.endsWith('à signer'),
    );
    expect(invitations).toHaveLength(1);
  });
});

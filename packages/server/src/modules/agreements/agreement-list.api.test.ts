import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  mailsTo,
  organizationIdOf,
  parisSlot,
  send,
  violationsOf,
} from '../bookings/bookings.test-support.ts';
import {
  approvedBooking,
  createAgreementWorld,
  type AgreementWorld,
} from './agreements.test-support.ts';

// Issue 11: who sees which agreements, the organisations of a facility, and refusals to prepare.

let world: AgreementWorld;
let agreementId: string;
let assoId: string;

beforeAll(async () => {
  world = await createAgreementWorld();
  assoId = await organizationIdOf(world.db, 'asso@espaces.test');
  const booking = await approvedBooking(world, 2);
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

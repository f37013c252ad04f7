import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/support/app.ts';
import { createBooking, createPlace, rangeFromNow } from '../../../test/support/factories.ts';
import {
  createOrganizationsWorld,
  createRepresentedOrganization,
  storedCounts,
  type OrganizationsWorld,
} from './organizations.test-support.ts';

let world: OrganizationsWorld;

beforeAll(async () => {
  world = await createOrganizationsWorld();
});
afterAll(async () => {
  await world.close();
});

async function editAsRepresentative(
  overrides: Parameters<typeof createRepresentedOrganization>[1],
  payload: Record<string, unknown>,
) {
  const { organization, representative } = await createRepresentedOrganization(
    world.context.db,
    overrides,
  );
  const cookies = await signIn(world.context.app, representative.email);
  const response = await world.context.app.inject({
    method: 'PUT',
    url: `/api/organizations/${organization.id}`,
    payload,
    cookies,
  });
  return { organization, response };
}

describe('PUT /api/organizations/{id} by the organisation', () => {
  it('resubmits a non-compliant organisation for review with its corrected details', async () => {
    const { response } = await editAsRepresentative(
      { status: 'non_compliant', nonComplianceReason: 'Statuts illisibles.' },
      { address: '5 rue Mercière', phone: '06 12 34 56 78' },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'to_review',
      nonComplianceReason: null,
      address: '5 rue Mercière',
      phone: '+33612345678',
    });
    expect(body._abilities).toEqual({
      validate: false,
      markNonCompliant: false,
      reject: false,
      edit: true,
    });
    expect(body.history.at(-1)).toMatchObject({
      action: 'resubmit',
      fromStatus: 'non_compliant',
      toStatus: 'to_review',
      actor: { firstName: 'Lucie', lastName: 'Moreau' },
    });
  });

  it('edits the address and phone of a validated organisation without a new review', async () => {
    const { response } = await editAsRepresentative(
      { status: 'validated' },
      { address: '12 quai Saint-Vincent', phone: '04 72 00 00 00' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'validated',
      address: '12 quai Saint-Vincent',
    });
    expect(response.json().history.at(-1)).toMatchObject({
      action: 'update',
      fromStatus: 'validated',
      toStatus: 'validated',
    });
  });

  it('refuses the edit of a rejected organisation', async () => {
    const before = await storedCounts(world);
    const { response } = await editAsRepresentative({ status: 'rejected' }, { name: 'Autre' });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations[0].message).toBe(
      'Les informations de cette organisation ne peuvent plus être modifiées.',
    );
    // The organisation and representative created by the test are the only new rows.
    const after = await storedCounts(world);
    expect(after.auditEvents).toBe(before.auditEvents);
  });

  it('refuses to remove both identifiers', async () => {
    const { response } = await editAsRepresentative(
      { status: 'validated', siret: null },
      { rna: '' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().violations[0]).toMatchObject({
      propertyPath: 'siret',
      message: 'Renseignez le numéro SIRET ou le numéro RNA.',
    });
  });

  it('refuses an invalid SIRET', async () => {
    const { response } = await editAsRepresentative(
      { status: 'validated' },
      { siret: '12345678901234' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().violations[0].propertyPath).toBe('siret');
  });

  it('answers 403 to central and 404 to another organisation', async () => {
    const { organization } = await createRepresentedOrganization(world.context.db, {
      status: 'non_compliant',
    });
    const byCentral = await world.context.app.inject({
      method: 'PUT',
      url: `/api/organizations/${organization.id}`,
      payload: { name: 'Par le central' },
      cookies: await world.cookiesOf('central@espaces.test'),
    });
    expect(byCentral.statusCode).toBe(403);
    const byOther = await world.context.app.inject({
      method: 'PUT',
      url: `/api/organizations/${organization.id}`,
      payload: { name: 'Par une autre' },
      cookies: await world.cookiesOf('asso@espaces.test'),
    });
    expect(byOther.statusCode).toBe(404);
  });
});

describe('PUT /api/organizations/{id}: a validated organisation changes its identity', () => {
  async function validatedWithBooking() {
    const { db, app } = world.context;
    const { organization, representative } = await createRepresentedOrganization(db, {
      status: 'validated',
      legalForm: 'Association loi 1901',
      rna: 'W691000017',
      siret: null,
    });
    const place = await createPlace(db);
    const booking = await createBooking(db, {
      placeId: place.id,
      organizationId: organization.id,
      status: 'validated',
      slots: [rangeFromNow(24 * 30)],
    });
    const cookies = await signIn(app, representative.email);
    const put = (payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `/api/organizations/${organization.id}`, payload, cookies });
    const requestBooking = () =>
      app.inject({
        method: 'POST',
        url: '/api/bookings',
        cookies,
        payload: {
          place: `/api/places/${place.id}`,
          purposeType: 'casual',
          activity: 'Entraînement de basket',
          expectedAttendance: 12,
          bookingSlots: [rangeFromNow(24 * 40)].map((range) => ({
            startDate: range.startDate.toISOString(),
            endDate: range.endDate.toISOString(),
          })),
        },
      });
    return { organization, place, booking, cookies, put, requestBooking };
  }

  it.each([
    ['name', { name: 'Club Alpha Lyon' }],
    ['legal form', { legalForm: 'Autre' }],
    ['SIRET', { siret: '732 829 320 00074' }],
    ['RNA', { rna: 'W691000025' }],
  ])('sends it back to central review when its %s changes', async (_, payload) => {
    const { put } = await validatedWithBooking();
    const response = await put(payload);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'to_review' });
    expect(response.json().history.at(-1)).toMatchObject({
      action: 'change_identity',
      fromStatus: 'validated',
      toStatus: 'to_review',
    });
  });

  it('keeps its bookings, refuses new ones, and shows it to central among those to review', async () => {
    const { organization, booking, cookies, put, requestBooking } = await validatedWithBooking();
    // Refused for its slot (no opening window), not for the organisation: it may still book.
    const allowed = await requestBooking();
    expect(allowed.statusCode).toBe(422);
    expect(allowed.json().violations[0].propertyPath).toMatch(/^bookingSlots/);
    const before = await storedCounts(world);

    const response = await put({ name: 'Nouveau nom', address: '3 rue Neuve' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'to_review',
      name: 'Nouveau nom',
      address: '3 rue Neuve',
    });
    const after = await storedCounts(world);
    expect(after.auditEvents).toBe(before.auditEvents + 1);

    const { app } = world.context;
    const kept = await app.inject({ method: 'GET', url: `/api/bookings/${booking.id}`, cookies });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ status: 'validated' });
    expect(kept.json().bookingSlots).toHaveLength(1);

    const refused = await requestBooking();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()['hydra:description']).toBe(
      "Merci de faire valider votre compte avant d'accéder à un espace",
    );

    const toReview = await app.inject({
      method: 'GET',
      url: '/api/organizations?status[]=to_review&pagination=false',
      cookies: await world.cookiesOf('central@espaces.test'),
    });
    expect(toReview.statusCode).toBe(200);
    expect(toReview.json()['hydra:member']).toContainEqual(
      expect.objectContaining({ id: organization.id, status: 'to_review', name: 'Nouveau nom' }),
    );

    const validated = await app.inject({
      method: 'PUT',
      url: `/api/organizations/${organization.id}`,
      payload: { status: 'validated' },
      cookies: await world.cookiesOf('central@espaces.test'),
    });
    expect(validated.json()).toMatchObject({ status: 'validated' });
    expect((await requestBooking()).statusCode).toBe(422);
  });

  it('stays validated when the identity sent is the one it has', async () => {
    const { put } = await validatedWithBooking();
    const response = await put({
      legalForm: 'Association loi 1901',
      rna: 'W69 100 0017',
      phone: '04 78 00 00 00',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'validated' });
  });

  it('records one return to review when two identity changes cross', async () => {
    const { organization, put } = await validatedWithBooking();
    const answers = await Promise.all([put({ name: 'Nom A' }), put({ rna: 'W691000025' })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const view = await world.context.app.inject({
      method: 'GET',
      url: `/api/organizations/${organization.id}`,
      cookies: await world.cookiesOf('central@espaces.test'),
    });
    const actions = view.json().history.map((entry: { action: string }) => entry.action);
    expect(actions.filter((action: string) => action === 'change_identity')).toHaveLength(1);
    expect(view.json()).toMatchObject({ status: 'to_review', name: 'Nom A', rna: 'W691000025' });
  });
});

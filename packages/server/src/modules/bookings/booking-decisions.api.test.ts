import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  bookingChangedMeanwhile,
} from '@espaces/domain/booking/booking-messages';
import { SLOT_IN_THE_PAST } from '@espaces/domain/messages';
import { createBooking } from '../../../test/support/factories.ts';
import {
  bookingBody,
  bookingStatus,
  organizationIdOf,
  bookingEvents,
  createBookingWorld,
  mailsTo,
  parisSlot,
  send,
  violationsOf,
  type BookingWorld,
  type Who,
} from './bookings.test-support.ts';

// Approval (after its pre-checks), refusal with a reason, and what follows it.

let world: BookingWorld;
let assoOrganizationId: string;
beforeAll(async () => {
  world = await createBookingWorld();
  assoOrganizationId = await organizationIdOf(world.db, 'asso@espaces.test');
});
afterAll(() => world.context.close());

async function request(offset: number, start = '18:00', end = '20:00') {
  const response = await send(
    world,
    'asso',
    'POST',
    '/api/bookings',
    bookingBody(world, { bookingSlots: [parisSlot(world.day(offset), start, end)] }),
  );
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; reference: string };
}

const statusOf = (id: string) => bookingStatus(world.db, id);

/** A request of asso@ whose only slot started an hour ago (frozen in the past). */
async function pastRequest(status: 'new' | 'pending', hoursAgo: number) {
  const start = new Date(world.context.clock.now().getTime() - hoursAgo * 3_600_000);
  return createBooking(world.db, {
    placeId: world.placeId,
    organizationId: assoOrganizationId,
    status,
    slots: [{ startDate: start, endDate: new Date(start.getTime() + 3_600_000) }],
  });
}

const validate = (who: Who, id: string, query = '?groups[]=booking_approve') =>
  send(world, who, 'GET', `/api/bookings/${id}/validate${query}`);

describe('GET /api/bookings/{id}/validate?groups[]=booking_approve', () => {
  it('passes a new request whose slots are all to come, and writes nothing', async () => {
    const { id } = await request(1);
    const response = await validate('validateur', id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      '@type': 'BookingValidation',
      groups: ['booking_approve'],
      valid: true,
    });
    expect(await statusOf(id)).toBe('new');
    expect(await bookingEvents(world.db, id)).toHaveLength(1);
  });

  it('names the slot in the past', async () => {
    const past = await pastRequest('new', 1);
    const response = await validate('admin', past.id);
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toEqual([
      expect.objectContaining({
        propertyPath: 'bookingSlots.0',
        message: SLOT_IN_THE_PAST,
        code: 'SLOT_IN_THE_PAST',
      }),
    ]);
  });

  it('asks for a known group', async () => {
    const { id } = await request(2);
    for (const query of ['', '?groups[]=booking_other']) {
      const response = await validate('validateur', id, query);
      expect(response.statusCode).toBe(422);
      expect(violationsOf(response)[0]?.message).toBe(BOOKING_MESSAGES.unknownValidationGroup);
    }
  });

  it('is for those who may approve: 403 to the supervisor and the organisation, 404 to another', async () => {
    const { id } = await request(3);
    expect((await validate('superviseur', id)).statusCode).toBe(403);
    expect((await validate('asso', id)).statusCode).toBe(403);
    expect((await validate('central', id)).statusCode).toBe(403);
    expect((await validate('autre-asso', id)).statusCode).toBe(404);
    expect((await validate('anonyme', id)).statusCode).toBe(401);
  });
});

describe('PUT /api/bookings/{id} {status: approved}: approval', () => {
  it.each(['validateur', 'admin', 'territoire'] as const)(
    'lets %s approve a new request, records it and e-mails the organisation',
    async (who) => {
      const offset = 4 + ['validateur', 'admin', 'territoire'].indexOf(who);
      const { id, reference } = await request(offset);
      const response = await send(world, who, 'PUT', `/api/bookings/${id}`, {
        status: 'approved',
      });
      expect(response.statusCode).toBe(200);
      const booking = response.json();
      expect(booking.status).toBe('approved');
      expect(booking._abilities).toMatchObject({ approve: false, reject: false });
      expect(
        booking.history.find((event: { action: string }) => event.action !== 'request'),
      ).toMatchObject({
        action: 'approve',
        fromStatus: 'new',
        toStatus: 'approved',
        actor: { firstName: expect.any(String) },
      });
      const subjects = (await mailsTo(world.db, 'asso@espaces.test')).map((mail) => mail.subject);
      expect(subjects).toContain(`Demande de réservation ${reference} approuvée`);
    },
  );

  it('e-mails the facility admins, who then prepare the agreement, but not the one who approved', async () => {
    const subject = (reference: string) =>
      `Réservation ${reference} approuvée\u00a0: convention à préparer`;
    const subjectsOf = async (email: string) =>
      (await mailsTo(world.db, email)).map((mail) => mail.subject);

    const byValidator = await request(21);
    await send(world, 'validateur', 'PUT', `/api/bookings/${byValidator.id}`, {
      status: 'approved',
    });
    expect(await subjectsOf('admin@espaces.test')).toContain(subject(byValidator.reference));
    const toAdmin = (await mailsTo(world.db, 'admin@espaces.test')).find(
      (mail) => mail.subject === subject(byValidator.reference),
    );
    expect(toAdmin?.text).toContain('« Préparer la convention »');
    expect(toAdmin?.text).toContain(`/reservation/${byValidator.id}`);
    expect(await subjectsOf('validateur@espaces.test')).not.toContain(
      subject(byValidator.reference),
    );

    const byAdmin = await request(20);
    await send(world, 'admin', 'PUT', `/api/bookings/${byAdmin.id}`, { status: 'approved' });
    expect(await subjectsOf('admin@espaces.test')).not.toContain(subject(byAdmin.reference));

    const asAdmin = (await send(world, 'admin', 'GET', `/api/bookings/${byValidator.id}`)).json();
    expect(asAdmin._abilities.prepareAgreement).toBe(true);
    const asValidator = (
      await send(world, 'validateur', 'GET', `/api/bookings/${byValidator.id}`)
    ).json();
    expect(asValidator._abilities.prepareAgreement).toBe(false);
  });

  it('refuses a slot in the past with the same violation as the pre-check', async () => {
    const past = await pastRequest('new', 3);
    const response = await send(world, 'validateur', 'PUT', `/api/bookings/${past.id}`, {
      status: 'approved',
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)[0]).toMatchObject({
      propertyPath: 'bookingSlots.0',
      message: SLOT_IN_THE_PAST,
    });
    expect(await statusOf(past.id)).toBe('new');
  });

  it('takes the request as it stands: changes go through a counter-proposal', async () => {
    const { id } = await request(7);
    const response = await send(world, 'validateur', 'PUT', `/api/bookings/${id}`, {
      status: 'approved',
      proposedRentPrice: 5,
    });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)[0]).toMatchObject({
      propertyPath: 'proposedRentPrice',
      message: BOOKING_MESSAGES.decisionKeepsTheRequest,
    });
    expect(await statusOf(id)).toBe('new');
  });

  it.each(['superviseur', 'central'] as const)('refuses %s with 403', async (who) => {
    const { id } = await request(
      8,
      who === 'central' ? '20:00' : '18:00',
      who === 'central' ? '22:00' : '20:00',
    );
    const response = await send(world, who, 'PUT', `/api/bookings/${id}`, { status: 'approved' });
    expect(response.statusCode).toBe(403);
    expect(await statusOf(id)).toBe('new');
  });

  it('refuses the organisation approving its own new request (422: acceptance is for a counter-proposal)', async () => {
    const { id } = await request(9);
    const response = await send(world, 'asso', 'PUT', `/api/bookings/${id}`, {
      status: 'approved',
    });
    expect(response.statusCode).toBe(422);
    expect(await statusOf(id)).toBe('new');
  });

  it.each(['pending', 'approved', 'validated', 'rejected', 'cancelled'] as const)(
    'refuses approving a %s booking with 422',
    async (status) => {
      const booking = await createBooking(world.db, {
        placeId: world.placeId,
        organizationId: assoOrganizationId,
        status,
      });
      const response = await send(world, 'validateur', 'PUT', `/api/bookings/${booking.id}`, {
        status: 'approved',
      });
      expect(response.statusCode).toBe(422);
      expect(await statusOf(booking.id)).toBe(status);
    },
  );
});

describe('PUT /api/bookings/{id}/reject: refusal', () => {
  it('refuses with the reason, frees the slots at once and e-mails the reason', async () => {
    const slot = parisSlot(world.day(10), '18:00', '20:00');
    const { id, reference } = await request(10);
    const reason = 'Le gymnase est réservé aux examens ce soir-là.';
    const response = await send(world, 'validateur', 'PUT', `/api/bookings/${id}/reject`, {
      rejectionReason: `  ${reason}  `,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', rejectionReason: reason });
    expect(
      response.json().history.find((event: { action: string }) => event.action !== 'request'),
    ).toMatchObject({
      action: 'reject',
      fromStatus: 'new',
      toStatus: 'rejected',
      changes: { rejectionReason: reason },
    });
    const mail = (await mailsTo(world.db, 'asso@espaces.test')).find(
      (candidate) => candidate.subject === `Demande de réservation ${reference} refusée`,
    );
    expect(mail?.text).toContain(reason);
    const again = await send(
      world,
      'autre-asso',
      'POST',
      '/api/bookings',
      bookingBody(world, { bookingSlots: [slot] }),
    );
    expect(again.statusCode).toBe(201);
  });

  it('refuses a pending counter-proposal too', async () => {
    const pending = await createBooking(world.db, {
      placeId: world.placeId,
      organizationId: assoOrganizationId,
      status: 'pending',
    });
    const response = await send(world, 'admin', 'PUT', `/api/bookings/${pending.id}/reject`, {
      rejectionReason: 'Sans réponse de votre part.',
    });
    expect(response.statusCode).toBe(200);
    expect(await statusOf(pending.id)).toBe('rejected');
  });

  it('requires a reason and changes nothing without one', async () => {
    const { id } = await request(11);
    for (const body of [{}, { rejectionReason: '   ' }]) {
      const response = await send(world, 'validateur', 'PUT', `/api/bookings/${id}/reject`, body);
      expect(response.statusCode).toBe(422);
      expect(violationsOf(response)[0]).toMatchObject({
        propertyPath: 'rejectionReason',
        message: 'Le motif du refus est obligatoire.',
      });
    }
    expect(await statusOf(id)).toBe('new');
  });

  it('is the facility’s: 403 to the organisation, the supervisor and central; 422 once decided', async () => {
    const { id } = await request(12);
    const body = { rejectionReason: 'Non.' };
    for (const who of ['asso', 'superviseur', 'central'] as const) {
      expect((await send(world, who, 'PUT', `/api/bookings/${id}/reject`, body)).statusCode).toBe(
        403,
      );
    }
    await send(world, 'validateur', 'PUT', `/api/bookings/${id}`, { status: 'approved' });
    const late = await send(world, 'validateur', 'PUT', `/api/bookings/${id}/reject`, body);
    expect(late.statusCode).toBe(422);
    expect(await statusOf(id)).toBe('approved');
  });

  it('is not a status the PUT body may name', async () => {
    const { id } = await request(13);
    const response = await send(world, 'validateur', 'PUT', `/api/bookings/${id}`, {
      status: 'rejected',
    });
    expect(response.statusCode).toBe(422);
    expect(await statusOf(id)).toBe('new');
  });
});

describe('two people deciding on one booking at the same moment', () => {
  // The loser's answer is read from the history under the booking's lock,
  // so it is the same 409 on PGlite (which runs the two one after the other) and PostgreSQL.
  it('lets one validator win; the other gets a 409 naming the new status, one decision kept', async () => {
    const { id } = await request(14);
    const [approval, refusal] = await Promise.all([
      send(world, 'validateur', 'PUT', `/api/bookings/${id}`, { status: 'approved' }),
      send(world, 'admin', 'PUT', `/api/bookings/${id}/reject`, { rejectionReason: 'Complet.' }),
    ]);
    expect([approval.statusCode, refusal.statusCode].sort()).toEqual([200, 409]);
    const winner = approval.statusCode === 200 ? 'approved' : 'rejected';
    const loser = approval.statusCode === 200 ? refusal : approval;
    const label = winner === 'approved' ? 'Approuvée' : 'Refusée';
    expect(loser.json()['hydra:description']).toBe(bookingChangedMeanwhile(label));
    expect(await statusOf(id)).toBe(winner);
    const decisions = (await bookingEvents(world.db, id)).filter(
      (event) => event.action !== 'request',
    );
    expect(decisions).toHaveLength(1);
  });

  it('answers the same 409 when the organisation withdraws as a validator approves', async () => {
    const { id } = await request(15);
    const [withdrawal, approval] = await Promise.all([
      send(world, 'asso', 'PUT', `/api/bookings/${id}`, { status: 'cancelled' }),
      send(world, 'validateur', 'PUT', `/api/bookings/${id}`, { status: 'approved' }),
    ]);
    expect([withdrawal.statusCode, approval.statusCode].sort()).toEqual([200, 409]);
  });

  it('keeps 422 for a step that was never possible from the status left', async () => {
    const { id } = await request(16);
    await send(world, 'validateur', 'PUT', `/api/bookings/${id}`, { status: 'approved' });
    // The validator's own approval: approving again is a mistake, not a conflict.
    const again = await send(world, 'validateur', 'PUT', `/api/bookings/${id}`, {
      status: 'approved',
    });
    expect(again.statusCode).toBe(422);
    // An edit was never the validator's step: 403, whoever decided before.
    const edit = await send(world, 'admin', 'PUT', `/api/bookings/${id}`, { activity: 'Judo' });
    expect(edit.statusCode).toBe(403);
  });
});

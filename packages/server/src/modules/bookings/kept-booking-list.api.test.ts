import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { bookings, organizations, places, users } from '../../db/schema.ts';
import { createOpeningWindow, createPlace } from '../../../test/support/factories.ts';
import {
  ACCOUNTS,
  bookingBody,
  createBookingWorld,
  parisSlot,
  send,
  type BookingWorld,
  type Who,
} from './bookings.test-support.ts';

// A staff scope's page of bookings is kept per instance and served again while its data
// version is unchanged (docs/performance.md#mechanisms): every change that shows in the list must
// show at the next read, and what each user may do is decided for them at each request.

let world: BookingWorld;
beforeAll(async () => {
  world = await createBookingWorld();
});
afterAll(() => world.context.close());

interface Listed {
  '@id': string;
  reference: string;
  status: string;
  place: { name: string };
  createdBy: { firstName: string; organization: { name: string } };
  _abilities?: Record<string, boolean>;
}

async function listOf(who: Who): Promise<Listed[]> {
  const response = await send(world, who, 'GET', '/api/bookings');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ 'hydra:member': Listed[] }>()['hydra:member'];
}

async function request(day: number): Promise<string> {
  const slot = parisSlot(world.day(day), '18:00', '19:00');
  const response = await send(
    world,
    'asso',
    'POST',
    '/api/bookings',
    bookingBody(world, { bookingSlots: [slot] }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ reference: string }>().reference;
}

describe('a staff list kept between requests', () => {
  it('shows a booking requested since', async () => {
    const before = await listOf('admin');
    const reference = await request(2);
    const after = await listOf('admin');
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((booking) => booking.reference)).toContain(reference);
  });

  it('shows the place, the organisation and the requester renamed since, each alone', async () => {
    const firstOf = async () => (await listOf('admin'))[0]!;
    const { reference } = await firstOf();
    const rename = { name: 'Gymnase Jean-Moulin (rénové)' };
    await world.db.update(places).set(rename).where(eq(places.id, world.placeId));
    expect((await firstOf()).place.name).toBe(rename.name);

    const [asso] = await world.db.select().from(users).where(eq(users.email, ACCOUNTS.asso));
    await world.db
      .update(organizations)
      .set({ name: 'Basket Club renommé' })
      .where(eq(organizations.id, asso!.organizationId!));
    expect((await firstOf()).createdBy.organization.name).toBe('Basket Club renommé');

    await world.db.update(users).set({ firstName: 'Renommée' }).where(eq(users.id, asso!.id));
    const renamed = await firstOf();
    expect(renamed.createdBy.firstName).toBe('Renommée');
    expect(renamed.reference).toBe(reference);
  });

  it('gives each user of one scope what they may do, as the booking’s own page does', async () => {
    await request(3);
    for (const who of ['admin', 'validateur', 'superviseur'] as const) {
      const [listed] = await listOf(who);
      const page = await send(world, who, 'GET', listed!['@id']);
      expect(page.statusCode).toBe(200);
      expect(listed!._abilities, who).toBeDefined();
      expect(listed!._abilities, who).toEqual(page.json<Listed>()._abilities);
    }
  });
});

describe('an organisation’s list kept between requests', () => {
  it('shows a booking requested since at a place where it had none, to it alone', async () => {
    const elsewhere = await createPlace(world.db, { name: 'Salle nouvelle' });
    await createOpeningWindow(world.db, elsewhere.id, {
      startDate: parisWallClockToUtc(world.day(4), '18:00'),
      endDate: parisWallClockToUtc(world.day(4), '22:00'),
    });
    // Read once the place exists: its creation changed the structure key, not its booking.
    const before = await listOf('asso');
    const slot = parisSlot(world.day(4), '18:00', '19:00');
    const body = bookingBody(world, { place: `/api/places/${elsewhere.id}`, bookingSlots: [slot] });
    expect((await send(world, 'asso', 'POST', '/api/bookings', body)).statusCode).toBe(201);

    const after = await listOf('asso');
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((booking) => booking.place.name)).toContain('Salle nouvelle');
    expect((await listOf('autre-asso')).map((booking) => booking.place.name)).not.toContain(
      'Salle nouvelle',
    );
  });

  it('shows a decision taken since on one of its bookings', async () => {
    const [first] = await listOf('asso');
    const id = first!['@id'].split('/').pop()!;
    await world.db.update(bookings).set({ status: 'rejected' }).where(eq(bookings.id, id));
    const [again] = await listOf('asso');
    expect(again!.reference).toBe(first!.reference);
    expect(again!.status).toBe('rejected');
  });
});

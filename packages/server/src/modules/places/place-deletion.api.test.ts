import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, doors, places, timeSlots } from '../../db/schema.ts';
import {
  createBooking,
  createOpeningWindow,
  createPlace,
  rangeFromNow,
} from '../../../test/support/factories.ts';
import { createWorld, get, type Who, type World } from '../facilities/facility-test-data.ts';

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(() => world.context.close());

async function remove(placeId: string, who: Who | undefined) {
  return world.context.app.inject({
    method: 'DELETE',
    url: `/api/places/${placeId}`,
    cookies: await world.cookiesOf(who),
  });
}

async function placeExists(placeId: string): Promise<boolean> {
  const rows = await world.context.db.select().from(places).where(eq(places.id, placeId));
  return rows.length === 1;
}

describe('DELETE /api/places/{id}', () => {
  it('deletes a place with its windows and doors, and records who did it', async () => {
    const place = await createPlace(world.context.db);
    await createOpeningWindow(world.context.db, place.id, rangeFromNow(24));
    await world.context.db.insert(doors).values({ placeId: place.id, name: 'Porte' });

    const response = await remove(place.id, 'superviseur');
    expect(response.statusCode).toBe(204);
    expect(await placeExists(place.id)).toBe(false);
    expect(
      await world.context.db.select().from(timeSlots).where(eq(timeSlots.placeId, place.id)),
    ).toHaveLength(0);
    expect(
      await world.context.db.select().from(doors).where(eq(doors.placeId, place.id)),
    ).toHaveLength(0);
    const events = await world.context.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, place.id), eq(auditEvents.action, 'deleted')));
    expect(events).toHaveLength(1);
    expect((await get(world, `/api/places/${place.id}`, 'admin')).statusCode).toBe(404);
  });

  it.each(['territoire', 'admin'] as const)('lets %s delete a place', async (who) => {
    const place = await createPlace(world.context.db);
    expect((await remove(place.id, who)).statusCode).toBe(204);
  });

  it('refuses deletion to central (auth-place)', async () => {
    const place = await createPlace(world.context.db);
    expect((await remove(place.id, 'central')).statusCode).toBe(403);
    expect(await placeExists(place.id)).toBe(true);
  });

  it('refuses while the place holds active booking slots, naming the bookings', async () => {
    const place = await createPlace(world.context.db);
    const booking = await createBooking(world.context.db, {
      placeId: place.id,
      status: 'validated',
      slots: [rangeFromNow(48)],
    });
    const response = await remove(place.id, 'admin');
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      expect.objectContaining({
        message: `Cet espace a des réservations en cours (${booking.reference})\u00a0: il ne peut pas être supprimé.`,
      }),
    ]);
    expect(await placeExists(place.id)).toBe(true);
  });

  it('names three bookings at most', async () => {
    const place = await createPlace(world.context.db);
    const references: string[] = [];
    for (const hours of [24, 48, 72, 96]) {
      const booking = await createBooking(world.context.db, {
        placeId: place.id,
        status: 'new',
        slots: [rangeFromNow(hours)],
      });
      references.push(booking.reference);
    }
    const message = (await remove(place.id, 'admin')).json().violations[0].message;
    expect(message).toBe(
      `Cet espace a des réservations en cours (${references.slice(0, 3).join(', ')} et 1\u00a0autre)\u00a0: il ne peut pas être supprimé.`,
    );
  });

  it('asks to unpublish a place whose bookings are over', async () => {
    const place = await createPlace(world.context.db);
    await createBooking(world.context.db, {
      placeId: place.id,
      status: 'cancelled',
      slots: [rangeFromNow(48)],
    });
    const response = await remove(place.id, 'admin');
    expect(response.statusCode).toBe(422);
    expect(response.json().violations[0].message).toBe(
      'Cet espace a un historique de réservations\u00a0: dépubliez-le plutôt que de le supprimer.',
    );
    expect(await placeExists(place.id)).toBe(true);
  });

  it.each([
    ['validateur', 403],
    ['asso', 403],
    ['asso-attente', 403],
    [undefined, 401],
  ] as const)('refuses the deletion to %s (%i)', async (who, status) => {
    const place = await createPlace(world.context.db);
    expect((await remove(place.id, who)).statusCode).toBe(status);
    expect(await placeExists(place.id)).toBe(true);
  });

  it('answers 404 for an unpublished place to organisations and outside the staff scope', async () => {
    const unpublished = await createPlace(world.context.db, { published: false });
    expect((await remove(unpublished.id, 'asso')).statusCode).toBe(404);
    const elsewhere = await createPlace(world.context.db, { facilityId: world.gratteCielId });
    expect((await remove(elsewhere.id, 'admin')).statusCode).toBe(404);
    expect((await remove(crypto.randomUUID(), 'admin')).statusCode).toBe(404);
  });
});

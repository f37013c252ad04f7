import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_TAKEN } from '@espaces/domain/messages';
import {
  bookingBody,
  createBookingWorld,
  parisSlot,
  send,
  violationsOf,
  type BookingWorld,
} from '../bookings/bookings.test-support.ts';
import { createPlace } from '../../../test/support/factories.ts';
import { createNeighbourGyms } from './alternatives.test-support.ts';

let world: BookingWorld;
let siblingIri: string;
let nearbyIri: string;
beforeAll(async () => {
  world = await createBookingWorld();
  // Another gymnasium of the same facility and one of the Gratte-Ciel high school, 3,9 km away,
  // open the same evening.
  ({ siblingIri, nearbyIri } = await createNeighbourGyms(world, [6]));
});
afterAll(() => world.context.close());

const alternativesUrl = (placeId: string, slot: { startDate: string; endDate: string }) =>
  `/api/places/${placeId}/alternatives?${new URLSearchParams(slot).toString()}`;

describe('GET /api/places/{id}/alternatives', () => {
  it('proposes free slots after a refusal for a taken slot; the first one can be booked', async () => {
    const slot = parisSlot(world.day(6), '19:00', '20:00');
    const first = await send(
      world,
      'asso',
      'POST',
      '/api/bookings',
      bookingBody(world, { bookingSlots: [slot] }),
    );
    expect(first.statusCode).toBe(201);

    // The refusal is the one of docs/bookings.md#no-double-booking, unchanged.
    const refused = await send(
      world,
      'autre-asso',
      'POST',
      '/api/bookings',
      bookingBody(world, { bookingSlots: [slot] }),
    );
    expect(refused.statusCode).toBe(422);
    expect(violationsOf(refused)).toEqual([
      expect.objectContaining({
        propertyPath: 'bookingSlots.0',
        message: SLOT_TAKEN,
        code: 'SLOT_TAKEN',
      }),
    ]);

    const response = await send(world, 'autre-asso', 'GET', alternativesUrl(world.placeId, slot));
    expect(response.statusCode).toBe(200);
    const alternatives = response.json()['hydra:member'];
    expect(alternatives.length).toBeGreaterThan(0);
    expect(
      alternatives.filter((a: { kind: string }) => a.kind !== 'nearby').length,
    ).toBeLessThanOrEqual(5);
    // Nearest first: an hour earlier and an hour later are as near; the earlier comes first.
    expect(alternatives[0]).toMatchObject({
      '@type': 'SlotAlternative',
      kind: 'same-day',
      place: world.placeIri,
      ...parisSlot(world.day(6), '18:00', '19:00'),
    });
    expect(alternatives[1]).toMatchObject(parisSlot(world.day(6), '20:00', '21:00'));
    expect(alternatives).toContainEqual(
      expect.objectContaining({
        place: siblingIri,
        label: 'Gymnase Annexe, même horaire',
        ...slot,
      }),
    );

    expect(alternatives).toContainEqual(
      expect.objectContaining({
        kind: 'nearby',
        place: nearbyIri,
        label:
          'Gymnase Voisin, Lycée professionnel des Gratte-Ciel, Villeurbanne (3,9\u00a0km), même horaire',
        ...slot,
      }),
    );

    const { place, startDate, endDate } = alternatives[0];
    const booked = await send(
      world,
      'autre-asso',
      'POST',
      '/api/bookings',
      bookingBody(world, { place, bookingSlots: [{ startDate, endDate }] }),
    );
    expect(booked.statusCode).toBe(201);
  });

  it('answers 404 for a place one may not see and 422 for a slot of no duration', async () => {
    const hidden = await createPlace(world.db, { published: false });
    const slot = parisSlot(world.day(6), '19:00', '20:00');
    expect((await send(world, 'asso', 'GET', alternativesUrl(hidden.id, slot))).statusCode).toBe(
      404,
    );
    const empty = parisSlot(world.day(6), '19:00', '19:00');
    expect(
      (await send(world, 'asso', 'GET', alternativesUrl(world.placeId, empty))).statusCode,
    ).toBe(422);
  });
});

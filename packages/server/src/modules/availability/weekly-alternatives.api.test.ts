import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoWeekDayOfDate } from '@espaces/domain/booking/yearly-occurrences';
import { SLOT_TAKEN } from '@espaces/domain/messages';
import { createPlace } from '../../../test/support/factories.ts';
import { createNeighbourGyms, openEvenings } from './alternatives.test-support.ts';
import {
  bookingBody,
  createBookingWorld,
  parisSlot,
  send,
  violationsOf,
  type BookingWorld,
  type Who,
} from '../bookings/bookings.test-support.ts';

// GET /api/places/{id}/weekly_alternatives (docs/bookings.md#alternatives), on the real database.

let world: BookingWorld;
let weekDay: number;
const DAYS = [7, 14, 21];
let siblingIri: string;
let nearbyIri: string;
let hiddenNearbyIri: string;

beforeAll(async () => {
  world = await createBookingWorld();
  weekDay = isoWeekDayOfDate(world.day(7));
  // Another gymnasium of the facility, and two in the Gratte-Ciel high school (3,9 km away),
  // one of them unpublished; all open the same evenings.
  const gyms = await createNeighbourGyms(world, DAYS);
  ({ siblingIri, nearbyIri } = gyms);
  const hidden = await createPlace(world.db, {
    name: 'Gymnase Caché',
    facilityId: gyms.gratteCielId,
    published: false,
  });
  await openEvenings(world, hidden.id, DAYS);
  hiddenNearbyIri = `/api/places/${hidden.id}`;
});
afterAll(() => world.context.close());

const query = (overrides: Record<string, string> = {}) => ({
  weekDay: String(weekDay),
  startTime: '19:00',
  endTime: '20:00',
  ...overrides,
});
const alternativesUrl = (placeId: string, params: Record<string, string>) =>
  `/api/places/${placeId}/weekly_alternatives?${new URLSearchParams(params).toString()}`;
const yearlyBody = (
  place: string,
  weekly: { weekDay: number; startTime: string; endTime: string },
  bookingSlots: { startDate: string; endDate: string }[],
) => bookingBody(world, { place, purposeType: 'yearly', query: weekly, bookingSlots });

interface Member {
  kind: string;
  place: string;
  query: { weekDay: number; startTime: string; endTime: string };
  bookingSlots: { startDate: string; endDate: string }[];
  label: string;
}

describe('GET /api/places/{id}/weekly_alternatives', () => {
  it('proposes weekly queries free on every occurrence after a yearly refusal; one is booked in one click', async () => {
    const taken = parisSlot(world.day(14), '19:00', '20:00');
    const first = await send(
      world,
      'asso',
      'POST',
      '/api/bookings',
      bookingBody(world, { bookingSlots: [taken] }),
    );
    expect(first.statusCode).toBe(201);

    const weekly = { weekDay, startTime: '19:00', endTime: '20:00' };
    const slots = DAYS.map((offset) => parisSlot(world.day(offset), '19:00', '20:00'));
    const refused = await send(
      world,
      'autre-asso',
      'POST',
      '/api/bookings',
      yearlyBody(world.placeIri, weekly, slots),
    );
    expect(refused.statusCode).toBe(422);
    expect(violationsOf(refused)).toEqual([
      expect.objectContaining({ propertyPath: 'bookingSlots.1', code: 'SLOT_TAKEN' }),
    ]);
    expect(violationsOf(refused)[0]!.message).toBe(SLOT_TAKEN);

    const response = await send(
      world,
      'autre-asso',
      'GET',
      alternativesUrl(world.placeId, query()),
    );
    expect(response.statusCode).toBe(200);
    const members: Member[] = response.json()['hydra:member'];
    // Nearest first: 18:00 and 20:00 are as near (the nearer ones meet the taken hour), the
    // earlier first; each on every requested week.
    expect(members[0]).toMatchObject({
      '@type': 'WeeklyAlternative',
      kind: 'same-day',
      place: world.placeIri,
      query: { weekDay, startTime: '18:00', endTime: '19:00' },
      bookingSlots: DAYS.map((offset) => parisSlot(world.day(offset), '18:00', '19:00')),
    });
    expect(members[0]!.label).toMatch(
      /^Même espace, tous les \p{L}+ de 18:00 à 19:00 \(3\u00a0créneaux\)$/u,
    );
    expect(members[1]).toMatchObject({ query: { startTime: '20:00', endTime: '21:00' } });
    expect(members).toContainEqual(
      expect.objectContaining({
        kind: 'other-place',
        place: siblingIri,
        label: 'Gymnase Annexe, même horaire (3\u00a0créneaux)',
        bookingSlots: slots,
      }),
    );
    expect(members).toContainEqual(
      expect.objectContaining({
        kind: 'nearby',
        place: nearbyIri,
        label:
          'Gymnase Voisin, Lycée professionnel des Gratte-Ciel, Villeurbanne (3,9\u00a0km), même horaire (3\u00a0créneaux)',
        bookingSlots: slots,
      }),
    );
    expect(members.map((member) => member.place)).not.toContain(hiddenNearbyIri);

    const chosen = members[0]!;
    const booked = await send(
      world,
      'autre-asso',
      'POST',
      '/api/bookings',
      yearlyBody(chosen.place, chosen.query, chosen.bookingSlots),
    );
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ purposeType: 'yearly', query: chosen.query });

    // Booked now, the same hours are no longer proposed.
    const after = await send(world, 'autre-asso', 'GET', alternativesUrl(world.placeId, query()));
    expect(after.json()['hydra:member']).not.toContainEqual(
      expect.objectContaining({ query: chosen.query, place: chosen.place }),
    );
  });

  it.each([
    ['asso-attente', 403],
    ['admin', 200],
    ['central', 200],
    ['anonyme', 200],
  ] as const)('answers %s with %i, as the opening windows do', async (who: Who, status) => {
    const response = await send(world, who, 'GET', alternativesUrl(world.placeId, query()));
    expect(response.statusCode).toBe(status);
  });

  it('hides an unpublished place from organisations (404), not from its staff', async () => {
    const hidden = await createPlace(world.db, { published: false });
    await openEvenings(world, hidden.id, DAYS);
    expect((await send(world, 'asso', 'GET', alternativesUrl(hidden.id, query()))).statusCode).toBe(
      404,
    );
    expect(
      (await send(world, 'admin', 'GET', alternativesUrl(hidden.id, query()))).statusCode,
    ).toBe(200);
  });

  it.each([
    ['a NUL byte', { startTime: '19:00\u0000' }, 'startTime'],
    ['a day out of the week', { weekDay: '8' }, 'weekDay'],
    ['an end before the start', { endTime: '18:00' }, 'endTime'],
    ['a quarter of an hour', { endTime: '19:15' }, 'endTime'],
    ['no day', { weekDay: 'mardi' }, 'weekDay'],
  ])('answers 422 in French for %s', async (_, overrides, path) => {
    const response = await send(
      world,
      'asso',
      'GET',
      alternativesUrl(world.placeId, query(overrides)),
    );
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response).map((violation) => violation.propertyPath)).toContain(path);
    for (const violation of violationsOf(response)) expect(violation.message).toMatch(/\.$/);
  });

  it('answers 422 for a casual slot in the year 10000', async () => {
    const response = await send(
      world,
      'asso',
      'GET',
      `/api/places/${world.placeId}/alternatives?startDate=10000-01-01T18:00:00Z&endDate=10000-01-01T19:00:00Z`,
    );
    expect(response.statusCode).toBe(422);
  });
});

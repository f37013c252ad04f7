import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FACILITIES } from '../../db/seed/demo-catalog.ts';
import { facilities } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../../test/support/app.ts';
import {
  createBooking,
  createOpeningWindow,
  createPlace,
  rangeFromNow,
} from '../../../test/support/factories.ts';
import {
  CENTRAL,
  errorDescription,
  FACILITY_ADMIN,
  ORGANIZATION,
  ORGANIZATION_TO_REVIEW,
  sessionsOf,
  SIGNED_OUT,
  SUPERVISOR,
  TERRITORY_ADMIN,
  VALIDATOR,
  violationsOf,
  type Who,
} from './availability.test-support.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());
const session = sessionsOf(() => context);

const HOUR = 3_600_000;

interface TimeSlotBody {
  '@id': string;
  id: string;
  place: string;
  startDate: string;
  endDate: string;
  availableRanges?: { startDate: string; endDate: string }[];
  bookedRanges?: { startDate: string; endDate: string; booking?: { reference: string } }[];
}
interface Collection {
  'hydra:member': TimeSlotBody[];
  'hydra:totalItems': number;
  'hydra:view'?: { 'hydra:next'?: string };
}

async function getTimeSlots(who: Who, placeId: string, query = '') {
  return context.app.inject({
    method: 'GET',
    url: `/api/places/${placeId}/time_slots${query}`,
    cookies: await session(who),
  });
}

/** A published place with three windows: tomorrow-ish, booked in its middle, and later. */
async function placeWithBooking(overrides: Parameters<typeof createPlace>[1] = {}) {
  const now = context.clock.now();
  const place = await createPlace(context.db, overrides);
  const windows = [
    await createOpeningWindow(context.db, place.id, rangeFromNow(24, 4, now)),
    await createOpeningWindow(context.db, place.id, rangeFromNow(48, 4, now)),
    await createOpeningWindow(context.db, place.id, rangeFromNow(72, 4, now)),
  ];
  const booked = rangeFromNow(49, 2, now);
  const booking = await createBooking(context.db, {
    placeId: place.id,
    status: 'validated',
    slots: [booked],
  });
  return { place, windows, booked, booking };
}

const AVAILABLE = '?pagination=false&groups[]=time_slot_available';

describe('GET /api/places/{id}/time_slots', () => {
  it.each([CENTRAL, TERRITORY_ADMIN, FACILITY_ADMIN, SUPERVISOR, VALIDATOR])(
    'shows %s the windows with free and booked ranges and the booking reference',
    async (who) => {
      const { place, windows, booked, booking } = await placeWithBooking({ published: false });
      const response = await getTimeSlots(who, place.id, AVAILABLE);
      expect(response.statusCode).toBe(200);
      const body = response.json() as Collection;
      expect(body['hydra:totalItems']).toBe(3);
      expect(body['hydra:member'].map((member) => member.id)).toEqual(windows.map((w) => w.id));
      const middle = body['hydra:member'][1]!;
      expect(middle).toMatchObject({
        '@id': `/api/time_slots/${windows[1]!.id}`,
        '@type': 'TimeSlot',
        place: `/api/places/${place.id}`,
        startDate: windows[1]!.startDate.toISOString(),
        endDate: windows[1]!.endDate.toISOString(),
      });
      expect(middle.bookedRanges).toEqual([
        {
          startDate: booked.startDate.toISOString(),
          endDate: booked.endDate.toISOString(),
          booking: {
            '@id': `/api/bookings/${booking.id}`,
            id: booking.id,
            reference: booking.reference,
          },
        },
      ]);
      expect(middle.availableRanges).toEqual([
        { startDate: windows[1]!.startDate.toISOString(), endDate: booked.startDate.toISOString() },
        { startDate: booked.endDate.toISOString(), endDate: windows[1]!.endDate.toISOString() },
      ]);
      expect(body['hydra:member'][0]!.bookedRanges).toEqual([]);
    },
  );

  it.each([ORGANIZATION, SIGNED_OUT])(
    'shows %s the windows of a published place without saying who booked',
    async (who) => {
      const { place, booked } = await placeWithBooking();
      const response = await getTimeSlots(who, place.id, AVAILABLE);
      expect(response.statusCode).toBe(200);
      const middle = (response.json() as Collection)['hydra:member'][1]!;
      expect(middle.bookedRanges).toEqual([
        { startDate: booked.startDate.toISOString(), endDate: booked.endDate.toISOString() },
      ]);
      expect(response.body).not.toContain('RES-');
    },
  );

  it.each([ORGANIZATION, SIGNED_OUT])('hides an unpublished place from %s (404)', async (who) => {
    const { place } = await placeWithBooking({ published: false });
    const response = await getTimeSlots(who, place.id);
    expect(response.statusCode).toBe(404);
  });

  it('refuses an organisation still to be validated with its message', async () => {
    const { place } = await placeWithBooking();
    const response = await getTimeSlots(ORGANIZATION_TO_REVIEW, place.id);
    expect(response.statusCode).toBe(403);
    expect(errorDescription(response)).toBe(
      "Merci de faire valider votre compte avant d'accéder à un espace",
    );
  });

  it('shows staff of another facility a published place as any visitor, hides an unpublished one', async () => {
    const [other] = await context.db
      .select()
      .from(facilities)
      .where(eq(facilities.uai, DEMO_FACILITIES[1]!.uai));
    const published = await placeWithBooking({ facilityId: other!.id });
    const response = await getTimeSlots(FACILITY_ADMIN, published.place.id, AVAILABLE);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('RES-');
    const hidden = await placeWithBooking({ facilityId: other!.id, published: false });
    expect((await getTimeSlots(FACILITY_ADMIN, hidden.place.id)).statusCode).toBe(404);
    expect((await getTimeSlots(TERRITORY_ADMIN, hidden.place.id)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown place or a malformed id', async () => {
    expect((await getTimeSlots(CENTRAL, crypto.randomUUID())).statusCode).toBe(404);
    expect((await getTimeSlots(CENTRAL, 'pas-un-espace')).statusCode).toBe(404);
  });

  it('leaves out the slots of bookingToExclude, named by IRI or by id', async () => {
    const { place, windows, booking } = await placeWithBooking();
    for (const reference of [`/api/bookings/${booking.id}`, booking.id]) {
      const response = await getTimeSlots(
        FACILITY_ADMIN,
        place.id,
        `${AVAILABLE}&bookingToExclude=${encodeURIComponent(reference)}`,
      );
      const middle = (response.json() as Collection)['hydra:member'][1]!;
      expect(middle.bookedRanges).toEqual([]);
      expect(middle.availableRanges).toEqual([
        {
          startDate: windows[1]!.startDate.toISOString(),
          endDate: windows[1]!.endDate.toISOString(),
        },
      ]);
    }
  });

  it('does not count cancelled slots nor rejected bookings as booked', async () => {
    const { place } = await placeWithBooking();
    const now = context.clock.now();
    await createBooking(context.db, {
      placeId: place.id,
      status: 'rejected',
      slots: [rangeFromNow(73, 1, now)],
    });
    await createBooking(context.db, {
      placeId: place.id,
      status: 'validated',
      slots: [{ ...rangeFromNow(74, 1, now), cancelled: true }],
    });
    const response = await getTimeSlots(FACILITY_ADMIN, place.id, AVAILABLE);
    expect((response.json() as Collection)['hydra:member'][2]!.bookedRanges).toEqual([]);
  });

  it('filters the windows overlapping a range, strictly, and orders them', async () => {
    const { place, windows } = await placeWithBooking();
    const [first, second, third] = windows;
    const query = (params: Record<string, string>) =>
      `?${new URLSearchParams({ pagination: 'false', ...params }).toString()}`;
    const ids = async (params: Record<string, string>) => {
      const response = await getTimeSlots(FACILITY_ADMIN, place.id, query(params));
      expect(response.statusCode).toBe(200);
      return (response.json() as Collection)['hydra:member'].map((member) => member.id);
    };
    expect(
      await ids({
        'endDate[after]': first!.endDate.toISOString(),
        'startDate[before]': third!.startDate.toISOString(),
      }),
    ).toEqual([second!.id]);
    // A window begun before the range still overlaps it, behind earlier ones.
    const insideSecond = new Date(second!.startDate.getTime() + HOUR / 2).toISOString();
    expect(await ids({ 'endDate[after]': insideSecond })).toEqual([second!.id, third!.id]);
    expect(
      await ids({ 'startDate[before]': new Date(third!.startDate.getTime() + HOUR).toISOString() }),
    ).toEqual(windows.map((w) => w.id));
    expect(await ids({ 'order[startDate]': 'desc' })).toEqual(windows.map((w) => w.id).reverse());
  });

  it('finds the first window ending after a date with itemsPerPage=1', async () => {
    const { place, windows } = await placeWithBooking();
    const after = new Date(windows[0]!.endDate.getTime() + HOUR).toISOString();
    const response = await getTimeSlots(
      ORGANIZATION,
      place.id,
      `?endDate[after]=${encodeURIComponent(after)}&itemsPerPage=1`,
    );
    const body = response.json() as Collection;
    expect(body['hydra:member'].map((member) => member.id)).toEqual([windows[1]!.id]);
    expect(body['hydra:totalItems']).toBe(2);
    expect(body['hydra:view']?.['hydra:next']).toContain(
      `endDate%5Bafter%5D=${encodeURIComponent(after)}`,
    );
  });

  it('answers bad filters with French violations', async () => {
    const { place } = await placeWithBooking();
    const response = await getTimeSlots(
      FACILITY_ADMIN,
      place.id,
      '?startDate[before]=demain&bookingToExclude=rien',
    );
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toEqual(
      expect.arrayContaining([
        ['startDate[before]', 'Date ISO 8601 attendue.'],
        ['bookingToExclude', 'La réservation à exclure est invalide.'],
      ]),
    );
  });
});

describe('OpenAPI document', () => {
  it('describes the opening-window calls', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs.json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys((response.json() as { paths: object }).paths)).toEqual(
      expect.arrayContaining([
        '/api/places/{id}/time_slots',
        '/api/time_slot_action_outputs',
        '/api/places/{id}/time_slot_actions',
        '/api/places/{id}/delete-future-slots',
      ]),
    );
  });
});

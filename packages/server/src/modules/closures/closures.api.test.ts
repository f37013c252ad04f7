import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoWeekDayOfDate } from '@espaces/domain/booking/yearly-occurrences';
import { auditEvents, facilities } from '../../db/schema.ts';
import { createBooking, createOrganization } from '../../../test/support/factories.ts';
import {
  bookingBody,
  createBookingWorld,
  parisSlot,
  send,
  violationsOf,
  type BookingWorld,
} from '../bookings/bookings.test-support.ts';
import { call, closureCount, facilityOfPlace } from './closures.test-support.ts';

let world: BookingWorld;
let facilityId: string;
let territoryId: string;
let otherFacilityId: string;

beforeAll(async () => {
  world = await createBookingWorld();
  facilityId = await facilityOfPlace(world.db, world.placeId);
  const [facility] = await world.db.select().from(facilities).where(eq(facilities.id, facilityId));
  territoryId = facility!.territoryId;
  const [other] = await world.db.select().from(facilities).where(ne(facilities.id, facilityId));
  otherFacilityId = other!.id;
});
afterAll(() => world.context.close());

const closureBody = (overrides: Record<string, unknown> = {}) => ({
  facility: `/api/facilities/${facilityId}`,
  from: world.day(5),
  to: world.day(6),
  kind: 'works',
  label: 'Travaux du gymnase',
  ...overrides,
});

async function deleteAll(ids: string[]) {
  for (const id of ids) await call(world, 'central', 'DELETE', `/api/closures/${id}`);
}

describe('who declares a closure', () => {
  it('lets the facility admin close the facility, and nobody less', async () => {
    for (const who of ['superviseur', 'validateur', 'asso'] as const) {
      const refused = await call(world, who, 'POST', '/api/closures', closureBody());
      expect(refused.statusCode, who).toBe(403);
    }
    expect((await call(world, 'anonyme', 'POST', '/api/closures', closureBody())).statusCode).toBe(
      401,
    );
    const before = await closureCount(world.db);
    const created = await call(world, 'admin', 'POST', '/api/closures', closureBody());
    expect(created.statusCode).toBe(201);
    expect(created.json().closure).toMatchObject({
      '@type': 'Closure',
      scope: 'facility',
      from: world.day(5),
      to: world.day(6),
      kind: 'works',
      label: 'Travaux du gymnase',
    });
    expect(await closureCount(world.db)).toBe(before + 1);
    await deleteAll([created.json().closure.id]);
  });

  it('answers 404 for a facility the admin does not manage', async () => {
    const body = closureBody({ facility: `/api/facilities/${otherFacilityId}` });
    expect((await call(world, 'admin', 'POST', '/api/closures', body)).statusCode).toBe(404);
  });

  it('lets the territory admin close the whole territory, not the facility admin', async () => {
    const body = closureBody({ facility: undefined, territory: `/api/territories/${territoryId}` });
    expect((await call(world, 'admin', 'POST', '/api/closures', body)).statusCode).toBe(403);
    const created = await call(world, 'territoire', 'POST', '/api/closures', body);
    expect(created.statusCode).toBe(201);
    expect(created.json().closure.scope).toBe('territory');
    const page = await call(world, 'superviseur', 'GET', `/api/facilities/${facilityId}/closures`);
    expect(page.statusCode).toBe(200);
    const listed = page
      .json()
      .closures.find((c: { id: string }) => c.id === created.json().closure.id);
    expect(listed._abilities).toEqual({ delete: false });
    const refused = await call(world, 'admin', 'DELETE', `/api/closures/${listed.id}`);
    expect(refused.statusCode).toBe(403);
    expect(
      (await call(world, 'territoire', 'DELETE', `/api/closures/${listed.id}`)).statusCode,
    ).toBe(204);
  });

  it('deletes a closure once when deletions arrive together: one 204, 404s, one audit line', async () => {
    const created = await call(world, 'admin', 'POST', '/api/closures', closureBody());
    const id = created.json().closure.id as string;
    // Two people who may delete it, four times each: one session's requests never race.
    const sessions = [await world.cookiesOf('admin'), await world.cookiesOf('central')];
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        world.context.app.inject({
          method: 'DELETE',
          url: `/api/closures/${id}`,
          cookies: sessions[index % 2],
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 204)).toHaveLength(1);
    expect(codes.filter((code) => code === 404)).toHaveLength(7);
    const audit = await world.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'delete')));
    expect(audit).toHaveLength(1);
  });
});

describe('closure violations', () => {
  it.each([
    ['the last day before the first', { from: '2027-06-10', to: '2027-06-09' }, 'to'],
    ['year 10000', { from: '10000-01-01', to: '10000-01-02' }, 'from'],
    ['a NUL byte in the label', { label: 'Travaux\u0000' }, 'label'],
    ['more than a year', { from: '2027-01-01', to: '2028-01-02' }, 'to'],
    ['an unknown kind', { kind: 'party' }, 'kind'],
    [
      'both a facility and a territory',
      { territory: '/api/territories/00000000-0000-4000-8000-000000000000' },
      'territory',
    ],
  ])('refuses %s in French and writes nothing', async (_name, overrides, path) => {
    const before = await closureCount(world.db);
    const response = await call(world, 'admin', 'POST', '/api/closures', closureBody(overrides));
    expect(response.statusCode).toBe(422);
    const violation = violationsOf(response).find((v) => v.propertyPath === path);
    expect(violation?.message).toMatch(/[a-zé]/);
    expect(await closureCount(world.db)).toBe(before);
  });
});

describe('closed days and bookings', () => {
  it('lists the bookings on the closed days before and after saving, never cancelling them', async () => {
    const organization = await createOrganization(world.db, { name: 'Club de volley de Bron' });
    const booking = await createBooking(world.db, {
      placeId: world.placeId,
      organizationId: organization.id,
      status: 'validated',
      slots: [slotOf(world.day(8)), slotOf(world.day(12))],
    });
    const body = closureBody({
      from: world.day(8),
      to: world.day(9),
      kind: 'exams',
      label: 'Baccalauréat',
    });
    const preview = await call(world, 'admin', 'POST', '/api/closures/preview', body);
    expect(preview.statusCode).toBe(200);
    const before = await closureCount(world.db);
    expect(preview.json().affectedBookings).toEqual([
      expect.objectContaining({
        id: booking.id,
        reference: booking.reference,
        status: 'validated',
        organization: { id: organization.id, name: 'Club de volley de Bron' },
        closedSlots: [
          {
            startDate: booking.slots[0]!.startDate.toISOString(),
            endDate: booking.slots[0]!.endDate.toISOString(),
          },
        ],
      }),
    ]);
    const created = await call(world, 'admin', 'POST', '/api/closures', body);
    expect(created.json().affectedBookings.map((b: { id: string }) => b.id)).toEqual([booking.id]);
    expect(await closureCount(world.db)).toBe(before + 1);
    const shown = await send(world, 'admin', 'GET', `/api/bookings/${booking.id}`);
    expect(shown.json().status).toBe('validated');
    expect(
      shown.json().bookingSlots.filter((s: { cancelled: boolean }) => !s.cancelled),
    ).toHaveLength(2);
    await deleteAll([created.json().closure.id]);
  });

  it('refuses a booking request on a closed day with the reason', async () => {
    const created = await call(world, 'admin', 'POST', '/api/closures', closureBody());
    const response = await send(
      world,
      'asso',
      'POST',
      '/api/bookings',
      bookingBody(world, { bookingSlots: [parisSlot(world.day(6), '18:00', '20:00')] }),
    );
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toContainEqual(
      expect.objectContaining({
        propertyPath: 'bookingSlots.0',
        message: 'Ce créneau tombe pendant une fermeture\u00a0: Travaux du gymnase.',
      }),
    );
    const open = await send(
      world,
      'asso',
      'POST',
      '/api/bookings',
      bookingBody(world, { bookingSlots: [parisSlot(world.day(7), '18:00', '20:00')] }),
    );
    expect(open.statusCode).toBe(201);
    await deleteAll([created.json().closure.id]);
  });

  it('shows the yearly occurrences on closed days as unavailable, with the reason', async () => {
    const created = await call(world, 'admin', 'POST', '/api/closures', closureBody());
    const weekDay = isoWeekDayOfDate(world.day(5));
    const url = `/api/generated_booking_slots?weekDay=${weekDay}&startTime=18:00&endTime=20:00&place=${world.placeIri}`;
    const response = await send(world, 'asso', 'GET', url);
    expect(response.statusCode).toBe(200);
    const members = response.json()['hydra:member'];
    expect(members).toContainEqual({
      ...parisSlot(world.day(5), '18:00', '20:00'),
      available: false,
      closedReason: 'Travaux du gymnase',
    });
    expect(members).toContainEqual({
      ...parisSlot(world.day(19), '18:00', '20:00'),
      available: true,
    });
    await deleteAll([created.json().closure.id]);
  });

  it('never lets a request on that day slip past a closure saved at the same time', async () => {
    const day = world.day(15);
    const [closure, booking] = await Promise.all([
      call(world, 'admin', 'POST', '/api/closures', closureBody({ from: day, to: day })),
      send(
        world,
        'autre-asso',
        'POST',
        '/api/bookings',
        bookingBody(world, { bookingSlots: [parisSlot(day, '20:00', '22:00')] }),
      ),
    ]);
    expect(closure.statusCode).toBe(201);
    const listed = closure.json().affectedBookings.map((b: { id: string }) => b.id);
    if (booking.statusCode === 201) expect(listed).toEqual([booking.json().id]);
    else {
      expect(booking.statusCode).toBe(422);
      expect(listed).toEqual([]);
    }
    await deleteAll([closure.json().closure.id]);
  });

  it('takes the closed days out of the availability of the windows, with the reason', async () => {
    const created = await call(world, 'admin', 'POST', '/api/closures', closureBody());
    const url =
      `/api/places/${world.placeId}/time_slots?pagination=false&groups[]=time_slot_available` +
      `&startDate[before]=${encodeURIComponent(parisSlot(world.day(7), '00:00', '01:00').startDate)}` +
      `&endDate[after]=${encodeURIComponent(parisSlot(world.day(4), '00:00', '01:00').startDate)}`;
    const response = await call(world, 'asso', 'GET', url);
    expect(response.statusCode).toBe(200);
    const windows = response.json()['hydra:member'] as {
      startDate: string;
      availableRanges: unknown[];
      closedRanges: { reason: string }[];
    }[];
    const closedDay = windows.find(
      (w) => w.startDate === parisSlot(world.day(5), '18:00', '22:00').startDate,
    );
    expect(closedDay?.availableRanges).toEqual([]);
    expect(closedDay?.closedRanges).toEqual([
      { ...parisSlot(world.day(5), '18:00', '22:00'), reason: 'Travaux du gymnase' },
    ]);
    const openDay = windows.find(
      (w) => w.startDate === parisSlot(world.day(4), '18:00', '22:00').startDate,
    );
    expect(openDay?.availableRanges).toHaveLength(1);
    expect(openDay?.closedRanges).toEqual([]);
    await deleteAll([created.json().closure.id]);
  });

  it('leaves the closed facility out of the search on that day', async () => {
    const created = await call(world, 'admin', 'POST', '/api/closures', closureBody());
    const search = (day: string) =>
      call(
        world,
        'anonyme',
        'GET',
        `/api/search/places?availableOn=${day}&startTime=18:00&endTime=20:00&pagination=false`,
      );
    const names = async (day: string) =>
      ((await search(day)).json()['hydra:member'] as { id: string }[]).map((p) => p.id);
    expect(await names(world.day(4))).toContain(world.placeId);
    expect(await names(world.day(5))).not.toContain(world.placeId);
    await deleteAll([created.json().closure.id]);
    expect(await names(world.day(5))).toContain(world.placeId);
  });

  it('skips the closed days in the weekly opening-window preview', async () => {
    const created = await call(
      world,
      'admin',
      'POST',
      '/api/closures',
      closureBody({ from: world.day(30), to: world.day(30) }),
    );
    const first = parisSlot(world.day(23), '08:00', '10:00');
    const query = new URLSearchParams({
      place: world.placeId,
      weekTimeSlotActions: JSON.stringify([{ action: 'add', ...first, until: world.day(37) }]),
    });
    const response = await call(world, 'admin', 'GET', `/api/time_slot_action_outputs?${query}`);
    expect(response.statusCode).toBe(200);
    const starts = (response.json()['hydra:member'] as { startDate: string }[]).map(
      (o) => o.startDate,
    );
    expect(starts).toEqual([first.startDate, parisSlot(world.day(37), '08:00', '10:00').startDate]);
    await deleteAll([created.json().closure.id]);
  });
});

describe('the closure calendar of a facility', () => {
  it('closes on public holidays and the zone’s school holidays once chosen', async () => {
    const url = `/api/facilities/${facilityId}/closure-calendar`;
    expect(
      (
        await call(world, 'superviseur', 'PUT', url, {
          schoolZone: 'A',
          closedOnPublicHolidays: true,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(world, 'admin', 'PUT', url, { schoolZone: 'D', closedOnPublicHolidays: true }))
        .statusCode,
    ).toBe(422);
    const chosen = await call(world, 'admin', 'PUT', url, {
      schoolZone: 'A',
      closedOnPublicHolidays: true,
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      schoolZone: 'A',
      closedOnPublicHolidays: true,
      suggestedSchoolZone: 'A',
    });
    const reasons = (chosen.json().upcomingClosedDays as { reason: string }[]).map((d) => d.reason);
    expect(reasons.some((reason) => reason.startsWith('Jour férié\u00a0: '))).toBe(true);
    await call(world, 'admin', 'PUT', url, { schoolZone: null, closedOnPublicHolidays: false });
  });
});

function slotOf(day: string) {
  const slot = parisSlot(day, '18:00', '20:00');
  return { startDate: new Date(slot.startDate), endDate: new Date(slot.endDate) };
}

import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import {
  createTestApp,
  signIn,
  type Cookies,
  type TestContext,
} from '../../../test/support/app.ts';
import { createBooking, createOrganization, createPlace } from '../../../test/support/factories.ts';
import { DEMO_FACILITIES } from '../../db/seed/demo-catalog.ts';
import {
  bookingSlots,
  calendarFeeds,
  facilities,
  facilityMemberships,
  users,
} from '../../db/schema.ts';
import { ACCOUNTS, organizationIdOf, type Who } from '../bookings/bookings.test-support.ts';
import { parseFeed } from './calendar-feeds.test-support.ts';

// Subscribe to each feed, read it without a session, parse it back and find
// every booking at its Paris time across both clock changes of 2027.

const NOW = new Date('2027-02-15T12:00:00.000Z');
const paris = (date: string, time: string) => parisWallClockToUtc(date, time);
const slot = (date: string, start: string, end: string, cancelled = false) => ({
  startDate: paris(date, start),
  endDate: paris(date, end),
  cancelled,
});

let context: TestContext;
const cookies = new Map<Who, Cookies>();
let place: { id: string; name: string };
let otherPlace: { id: string };
let facilityId: string;
let otherFacilityId: string;
let assoOrganizationId: string;
let otherOrganizationName: string;
const bookingIds: Record<string, string> = {};

async function as(who: Who) {
  if (who === 'anonyme') return {};
  if (!cookies.has(who)) cookies.set(who, await signIn(context.app, ACCOUNTS[who]));
  return cookies.get(who)!;
}

async function subscribe(who: Who, scope: string, target: string) {
  return context.app.inject({
    method: 'POST',
    url: '/api/calendar_feeds',
    payload: { scope, target },
    cookies: await as(who),
  });
}

async function feedUrl(who: Who, scope: string, target: string): Promise<string> {
  const response = await subscribe(who, scope, target);
  expect(response.statusCode, response.body).toBe(201);
  return new URL((response.json() as { url: string }).url).pathname;
}

const fetchFeed = (path: string) => context.app.inject({ method: 'GET', url: path });

beforeAll(async () => {
  context = await createTestApp({ clock: () => NOW });
  const { db } = context;
  const created = await createPlace(db, { name: 'Gymnase Jean-Moulin' });
  place = created;
  facilityId = created.facilityId;
  otherPlace = await createPlace(db, { name: 'Salle polyvalente' });
  const [other] = await db
    .select()
    .from(facilities)
    .where(eq(facilities.uai, DEMO_FACILITIES[1]!.uai));
  otherFacilityId = other!.id;
  assoOrganizationId = await organizationIdOf(db, ACCOUNTS.asso);
  const otherOrganization = await createOrganization(db, { name: 'Club de judo des Pentes' });
  otherOrganizationName = otherOrganization.name;
  const asso = { placeId: place.id, organizationId: assoOrganizationId };
  bookingIds.spring = (
    await createBooking(db, {
      ...asso,
      status: 'validated',
      activity: 'Entraînement de basket',
      slots: [
        slot('2027-03-27', '10:00', '12:00'),
        // Across the night of the spring change: 01:00 CET to 04:00 CEST, two real hours.
        slot('2027-03-28', '01:00', '04:00'),
        slot('2027-03-29', '10:00', '12:00'),
        slot('2027-04-05', '10:00', '12:00', true),
      ],
    })
  ).id;
  bookingIds.autumn = (
    await createBooking(db, {
      ...asso,
      status: 'approved',
      slots: [slot('2027-10-30', '18:00', '20:00'), slot('2027-11-01', '18:00', '20:00')],
    })
  ).id;
  bookingIds.toReview = (
    await createBooking(db, {
      ...asso,
      status: 'to_review',
      slots: [slot('2027-05-03', '18:00', '20:00')],
    })
  ).id;
  bookingIds.request = (
    await createBooking(db, {
      ...asso,
      status: 'new',
      slots: [slot('2027-05-10', '18:00', '20:00')],
    })
  ).id;
  bookingIds.rejected = (
    await createBooking(db, {
      ...asso,
      status: 'rejected',
      slots: [slot('2027-05-11', '18:00', '20:00')],
    })
  ).id;
  bookingIds.tooFar = (
    await createBooking(db, {
      ...asso,
      status: 'validated',
      slots: [slot('2029-01-08', '18:00', '20:00')],
    })
  ).id;
  bookingIds.otherClub = (
    await createBooking(db, {
      placeId: place.id,
      organizationId: otherOrganization.id,
      status: 'validated',
      slots: [slot('2027-03-30', '18:00', '20:00')],
    })
  ).id;
  bookingIds.otherPlace = (
    await createBooking(db, {
      placeId: otherPlace.id,
      organizationId: otherOrganization.id,
      status: 'validated',
      slots: [slot('2027-03-31', '18:00', '20:00')],
    })
  ).id;
});
afterAll(() => context?.close());

const eventsOf = async (path: string) => {
  const response = await fetchFeed(path);
  expect(response.statusCode, response.body).toBe(200);
  return { response, ...parseFeed(response.body) };
};

describe('organisation feed', () => {
  it('carries its approved, to_review and validated bookings at their Paris times across the clock changes', async () => {
    const path = await feedUrl('asso', 'organization', `/api/organizations/${assoOrganizationId}`);
    const { response, timezones, events } = await eventsOf(path);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(timezones).toEqual(['Europe/Paris']);
    const times = events.map((event) => [event.wallStart, event.wallEnd, event.status]);
    expect(times).toEqual([
      ['2027-03-27T10:00', '2027-03-27T12:00', 'CONFIRMED'],
      ['2027-03-28T01:00', '2027-03-28T04:00', 'CONFIRMED'],
      ['2027-03-29T10:00', '2027-03-29T12:00', 'CONFIRMED'],
      ['2027-04-05T10:00', '2027-04-05T12:00', 'CANCELLED'],
      ['2027-05-03T18:00', '2027-05-03T20:00', 'CONFIRMED'],
      ['2027-10-30T18:00', '2027-10-30T20:00', 'CONFIRMED'],
      ['2027-11-01T18:00', '2027-11-01T20:00', 'CONFIRMED'],
    ]);
    expect(events.every((event) => event.tzid === 'Europe/Paris')).toBe(true);
    // The instants come from the feed's VTIMEZONE: +01:00 before each change, +02:00 between.
    expect(events.map((event) => event.start.toISOString())).toEqual([
      '2027-03-27T09:00:00.000Z',
      '2027-03-28T00:00:00.000Z',
      '2027-03-29T08:00:00.000Z',
      '2027-04-05T08:00:00.000Z',
      '2027-05-03T16:00:00.000Z',
      '2027-10-30T16:00:00.000Z',
      '2027-11-01T17:00:00.000Z',
    ]);
    expect(events[1]!.end.getTime() - events[1]!.start.getTime()).toBe(2 * 3_600_000);
  });

  it('describes each event: place, facility address, reference and link', async () => {
    const path = await feedUrl('asso', 'organization', `/api/organizations/${assoOrganizationId}`);
    const { name, events } = await eventsOf(path);
    expect(name).toMatch(/^Réservations — /);
    const first = events[0]!;
    const [slotRow] = await context.db
      .select()
      .from(bookingSlots)
      .where(eq(bookingSlots.bookingId, bookingIds.spring!))
      .orderBy(asc(bookingSlots.startDate));
    expect(first.uid).toBe(`${slotRow!.id}@localhost:3000`);
    expect(first.summary).toBe('Gymnase Jean-Moulin — Lycée polyvalent des Canuts');
    expect(first.location).toMatch(/^Lycée polyvalent des Canuts, .+, \d{5} .+$/);
    expect(first.url).toBe(`http://localhost:3000/reservation/${bookingIds.spring}`);
    expect(first.description).toContain('Réservation RES-');
    expect(first.description).toContain('Activité : Entraînement de basket');
    expect(first.description).toContain(first.url);
    expect(events[3]!.summary).toBe('Annulé : Gymnase Jean-Moulin — Lycée polyvalent des Canuts');
  });

  it('keeps the same UIDs from one read to the next', async () => {
    const path = await feedUrl('asso', 'organization', `/api/organizations/${assoOrganizationId}`);
    const first = (await eventsOf(path)).events.map((event) => event.uid);
    const second = (await eventsOf(path)).events.map((event) => event.uid);
    expect(second).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
  });
});

describe('staff feeds', () => {
  it('a facility feed shows every active booking of its places with the organisation’s name', async () => {
    const path = await feedUrl('admin', 'facility', `/api/facilities/${facilityId}`);
    const { events } = await eventsOf(path);
    const summaries = events.map((event) => `${event.wallStart} ${event.status} ${event.summary}`);
    expect(summaries).toContain(
      `2027-03-30T18:00 CONFIRMED ${otherOrganizationName} — Gymnase Jean-Moulin`,
    );
    expect(summaries).toContain(
      `2027-03-31T18:00 CONFIRMED ${otherOrganizationName} — Salle polyvalente`,
    );
    expect(summaries.some((line) => line.startsWith('2027-05-10T18:00 TENTATIVE Demande : '))).toBe(
      true,
    );
    expect(summaries.some((line) => line.startsWith('2027-05-11'))).toBe(false);
    expect(summaries.some((line) => line.startsWith('2029-'))).toBe(false);
    expect(events.filter((event) => event.wallStart === '2027-03-28T01:00')).toHaveLength(1);
  });

  it('a place feed shows only that place, and a territory admin may follow a facility of its territory', async () => {
    const placePath = await feedUrl('validateur', 'place', `/api/places/${place.id}`);
    const placeEvents = (await eventsOf(placePath)).events;
    expect(placeEvents.some((event) => event.summary.includes('Salle polyvalente'))).toBe(false);
    expect(placeEvents.some((event) => event.wallStart === '2027-03-30T18:00')).toBe(true);
    const territoryPath = await feedUrl('territoire', 'facility', `/api/facilities/${facilityId}`);
    expect((await eventsOf(territoryPath)).events.length).toBe(
      (await eventsOf(placePath)).events.length + 1,
    );
  });
});

describe('who may make an address', () => {
  it('refuses scopes the user does not hold', async () => {
    const otherOrganizationId = (await createOrganization(context.db)).id;
    expect(
      (await subscribe('asso', 'organization', `/api/organizations/${otherOrganizationId}`))
        .statusCode,
    ).toBe(403);
    expect((await subscribe('asso', 'facility', `/api/facilities/${facilityId}`)).statusCode).toBe(
      403,
    );
    expect((await subscribe('asso', 'place', `/api/places/${place.id}`)).statusCode).toBe(403);
    expect(
      (await subscribe('admin', 'facility', `/api/facilities/${otherFacilityId}`)).statusCode,
    ).toBe(403);
    expect(
      (await subscribe('admin', 'organization', `/api/organizations/${assoOrganizationId}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await subscribe('anonyme', 'facility', `/api/facilities/${facilityId}`)).statusCode,
    ).toBe(401);
    const unknown = '/api/facilities/00000000-0000-4000-8000-000000000000';
    expect((await subscribe('admin', 'facility', unknown)).statusCode).toBe(404);
    const live = await context.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.facilityId, otherFacilityId));
    expect(live).toHaveLength(0);
  });

  it('answers 422 in French when the target does not match the scope', async () => {
    const response = await subscribe('admin', 'place', `/api/facilities/${facilityId}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().violations[0]).toMatchObject({
      propertyPath: 'target',
      message: 'La cible ne correspond pas au type d’agenda.',
    });
    expect((await subscribe('admin', 'planning', `/api/facilities/${facilityId}`)).statusCode).toBe(
      422,
    );
  });
});

describe('secret addresses', () => {
  it('a revoked address answers 404 and disappears from the list', async () => {
    const response = await subscribe('superviseur', 'place', `/api/places/${otherPlace.id}`);
    const feed = response.json() as { id: string; url: string };
    const path = new URL(feed.url).pathname;
    expect((await fetchFeed(path)).statusCode).toBe(200);
    const list = async () =>
      (
        await context.app.inject({
          method: 'GET',
          url: '/api/calendar_feeds',
          cookies: await as('superviseur'),
        })
      ).json()['hydra:member'] as { id: string; target: { name: string; facilityName: string } }[];
    expect((await list()).map((item) => item.id)).toContain(feed.id);
    expect((await list())[0]!.target).toMatchObject({
      name: 'Salle polyvalente',
      facilityName: 'Lycée polyvalent des Canuts',
    });
    const revoke = (who: Who) =>
      as(who).then((held) =>
        context.app.inject({
          method: 'DELETE',
          url: `/api/calendar_feeds/${feed.id}`,
          cookies: held,
        }),
      );
    expect((await revoke('admin')).statusCode).toBe(404);
    expect((await fetchFeed(path)).statusCode).toBe(200);
    expect((await revoke('superviseur')).statusCode).toBe(204);
    expect((await fetchFeed(path)).statusCode).toBe(404);
    expect((await list()).map((item) => item.id)).not.toContain(feed.id);
    expect((await revoke('superviseur')).statusCode).toBe(404);
  });

  it('regenerating gives a new address and the old one answers 404', async () => {
    const target = `/api/organizations/${assoOrganizationId}`;
    const first = await feedUrl('asso', 'organization', target);
    const second = await feedUrl('asso', 'organization', target);
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);
    expect(second).toMatch(/^\/api\/calendars\/[A-Za-z0-9_-]{43}\.ics$/);
  });

  it('keeps one live address when two regenerations arrive at once', async () => {
    const target = `/api/places/${place.id}`;
    const answers = await Promise.all([
      subscribe('admin', 'place', target),
      subscribe('admin', 'place', target),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const [admin] = await context.db.select().from(users).where(eq(users.email, ACCOUNTS.admin));
    const live = await context.db
      .select()
      .from(calendarFeeds)
      .where(
        and(
          eq(calendarFeeds.userId, admin!.id),
          eq(calendarFeeds.placeId, place.id),
          isNull(calendarFeeds.revokedAt),
        ),
      );
    expect(live).toHaveLength(1);
  });

  it('stores only a hash of the token', async () => {
    const path = await feedUrl('admin', 'facility', `/api/facilities/${facilityId}`);
    const token = path.slice('/api/calendars/'.length, -'.ics'.length);
    const rows = await context.db
      .select({ tokenHash: calendarFeeds.tokenHash })
      .from(calendarFeeds);
    expect(rows.some((row) => row.tokenHash.includes(token))).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('answers 404 to garbage, a NUL byte and unknown tokens', async () => {
    for (const token of [
      'x',
      '%00',
      `${'A'.repeat(42)}%00`,
      'A'.repeat(43),
      '..%2F..%2Fetc',
      'A'.repeat(99),
    ]) {
      expect((await fetchFeed(`/api/calendars/${token}.ics`)).statusCode, token).toBe(404);
    }
  });

  it('answers 404 once the owner has lost the facility role', async () => {
    const path = await feedUrl('validateur', 'facility', `/api/facilities/${facilityId}`);
    expect((await fetchFeed(path)).statusCode).toBe(200);
    const [validator] = await context.db
      .select()
      .from(users)
      .where(eq(users.email, ACCOUNTS.validateur));
    await context.db
      .delete(facilityMemberships)
      .where(
        and(
          eq(facilityMemberships.userId, validator!.id),
          eq(facilityMemberships.facilityId, facilityId),
        ),
      );
    expect((await fetchFeed(path)).statusCode).toBe(404);
  });

  it('answers 404 once the owner’s account is deactivated', async () => {
    const path = await feedUrl('territoire', 'facility', `/api/facilities/${facilityId}`);
    expect((await fetchFeed(path)).statusCode).toBe(200);
    await context.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, ACCOUNTS.territoire));
    expect((await fetchFeed(path)).statusCode).toBe(404);
  });
});

describe('an organisation member who leaves', () => {
  it('answers 404 once the owner belongs to another organisation', async () => {
    const path = await feedUrl('asso', 'organization', `/api/organizations/${assoOrganizationId}`);
    expect((await fetchFeed(path)).statusCode).toBe(200);
    const elsewhere = await createOrganization(context.db);
    await context.db
      .update(users)
      .set({ organizationId: elsewhere.id })
      .where(eq(users.email, ACCOUNTS.asso));
    expect((await fetchFeed(path)).statusCode).toBe(404);
  });
});

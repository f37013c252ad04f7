import { sql } from 'drizzle-orm';
import { readFile, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/raw-query.ts';
import { createBooking } from '../support/factories.ts';
import { createTestApp, signIn, type Cookies, type TestContext } from '../support/app.ts';

// The SQL each hot read sends, checked in under packages/server/sql/ so that a reader sees what
// PostgreSQL runs (docs/performance.md#mechanisms) and a change to it shows in review.
// UPDATE_HOT_READS_SQL=1 writes the files again from what the app sends.

const SQL_DIR = new URL('../../sql/', import.meta.url);

let context: TestContext;
const sent: string[] = [];
let recording = false;
const pgQuery = pg.Client.prototype.query;

/** Records the text of every statement while `recording`, on either engine's driver. */
function recordStatements(): void {
  const record = (query: unknown) => {
    if (!recording) return;
    const text = typeof query === 'string' ? query : (query as { text?: string }).text;
    if (text) sent.push(text.trim());
  };
  pg.Client.prototype.query = function recordedQuery(this: pg.Client, ...args: unknown[]) {
    record(args[0]);
    return (pgQuery as (...args: unknown[]) => unknown).apply(this, args);
  } as typeof pgQuery;
  // PGlite: drizzle's session calls `query` on the preparing client of db/pglite.ts.
  type Query = (...args: unknown[]) => unknown;
  const session = (context.db as unknown as { session: { client: { query: Query } } }).session;
  if (context.databaseUrl === null) {
    const query = session.client.query.bind(session.client);
    session.client.query = (...args: unknown[]) => {
      record(args[0]);
      return query(...args);
    };
  }
}

interface HotRead {
  file: string;
  title: string;
  url: () => string;
  who: string | null;
}

const ids = { facility: '', place: '', booking: '' };
const cookies = new Map<string, Cookies>();

const HOT_READS: HotRead[] = [
  {
    file: 'signed-in-user',
    title: 'GET /api/authentication/user (facility admin)',
    url: () => '/api/authentication/user',
    who: 'admin@espaces.test',
  },
  {
    file: 'availability-month',
    title: 'GET /api/places/{id}/time_slots, a month with availability (organisation)',
    url: () =>
      `/api/places/${ids.place}/time_slots?startDate[before]=2027-02-01T00:00:00.000Z` +
      '&endDate[after]=2027-01-01T00:00:00.000Z&pagination=false&groups[]=time_slot_available',
    who: 'asso@espaces.test',
  },
  {
    file: 'booking-list-facility',
    title: 'GET /api/bookings of a facility, first page (facility admin)',
    url: () => `/api/bookings?place.facility.id=${ids.facility}`,
    who: 'admin@espaces.test',
  },
  {
    file: 'booking-list-organization',
    title: 'GET /api/bookings, first page (organisation)',
    url: () => '/api/bookings',
    who: 'asso@espaces.test',
  },
  {
    file: 'menu-count',
    title: 'GET /api/bookings?status[]=new&status[]=pending&itemsPerPage=1 (facility admin)',
    url: () => '/api/bookings?status[]=new&status[]=pending&itemsPerPage=1',
    who: 'admin@espaces.test',
  },
  {
    file: 'booking-page',
    title: 'GET /api/bookings/{id} with history and abilities (facility admin)',
    url: () => `/api/bookings/${ids.booking}`,
    who: 'admin@espaces.test',
  },
  {
    file: 'search-availability',
    title: 'GET /api/search/places with availability on a Wednesday evening (anonymous)',
    url: () => '/api/search/places?availableOn=2027-01-13&startTime=18:00&endTime=19:00',
    who: null,
  },
];

beforeAll(async () => {
  context = await createTestApp({ startAt: new Date('2026-12-01T09:00:00Z') });
  const [row] = await queryRows<{ facility: string; place: string }>(
    context.db,
    sql`SELECT m.facility_id AS facility,
        (SELECT id FROM places WHERE facility_id = m.facility_id AND published
          ORDER BY name LIMIT 1) AS place
      FROM users u JOIN facility_memberships m ON m.user_id = u.id
      WHERE u.email = 'admin@espaces.test'`,
  );
  const [organization] = await queryRows<{ id: string }>(
    context.db,
    sql`SELECT organization_id AS id FROM users WHERE email = 'asso@espaces.test'`,
  );
  const booking = await createBooking(context.db, {
    placeId: row!.place,
    organizationId: organization!.id,
    slots: [
      {
        startDate: new Date('2027-01-13T17:00:00Z'),
        endDate: new Date('2027-01-13T19:00:00Z'),
      },
    ],
  });
  Object.assign(ids, row, { booking: booking.id });
  for (const who of new Set(HOT_READS.map((read) => read.who))) {
    if (who) cookies.set(who, await signIn(context.app, who));
  }
  recordStatements();
});

afterAll(async () => {
  pg.Client.prototype.query = pgQuery;
  await context.close();
});

/** The statements of the read's second request (the first warms the session cache up). */
async function statementsOf(read: HotRead): Promise<string> {
  const send = () =>
    context.app.inject({
      method: 'GET',
      url: read.url(),
      cookies: read.who ? cookies.get(read.who) : {},
    });
  const first = await send();
  expect(first.statusCode, first.body).toBe(200);
  sent.length = 0;
  recording = true;
  const response = await send();
  recording = false;
  expect(response.statusCode).toBe(200);
  const statements = sent.length
    ? `${sent.join(';\n\n')};`
    : '-- No statement: the session cache answers (docs/performance.md#mechanisms).';
  return `-- ${read.title}\n-- Generated by test/hot-reads/hot-reads.api.test.ts.\n\n${statements}\n`;
}

describe('the SQL of the hot reads', () => {
  it.each(HOT_READS.map((read) => [read.file, read] as const))(
    'is checked in (%s.sql)',
    async (_file, read) => {
      const file = new URL(`${read.file}.sql`, SQL_DIR);
      const statements = await statementsOf(read);
      if (process.env.UPDATE_HOT_READS_SQL) await writeFile(file, statements);
      expect(statements, `${read.file}.sql is stale: UPDATE_HOT_READS_SQL=1 writes it`).toBe(
        await readFile(file, 'utf8'),
      );
    },
  );
});

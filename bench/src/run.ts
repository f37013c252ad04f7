// `npm run bench`: throughput and latency of API scenarios next to a trivial route, measured in
// the same run on the same machine (DESIGN §6). Never part of `npm test`.
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { buildApp } from '@espaces/server/src/app.ts';
import { loadConfig } from '@espaces/server/src/config.ts';
import { prepareDatabase } from '@espaces/server/src/db/cli.ts';
import { bookings, places } from '@espaces/server/src/db/schema.ts';
import { measureAgreementPdf } from './agreement-pdf.ts';
import { createAllDayPlace, demoFacilityId, seedFacilityBookings } from './booking-data.ts';
import { measureIndicators, prepareIndicators } from './indicators.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const SEEDED_BOOKINGS = 300;
const DAY_MS = 86_400_000;

interface Scenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A new body for each request (creation scenarios). */
  nextBody?: () => string;
}

async function signIn(address: string, email: string): Promise<string> {
  const response = await fetch(`${address}/api/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Espaces-Demo-2026' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function measure(address: string, scenario: Scenario): Promise<void> {
  const method = scenario.method ?? 'GET';
  const { nextBody } = scenario;
  const result = await autocannon({
    url: `${address}${scenario.path}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    requests: [
      {
        method,
        path: scenario.path,
        headers: scenario.headers,
        ...(nextBody ? { setupRequest: (request) => ({ ...request, body: nextBody() }) } : {}),
      },
    ],
  });
  console.log(
    `${scenario.name.padEnd(58)} ${Math.round(result.requests.average).toString().padStart(7)} req/s` +
      `  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}`,
  );
}

async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    COOKIE_SECRET: 'bench-secret-bench-secret-bench-secret',
  });
  const database = await prepareDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: undefined,
    seedDemo: true,
  });
  const { db } = database;
  const now = new Date();
  const facilityId = await demoFacilityId(db);
  const seeded = await seedFacilityBookings(db, facilityId, SEEDED_BOOKINGS, now);
  const [monthPlace] = await db
    .select({ id: places.id })
    .from(places)
    .where(eq(places.facilityId, facilityId))
    .limit(1);
  const benchPlace = await createAllDayPlace(db, facilityId, 400, now);
  const [newBooking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.status, 'new'))
    .limit(1);

  const indicators = await prepareIndicators(db, now);

  const app = await buildApp({ config, db, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const staff = await signIn(address, 'admin@espaces.test');
  const organization = await signIn(address, 'asso@espaces.test');
  const territoryAdmin = await signIn(address, 'territoire@espaces.test');

  const month = new URLSearchParams({
    'startDate[before]': new Date(now.getTime() + 30 * DAY_MS).toISOString(),
    'endDate[after]': now.toISOString(),
    pagination: 'false',
    'groups[]': 'time_slot_available',
  });
  let nextHalfHour = 0;
  const trivial: Scenario = { name: 'trivial route (GET /api/config)', path: '/api/config' };
  const scenarios: Scenario[] = [
    trivial,
    {
      name: 'signed-in user (GET /api/authentication/user)',
      path: '/api/authentication/user',
      headers: { cookie: staff },
    },
    trivial,
    {
      name: 'availability of a place for a month (organisation)',
      path: `/api/places/${monthPlace!.id}/time_slots?${month.toString()}`,
      headers: { cookie: organization },
    },
    trivial,
    {
      name: `booking list of a facility, ${seeded} bookings (admin, 30/page)`,
      path: `/api/bookings?place.facility.id=${facilityId}&order[bookingTimeSlots.startDate]=asc`,
      headers: { cookie: staff },
    },
    trivial,
    {
      name: 'bookings to decide, for the menu count (admin)',
      path: '/api/bookings?status[]=new&status[]=pending&itemsPerPage=1',
      headers: { cookie: staff },
    },
    trivial,
    {
      name: 'booking page with history and abilities (admin)',
      path: `/api/bookings/${newBooking!.id}`,
      headers: { cookie: staff },
    },
    trivial,
    {
      name: 'pre-approval check (GET …/validate?groups[]=booking_approve)',
      path: `/api/bookings/${newBooking!.id}/validate?groups[]=booking_approve`,
      headers: { cookie: staff },
    },
    trivial,
    {
      name: 'booking creation, one free half-hour each (POST)',
      path: '/api/bookings',
      method: 'POST',
      headers: { cookie: organization, 'content-type': 'application/json' },
      nextBody: () =>
        JSON.stringify({
          place: `/api/places/${benchPlace.placeId}`,
          bookingSlots: [benchPlace.halfHours[nextHalfHour++ % benchPlace.halfHours.length]],
          activity: "Banc d'essai",
          expectedAttendance: 10,
        }),
    },
  ];
  console.log(
    `Bench: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per scenario, base ${database.engine}`,
  );
  for (const scenario of scenarios) await measure(address, scenario);
  console.log(
    `booking creation: ${nextHalfHour} requests sent for ${benchPlace.halfHours.length} free half-hours`,
  );
  await measureIndicators(address, territoryAdmin, indicators);
  await measureAgreementPdf();
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

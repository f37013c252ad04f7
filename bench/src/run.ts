// `npm run bench`: throughput and latency of API scenarios on region-scale data, served by the
// compiled server `npm start` runs (in its own process), each one alternated round by round
// with the one-read ceiling (PostgreSQL) or a bare Fastify route (PGlite) in the same run (docs/performance.md#how-to-measure). Never part of
// `npm test`. DATABASE_URL → PostgreSQL; otherwise PGlite, in BENCH_DATA_DIR when set (seeded once,
// reused) or in a temporary directory.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@espaces/server/src/app.ts';
import { queryRows } from '@espaces/server/src/db/raw-query.ts';
import {
  REGION_FACILITY_ADMIN_EMAIL,
  REGION_ORGANIZATION_EMAIL,
} from '@espaces/server/src/db/seed/region-data.ts';
import { createDraftPlace, yearlyAgreementDraft } from './agreement-draft.ts';
import { startBareServer } from './bare-server.ts';
import { createAllDayPlace } from './booking-data.ts';
import { emptyListTexts, releaseListTexts, withoutListTexts } from './list-texts-switch.ts';
import { startCompiledServer } from './compiled-server.ts';
import {
  CONNECTIONS,
  DURATION_SECONDS,
  measureAlternately,
  REPORT_HEADER,
  reportRow,
  type Scenario,
} from './measure.ts';
import {
  benchEnvironment,
  openBenchDatabase,
  readQueries,
  regionTargets,
  signIn,
} from './region-targets.ts';
import { statementsPerRequest } from './round-trips.ts';

/** What every browser sends with a page's requests: the reads are measured as the web app asks
 * for them. BENCH_IDENTITY=1 measures a client that accepts no compression. */
const BROWSER_ENCODINGS: Record<string, string> = process.env.BENCH_IDENTITY
  ? {}
  : { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function main(): Promise<void> {
  const temporaryDir = process.env.BENCH_DATA_DIR
    ? null
    : await mkdtemp(join(tmpdir(), 'espaces-bench-'));
  const dataDir = process.env.BENCH_DATA_DIR || temporaryDir!;
  const opened = await openBenchDatabase(dataDir);
  let { database } = opened;
  const now = new Date();
  const target = await regionTargets(database.db, now);
  if (withoutListTexts) await emptyListTexts(database.db);
  const benchPlace = await createAllDayPlace(database.db, target.creationFacilityId, 400, now);
  const draftPlace = await createDraftPlace(database.db, target.creationFacilityId, now);
  // Statements are counted at the driver, which PGlite does not have; and PGlite's directory
  // opens in one process at a time: the server's, until it stops.
  let counting: FastifyInstance | null = null;
  if (database.engine === 'postgres') {
    counting = await buildApp({ config: opened.config, db: database.db, logger: false });
  } else {
    await database.close();
  }

  // BENCH_NODE_ARGS: Node flags for the server, as `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const server = await startCompiledServer(
    benchEnvironment(dataDir),
    process.env.BENCH_NODE_ARGS?.split(' ') ?? [],
  );
  const { address } = server;
  const bare = await startBareServer();
  const staff = await signIn(address, REGION_FACILITY_ADMIN_EMAIL);
  const organization = await signIn(address, REGION_ORGANIZATION_EMAIL);
  const central = await signIn(address, 'central@espaces.test');
  const { month, search, indicators } = readQueries(target, now);
  const agreementDraft = await yearlyAgreementDraft(address, draftPlace);
  const creationBodies = {
    list: benchPlace.halfHours.map((halfHour) =>
      JSON.stringify({
        place: `/api/places/${benchPlace.placeId}`,
        bookingSlots: [halfHour],
        activity: "Banc d'essai",
        expectedAttendance: 10,
      }),
    ),
    sent: 0,
  };
  const scenarios: Scenario[] = [
    { name: 'app trivial route (GET /api/config)', path: '/api/config' },
    {
      name: 'signed-in user',
      path: '/api/authentication/user',
      headers: { cookie: staff, ...BROWSER_ENCODINGS },
    },
    {
      name: 'availability of a place for a month (organisation)',
      path: `/api/places/${target.placeId}/time_slots?${month}`,
      headers: { cookie: organization, ...BROWSER_ENCODINGS },
    },
    {
      name: 'booking list of a facility (admin, first page)',
      path: `/api/bookings?place.facility.id=${target.facilityId}`,
      headers: { cookie: staff, ...BROWSER_ENCODINGS },
    },
    {
      name: 'booking list of an organisation (first page)',
      path: '/api/bookings',
      headers: { cookie: organization, ...BROWSER_ENCODINGS },
    },
    {
      name: 'search with availability over a territory',
      path: `/api/search/places?${search}`,
      headers: BROWSER_ENCODINGS,
    },
    {
      name: 'menu count: bookings to decide (admin)',
      path: '/api/bookings?status[]=new&status[]=pending&itemsPerPage=1',
      headers: { cookie: staff, ...BROWSER_ENCODINGS },
    },
    {
      name: 'booking page with history and abilities (admin)',
      path: `/api/bookings/${target.newBookingId}`,
      headers: { cookie: staff, ...BROWSER_ENCODINGS },
    },
    {
      name: 'indicators of a territory over the school year (central)',
      path: `/api/indicators?${indicators}`,
      headers: { cookie: central, ...BROWSER_ENCODINGS },
    },
    {
      // Staff opening their monthly report: a few at once, not fifty.
      name: 'indicators of a territory over the school year (central), 5 connections',
      path: `/api/indicators?${indicators}`,
      headers: { cookie: central, ...BROWSER_ENCODINGS },
      connections: 5,
    },
    {
      // Rendered at every request, as a draft's preview is. One at a time: its p50 is the
      // render's own time, and a round's end leaves at most one render unanswered in the CPU.
      name: 'agreement PDF: preview of a yearly booking, 40 occurrences (admin), 1 connection',
      path: agreementDraft.path,
      headers: { cookie: agreementDraft.staffCookie, ...BROWSER_ENCODINGS },
      connections: 1,
    },
    {
      name: 'booking creation, one free half-hour each (POST)',
      path: '/api/bookings',
      method: 'POST',
      headers: { cookie: organization, 'content-type': 'application/json' },
      bodies: creationBodies,
    },
  ];
  const bareRoute = { address: bare.address, scenario: { name: 'bare', path: '/bare' } };
  // BENCH_ONLY=<regular expression> measures only the scenarios whose name matches.
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
  // The ceiling of any route that reads PostgreSQL: the bare server itself doing one and three
  // prepared reads, each measured against the bare route. Every app scenario is then measured
  // against the one-read ceiling (docs/performance.md#how-to-measure); PGlite has no ceiling.
  const ceilings: Scenario[] =
    database.engine === 'postgres'
      ? [
          { name: 'bare route + one prepared read', path: '/bare/one-query', statements: 1 },
          { name: 'bare route + three prepared reads', path: '/bare/three-queries', statements: 3 },
        ].map((ceiling) => ({
          ...ceiling,
          path: `${ceiling.path}?id=${target.placeId}`,
          onBareServer: true,
        }))
      : [];
  const reference = ceilings[0] ? { address: bare.address, scenario: ceilings[0] } : bareRoute;
  console.log(
    `Bench ${new Date().toISOString()}: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per ` +
      `scenario, ${database.engine}${withoutListTexts ? ', without kept list texts' : ''}, ` +
      `Node ${process.version}; each scenario alternated with ` +
      `"${reference.scenario.name}" (the ceilings with the bare route)\n\n${REPORT_HEADER}`,
  );
  for (const scenario of [...ceilings, ...scenarios].filter(
    ({ name }) => !only || only.test(name),
  )) {
    const measured = scenario.onBareServer
      ? await measureAlternately(bareRoute, { address: bare.address, scenario })
      : await measureAlternately(reference, {
          address,
          scenario,
          cpuMicroseconds: server.cpuMicroseconds,
        });
    const statements = counting
      ? (scenario.statements ?? (await statementsPerRequest(counting, scenario)))
      : null;
    console.log(reportRow(scenario.name, measured.app, measured.reference, statements));
  }
  bare.process.kill();
  await server.stop();
  if (counting) await counting.close();
  else ({ database } = await openBenchDatabase(dataDir));
  await reportDoubleBookings(database.db, benchPlace.placeId, creationBodies.sent);
  if (withoutListTexts) await releaseListTexts(database.db);
  await database.close();
  if (temporaryDir) await rm(temporaryDir, { recursive: true, force: true });
}

/** Zero double bookings: no two active slots of the bench place overlap, whatever was sent. */
async function reportDoubleBookings(
  db: Parameters<typeof queryRows>[0],
  placeId: string,
  sent: number,
): Promise<void> {
  const [row] = await queryRows<{ booked: number; overlaps: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM booking_slots WHERE place_id = ${placeId} AND active) AS booked,
      (SELECT count(*)::int FROM booking_slots a JOIN booking_slots b ON a.place_id = b.place_id
        AND a.id < b.id AND a.active AND b.active
        AND tstzrange(a.start_date, a.end_date) && tstzrange(b.start_date, b.end_date)
        WHERE a.place_id = ${placeId}) AS overlaps`,
  );
  console.log(
    `\nbooking creation: ${sent} requests sent, ${row!.booked} half-hours booked, ` +
      `${row!.overlaps} double bookings`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// What the scenarios aim at in the region data: the first region facility, its admin, an
// organisation with bookings, a territory and a coming weekday evening.
import { sql } from 'drizzle-orm';
import { addDaysToDate, parisDateOf } from '@espaces/domain/availability/paris-time';
import { schoolYearOf } from '@espaces/domain/indicators/indicator-period';
import { loadConfig } from '@espaces/server/src/config.ts';
import type { Database } from '@espaces/server/src/db/client.ts';
import { prepareDatabase } from '@espaces/server/src/db/cli.ts';
import { queryRows } from '@espaces/server/src/db/raw-query.ts';
import { seedRegionData } from '@espaces/server/src/db/seed/region-data.ts';
import { fillListTexts } from '@espaces/server/src/modules/bookings/list-texts/list-texts.repository.ts';

export interface RegionTargets {
  facilityId: string;
  /** The last region facility: the creation scenario's place goes there, so that the bookings
   * it makes never swell the lists measured in the first one. */
  creationFacilityId: string;
  placeId: string;
  territoryId: string;
  /** A booking of the facility, new when there is one. */
  newBookingId: string;
  /** A Wednesday at least a week ahead, Paris date (the windows open 18:00–22:00). */
  weekday: string;
}

const DAY_MS = 86_400_000;

/** The app's production configuration, for the bench's process and the compiled server alike;
 * `dataDir`, when given, holds PGlite's data (and the server's files). */
export function benchEnvironment(dataDir?: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    COOKIE_SECRET: 'bench-secret-bench-secret-bench-secret',
    // Each run signs its three accounts in again: the production limit (10 in 5 minutes per
    // address and e-mail, kept in the database) would refuse the fourth run in a row.
    SIGN_IN_MAX_ATTEMPTS: process.env.SIGN_IN_MAX_ATTEMPTS ?? '1000',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
  };
}

/** The app's production configuration on DATABASE_URL, or PGlite in `dataDir` (in memory
 * without). */
export async function openBenchDatabase(dataDir = process.env.BENCH_DATA_DIR || undefined) {
  const config = loadConfig(benchEnvironment(dataDir));
  const database = await prepareDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : dataDir,
    seedDemo: true,
  });
  return { config, database };
}

/** Query strings of the availability of a month, the search of a weekday evening and the
 * indicators of the territory over the school year. */
export function readQueries(target: RegionTargets, now: Date) {
  const month = new URLSearchParams({
    'startDate[before]': new Date(now.getTime() + 30 * DAY_MS).toISOString(),
    'endDate[after]': now.toISOString(),
    pagination: 'false',
    'groups[]': 'time_slot_available',
  });
  const search = new URLSearchParams({
    territory: target.territoryId,
    availableOn: target.weekday,
    startTime: '18:00',
    endTime: '19:00',
  });
  const schoolYear = schoolYearOf(parisDateOf(now));
  const indicators = new URLSearchParams({
    from: schoolYear.from,
    to: schoolYear.to,
    'place.facility.territory.id': target.territoryId,
  });
  return { month: month.toString(), search: search.toString(), indicators: indicators.toString() };
}

export async function regionTargets(db: Database, now: Date): Promise<RegionTargets> {
  if (await seedRegionData(db, { now })) console.log('Region data seeded.');
  // A database seeded before migration 0021 (bench_tpl): its list texts written before the
  // lists are measured, not by the server's job during the measure.
  const filled = await fillListTexts(db);
  if (filled > 0) {
    // As the seed does (seedRegionData): the rows' old versions gone before anything is read.
    await db.execute(sql`VACUUM ANALYZE bookings, booking_slots`);
    console.log(`List texts written: ${filled}.`);
  }
  const [row] = await queryRows<Omit<RegionTargets, 'weekday'>>(
    db,
    sql`SELECT f.id AS "facilityId", f.territory_id AS "territoryId",
        (SELECT id FROM facilities WHERE uai LIKE 'R%' ORDER BY uai DESC LIMIT 1) AS "creationFacilityId",
        (SELECT p.id FROM places p WHERE p.facility_id = f.id AND p.published ORDER BY p.name LIMIT 1) AS "placeId",
        (SELECT b.id FROM bookings b JOIN places p ON p.id = b.place_id
          WHERE p.facility_id = f.id ORDER BY b.status = 'new' DESC LIMIT 1) AS "newBookingId"
      FROM facilities f WHERE f.uai = 'R000001'`,
  );
  if (!row) throw new Error('Region facility R000001 missing');
  let weekday = addDaysToDate(parisDateOf(now), 7);
  while (new Date(`${weekday}T12:00:00Z`).getUTCDay() !== 3) weekday = addDaysToDate(weekday, 1);
  return { ...row, weekday };
}

/** Signs an account of the region data in; its cookies, as a `cookie` header. */
export async function signIn(address: string, email: string): Promise<string> {
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

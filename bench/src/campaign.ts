// `npm run bench:campaign`: a campaign of the whole region on its data (docs/performance.md,
// docs/campaigns.md#allocation) — every published place of an active facility, each of the
// region's organisations with three weekly wishes (CAMPAIGN_WISHES per organisation) — then the
// allocation then the publication as central staff ask for them, through the app in this process,
// each timed end to end (every proposal accepted between the two, untimed).
// Its period of use, January to July 2027, lies within the region data's opening windows and
// among its bookings, which the publication must not double-book. Each run files a new campaign
// (and the last run's bookings stay); the region data is seeded the first time as `npm run bench`
// does. DATABASE_URL → PostgreSQL; otherwise PGlite in BENCH_DATA_DIR.
import { sql } from 'drizzle-orm';
import { buildApp } from '@espaces/server/src/app.ts';
import { queryRows } from '@espaces/server/src/db/raw-query.ts';
import { openBenchDatabase, regionTargets } from './region-targets.ts';

const WISHES_PER_ORGANIZATION = Number(process.env.CAMPAIGN_WISHES ?? 3);

async function main(): Promise<void> {
  const { config, database } = await openBenchDatabase();
  const { db } = database;
  await regionTargets(db, new Date());
  const [campaign] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO campaigns (name, territory_id, use_from, use_to, applications_from,
        applications_to, applications_open_at, applications_close_at, publication_date,
        priorities, wishes_per_organization, status, opened_at)
      VALUES ('Campagne de mesure ' || to_char(clock_timestamp(), 'YYYY-MM-DD HH24:MI:SS'), NULL,
        '2027-01-04', '2027-07-02', '2026-10-01', '2026-11-15', '2026-09-30T22:00:00Z',
        '2026-11-15T23:00:00Z', '2026-12-15',
        ARRAY['renewal', 'youth', 'localOrganization', 'applicationDate'],
        ${WISHES_PER_ORGANIZATION}, 'open', now())
      RETURNING id`,
  );
  const campaignId = campaign!.id;
  await db.execute(sql`INSERT INTO campaign_places (campaign_id, place_id)
    SELECT ${campaignId}, p.id FROM places p JOIN facilities f ON f.id = p.facility_id
    WHERE p.published AND f.active`);
  // Organisation n's k-th wish: a facility chosen from n and k, one of its places (every third
  // wish any place of the type), a weekday evening from 17:00, two hours, one at least: clubs
  // asking for the same evenings, so that the allocation has conflicts to settle.
  await db.execute(sql`WITH o AS (
      SELECT id, row_number() OVER (ORDER BY id) AS n FROM organizations),
    f AS (
      SELECT f.id, row_number() OVER (ORDER BY f.id) - 1 AS i
      FROM facilities f WHERE f.active
        AND EXISTS (SELECT 1 FROM campaign_places cp JOIN places p ON p.id = cp.place_id
          WHERE cp.campaign_id = ${campaignId} AND p.facility_id = f.id)),
    wish AS (
      SELECT o.id AS organization_id, o.n, k,
        (SELECT f.id FROM f WHERE f.i = (o.n * 7 + k * 13) % (SELECT count(*) FROM f)) AS facility_id
      FROM o CROSS JOIN generate_series(1, ${WISHES_PER_ORGANIZATION}) AS k),
    placed AS (
      SELECT wish.*, (SELECT p.id FROM campaign_places cp JOIN places p ON p.id = cp.place_id
          WHERE cp.campaign_id = ${campaignId} AND p.facility_id = wish.facility_id
          ORDER BY p.id OFFSET (wish.n % 2) LIMIT 1) AS place_id
      FROM wish)
    INSERT INTO campaign_wishes (campaign_id, organization_id, rank, facility_id, place_id,
      place_type_id, week_day, start_time, end_time, minimum_minutes, participants, activity,
      youth, renewal, applied_at, updated_at)
    SELECT ${campaignId}, placed.organization_id, placed.k, placed.facility_id,
      CASE WHEN placed.k % 3 = 0 THEN NULL ELSE placed.place_id END,
      CASE WHEN placed.k % 3 = 0 THEN p.place_type_id END,
      1 + (placed.n + placed.k) % 5,
      to_char(time '17:00' + ((placed.n * placed.k) % 4) * interval '30 minutes', 'HH24:MI'),
      to_char(time '19:00' + ((placed.n * placed.k) % 4) * interval '30 minutes', 'HH24:MI'),
      60, 20, 'Entraînement', placed.n % 4 = 0, false,
      timestamptz '2026-10-01T08:00:00Z' + (placed.n * 37 % 3600) * interval '1 minute',
      now()
    FROM placed JOIN places p ON p.id = placed.place_id
    WHERE placed.place_id IS NOT NULL`);
  const [counts] = await queryRows<{ wishes: number; places: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM campaign_wishes WHERE campaign_id = ${campaignId}) AS wishes,
      (SELECT count(*)::int FROM campaign_places WHERE campaign_id = ${campaignId}) AS places`,
  );
  console.log(`Campaign ${campaignId}: ${counts!.wishes} wishes over ${counts!.places} places.`);

  const app = await buildApp({ config, db, logger: false });
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/authentication',
    payload: { email: 'central@espaces.test', password: 'Espaces-Demo-2026' },
  });
  const cookies = Object.fromEntries(signedIn.cookies.map(({ name, value }) => [name, value]));
  const started = performance.now();
  const allocated = await app.inject({
    method: 'POST',
    url: `/api/campaigns/${campaignId}/allocation`,
    cookies,
  });
  const seconds = (performance.now() - started) / 1000;
  if (allocated.statusCode !== 200) {
    throw new Error(`allocation answered ${allocated.statusCode}: ${allocated.body}`);
  }
  const [outcomes] = await queryRows<{ allocated: number; partly: number; unmet: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE status = 'allocated')::int AS allocated,
      count(*) FILTER (WHERE status = 'partly')::int AS partly,
      count(*) FILTER (WHERE status = 'unmet')::int AS unmet
      FROM campaign_outcomes WHERE campaign_id = ${campaignId}`,
  );
  console.log(
    `Allocation (${database.engine}): ${seconds.toFixed(1)} s — ${outcomes!.allocated} allocated, ` +
      `${outcomes!.partly} partly, ${outcomes!.unmet} unmet.`,
  );
  // Every facility's proposal accepted as it stands (as its staff would, one click each; not
  // measured), then the whole campaign published at once as central staff ask for it.
  await db.execute(sql`UPDATE campaign_outcomes SET decision = 'accepted'
    WHERE campaign_id = ${campaignId} AND decision = 'proposed'`);
  const publishing = performance.now();
  const published = await app.inject({
    method: 'POST',
    url: `/api/campaigns/${campaignId}/publication`,
    cookies,
    payload: {},
  });
  const publishSeconds = (performance.now() - publishing) / 1000;
  if (published.statusCode !== 200) {
    throw new Error(`publication answered ${published.statusCode}: ${published.body}`);
  }
  const [made] = await queryRows<{ bookings: number; slots: number }>(
    db,
    sql`SELECT count(DISTINCT o.booking_id)::int AS bookings, count(s.id)::int AS slots
      FROM campaign_outcomes o JOIN booking_slots s ON s.booking_id = o.booking_id
      WHERE o.campaign_id = ${campaignId}`,
  );
  console.log(
    `Publication (${database.engine}): ${publishSeconds.toFixed(1)} s — ${made!.bookings} ` +
      `approved yearly bookings, ${made!.slots} slots.`,
  );
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

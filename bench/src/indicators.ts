import { schoolYearOf } from '@espaces/domain/indicators/indicator-period';
import { parisDateOf } from '@espaces/domain/availability/paris-time';
import type { Database } from '@espaces/server/src/db/client.ts';
import { seedTerritorySchoolYear } from './indicator-data.ts';

const PLACES_PER_FACILITY = 100;
const RUNS = 10;

/** Seeds a school year in the demo territory; returns the query path of its indicators. */
export async function prepareIndicators(
  db: Database,
  now: Date,
): Promise<{ path: string; summary: string }> {
  const period = schoolYearOf(parisDateOf(now));
  const seeded = await seedTerritorySchoolYear(db, period, PLACES_PER_FACILITY);
  const query = new URLSearchParams({
    from: period.from,
    to: period.to,
    'place.facility.territory.id': seeded.territoryId,
  });
  return {
    path: `/api/indicators?${query.toString()}`,
    summary:
      `${seeded.places} places, ${seeded.windows} opening windows, ${seeded.bookings} yearly ` +
      `bookings, ${seeded.slots} slots over ${period.from} – ${period.to}`,
  };
}

/**
 * Issue 14: one territory admin asking for the territory's indicators over the school year,
 * one request at a time after a warm-up; prints the median and the slowest answer.
 */
export async function measureIndicators(
  address: string,
  cookie: string,
  prepared: { path: string; summary: string },
): Promise<void> {
  const ask = async () => {
    const started = performance.now();
    const response = await fetch(`${address}${prepared.path}`, { headers: { cookie } });
    if (!response.ok)
      throw new Error(`indicators answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    return performance.now() - started;
  };
  await ask();
  const durations: number[] = [];
  for (let run = 0; run < RUNS; run++) durations.push(await ask());
  durations.sort((a, b) => a - b);
  console.log(
    `indicators of a territory over a school year (${prepared.summary}): median ` +
      `${durations[Math.floor(RUNS / 2)]!.toFixed(0)} ms, slowest ${durations.at(-1)!.toFixed(0)} ms over ${RUNS} runs`,
  );
}

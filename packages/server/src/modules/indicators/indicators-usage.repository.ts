import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { minutesOf, selectionCtes, type IndicatorSelection } from './indicators-scope.ts';

// Hours opened and booked, computed in the database: per place, facility, territory and in
// total (one GROUPING SETS query), per Paris month, and per Paris weekday × hour.

/** `grouping(territory, facility, place)`: which level a row of the usage query sums. */
export const LEVEL = { place: 0, facility: 1, territory: 3, total: 7 } as const;

export interface UsageRow {
  level: number;
  territory_id: string | null;
  territory_name: string | null;
  facility_id: string | null;
  facility_name: string | null;
  place_id: string | null;
  place_name: string | null;
  opened_minutes: number | string;
  booked_minutes: number | string;
  organizations: number | string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function usageByLevel(
  db: Database,
  selection: IndicatorSelection,
): Promise<UsageRow[]> {
  const result = await db.execute(sql`with ${selectionCtes(selection)}
    select grouping(sp.territory_id, sp.facility_id, sp.id) as level,
      sp.territory_id, min(sp.territory_name) as territory_name,
      sp.facility_id, min(sp.facility_name) as facility_name,
      sp.id as place_id, min(sp.name) as place_name,
      ${minutesOf('opened')} as opened_minutes,
      ${minutesOf('booked')} as booked_minutes,
      count(distinct x.organization_id) as organizations
    from scoped_places sp
    left join pieces x on x.place_id = sp.id
    group by grouping sets ((sp.territory_id, sp.facility_id, sp.id), (sp.territory_id, sp.facility_id), (sp.territory_id), ())`);
  return rowsOf<UsageRow>(result);
}

export interface MonthRow {
  month: string;
  opened_minutes: number | string;
  booked_minutes: number | string;
}

/** Pieces cut at Paris month boundaries (a window may cross the midnight ending a month). */
export async function usageByMonth(
  db: Database,
  selection: IndicatorSelection,
): Promise<MonthRow[]> {
  const result = await db.execute(sql`with ${selectionCtes(selection)}
    select to_char(m.local_start, 'YYYY-MM') as month,
      ${minutesOf('opened', sql`greatest(x.s, m.starts)`, sql`least(x.e, m.ends)`)} as opened_minutes,
      ${minutesOf('booked', sql`greatest(x.s, m.starts)`, sql`least(x.e, m.ends)`)} as booked_minutes
    from pieces x
    cross join lateral (
      select local_start, local_start at time zone 'Europe/Paris' as starts,
        (local_start + interval '1 month') at time zone 'Europe/Paris' as ends
      from generate_series(
        date_trunc('month', x.s at time zone 'Europe/Paris'),
        date_trunc('month', x.e at time zone 'Europe/Paris'),
        interval '1 month') as local_start
    ) m
    where least(x.e, m.ends) > greatest(x.s, m.starts)
    group by m.local_start
    order by m.local_start`);
  return rowsOf<MonthRow>(result);
}

export interface HeatmapRow {
  week_day: number;
  hour: number;
  opened_minutes: number | string;
  booked_minutes: number | string;
}

/**
 * Pieces cut into the hours of the clock. Paris hours begin on UTC hours, so an hour of the
 * series is one Paris hour; the doubled 02:00 of October counts twice, the skipped one never.
 */
export async function usageByWeekdayHour(
  db: Database,
  selection: IndicatorSelection,
): Promise<HeatmapRow[]> {
  const hourEnd = sql`(h.starts + interval '1 hour')`;
  const result = await db.execute(sql`with ${selectionCtes(selection)}
    select extract(isodow from h.starts at time zone 'Europe/Paris')::int as week_day,
      extract(hour from h.starts at time zone 'Europe/Paris')::int as hour,
      ${minutesOf('opened', sql`greatest(x.s, h.starts)`, sql`least(x.e, ${hourEnd})`)} as opened_minutes,
      ${minutesOf('booked', sql`greatest(x.s, h.starts)`, sql`least(x.e, ${hourEnd})`)} as booked_minutes
    from pieces x
    cross join lateral generate_series(
      date_trunc('hour', x.s, 'UTC'), x.e - interval '1 microsecond', interval '1 hour') as h(starts)
    group by 1, 2
    order by 1, 2`);
  return rowsOf<HeatmapRow>(result);
}

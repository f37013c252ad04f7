import { sql } from 'drizzle-orm';
import { periodBounds, type IndicatorSelection } from './indicators-scope.ts';

// Hours opened and booked, as CTEs of the indicators statement (after selectionCtes): per
// place, facility, territory and in total (GROUPING SETS), per Paris month, and per Paris
// weekday × hour.

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

/** Minutes of the spans of one kind in an aggregate (real elapsed time: timestamptz). */
const minutesOf = (kind: 'opened' | 'booked') =>
  sql`coalesce(sum(x.n * extract(epoch from (x.e - x.s))) filter (where x.kind = ${kind}), 0) / 60`;

/**
 * `per_place` (seconds opened per place, booked per place and organisation: the grouping sets
 * and the top organisations then read few rows and sum exactly) and `usage_rows`. Each place's
 * windows are summed as intervals (exact) straight from its index entries.
 */
export function usageCtes(selection: IndicatorSelection) {
  const { start, end } = periodBounds(selection);
  return sql`per_place as materialized (
    select sp.id as place_id, null::uuid as organization_id, w.opened_seconds,
      0 as booked_seconds, 0 as booked_slots
    from scoped_places sp
    cross join lateral (
      select extract(epoch from sum(least(w.end_date, ${end}) - greatest(w.start_date, ${start}))) as opened_seconds
      from time_slots w
      where w.place_id = sp.id and w.start_date < ${end} and w.end_date > ${start}
    ) w
    where w.opened_seconds is not null
    union all
    select x.place_id, x.organization_id, 0, extract(epoch from sum(x.e - x.s)), count(*)
    from booked_pieces x
    group by x.place_id, x.organization_id
  ),
  usage_rows as (
    select grouping(sp.territory_id, sp.facility_id, sp.id) as level,
      sp.territory_id, min(sp.territory_name) as territory_name,
      sp.facility_id, min(sp.facility_name) as facility_name,
      sp.id as place_id, min(sp.name) as place_name,
      coalesce(sum(u.opened_seconds), 0) / 60 as opened_minutes,
      coalesce(sum(u.booked_seconds), 0) / 60 as booked_minutes,
      count(distinct u.organization_id) as organizations
    from scoped_places sp
    left join per_place u on u.place_id = sp.id
    group by grouping sets ((sp.territory_id, sp.facility_id, sp.id), (sp.territory_id, sp.facility_id), (sp.territory_id), ())
  )`;
}

export interface MonthRow {
  month: string;
  opened_minutes: number | string;
  booked_minutes: number | string;
}

/**
 * `month_rows`: spans summed by the Paris month they start in; the few crossing a month's
 * first midnight (an evening window on the last day) are cut there first.
 */
export const monthCtes = sql`month_parts as (
    select date_trunc('month', x.ls) as local_start, x.kind, x.n, x.s, x.e
    from spans x
    where date_trunc('month', x.ls) = date_trunc('month', x.le - interval '1 microsecond')
    union all
    select m.local_start, x.kind, x.n, greatest(x.s, m.starts), least(x.e, m.ends)
    from spans x
    cross join lateral (
      select local_start, local_start at time zone 'Europe/Paris' as starts,
        (local_start + interval '1 month') at time zone 'Europe/Paris' as ends
      from generate_series(date_trunc('month', x.ls), date_trunc('month', x.le), interval '1 month')
        as local_start
    ) m
    where date_trunc('month', x.ls) <> date_trunc('month', x.le - interval '1 microsecond')
      and least(x.e, m.ends) > greatest(x.s, m.starts)
  ),
  month_rows as (
    select to_char(x.local_start, 'YYYY-MM') as month,
      ${minutesOf('opened')} as opened_minutes,
      ${minutesOf('booked')} as booked_minutes
    from month_parts x
    group by x.local_start
  )`;

export interface HeatmapRow {
  week_day: number;
  hour: number;
  opened_minutes: number | string;
  booked_minutes: number | string;
}

/**
 * `heatmap_rows`: spans cut into the hours of the Paris clock. A span with no clock change
 * inside lasts what the wall clock says: such spans are first counted by weekday, start time
 * and length (a weekly pattern is one group), and each group is cut once on a model week. A
 * span across a clock change is cut on real hours: Paris hours begin on UTC hours, so the
 * repeated 02:00 of October counts twice and the skipped one of March never.
 */
export const heatmapCtes = sql`patterns as (
    select x.kind, sum(x.n) as n,
      (date '2001-01-01' + (extract(isodow from x.ls)::int - 1)) + x.ls::time as t0,
      x.le - x.ls as length
    from spans x
    where x.le - x.ls = x.e - x.s
    group by x.kind, extract(isodow from x.ls), x.ls::time, x.le - x.ls
  ),
  cells as (
    select p.kind, h.local_hour,
      p.n * extract(epoch from (least(p.t0 + p.length, h.local_hour + interval '1 hour') - greatest(p.t0, h.local_hour))) as seconds
    from patterns p
    cross join lateral generate_series(date_trunc('hour', p.t0), p.t0 + p.length - interval '1 microsecond', interval '1 hour')
      as h(local_hour)
    union all
    select x.kind, h.starts at time zone 'Europe/Paris',
      x.n * extract(epoch from (least(x.e, h.starts + interval '1 hour') - greatest(x.s, h.starts)))
    from spans x
    cross join lateral generate_series(date_trunc('hour', x.s, 'UTC'), x.e - interval '1 microsecond', interval '1 hour')
      as h(starts)
    where x.le - x.ls <> x.e - x.s
  ),
  heatmap_rows as (
    select extract(isodow from c.local_hour)::int as week_day,
      extract(hour from c.local_hour)::int as hour,
      coalesce(sum(c.seconds) filter (where c.kind = 'opened'), 0) / 60 as opened_minutes,
      coalesce(sum(c.seconds) filter (where c.kind = 'booked'), 0) / 60 as booked_minutes
    from cells c
    group by 1, 2
  )`;

import { sql, type SQL } from 'drizzle-orm';
import type { BookingScope } from '../bookings/bookings-list.repository.ts';

// The SQL every figure set starts from: the places the asker may see that the filter keeps
// (`scoped_places`), and the period's pieces of opening windows and booked slots (`pieces`).

/** Booking statuses whose slots count as booked hours (issue 14). */
export const BOOKED_STATUSES = ['approved', 'to_review', 'validated', 'finished'] as const;

export interface IndicatorFilters {
  facilityIds?: string[];
  territoryIds?: string[];
  facilityTypeIds?: string[];
  placeTypeIds?: string[];
}

export interface IndicatorSelection {
  scope: BookingScope;
  filters: IndicatorFilters;
  start: Date;
  end: Date;
}

const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

function inIds(column: SQL, ids: string[] | undefined): SQL {
  if (ids === undefined) return sql`true`;
  return ids.length === 0 ? sql`false` : sql`${column} in (${uuidList(ids)})`;
}

function scopeCondition(scope: BookingScope): SQL {
  switch (scope.kind) {
    case 'all':
      return sql`true`;
    case 'facilities':
      return sql`(${inIds(sql`f.id`, scope.facilityIds)} or ${inIds(sql`f.territory_id`, scope.territoryIds)})`;
    default:
      return sql`false`;
  }
}

/** `start` and `end` of the period as timestamptz parameters. */
export const periodBounds = ({ start, end }: IndicatorSelection) => ({
  start: sql`${start.toISOString()}::timestamptz`,
  end: sql`${end.toISOString()}::timestamptz`,
});

/**
 * `scoped_places` (id, name, facility, territory), `pieces` (place, kind, organisation, s, e)
 * and `spans` (the distinct kind, s, e of the pieces, how many (n), and their Paris wall-clock
 * ls, le), computed once for every figure set of the statement.
 */
export function selectionCtes(selection: IndicatorSelection): SQL {
  const { scope, filters } = selection;
  const { start, end } = periodBounds(selection);
  const booked = sql.join(
    BOOKED_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  // Joined to scoped_places rather than `in (select …)`: the planner then probes the places'
  // windows place by place (time_slots_place_start_idx answers from the index alone) instead
  // of scanning every window of the region. Places of a territory mostly share their opening
  // hours: the time zone conversions and the cuts by month and by hour are done once per
  // distinct span, weighted by its count.
  return sql`scoped_places as materialized (
    select p.id, p.name, p.facility_id, f.name as facility_name, f.territory_id, t.name as territory_name
    from places p
    join facilities f on f.id = p.facility_id
    join territories t on t.id = f.territory_id
    where ${scopeCondition(scope)}
      and ${inIds(sql`f.id`, filters.facilityIds)}
      and ${inIds(sql`f.territory_id`, filters.territoryIds)}
      and ${inIds(sql`f.facility_type_id`, filters.facilityTypeIds)}
      and ${inIds(sql`p.place_type_id`, filters.placeTypeIds)}
  ),
  pieces as materialized (
    select w.place_id, 'opened' as kind, null::uuid as organization_id,
      greatest(w.start_date, ${start}) as s, least(w.end_date, ${end}) as e
    from scoped_places sp
    join time_slots w on w.place_id = sp.id
    where w.start_date < ${end} and w.end_date > ${start}
    union all
    select bs.place_id, 'booked', b.organization_id,
      greatest(bs.start_date, ${start}), least(bs.end_date, ${end})
    from scoped_places sp
    join booking_slots bs on bs.place_id = sp.id
    join bookings b on b.id = bs.booking_id
    where not bs.cancelled and b.status in (${booked})
      and bs.start_date < ${end} and bs.end_date > ${start}
  ),
  spans as materialized (
    select x.kind, x.s, x.e, count(*) as n,
      x.s at time zone 'Europe/Paris' as ls, x.e at time zone 'Europe/Paris' as le
    from pieces x
    group by x.kind, x.s, x.e
  )`;
}

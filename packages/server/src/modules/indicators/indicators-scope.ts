import { sql, type SQL } from 'drizzle-orm';
import type { ListScope } from '@espaces/domain/access/list-scopes';

// The SQL every figure set starts from: the places the asker may see that the filter keeps,
// their bookings and booking slots, and the distinct spans of opening windows and booked slots.

/** Booking statuses whose slots count as booked hours (docs/indicators.md#figures). */
export const BOOKED_STATUSES = ['approved', 'to_review', 'validated', 'finished'] as const;

export interface IndicatorFilters {
  facilityIds?: string[];
  territoryIds?: string[];
  facilityTypeIds?: string[];
  placeTypeIds?: string[];
}

export interface IndicatorSelection {
  scope: ListScope;
  filters: IndicatorFilters;
  start: Date;
  end: Date;
}

const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** The ids as parameters of the statement, one per id; undefined: no such condition. */
function inIds(column: SQL, ids: string[] | undefined): SQL {
  if (ids === undefined) return sql`true`;
  return ids.length === 0 ? sql`false` : sql`${column} in (${uuidList(ids)})`;
}

function scopeCondition(scope: ListScope): SQL {
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
 * The facilities (alias `f`) seen by the asker that the filter keeps, but for the place type:
 * the one rule of the usage figures and the campaign figures.
 */
export function facilityCondition(scope: ListScope, filters: IndicatorFilters): SQL {
  return sql`${scopeCondition(scope)}
      and ${inIds(sql`f.id`, filters.facilityIds)}
      and ${inIds(sql`f.territory_id`, filters.territoryIds)}
      and ${inIds(sql`f.facility_type_id`, filters.facilityTypeIds)}`;
}

/** The place type filter on a place type id column. */
export const placeTypeCondition = (column: SQL, filters: IndicatorFilters): SQL =>
  inIds(column, filters.placeTypeIds);

/** `scoped_places` (id, name, facility, territory): the places seen by the asker, kept by the filter. */
function scopedPlacesCte({ scope, filters }: IndicatorSelection): SQL {
  return sql`scoped_places as materialized (
    select p.id, p.name, p.facility_id, f.name as facility_name, f.territory_id, t.name as territory_name
    from places p
    join facilities f on f.id = p.facility_id
    join territories t on t.id = f.territory_id
    where ${facilityCondition(scope, filters)}
      and ${placeTypeCondition(sql`p.place_type_id`, filters)}
  )`;
}

/**
 * The rows every figure set reads, once per statement: `scoped_places`, `scoped_bookings`
 * (their bookings, with what each one's history holds), `scoped_slots` (their booking slots
 * overlapping the period, clipped to it as s, e), `booked_pieces` (place, organisation, s, e of
 * the slots held by a booked booking) and `spans` (the distinct kind, s, e of the opened windows
 * and booked pieces, how many (n), and their Paris wall-clock ls, le).
 */
export function selectionCtes(selection: IndicatorSelection): SQL {
  const { start, end } = periodBounds(selection);
  const booked = sql.join(
    BOOKED_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  // The windows, bookings and booking slots of the places are probed place by place (their
  // place indexes; time_slots_place_start_idx answers from the index alone): OFFSET 0 keeps
  // each a probe, where a join let PGlite's generic plan scan every window and slot of the
  // region. Places of a territory mostly share their opening hours: the time zone conversions
  // and the cuts by month and by hour are done once per distinct span, weighted by its count;
  // the windows themselves are never materialized.
  return sql`${scopedPlacesCte(selection)},
  scoped_bookings as materialized (
    select b.*
    from scoped_places sp
    cross join lateral (
      select b.id, b.place_id, b.organization_id, b.status, b.created_at, b.ever_approved,
        b.ever_counter_proposed, b.ever_rejected, b.ever_withdrawn, b.first_decided_at
      from bookings b
      where b.place_id = sp.id
      offset 0
    ) b
  ),
  scoped_slots as materialized (
    select bs.*
    from scoped_places sp
    cross join lateral (
      select bs.place_id, bs.booking_id, bs.cancelled, bs.cancelled_by_user_id,
        bs.cancelled_by_organization_not_to_be_paid,
        bs.cancelled_by_organization_to_be_fully_paid,
        bs.cancelled_by_organization_to_be_partially_paid,
        greatest(bs.start_date, ${start}) as s, least(bs.end_date, ${end}) as e
      from booking_slots bs
      where bs.place_id = sp.id and bs.start_date < ${end} and bs.end_date > ${start}
      offset 0
    ) bs
  ),
  booked_pieces as materialized (
    select x.place_id, b.organization_id, x.s, x.e
    from scoped_slots x
    join scoped_bookings b on b.id = x.booking_id
    where not x.cancelled and b.status in (${booked})
  ),
  spans as materialized (
    select x.kind, x.s, x.e, x.n,
      x.s at time zone 'Europe/Paris' as ls, x.e at time zone 'Europe/Paris' as le
    from (
      select 'opened' as kind, w.s, w.e, count(*) as n
      from scoped_places sp
      cross join lateral (
        select greatest(w.start_date, ${start}) as s, least(w.end_date, ${end}) as e
        from time_slots w
        where w.place_id = sp.id and w.start_date < ${end} and w.end_date > ${start}
        offset 0
      ) w
      group by w.s, w.e
      union all
      select 'booked', x.s, x.e, count(*)
      from booked_pieces x
      group by x.s, x.e
    ) x
  )`;
}

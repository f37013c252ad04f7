import { sql } from 'drizzle-orm';
import { periodBounds, type IndicatorSelection } from './indicators-scope.ts';

// Requests and their decisions (from the booking history), cancelled slots and the
// organisations booking the most hours, as CTEs of the indicators statement (after
// selectionCtes and usageCtes).

export interface RequestRow {
  level: number;
  territory_id: string | null;
  facility_id: string | null;
  place_id: string | null;
  received: number | string;
  approved: number | string;
  counter_proposed: number | string;
  rejected: number | string;
  withdrawn: number | string;
  median_decision_minutes: number | string | null;
}

/**
 * `request_rows`: requests received in the period (created then), each counted once per
 * outcome it ever had; the decision time runs from the request to the facility's first
 * approval, counter-proposal or refusal. Both come from the booking row, where a trigger keeps
 * what its history holds (migration 0015).
 */
export function requestCtes(selection: IndicatorSelection) {
  const { start, end } = periodBounds(selection);
  return sql`received_requests as (
    select b.id, b.place_id, b.created_at, b.ever_approved as approved,
      b.ever_counter_proposed as counter_proposed, b.ever_rejected as rejected,
      b.ever_withdrawn as withdrawn, b.first_decided_at as decided_at
    from scoped_bookings b
    where b.created_at >= ${start} and b.created_at < ${end}
  ),
  request_rows as (
    select grouping(sp.territory_id, sp.facility_id, sp.id) as level,
      sp.territory_id, sp.facility_id, sp.id as place_id,
      count(r.id) as received,
      count(r.id) filter (where r.approved) as approved,
      count(r.id) filter (where r.counter_proposed) as counter_proposed,
      count(r.id) filter (where r.rejected) as rejected,
      count(r.id) filter (where r.withdrawn) as withdrawn,
      percentile_cont(0.5) within group (order by extract(epoch from (r.decided_at - r.created_at)) / 60)
        filter (where r.decided_at is not null) as median_decision_minutes
    from scoped_places sp
    left join received_requests r on r.place_id = sp.id
    group by grouping sets ((sp.territory_id, sp.facility_id, sp.id), (sp.territory_id, sp.facility_id), (sp.territory_id), ())
  )`;
}

export interface CancellationRow {
  cancelled_by: string;
  condition: string;
  slots: number | string;
  minutes: number | string;
}

/**
 * `cancellation_rows`: cancelled slots overlapping the period, by who cancelled them (the
 * canceller's role, in the precedence of docs/access.md#roles-and-profiles) and the condition
 * applied (its flags; none: staff amendment).
 */
export const cancellationCtes = sql`cancellation_rows as (
    select
      case when u.id is null then 'unknown'
        when 'ROLE_INSTITUTIONAL' = any(u.roles) then 'facility'
        when 'ROLE_ORGANIZATION' = any(u.roles) then 'organization'
        when 'ROLE_CENTRAL' = any(u.roles) then 'central'
        else 'unknown' end as cancelled_by,
      case when x.cancelled_by_organization_not_to_be_paid then 'not_to_be_paid'
        when x.cancelled_by_organization_to_be_fully_paid then 'fully_paid'
        when x.cancelled_by_organization_to_be_partially_paid then 'partially_paid'
        else 'none' end as condition,
      count(*) as slots,
      extract(epoch from sum(x.e - x.s)) / 60 as minutes
    from scoped_slots x
    left join users u on u.id = x.cancelled_by_user_id
    where x.cancelled
    group by 1, 2
  )`;

export interface OrganizationRow {
  organization_id: string;
  organization_name: string;
  booked_minutes: number | string;
  slots: number | string;
}

/** `organization_rows`: the organisations with the most booked hours (at most `limit`), then by name. */
export const organizationCtes = (limit: number) => sql`organization_rows as (
    select o.id as organization_id, o.name as organization_name,
      sum(u.booked_seconds) / 60 as booked_minutes,
      sum(u.booked_slots) as slots
    from per_place u
    join organizations o on o.id = u.organization_id
    group by o.id, o.name
    order by booked_minutes desc, o.name
    limit ${limit}
  )`;

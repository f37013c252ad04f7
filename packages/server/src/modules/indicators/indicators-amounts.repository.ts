import { sql } from 'drizzle-orm';

// What the lettings bring in (docs/indicators.md#figures): the payments of the period's months, by
// facility, territory and in total, as CTEs of the indicators statement.

/** `grouping(territory, facility)`: which level a row of the amounts query sums. */
export const AMOUNT_LEVEL = { facility: 0, territory: 1, total: 3 } as const;

export interface AmountRow {
  level: number | string;
  territory_id: string | null;
  facility_id: string | null;
  invoiced_cents: number | string;
  paid_cents: number | string;
  due_cents: number | string;
}

export interface AmountWindow {
  /** First and last Paris months (YYYY-MM) the period touches. */
  fromMonth: string;
  toMonth: string;
  /** Today's Paris day (YYYY-MM-DD): an unpaid payment is due from its due date on. */
  today: string;
}

/**
 * `amount_rows` (after selectionCtes): payments not cancelled of the months the period touches,
 * of agreements with the facilities in scope: invoiced (all of them, credits deducted), paid,
 * and due (scheduled or failed whose due date has come).
 */
export const amountCtes = (window: AmountWindow) => sql`scoped_facilities as (
    select distinct facility_id, territory_id from scoped_places
  ),
  period_payments as (
    select a.facility_id, pm.amount_cents, pm.status, pm.due_date
    from payments pm
    join agreements a on a.id = pm.agreement_id
    where a.facility_id in (select facility_id from scoped_facilities)
      and pm.status <> 'cancelled'
      and pm.month between ${window.fromMonth} and ${window.toMonth}
  ),
  amount_rows as (
    select grouping(sf.territory_id, sf.facility_id) as level, sf.territory_id, sf.facility_id,
      coalesce(sum(pp.amount_cents), 0) as invoiced_cents,
      coalesce(sum(pp.amount_cents) filter (where pp.status = 'paid'), 0) as paid_cents,
      coalesce(sum(pp.amount_cents) filter (
        where pp.status in ('scheduled', 'failed') and pp.due_date <= ${window.today}::date
      ), 0) as due_cents
    from scoped_facilities sf
    left join period_payments pp on pp.facility_id = sf.facility_id
    group by grouping sets ((sf.territory_id, sf.facility_id), (sf.territory_id), ())
  )`;

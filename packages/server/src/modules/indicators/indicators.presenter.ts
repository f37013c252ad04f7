import type {
  AmountFigures,
  Indicators,
  RequestFigures,
  UsageFigures,
} from '@espaces/domain/api/indicators';
import { CANCELLATION_CONDITIONS, CANCELLERS } from '@espaces/domain/api/indicators';
import type { IndicatorPeriod } from '@espaces/domain/indicators/indicator-period';
import { monthsOfPeriod } from '@espaces/domain/indicators/indicator-period';
import { occupancyRate } from '@espaces/domain/indicators/occupancy';
import type {
  CancellationRow,
  OrganizationRow,
  RequestRow,
} from './indicators-activity.repository.ts';
import {
  LEVEL,
  type HeatmapRow,
  type MonthRow,
  type UsageRow,
} from './indicators-usage.repository.ts';
import { AMOUNT_LEVEL, type AmountRow } from './indicators-amounts.repository.ts';

// Aggregated rows (a few per place at most) turned into the Indicators resource.

/** Minutes to two decimals: the engines return numerics as strings or floats. */
const minutes = (value: number | string | null | undefined) =>
  Math.round(Number(value ?? 0) * 100) / 100;
export const count = (value: number | string | null | undefined) => Number(value ?? 0);
export const ref = (collection: string, id: string | null, name: string | null) => ({
  '@id': `/api/${collection}/${id ?? ''}`,
  id: id ?? '',
  name: name ?? '',
});

const keyOf = (row: {
  level: number | string;
  territory_id: string | null;
  facility_id: string | null;
  place_id: string | null;
}) =>
  `${Number(row.level)}:${row.territory_id ?? ''}:${row.facility_id ?? ''}:${row.place_id ?? ''}`;

const NO_REQUESTS: RequestFigures = {
  received: 0,
  approved: 0,
  counterProposed: 0,
  rejected: 0,
  withdrawn: 0,
  medianDecisionMinutes: null,
};

function requestFigures(row: RequestRow | undefined): RequestFigures {
  if (!row) return NO_REQUESTS;
  return {
    received: count(row.received),
    approved: count(row.approved),
    counterProposed: count(row.counter_proposed),
    rejected: count(row.rejected),
    withdrawn: count(row.withdrawn),
    medianDecisionMinutes:
      row.median_decision_minutes === null ? null : minutes(row.median_decision_minutes),
  };
}

function usageFigures(row: UsageRow, requests: Map<string, RequestRow>): UsageFigures {
  const opened = minutes(row.opened_minutes);
  const booked = minutes(row.booked_minutes);
  return {
    openedMinutes: opened,
    bookedMinutes: booked,
    occupancyRate: occupancyRate(opened, booked),
    organizations: count(row.organizations),
    requests: requestFigures(requests.get(keyOf(row))),
  };
}

/** Places ranked by occupancy (none opened last), then booked hours, then name. */
function byOccupancy(a: UsageFigures & { place: { name: string } }, b: typeof a): number {
  const rate = (b.occupancyRate ?? -1) - (a.occupancyRate ?? -1);
  if (rate !== 0) return rate;
  return b.bookedMinutes - a.bookedMinutes || a.place.name.localeCompare(b.place.name, 'fr');
}

export interface IndicatorRows {
  usage: UsageRow[];
  requests: RequestRow[];
  months: MonthRow[];
  heatmap: HeatmapRow[];
  organizations: OrganizationRow[];
  cancellations: CancellationRow[];
  /** null when the figures cannot hold amounts (a place type filter). */
  amounts: AmountRow[] | null;
}

const amountKey = (level: number, territoryId: string | null, facilityId: string | null) =>
  `${level}:${territoryId ?? ''}:${facilityId ?? ''}`;

/** The amounts of one level's row; zero where the facility had no payment, null without amounts. */
function amountsLookup(rows: AmountRow[] | null) {
  const byKey = new Map(
    (rows ?? []).map((row) => [
      amountKey(Number(row.level), row.territory_id, row.facility_id),
      row,
    ]),
  );
  return (
    level: number,
    territoryId: string | null,
    facilityId: string | null,
  ): AmountFigures | null => {
    if (rows === null) return null;
    const row = byKey.get(amountKey(level, territoryId, facilityId));
    return {
      invoicedCents: count(row?.invoiced_cents),
      paidCents: count(row?.paid_cents),
      dueCents: count(row?.due_cents),
    };
  };
}

export function presentIndicators(period: IndicatorPeriod, rows: IndicatorRows): Indicators {
  const requests = new Map(rows.requests.map((row) => [keyOf(row), row]));
  const amountsOf = amountsLookup(rows.amounts);
  const atLevel = (level: number) => rows.usage.filter((row) => Number(row.level) === level);
  const total = atLevel(LEVEL.total)[0];
  const monthRows = new Map(rows.months.map((row) => [row.month, row]));
  const cancellationOrder = (row: CancellationRow) =>
    CANCELLERS.indexOf(row.cancelled_by as never) * 10 +
    CANCELLATION_CONDITIONS.indexOf(row.condition as never);
  return {
    '@id': '/api/indicators',
    '@type': 'Indicators',
    period,
    totals: {
      ...(total
        ? usageFigures(total, requests)
        : {
            openedMinutes: 0,
            bookedMinutes: 0,
            occupancyRate: null,
            organizations: 0,
            requests: NO_REQUESTS,
          }),
      amounts: amountsOf(AMOUNT_LEVEL.total, null, null),
    },
    territories: atLevel(LEVEL.territory).map((row) => ({
      territory: ref('territories', row.territory_id, row.territory_name),
      ...usageFigures(row, requests),
      amounts: amountsOf(AMOUNT_LEVEL.territory, row.territory_id, null),
    })),
    facilities: atLevel(LEVEL.facility).map((row) => ({
      facility: ref('facilities', row.facility_id, row.facility_name),
      territory: ref('territories', row.territory_id, row.territory_name),
      ...usageFigures(row, requests),
      amounts: amountsOf(AMOUNT_LEVEL.facility, row.territory_id, row.facility_id),
    })),
    places: atLevel(LEVEL.place)
      .map((row) => ({
        place: ref('places', row.place_id, row.place_name),
        facility: ref('facilities', row.facility_id, row.facility_name),
        ...usageFigures(row, requests),
      }))
      .sort(byOccupancy),
    months: monthsOfPeriod(period).map((month) => {
      const opened = minutes(monthRows.get(month)?.opened_minutes);
      const booked = minutes(monthRows.get(month)?.booked_minutes);
      return {
        month,
        openedMinutes: opened,
        bookedMinutes: booked,
        occupancyRate: occupancyRate(opened, booked),
      };
    }),
    heatmap: rows.heatmap.map((row) => {
      const opened = minutes(row.opened_minutes);
      const booked = minutes(row.booked_minutes);
      return {
        weekDay: Number(row.week_day),
        hour: Number(row.hour),
        openedMinutes: opened,
        bookedMinutes: booked,
        occupancyRate: occupancyRate(opened, booked),
      };
    }),
    organizations: rows.organizations.map((row) => ({
      organization: ref('organizations', row.organization_id, row.organization_name),
      bookedMinutes: minutes(row.booked_minutes),
      slots: count(row.slots),
    })),
    cancellations: [...rows.cancellations]
      .sort((a, b) => cancellationOrder(a) - cancellationOrder(b))
      .map((row) => ({
        cancelledBy: row.cancelled_by as (typeof CANCELLERS)[number],
        condition: row.condition as (typeof CANCELLATION_CONDITIONS)[number],
        slots: count(row.slots),
        minutes: minutes(row.minutes),
      })),
  };
}

import { parisDateOf } from '@espaces/domain/availability/paris-time';
import {
  presetOf,
  presetPeriod,
  schoolYearOf,
  type IndicatorPeriod,
  type PeriodPreset,
} from '@espaces/domain/indicators/indicator-period';

// The page's filters live in the query string (the shared filter of docs/routes.md#page-flows,
// under the booking list's names), so a view of the figures can be bookmarked and shared.

export const FILTER_NAMES = ['territory', 'facility', 'facilityType', 'placeType'] as const;
export type IndicatorFilterName = (typeof FILTER_NAMES)[number];

export interface IndicatorFilters {
  territory: string | null;
  facility: string | null;
  facilityType: string | null;
  placeType: string | null;
  period: IndicatorPeriod;
  preset: PeriodPreset;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const todayInParis = () => parisDateOf(new Date());

export function indicatorFiltersFromParams(
  params: URLSearchParams,
  today: string,
): IndicatorFilters {
  const from = params.get('from');
  const to = params.get('to');
  const period = from && to && DAY.test(from) && DAY.test(to) ? { from, to } : schoolYearOf(today);
  const read = (name: IndicatorFilterName) => params.get(name) || null;
  return {
    territory: read('territory'),
    facility: read('facility'),
    facilityType: read('facilityType'),
    placeType: read('placeType'),
    period,
    // A custom period that happens to match a preset stays custom while the user edits it.
    preset: params.get('preset') === 'custom' ? 'custom' : presetOf(period),
  };
}

/** The shared filter and the place type, as every indicators route reads them. */
export function filterQuery(filters: IndicatorFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.territory) query['place.facility.territory.id'] = filters.territory;
  if (filters.facility) query['place.facility.id'] = filters.facility;
  if (filters.facilityType) query['place.facility.facilityType.id'] = filters.facilityType;
  if (filters.placeType) query['place.placeType.id'] = filters.placeType;
  return query;
}

/** The query of GET /api/indicators: the period and the filter. */
export function indicatorsQuery(filters: IndicatorFilters): Record<string, string> {
  return { from: filters.period.from, to: filters.period.to, ...filterQuery(filters) };
}

/** The campaign of the campaign figures (docs/indicators.md#campaigns); none: the newest. */
export const CAMPAIGN_PARAM = 'campaign';

export function paramsWithFilter(
  current: URLSearchParams,
  name: IndicatorFilterName | typeof CAMPAIGN_PARAM,
  value: string | null,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

export function paramsWithPeriod(
  current: URLSearchParams,
  period: IndicatorPeriod,
): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('from', period.from);
  next.set('to', period.to);
  return next;
}

/** The period a preset picks: the month, term or school year holding today. */
export function periodOfPreset(preset: PeriodPreset, current: IndicatorPeriod, today: string) {
  return presetPeriod(preset, today, current);
}

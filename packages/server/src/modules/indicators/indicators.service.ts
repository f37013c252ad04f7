import type { Actor } from '@espaces/domain/access/actor';
import type { Indicators } from '@espaces/domain/api/indicators';
import { parisDateOf } from '@espaces/domain/availability/paris-time';
import { DomainError } from '@espaces/domain/errors';
import {
  periodInstants,
  schoolYearOf,
  type IndicatorPeriod,
} from '@espaces/domain/indicators/indicator-period';
import { INDICATOR_MESSAGES } from '@espaces/domain/indicators/indicator-messages';
import type { Database } from '../../db/client.ts';
import { bookingScopeOf } from '../bookings/bookings.policy.ts';
import type { IndicatorFilters } from './indicators-scope.ts';
import { presentIndicators } from './indicators.presenter.ts';
import { indicatorRows } from './indicators.repository.ts';

/** How many organisations the « top organisations » table lists. */
export const TOP_ORGANIZATIONS = 100;

/**
 * GET /api/indicators: the figures of the places the asker sees in the booking list (facility
 * staff their facilities, a territory admin the territory, central everything), in one
 * statement (one snapshot for every figure set).
 */
export async function computeIndicators(
  db: Database,
  actor: Actor,
  query: { from?: string | undefined; to?: string | undefined; filters: IndicatorFilters },
  now: Date,
): Promise<Indicators> {
  const scope = bookingScopeOf(actor);
  if (scope.kind !== 'all' && scope.kind !== 'facilities') {
    throw new DomainError('FORBIDDEN', INDICATOR_MESSAGES.forbidden);
  }
  const schoolYear = schoolYearOf(parisDateOf(now));
  const period: IndicatorPeriod = {
    from: query.from ?? schoolYear.from,
    to: query.to ?? schoolYear.to,
  };
  const selection = { scope, filters: query.filters, ...periodInstants(period) };
  // A payment is an agreement's month for all its places: no figure by place type.
  const amounts =
    query.filters.placeTypeIds === undefined
      ? {
          fromMonth: period.from.slice(0, 7),
          toMonth: period.to.slice(0, 7),
          today: parisDateOf(now),
        }
      : null;
  // One statement, no transaction around it; JIT is off for every connection (db/client.ts).
  const rows = await indicatorRows(db, selection, TOP_ORGANIZATIONS, amounts);
  return presentIndicators(period, rows);
}

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
import { bookingListScope, type ListScope } from '@espaces/domain/access/list-scopes';
import type { AmountWindow } from './indicators-amounts.repository.ts';
import type { IndicatorFilters, IndicatorSelection } from './indicators-scope.ts';
import type { DataVersion } from './indicators-version.repository.ts';
import { presentIndicators } from './indicators.presenter.ts';
import { indicatorRows } from './indicators.repository.ts';

/** How many organisations the « top organisations » table lists. */
export const TOP_ORGANIZATIONS = 100;

/** What one report covers; `key` tells two equal reports apart from different ones. */
export interface IndicatorRequest {
  key: string;
  period: IndicatorPeriod;
  selection: IndicatorSelection;
  amounts: AmountWindow | null;
}

/**
 * The facilities whose figures the asker sees: those of the booking list (facility staff their
 * facilities, a territory admin the territory, central everything); anyone else 403.
 */
export function indicatorScope(actor: Actor): ListScope {
  const scope = bookingListScope(actor);
  if (scope.kind !== 'all' && scope.kind !== 'facilities') {
    throw new DomainError('FORBIDDEN', INDICATOR_MESSAGES.forbidden);
  }
  return scope;
}

/** GET /api/indicators: the places in the asker's scope, over the period asked. */
export function indicatorRequest(
  actor: Actor,
  query: { from?: string | undefined; to?: string | undefined; filters: IndicatorFilters },
  now: Date,
): IndicatorRequest {
  const scope = indicatorScope(actor);
  const schoolYear = schoolYearOf(parisDateOf(now));
  const period: IndicatorPeriod = {
    from: query.from ?? schoolYear.from,
    to: query.to ?? schoolYear.to,
  };
  // A payment is an agreement's month for all its places: no figure by place type.
  const amounts =
    query.filters.placeTypeIds === undefined
      ? {
          fromMonth: period.from.slice(0, 7),
          toMonth: period.to.slice(0, 7),
          today: parisDateOf(now),
        }
      : null;
  return {
    key: JSON.stringify([scope, query.filters, period, amounts]),
    period,
    selection: { scope, filters: query.filters, ...periodInstants(period) },
    amounts,
  };
}

/** The report and the version of the data it read, in one statement (one snapshot). */
export async function computeIndicators(
  db: Database,
  { period, selection, amounts }: IndicatorRequest,
): Promise<DataVersion & { indicators: Indicators }> {
  // No transaction around it; JIT is off for every connection (db/client.ts).
  const { version, keys, ...rows } = await indicatorRows(db, selection, TOP_ORGANIZATIONS, amounts);
  return { version, keys, indicators: presentIndicators(period, rows) };
}

import type { PaymentExportParams, PaymentListParams } from '@espaces/domain/api/payment-list';
import type { IndicatorPeriod } from '@espaces/domain/indicators/indicator-period';
import { PAYMENT_STATUSES, type PaymentStatus } from '@espaces/domain/payment/payment-statuses';

/**
 * Filters of /paiements/liste in the query string (docs/routes.md#page-flows), under the booking
 * list's names: `status`, and for staff the shared `facility`, `territory` (an id or `none`),
 * `facilityType`; `reference` finds the payments of one agreement by the reference printed on it.
 */
export interface PaymentListFilters {
  status: PaymentStatus | null;
  facility: string | null;
  territory: string | null;
  facilityType: string | null;
  /** « CONV-2026-0042 » as quoted by the organisation, in any case (the agreement list's filter). */
  reference: string | null;
}

export function paymentFiltersFromParams(params: URLSearchParams): PaymentListFilters {
  const status = params.get('status');
  return {
    status: (PAYMENT_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as PaymentStatus)
      : null,
    facility: params.get('facility'),
    territory: params.get('territory'),
    facilityType: params.get('facilityType'),
    reference: params.get('reference'),
  };
}

/** The shared filter as the API names it; the territory `none` means every territory. */
function partyQuery(filters: PaymentListFilters): PaymentExportParams {
  const query: PaymentExportParams = {};
  if (filters.facility) query['agreement.facility.id'] = filters.facility;
  if (filters.territory && filters.territory !== 'none') {
    query['agreement.facility.territory.id'] = filters.territory;
  }
  if (filters.facilityType) query['agreement.facility.facilityType.id'] = filters.facilityType;
  if (filters.reference) query['agreement.reference'] = filters.reference;
  return query;
}

/** The query of GET /api/payments. */
export function paymentListQuery(
  filters: PaymentListFilters & { page: number },
  itemsPerPage: number,
): PaymentListParams {
  return {
    page: String(filters.page),
    itemsPerPage: String(itemsPerPage),
    ...(filters.status ? { 'status[]': filters.status } : {}),
    ...partyQuery(filters),
  };
}

/** The query of GET /api/payments/export: the period and the list's filters but its status. */
export function paymentExportQuery(
  filters: PaymentListFilters,
  period: IndicatorPeriod,
): PaymentExportParams {
  return { from: period.from, to: period.to, ...partyQuery(filters) };
}

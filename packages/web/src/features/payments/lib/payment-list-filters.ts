import { PAYMENT_STATUSES, type PaymentStatus } from '@espaces/domain/payment/payment-statuses';

/**
 * Filters of /paiements/liste in the query string (docs/routes.md#page-flows), under the booking
 * list's names: `status`, and for staff the shared `facility`, `territory` (an id or `none`),
 * `facilityType`.
 */
export interface PaymentListFilters {
  status: PaymentStatus | null;
  facility: string | null;
  territory: string | null;
  facilityType: string | null;
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
  };
}

/** The query of GET /api/payments; the territory `none` means every territory. */
export function paymentListQuery(
  filters: PaymentListFilters & { page: number },
  itemsPerPage: number,
): Record<string, string> {
  const query: Record<string, string> = {
    page: String(filters.page),
    itemsPerPage: String(itemsPerPage),
  };
  if (filters.status) query['status[]'] = filters.status;
  if (filters.facility) query['agreement.facility.id'] = filters.facility;
  if (filters.territory && filters.territory !== 'none') {
    query['agreement.facility.territory.id'] = filters.territory;
  }
  if (filters.facilityType) query['agreement.facility.facilityType.id'] = filters.facilityType;
  return query;
}

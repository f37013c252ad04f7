import { BOOKING_STATUSES, type BookingStatus } from '@espaces/domain/booking/booking-statuses';

export const BOOKING_ORDERS = ['date-desc', 'date-asc', 'reference-desc', 'reference-asc'] as const;
export type BookingOrder = (typeof BOOKING_ORDERS)[number];

export const BOOKING_ORDER_LABELS: Record<BookingOrder, string> = {
  'date-desc': 'Première date, décroissante',
  'date-asc': 'Première date, croissante',
  'reference-desc': 'Référence, décroissante',
  'reference-asc': 'Référence, croissante',
};

/**
 * Filters of /reservations/liste, all in the query string (SPEC §2) under these names. The
 * shared filter is `territory` (an id, or `none`), `facility` and `facilityType`.
 */
export interface BookingListFilters {
  organization: string | null;
  facility: string | null;
  territory: string | null;
  facilityType: string | null;
  status: BookingStatus | null;
  /** Paris days YYYY-MM-DD. */
  from: string | null;
  to: string | null;
  order: BookingOrder;
  page: number;
}

export type BookingFilterName = keyof BookingListFilters;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayOf = (value: string | null): string | null => (value && DAY.test(value) ? value : null);

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function filtersFromParams(params: URLSearchParams): BookingListFilters {
  const status = params.get('status');
  const order = params.get('order');
  return {
    organization: params.get('organization'),
    facility: params.get('facility'),
    territory: params.get('territory'),
    facilityType: params.get('facilityType'),
    status: (BOOKING_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as BookingStatus)
      : null,
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    order: (BOOKING_ORDERS as readonly string[]).includes(order ?? '')
      ? (order as BookingOrder)
      : 'date-desc',
    page: pageOf(params.get('page')),
  };
}

/** The next query string after one filter changes; any change but the page goes back to page 1. */
export function paramsWithFilter(
  current: URLSearchParams,
  name: BookingFilterName,
  value: string | null,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (value === null || value === '') next.delete(name);
  else next.set(name, value);
  if (name !== 'page') next.delete('page');
  return next;
}

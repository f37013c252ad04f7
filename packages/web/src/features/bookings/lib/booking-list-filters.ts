import {
  BOOKING_STATUSES,
  CURRENT_STATUSES,
  IN_PROGRESS_STATUSES,
  type BookingStatus,
} from '@espaces/domain/booking/booking-statuses';
import { BOOKING_STATUS_LABELS } from '@espaces/domain/booking/booking-labels';

export const BOOKING_ORDERS = ['date-desc', 'date-asc', 'reference-desc', 'reference-asc'] as const;
export type BookingOrder = (typeof BOOKING_ORDERS)[number];

export const BOOKING_ORDER_LABELS: Record<BookingOrder, string> = {
  'date-desc': 'Première date, décroissante',
  'date-asc': 'Première date, croissante',
  'reference-desc': 'Référence, décroissante',
  'reference-asc': 'Référence, croissante',
};

/**
 * Status filter values standing for several statuses (docs/bookings.md#statuses), beside the single
 * ones.
 */
export const STATUS_GROUPS = ['all', 'in_progress', 'current'] as const;
export type StatusGroup = (typeof STATUS_GROUPS)[number];
export type StatusChoice = BookingStatus | StatusGroup;

export const STATUS_GROUP_LABELS: Record<StatusGroup, string> = {
  all: 'Tous les statuts',
  in_progress: 'En cours (nouvelles et contre-propositions)',
  current: 'Actuelles',
};

/** A status choice as its select shows it. */
export const statusChoiceLabel = (choice: StatusChoice): string =>
  choice in STATUS_GROUP_LABELS
    ? STATUS_GROUP_LABELS[choice as StatusGroup]
    : BOOKING_STATUS_LABELS[choice as BookingStatus];

/** The filters' own texts (the shared ones are in ui/list/shared-filter-texts.ts). */
export const ORGANIZATION_FILTER = {
  label: 'Organisation',
  placeholder: 'Toutes les organisations',
};
export const STATUS_FILTER_LABEL = 'Statut';
export const FROM_FILTER_LABEL = 'Du';
export const TO_FILTER_LABEL = 'Au';
export const ORDER_FILTER_LABEL = 'Trier par';

const STATUS_CHOICES: readonly string[] = [...STATUS_GROUPS, ...BOOKING_STATUSES];

/** The statuses a choice stands for; none means every status. */
export function statusesOf(choice: StatusChoice): readonly BookingStatus[] {
  switch (choice) {
    case 'all':
      return [];
    case 'in_progress':
      return IN_PROGRESS_STATUSES;
    case 'current':
      return CURRENT_STATUSES;
    default:
      return [choice];
  }
}

/** An organisation first sees its current bookings, staff all. */
export function defaultStatusChoice(ownBookings: boolean): StatusChoice {
  return ownBookings ? 'current' : 'all';
}

/**
 * Filters of /reservations/liste, all in the query string (docs/routes.md#page-flows) under these
 * names. The shared filter is `territory` (an id, or `none`), `facility` and `facilityType`;
 * `reference` finds one booking by the reference quoted on the phone.
 */
export interface BookingListFilters {
  organization: string | null;
  facility: string | null;
  territory: string | null;
  facilityType: string | null;
  /** Null when the query string has none: the user's default view applies. */
  status: StatusChoice | null;
  /** Paris days YYYY-MM-DD. */
  from: string | null;
  to: string | null;
  order: BookingOrder;
  /** « RES-2026-000042 » as typed, in any case and with spaces: the server reads it so. */
  reference: string | null;
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
    status: STATUS_CHOICES.includes(status ?? '') ? (status as StatusChoice) : null,
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    order: (BOOKING_ORDERS as readonly string[]).includes(order ?? '')
      ? (order as BookingOrder)
      : 'date-desc',
    reference: params.get('reference'),
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

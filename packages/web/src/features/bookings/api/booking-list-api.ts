import type { BookingListParams } from '@espaces/domain/api/booking-list';
import { DEFAULT_ITEMS_PER_PAGE } from '@espaces/domain/api/collection-page-sizes';
import type { HydraCollection } from '@espaces/domain/api/hydra';
import type { Organization } from '@espaces/domain/api/organizations';
import { addDaysToDate, parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { IN_PROGRESS_STATUSES } from '@espaces/domain/booking/booking-statuses';
import { checkAccess } from '@espaces/domain/access/checks';
import { isOrganizationUser } from '@espaces/domain/access/roles';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import { organizationKeys } from '../../../api/organizations.ts';
import { userOfStoredSession } from '../../../session/session.tsx';
import {
  defaultStatusChoice,
  filtersFromParams,
  statusesOf,
  type BookingListFilters,
} from '../lib/booking-list-filters.ts';
import { bookingKeys, fetchBookings } from '../../../api/bookings.ts';

export const BOOKINGS_PER_PAGE = DEFAULT_ITEMS_PER_PAGE;

const ORDER_PARAMS = {
  'date-asc': { 'order[bookingTimeSlots.startDate]': 'asc' },
  'date-desc': { 'order[bookingTimeSlots.startDate]': 'desc' },
  'reference-asc': { 'order[booking.reference]': 'asc' },
  'reference-desc': { 'order[booking.reference]': 'desc' },
} as const satisfies Record<BookingListFilters['order'], BookingListParams>;

/**
 * Filters of GET /api/bookings. The period runs from the start of « du » to the end of « au »,
 * Paris days. The territory `none` of the shared filter (docs/routes.md#page-flows) means every
 * territory.
 */
export function bookingListQuery(filters: BookingListFilters): BookingListParams {
  const query: BookingListParams = {
    page: String(filters.page),
    itemsPerPage: String(BOOKINGS_PER_PAGE),
    ...ORDER_PARAMS[filters.order],
  };
  if (filters.organization) query['createdBy.organization.id'] = filters.organization;
  if (filters.facility) query['place.facility.id'] = filters.facility;
  if (filters.territory && filters.territory !== 'none') {
    query['place.facility.territory.id'] = filters.territory;
  }
  if (filters.facilityType) query['place.facility.facilityType.id'] = filters.facilityType;
  if (filters.reference) query.reference = filters.reference;
  const statuses = filters.status ? statusesOf(filters.status) : [];
  if (statuses.length > 0) query['status[]'] = [...statuses];
  if (filters.from) {
    query['bookingTimeSlots.startDate[after]'] = parisWallClockToUtc(
      filters.from,
      '00:00',
    ).toISOString();
  }
  if (filters.to) {
    query['bookingTimeSlots.endDate[before]'] = parisWallClockToUtc(
      addDaysToDate(filters.to, 1),
      '00:00',
    ).toISOString();
  }
  return query;
}

/**
 * The page asked for at start (`prefetchBookingList`) often comes before the list mounts: this
 * young, the list takes it instead of asking again. Booking changes invalidate it all the same.
 */
const BOOKING_LIST_FRESH_MS = 10_000;

function bookingListOptions(filters: BookingListFilters) {
  const query = bookingListQuery(filters);
  return queryOptions({
    queryKey: bookingKeys.list(query),
    queryFn: ({ signal }) => fetchBookings(query, signal),
    staleTime: BOOKING_LIST_FRESH_MS,
  });
}

export function useBookingList(filters: BookingListFilters) {
  return useQuery({ ...bookingListOptions(filters), placeholderData: keepPreviousData });
}

/**
 * Asks for the list of the address as the app starts (routes.ts), once the session's answer says
 * whose default view it is (docs/bookings.md#statuses), not when the page first renders: that
 * request waited for the page's code, the first render and its commit.
 */
export async function prefetchBookingList(
  queryClient: QueryClient,
  params: URLSearchParams,
): Promise<void> {
  const user = await userOfStoredSession(queryClient);
  // The route guard shows the refusal then: nothing to ask the server for.
  if (user === null || !checkAccess('auth-booking', user).allowed) return;
  const filters = filtersFromParams(params);
  const status = filters.status ?? defaultStatusChoice(isOrganizationUser(user));
  await queryClient.prefetchQuery(bookingListOptions({ ...filters, status }));
}

/**
 * How many bookings in progress (new or pending) wait for the deciding staff,
 * for the menu. Under `bookingKeys.all`, so every booking mutation refreshes it.
 */
export function useBookingsToDecideCount(enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.toDecideCount,
    queryFn: async ({ signal }) =>
      (await fetchBookings({ 'status[]': [...IN_PROGRESS_STATUSES], itemsPerPage: '1' }, signal))[
        'hydra:totalItems'
      ],
    enabled,
    staleTime: 30_000,
  });
}

const VALIDATED_BY_NAME = { 'status[]': 'validated', pagination: false, 'order[name]': 'asc' };

/** The validated organisations, by name, for the staff's organisation filter. */
export function useValidatedOrganizations(enabled: boolean) {
  return useQuery({
    queryKey: organizationKeys.list(VALIDATED_BY_NAME),
    queryFn: async ({ signal }) =>
      (
        await apiFetch<HydraCollection<Organization>>('/api/organizations', {
          signal,
          query: VALIDATED_BY_NAME,
        })
      )['hydra:member'],
    enabled,
    staleTime: 60_000,
  });
}

/**
 * An organisation may not list facilities: its facility filter offers those of its own
 * bookings (an organisation holds few of them).
 */
export function useOwnBookingFacilities(enabled: boolean) {
  return useQuery({
    queryKey: bookingKeys.ownFacilities,
    queryFn: async ({ signal }) => {
      const all = await fetchBookings({ pagination: 'false' }, signal);
      const byId = new Map(
        all['hydra:member'].map((booking) => [
          booking.place.facility.id,
          booking.place.facility.name,
        ]),
      );
      return [...byId]
        .map(([id, name]) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
    },
    enabled,
    staleTime: 60_000,
  });
}

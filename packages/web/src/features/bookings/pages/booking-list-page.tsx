import { isOrganizationUser } from '@espaces/domain/access/roles';
import { Pagination, Text } from '@mantine/core';
import { useCurrentUser } from '../../../session/session.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { BOOKINGS_PER_PAGE, useBookingList } from '../api/booking-list-api.ts';
import { BookingListFiltersPanel } from '../components/booking-list-filters-panel.tsx';
import { BookingTable } from '../components/booking-table.tsx';
import { useBookingListFilters } from './use-booking-list-filters.ts';

const countLabel = (count: number): string =>
  count === 1 ? '1 réservation' : `${count.toLocaleString('fr-FR')} réservations`;

const PAGINATION_CONTROLS = {
  first: 'Première page',
  previous: 'Page précédente',
  next: 'Page suivante',
  last: 'Dernière page',
} as const;

/**
 * SPEC §2 /reservations/liste (issue 5 item 5): an organisation sees its bookings, staff those
 * of the facilities they follow, central all (the server scopes the list).
 */
export function BookingListPage() {
  const user = useCurrentUser();
  const ownBookings = user !== null && isOrganizationUser(user);
  const { filters, setFilter } = useBookingListFilters();
  const bookings = useBookingList(filters);
  const total = bookings.data?.['hydra:totalItems'] ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / BOOKINGS_PER_PAGE));
  const members = bookings.data?.['hydra:member'] ?? [];
  const filtered = [
    filters.organization,
    filters.facility,
    filters.facilityType,
    filters.status,
    filters.from,
    filters.to,
    filters.territory === 'none' ? null : filters.territory,
  ].some((value) => value !== null);

  return (
    <Page
      title={ownBookings ? 'Mes réservations' : 'Réservations'}
      lead={
        ownBookings
          ? 'Les demandes et les réservations de votre organisation.'
          : 'Les demandes et les réservations des espaces que vous suivez.'
      }
    >
      <BookingListFiltersPanel filters={filters} setFilter={setFilter} staff={!ownBookings} />
      {bookings.isPending ? (
        <PageLoader />
      ) : bookings.isError ? (
        <Text role="alert">La liste des réservations n’a pas pu être chargée.</Text>
      ) : (
        <>
          <Text aria-live="polite" fw={500}>
            {countLabel(total)}
          </Text>
          {members.length === 0 ? (
            <Text c="dimmed">
              {filtered
                ? 'Aucune réservation ne correspond à ces filtres.'
                : 'Aucune réservation pour le moment.'}
            </Text>
          ) : (
            <div style={{ opacity: bookings.isPlaceholderData ? 0.6 : 1 }}>
              <BookingTable bookings={members} showOrganization={!ownBookings} />
            </div>
          )}
          {pageCount > 1 && (
            <Pagination
              total={pageCount}
              value={Math.min(filters.page, pageCount)}
              onChange={(page) => setFilter('page', String(page))}
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
              getControlProps={(control) => ({ 'aria-label': PAGINATION_CONTROLS[control] })}
            />
          )}
        </>
      )}
    </Page>
  );
}

import { decidesOnBookings, isOrganizationUser } from '@espaces/domain/access/roles';
import { BOOKING_STATUS_LABELS } from '@espaces/domain/booking/booking-labels';
import { Pagination, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { useCurrentUser } from '../../../session/session.tsx';
import { Page } from '../../../ui/page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { BOOKINGS_PER_PAGE, useBookingList } from '../api/booking-list-api.ts';
import { afterFirstPaint } from '../../../ui/after-first-paint.ts';
import { BookingListPendingFilters } from '../components/booking-list-pending-filters.tsx';
import { BookingTable } from '../components/booking-table.tsx';
import { defaultStatusChoice, statusesOf, type StatusChoice } from '../lib/booking-list-filters.ts';
import { useBookingListFilters } from './use-booking-list-filters.ts';
import { countOf } from '@espaces/domain/locale/french';

const countLabel = (count: number): string => countOf(count, 'réservation');

/** What the list shows, said in its heading. */
function listHeading(choice: StatusChoice): string {
  switch (choice) {
    case 'all':
      return 'Toutes les réservations';
    case 'in_progress':
      return 'Réservations en cours';
    case 'current':
      return 'Réservations actuelles';
    default:
      return `Réservations au statut «\u00a0${BOOKING_STATUS_LABELS[choice]}\u00a0»`;
  }
}

/** The statuses behind a group, so nobody wonders where the others went. */
function groupHint(choice: StatusChoice): string | null {
  if (choice !== 'current' && choice !== 'in_progress') return null;
  const labels = statusesOf(choice).map((status) => BOOKING_STATUS_LABELS[status].toLowerCase());
  const hint = `Statuts\u00a0: ${labels.join(', ')}.`;
  return choice === 'current'
    ? `${hint} Choisissez «\u00a0Tous les statuts\u00a0» pour voir aussi les réservations terminées, annulées et refusées.`
    : hint;
}

/**
 * The filters' selects and date inputs (Mantine's combobox, Floating UI, the date picker) are the
 * longest part of the page's first render and most of its code: they come after the first paint,
 * rendered in a transition.
 */
const useFiltersPanel = afterFirstPaint(
  () => import('../components/booking-list-filters-panel.tsx'),
);

const PAGINATION_CONTROLS = {
  first: 'Première page',
  previous: 'Page précédente',
  next: 'Page suivante',
  last: 'Dernière page',
} as const;

/**
 * /reservations/liste: an organisation sees its bookings, staff those
 * of the facilities they follow, central all (the server scopes the list). An
 * organisation first sees its current bookings; deciding staff see what waits for them.
 */
export function BookingListPage() {
  const user = useCurrentUser();
  const ownBookings = user !== null && isOrganizationUser(user);
  const deciding = decidesOnBookings(user);
  const { filters, setFilter } = useBookingListFilters();
  const defaultStatus = defaultStatusChoice(ownBookings);
  const statusChoice = filters.status ?? defaultStatus;
  const bookings = useBookingList({ ...filters, status: statusChoice });
  // The rows render in a transition, in short tasks: an answer reaches React as an urgent update
  // (the query cache is an external store), and thirty rows of the table in one task blocked the
  // page for hundreds of milliseconds on a phone. Meanwhile the previous state stays, dimmed.
  const shown = useDeferredValue(bookings.data);
  const total = shown?.['hydra:totalItems'] ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / BOOKINGS_PER_PAGE));
  const members = shown?.['hydra:member'] ?? [];
  const Filters = useFiltersPanel()?.BookingListFiltersPanel;
  const filtered = [
    filters.organization,
    filters.facility,
    filters.facilityType,
    statusChoice === defaultStatus ? null : statusChoice,
    filters.from,
    filters.to,
    filters.territory === 'none' ? null : filters.territory,
    filters.reference,
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
      {Filters ? (
        <Filters
          filters={filters}
          setFilter={setFilter}
          staff={!ownBookings}
          statusChoice={statusChoice}
          defaultStatus={defaultStatus}
        />
      ) : (
        <BookingListPendingFilters
          filters={filters}
          staff={!ownBookings}
          statusChoice={statusChoice}
        />
      )}
      <Stack gap={4}>
        <Title order={2} size="h3">
          {listHeading(statusChoice)}
        </Title>
        {groupHint(statusChoice) && <Text c="dimmed">{groupHint(statusChoice)}</Text>}
      </Stack>
      {bookings.isError ? (
        <Text role="alert">La liste des réservations n’a pas pu être chargée.</Text>
      ) : shown === undefined ? (
        <PageLoader />
      ) : (
        <>
          <Text aria-live="polite" fw={500}>
            {countLabel(total)}
          </Text>
          {members.length === 0 ? (
            <Text c="dimmed">
              {filters.reference
                ? `Aucune réservation ne porte la référence «\u00a0${filters.reference}\u00a0».`
                : filtered
                  ? 'Aucune réservation ne correspond à ces filtres.'
                  : 'Aucune réservation pour le moment.'}
            </Text>
          ) : (
            <div
              style={{ opacity: bookings.isPlaceholderData || shown !== bookings.data ? 0.6 : 1 }}
            >
              <BookingTable
                bookings={members}
                showOrganization={!ownBookings}
                markInProgress={deciding}
              />
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

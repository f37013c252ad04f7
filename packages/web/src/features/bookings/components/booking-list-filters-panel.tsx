import { BOOKING_STATUSES } from '@espaces/domain/booking/booking-statuses';
import { Select, SimpleGrid } from '@mantine/core';
import { useFacilityOptions } from '../../../api/facilities.ts';
import { FrenchDateInput } from '../../../ui/form/french-date-input.tsx';
import {
  FacilityFilterSelect,
  FacilityTypeFilterSelect,
  optionsOf,
  TerritoryFilterSelect,
} from '../../../ui/list/shared-filter-selects.tsx';
import { ReferenceFilterInput } from '../../../ui/list/reference-filter-input.tsx';
import { useMountedInStages } from '../../../ui/mounted-in-stages.ts';
import { useOwnBookingFacilities, useValidatedOrganizations } from '../api/booking-list-api.ts';
import { pendingBookingFilters, REFERENCE_FILTER } from './booking-list-pending-filters.tsx';
import { BOOKING_STATUS_LABELS } from '@espaces/domain/booking/booking-labels';
import {
  BOOKING_ORDER_LABELS,
  BOOKING_ORDERS,
  FROM_FILTER_LABEL,
  ORDER_FILTER_LABEL,
  ORGANIZATION_FILTER,
  STATUS_FILTER_LABEL,
  STATUS_GROUP_LABELS,
  STATUS_GROUPS,
  type BookingFilterName,
  type BookingListFilters,
  TO_FILTER_LABEL,
  type StatusChoice,
} from '../lib/booking-list-filters.ts';

/** The groups of docs/bookings.md#statuses first, then each status. */
const STATUS_OPTIONS = [
  {
    group: 'Ensembles de statuts',
    items: STATUS_GROUPS.map((group) => ({ value: group, label: STATUS_GROUP_LABELS[group] })),
  },
  {
    group: 'Un seul statut',
    items: BOOKING_STATUSES.map((status) => ({
      value: status,
      label: BOOKING_STATUS_LABELS[status],
    })),
  },
];
const ORDER_OPTIONS = BOOKING_ORDERS.map((order) => ({
  value: order,
  label: BOOKING_ORDER_LABELS[order],
}));
const FIELDS_PER_STAGE = 2;

export interface BookingListFiltersPanelProps {
  filters: BookingListFilters;
  setFilter: (name: BookingFilterName, value: string | null) => void;
  /** Staff and central: organisation and territory filters, facilities from the API. */
  staff: boolean;
  /** The status choice in force: the query string's, else the user's default view. */
  statusChoice: StatusChoice;
  defaultStatus: StatusChoice;
}

/** Organisation, facility, status, period, the shared filter, the order and the reference. */
export function BookingListFiltersPanel({
  filters,
  setFilter,
  staff,
  statusChoice,
  defaultStatus,
}: BookingListFiltersPanelProps) {
  const organizations = useValidatedOrganizations(staff);
  const followedFacilities = useFacilityOptions(staff);
  const ownFacilities = useOwnBookingFacilities(!staff);
  const facilities = staff ? followedFacilities.data : ownFacilities.data;

  const fields = [
    staff && (
      <Select
        key="organization"
        {...ORGANIZATION_FILTER}
        clearable
        searchable
        nothingFoundMessage="Aucune organisation"
        data={optionsOf(organizations.data)}
        value={filters.organization}
        onChange={(value) => setFilter('organization', value)}
      />
    ),
    <FacilityFilterSelect
      key="facility"
      facilities={facilities}
      value={filters.facility}
      onChange={(value) => setFilter('facility', value)}
    />,
    staff && (
      <TerritoryFilterSelect
        key="territory"
        value={filters.territory}
        onChange={(value) => setFilter('territory', value)}
      />
    ),
    <FacilityTypeFilterSelect
      key="facilityType"
      value={filters.facilityType}
      onChange={(value) => setFilter('facilityType', value)}
    />,
    <Select
      key="status"
      label={STATUS_FILTER_LABEL}
      allowDeselect={false}
      data={STATUS_OPTIONS}
      value={statusChoice}
      // The default view keeps the address clean, as the order does.
      onChange={(value) => setFilter('status', value === defaultStatus ? null : value)}
    />,
    <FrenchDateInput
      key="from"
      label={FROM_FILTER_LABEL}
      clearable
      value={filters.from ?? null}
      maxDate={filters.to ?? undefined}
      onChange={(value) => setFilter('from', value)}
    />,
    <FrenchDateInput
      key="to"
      label={TO_FILTER_LABEL}
      clearable
      value={filters.to ?? null}
      minDate={filters.from ?? undefined}
      onChange={(value) => setFilter('to', value)}
    />,
    <Select
      key="order"
      label={ORDER_FILTER_LABEL}
      allowDeselect={false}
      data={ORDER_OPTIONS}
      value={filters.order}
      onChange={(value) => setFilter('order', value === 'date-desc' ? null : value)}
    />,
    <ReferenceFilterInput
      key="reference"
      {...REFERENCE_FILTER}
      value={filters.reference}
      onChange={(value) => setFilter('reference', value)}
    />,
  ].filter((field) => field !== false);
  // Two at a time, each pair its own short commit; the others' placeholders meanwhile.
  const mounted = useMountedInStages(fields.length, FIELDS_PER_STAGE);
  const pending = pendingBookingFilters({ filters, staff, statusChoice });

  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 4 }}
      role="search"
      aria-label="Filtrer les réservations"
    >
      {fields.map((field, index) => (index < mounted ? field : pending[index]))}
    </SimpleGrid>
  );
}

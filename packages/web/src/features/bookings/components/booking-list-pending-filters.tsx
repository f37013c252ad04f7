import { formatDate } from '@espaces/domain/locale/format';
import { SimpleGrid } from '@mantine/core';
import type { ReactElement } from 'react';
import { PendingField } from '../../../ui/form/pending-field.tsx';
import {
  FACILITY_FILTER,
  FACILITY_TYPE_FILTER,
  TERRITORY_FILTER,
} from '../../../ui/list/shared-filter-texts.ts';
import {
  BOOKING_ORDER_LABELS,
  FROM_FILTER_LABEL,
  ORDER_FILTER_LABEL,
  ORGANIZATION_FILTER,
  STATUS_FILTER_LABEL,
  statusChoiceLabel,
  TO_FILTER_LABEL,
  type BookingListFilters,
  type StatusChoice,
} from '../lib/booking-list-filters.ts';

const DATE_PLACEHOLDER = 'JJ/MM/AAAA';

/** Here rather than beside the other texts: those reach the home page's code (check-budget.mjs). */
export const REFERENCE_FILTER = { label: 'Référence', placeholder: 'RES-2026-000042' };

interface PendingFiltersProps {
  filters: BookingListFilters;
  staff: boolean;
  statusChoice: StatusChoice;
}

/**
 * Each filter as it will look, keyed by the filter's name, until its select or date input has
 * rendered after the list's first paint: its label and what it will show. The
 * options of the organisation, facility and type come with the selects: until then a chosen one
 * shows its placeholder, as the select itself does before its options.
 */
export function pendingBookingFilters({
  filters,
  staff,
  statusChoice,
}: PendingFiltersProps): ReactElement[] {
  const day = (value: string | null) => (value ? formatDate(value) : null);
  return [
    staff && <PendingField key="organization" {...ORGANIZATION_FILTER} />,
    <PendingField key="facility" {...FACILITY_FILTER} />,
    staff && (
      <PendingField
        key="territory"
        {...TERRITORY_FILTER}
        value={filters.territory === 'none' ? TERRITORY_FILTER.placeholder : null}
      />
    ),
    <PendingField key="facilityType" {...FACILITY_TYPE_FILTER} />,
    <PendingField
      key="status"
      label={STATUS_FILTER_LABEL}
      value={statusChoiceLabel(statusChoice)}
    />,
    <PendingField
      key="from"
      label={FROM_FILTER_LABEL}
      placeholder={DATE_PLACEHOLDER}
      value={day(filters.from)}
    />,
    <PendingField
      key="to"
      label={TO_FILTER_LABEL}
      placeholder={DATE_PLACEHOLDER}
      value={day(filters.to)}
    />,
    <PendingField
      key="order"
      label={ORDER_FILTER_LABEL}
      value={BOOKING_ORDER_LABELS[filters.order]}
    />,
    <PendingField key="reference" {...REFERENCE_FILTER} value={filters.reference} />,
  ].filter((field) => field !== false);
}

/** The filters as they will look, drawn until the panel's code has come: the same grid. */
export function BookingListPendingFilters(props: PendingFiltersProps) {
  return <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>{pendingBookingFilters(props)}</SimpleGrid>;
}

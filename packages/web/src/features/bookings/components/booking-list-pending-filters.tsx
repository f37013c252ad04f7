import { formatDate } from '@espaces/domain/locale/format';
import { SimpleGrid } from '@mantine/core';
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

/**
 * The filters as they will look, drawn until the selects and date inputs have rendered after the
 * list's first paint (issue 16 item 5): the same fields in the same grid, each with its label and
 * what it will show. The options of the organisation, facility and type come with the selects:
 * until then a chosen one shows its placeholder, as the select itself does before its options.
 */
export function BookingListPendingFilters({
  filters,
  staff,
  statusChoice,
}: {
  filters: BookingListFilters;
  staff: boolean;
  statusChoice: StatusChoice;
}) {
  const day = (value: string | null) => (value ? formatDate(value) : null);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
      {staff && <PendingField {...ORGANIZATION_FILTER} />}
      <PendingField {...FACILITY_FILTER} />
      {staff && (
        <PendingField
          {...TERRITORY_FILTER}
          value={filters.territory === 'none' ? TERRITORY_FILTER.placeholder : null}
        />
      )}
      <PendingField {...FACILITY_TYPE_FILTER} />
      <PendingField label={STATUS_FILTER_LABEL} value={statusChoiceLabel(statusChoice)} />
      <PendingField
        label={FROM_FILTER_LABEL}
        placeholder={DATE_PLACEHOLDER}
        value={day(filters.from)}
      />
      <PendingField
        label={TO_FILTER_LABEL}
        placeholder={DATE_PLACEHOLDER}
        value={day(filters.to)}
      />
      <PendingField label={ORDER_FILTER_LABEL} value={BOOKING_ORDER_LABELS[filters.order]} />
    </SimpleGrid>
  );
}

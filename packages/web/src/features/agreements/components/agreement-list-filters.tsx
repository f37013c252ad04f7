import {
  AGREEMENT_STATUS_LABELS,
  AGREEMENT_STATUSES,
} from '@espaces/domain/agreement/agreement-lifecycle';
import { Select, SimpleGrid } from '@mantine/core';
import { useFacilityOptions } from '../../../api/facilities.ts';
import {
  FacilityFilterSelect,
  FacilityTypeFilterSelect,
  optionsOf,
  TerritoryFilterSelect,
} from '../../../ui/list/shared-filter-selects.tsx';
import { ReferenceFilterInput } from '../../../ui/list/reference-filter-input.tsx';
import { useAvailableOrganizations } from '../api/agreement-api.ts';
import type { AgreementFilterName, AgreementListFilters } from '../lib/agreement-list-filters.ts';

const STATUS_OPTIONS = AGREEMENT_STATUSES.map((status) => ({
  value: status,
  label: AGREEMENT_STATUS_LABELS[status],
}));

/**
 * Like the booking list: status and facility type; for staff and central the
 * facility, the territory, then one of the organisations holding bookings at the chosen
 * facility (GET /api/facility/{id}/available-organization); for everyone the reference printed on
 * an agreement, as a treasurer or an administrator quotes it.
 */
export function AgreementListFiltersPanel({
  filters,
  setFilter,
  staff,
}: {
  filters: AgreementListFilters;
  setFilter: (name: AgreementFilterName, value: string | null) => void;
  staff: boolean;
}) {
  const facilities = useFacilityOptions(staff);
  const organizations = useAvailableOrganizations(staff ? filters.facility : null);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} role="search" aria-label="Filtrer les conventions">
      <Select
        label="Statut"
        placeholder="Tous les statuts"
        clearable
        data={STATUS_OPTIONS}
        value={filters.status}
        onChange={(value) => setFilter('status', value)}
      />
      {staff && (
        <FacilityFilterSelect
          facilities={facilities.data}
          value={filters.facility}
          onChange={(value) => setFilter('facility', value)}
        />
      )}
      {staff && filters.facility && (
        <Select
          label="Organisation"
          placeholder="Toutes les organisations"
          clearable
          searchable
          nothingFoundMessage="Aucune organisation"
          data={optionsOf(organizations.data?.['hydra:member'])}
          value={filters.organization}
          onChange={(value) => setFilter('organization', value)}
        />
      )}
      {staff && (
        <TerritoryFilterSelect
          value={filters.territory}
          onChange={(value) => setFilter('territory', value)}
        />
      )}
      <FacilityTypeFilterSelect
        value={filters.facilityType}
        onChange={(value) => setFilter('facilityType', value)}
      />
      <ReferenceFilterInput
        label="Référence"
        placeholder="CONV-2026-0042"
        value={filters.reference}
        onChange={(value) => setFilter('reference', value)}
      />
    </SimpleGrid>
  );
}

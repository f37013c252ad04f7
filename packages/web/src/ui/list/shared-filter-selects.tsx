import { Select } from '@mantine/core';
import { useFacilityTypes } from '../../api/facilities.ts';
import { useTerritories } from '../../api/territories.ts';
import { FACILITY_FILTER, FACILITY_TYPE_FILTER, TERRITORY_FILTER } from './shared-filter-texts.ts';

// The selects of the lists' shared filter (docs/routes.md#page-flows): facility, territory and
// facility type.

/** The shared territory filter may say `none`, every territory. */
const ALL_TERRITORIES = { value: 'none', label: TERRITORY_FILTER.placeholder };

export const optionsOf = (items: { id: string; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));

interface FilterSelectProps {
  value: string | null;
  onChange: (value: string | null) => void;
}

export function FacilityFilterSelect({
  facilities,
  value,
  onChange,
}: FilterSelectProps & { facilities: { id: string; name: string }[] | undefined }) {
  return (
    <Select
      {...FACILITY_FILTER}
      clearable
      searchable
      nothingFoundMessage="Aucun établissement"
      data={optionsOf(facilities)}
      value={value}
      onChange={onChange}
    />
  );
}

/** Staff and central only: an organisation may not list territories. */
export function TerritoryFilterSelect({ value, onChange }: FilterSelectProps) {
  const territories = useTerritories();
  return (
    <Select
      {...TERRITORY_FILTER}
      clearable
      data={[ALL_TERRITORIES, ...optionsOf(territories.data?.['hydra:member'])]}
      value={value}
      onChange={onChange}
    />
  );
}

export function FacilityTypeFilterSelect({ value, onChange }: FilterSelectProps) {
  const facilityTypes = useFacilityTypes();
  return (
    <Select
      {...FACILITY_TYPE_FILTER}
      clearable
      data={optionsOf(facilityTypes.data?.['hydra:member'])}
      value={value}
      onChange={onChange}
    />
  );
}

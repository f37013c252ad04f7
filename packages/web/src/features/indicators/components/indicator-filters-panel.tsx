import type { IndicatorPeriod, PeriodPreset } from '@espaces/domain/indicators/indicator-period';
import { FrenchDateInput } from '../../../ui/form/french-date-input.tsx';
import { PERIOD_PRESETS, periodProblem } from '@espaces/domain/indicators/indicator-period';
import {
  periodProblemMessage,
  PERIOD_PRESET_LABELS,
} from '@espaces/domain/indicators/indicator-messages';
import { Group, Select, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useFacilityOptions } from '../../../api/facilities.ts';
import {
  FacilityFilterSelect,
  FacilityTypeFilterSelect,
  optionsOf,
  TerritoryFilterSelect,
} from '../../../ui/list/shared-filter-selects.tsx';
import { usePlaceTypes } from '../../places/public.ts';
import type { IndicatorFilterName, IndicatorFilters } from '../lib/indicator-filters.ts';

const PRESET_OPTIONS = PERIOD_PRESETS.map((preset) => ({
  value: preset,
  label: PERIOD_PRESET_LABELS[preset],
}));

/** Custom days: applied once both are valid days and make a valid period. */
function CustomPeriod({
  period,
  onChange,
}: {
  period: IndicatorPeriod;
  onChange: (period: IndicatorPeriod) => void;
}) {
  const [draft, setDraft] = useState(period);
  const problem = draft.from && draft.to ? periodProblem(draft) : null;
  const change = (next: IndicatorPeriod) => {
    setDraft(next);
    if (next.from && next.to && periodProblem(next) === null) onChange(next);
  };
  return (
    <Group grow align="flex-start">
      <FrenchDateInput
        label="Du"
        value={draft.from || null}
        onChange={(value) => change({ ...draft, from: value ?? '' })}
      />
      <FrenchDateInput
        label="Au"
        value={draft.to || null}
        onChange={(value) => change({ ...draft, to: value ?? '' })}
        error={periodProblemMessage(problem)}
      />
    </Group>
  );
}

/** The shared filter (docs/routes.md#page-flows), the place type and the period. */
export function IndicatorFiltersPanel({
  filters,
  setFilter,
  setPreset,
  setPeriod,
}: {
  filters: IndicatorFilters;
  setFilter: (name: IndicatorFilterName, value: string | null) => void;
  setPreset: (preset: PeriodPreset) => void;
  setPeriod: (period: IndicatorPeriod) => void;
}) {
  const facilities = useFacilityOptions(true);
  const placeTypes = usePlaceTypes();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="search" aria-label="Filtrer les indicateurs">
      <Select
        label="Période"
        data={PRESET_OPTIONS}
        value={filters.preset}
        allowDeselect={false}
        onChange={(value) => value && setPreset(value as PeriodPreset)}
      />
      {filters.preset === 'custom' && (
        <CustomPeriod
          key={`${filters.period.from}-${filters.period.to}`}
          period={filters.period}
          onChange={setPeriod}
        />
      )}
      <FacilityFilterSelect
        facilities={facilities.data}
        value={filters.facility}
        onChange={(value) => setFilter('facility', value)}
      />
      <TerritoryFilterSelect
        value={filters.territory}
        onChange={(value) => setFilter('territory', value)}
      />
      <FacilityTypeFilterSelect
        value={filters.facilityType}
        onChange={(value) => setFilter('facilityType', value)}
      />
      <Select
        label="Type d’espace"
        placeholder="Tous les types"
        clearable
        data={optionsOf(placeTypes.data)}
        value={filters.placeType}
        onChange={(value) => setFilter('placeType', value)}
      />
    </SimpleGrid>
  );
}

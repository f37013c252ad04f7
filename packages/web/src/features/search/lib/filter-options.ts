import type { PlaceSummary } from '@espaces/domain/api/search';
import type { FilterOption, FilterOptions } from '../components/search-filters-panel.tsx';

function distinctByName(references: { id: string; name: string }[]): FilterOption[] {
  const byId = new Map(references.map((reference) => [reference.id, reference.name]));
  return [...byId]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'fr'));
}

/** The filter choices that lead to at least one published place, by name. */
export function filterOptionsOf(places: readonly PlaceSummary[]): FilterOptions {
  return {
    territories: distinctByName(places.map((place) => place.facility.territory)),
    facilityTypes: distinctByName(places.map((place) => place.facility.facilityType)),
    placeTypes: distinctByName(places.map((place) => place.placeType)),
  };
}

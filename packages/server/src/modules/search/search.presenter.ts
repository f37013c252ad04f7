import { iri } from '@espaces/domain/api/iri';
import type { PlaceSummary } from '@espaces/domain/api/search';
import { centsToEuros } from '@espaces/domain/locale/format';
import type { PlaceSummaryRow } from './search.repository.ts';

/** DESIGN §4: euros in the API (cents in the database), relations embedded with their IRI. */
export function presentPlaceSummary(row: PlaceSummaryRow): PlaceSummary {
  return {
    '@id': iri('places', row.id),
    '@type': 'Place',
    id: row.id,
    name: row.name,
    placeType: { '@id': iri('place_types', row.placeType.id), ...row.placeType },
    capacity: row.capacity,
    surface: row.surface,
    reducedMobilityAccess: row.reducedMobilityAccess,
    rentPrice: centsToEuros(row.rentPriceCents),
    cleaningPrice: centsToEuros(row.cleaningPriceCents),
    facility: {
      '@id': iri('facilities', row.facility.id),
      ...row.facility,
      territory: { '@id': iri('territories', row.territory.id), ...row.territory },
      facilityType: { '@id': iri('facility_types', row.facilityType.id), ...row.facilityType },
    },
  };
}

import type { z } from 'zod';
import { iri } from '@espaces/domain/api/iri';
import type { Place, placeTypeSchema } from '@espaces/domain/api/places';
import { centsToEuros } from '@espaces/domain/locale/format';
import type { placeTypes } from '../../db/schema.ts';
import type { DoorRow, PlaceRow } from './places.repository.ts';

/**
 * Euros in the API (cents in the database, docs/api.md#money-and-dates); doors only for who may
 * read them.
 */
export function presentPlace(
  row: PlaceRow,
  doors: DoorRow[] | undefined,
  abilities: Place['_abilities'],
): Place {
  const { place, facility } = row;
  return {
    '@id': iri('places', place.id),
    '@type': 'Place',
    id: place.id,
    name: place.name,
    facility: {
      '@id': iri('facilities', facility.id),
      id: facility.id,
      name: facility.name,
      city: facility.city,
      latitude: facility.latitude,
      longitude: facility.longitude,
      territory: { '@id': iri('territories', facility.territoryId), id: facility.territoryId },
    },
    placeType: {
      '@id': iri('place_types', place.placeTypeId),
      id: place.placeTypeId,
      name: row.placeTypeName,
    },
    description: place.description,
    capacity: place.capacity,
    surface: place.surface,
    equipment: place.equipment,
    reducedMobilityAccess: place.reducedMobilityAccess,
    rentPrice: centsToEuros(place.rentPriceCents),
    cleaningPrice: centsToEuros(place.cleaningPriceCents),
    published: place.published,
    ...(doors
      ? {
          doors: doors.map((door) => ({
            id: door.id,
            name: door.name,
            instructions: door.instructions,
            position: door.position,
          })),
        }
      : {}),
    _abilities: abilities,
  };
}

export function presentPlaceType(
  placeType: typeof placeTypes.$inferSelect,
): z.infer<typeof placeTypeSchema> {
  return {
    '@id': iri('place_types', placeType.id),
    '@type': 'PlaceType',
    id: placeType.id,
    name: placeType.name,
  };
}

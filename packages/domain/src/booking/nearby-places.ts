/**
 * Places of other facilities near a place's own (docs/bookings.md#alternatives): facilities
 * carry their coordinates, so « nearby » is a great-circle distance of at most
 * NEARBY_RADIUS_KM, nearest first, and at most NEARBY_LIMIT of them are proposed.
 */
export const NEARBY_RADIUS_KM = 10;
export const NEARBY_LIMIT = 3;
/** The nearest places read for the alternatives, before their slots are looked at. */
export const NEARBY_READ_LIMIT = 12;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** « 2,3 km », « 800 m » (no-break space before the unit). */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(100, Math.round(km * 10) * 100)}\u00a0m`;
  return `${(Math.round(km * 10) / 10).toLocaleString('fr-FR')}\u00a0km`;
}

export interface NearbyFacility {
  facilityName: string;
  city: string;
  distanceKm: number;
}

/** « Gymnase, Collège Jean-Moulin, Montpellier (2,3 km) ». */
export function nearbyPlaceName(placeName: string, facility: NearbyFacility): string {
  return `${placeName}, ${facility.facilityName}, ${facility.city} (${formatDistance(facility.distanceKm)})`;
}

/** Nearest first; as near, by name then id (a deterministic order). */
export function byDistance<T extends NearbyFacility & { id: string; name: string }>(
  places: readonly T[],
): T[] {
  return [...places]
    .filter((place) => place.distanceKm <= NEARBY_RADIUS_KM)
    .sort(
      (a, b) =>
        a.distanceKm - b.distanceKm ||
        a.name.localeCompare(b.name, 'fr') ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}

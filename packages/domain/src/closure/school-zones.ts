/**
 * School holiday zones (national calendar of the Éducation nationale):
 * - the académies of mainland France are split into zones A, B and C; Corsica has its own
 *   calendar; so do the overseas académies (not handled here: an overseas facility chooses
 *   « aucune zone » and declares its closures);
 * - the zone suggested for a facility follows from the département of its postal code;
 *   the administrator confirms or changes it (docs/decisions.md#closures).
 */
export const SCHOOL_ZONES = ['A', 'B', 'C', 'Corse'] as const;
export type SchoolZone = (typeof SCHOOL_ZONES)[number];

export function isSchoolZone(value: unknown): value is SchoolZone {
  return typeof value === 'string' && (SCHOOL_ZONES as readonly string[]).includes(value);
}

/** « zone A », « zone B », « zone C », « Corse » as the closure reasons name them. */
export function schoolZoneLabel(zone: SchoolZone): string {
  return zone === 'Corse' ? 'Corse' : `zone ${zone}`;
}

// Départements by zone, from the académies of each zone (zone A: Besançon, Bordeaux,
// Clermont-Ferrand, Dijon, Grenoble, Limoges, Lyon, Poitiers; zone B: Aix-Marseille, Amiens,
// Lille, Nancy-Metz, Nantes, Nice, Normandie, Orléans-Tours, Reims, Rennes, Strasbourg;
// zone C: Créteil, Montpellier, Paris, Toulouse, Versailles).
const DEPARTMENTS_BY_ZONE: Record<Exclude<SchoolZone, 'Corse'>, readonly string[]> = {
  A: '01 03 07 15 16 17 19 21 23 24 25 26 33 38 39 40 42 43 47 58 63 64 69 70 71 73 74 79 86 87 89 90'.split(
    ' ',
  ),
  B: '02 04 05 06 08 10 13 14 18 22 27 28 29 35 36 37 41 44 45 49 50 51 52 53 54 55 56 57 59 60 61 62 67 68 72 76 80 83 84 85 88'.split(
    ' ',
  ),
  C: '09 11 12 30 31 32 34 46 48 65 66 75 77 78 81 82 91 92 93 94 95'.split(' '),
};

/** The zone of a French postal code's département, or null (overseas, unknown, malformed). */
export function schoolZoneOfPostalCode(postalCode: string): SchoolZone | null {
  const code = postalCode.trim();
  if (!/^\d{5}$/.test(code)) return null;
  if (code.startsWith('20')) return 'Corse';
  const department = code.slice(0, 2);
  for (const zone of ['A', 'B', 'C'] as const) {
    if (DEPARTMENTS_BY_ZONE[zone].includes(department)) return zone;
  }
  return null;
}

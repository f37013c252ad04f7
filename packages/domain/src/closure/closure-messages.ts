import { plural } from '../locale/french.ts';
/** Messages of the closures (docs/bookings.md#closures), in French. */
export const CLOSURE_MESSAGES = {
  endBeforeStart: 'Le dernier jour de fermeture doit être le premier jour ou après.',
  tooLong: 'Une fermeture dure au plus un an (366 jours).',
  oneScope: 'Une fermeture concerne un établissement ou un territoire, pas les deux.',
  scopeRequired: 'Indiquez l’établissement ou le territoire fermé.',
  kindUnknown: 'Type de fermeture inconnu.',
  schoolZoneUnknown: 'Zone de vacances scolaires inconnue.',
  publicHolidaysChoice: 'Indiquez si l’établissement ferme les jours fériés.',
  dateFormat: 'Date attendue au format AAAA-MM-JJ.',
  /** A booking slot refused on a closed day names the closure. */
  slotClosed: (reason: string) => `Ce créneau tombe pendant une fermeture\u00a0: ${reason}.`,
  csvTooLong: 'Ce fichier est trop long pour être le calendrier scolaire du ministère.',
  csvColumnMissing: (name: string) =>
    `Colonne «\u00a0${name}\u00a0» absente du fichier\u00a0: importez le CSV «\u00a0fr-en-calendrier-scolaire\u00a0» du ministère (séparateur point-virgule).`,
  csvLine: (line: number, message: string) => `Ligne ${line}\u00a0: ${message}`,
  csvStartUnreadable: 'date de début illisible (attendue AAAA-MM-JJ, entre 2000 et 2100).',
  csvEndUnreadable: 'date de fin illisible (attendue AAAA-MM-JJ, entre 2000 et 2100).',
  csvEndBeforeStart: 'la date de fin doit suivre la date de début.',
  csvSchoolYearUnreadable: 'année scolaire illisible (attendue comme 2026-2027).',
  csvNameUnreadable: 'description absente ou trop longue.',
  csvNoPeriod:
    'Aucune période de vacances des zones A, B, C ou Corse dans ce fichier\u00a0: rien n’a été importé.',
  csvRequired: 'Choisissez le fichier CSV du calendrier scolaire.',
  importNothingChanged: 'Ce fichier ne change rien au calendrier connu.',
  imported: 'Calendrier scolaire importé',
  /** Shown on the closures section when the zone's calendar stops within a year. */
  zoneYearsMissing: (zone: string, years: readonly string[]) =>
    `Les vacances scolaires de la ${zone} ne sont pas connues pour ${plural(years.length, { one: 'l’année', other: 'les années' })} ${years.join(', ')}\u00a0: ces jours-là ne ferment pas l’établissement. Le personnel régional peut importer le calendrier du ministère.`,
  schoolZoneWithoutData: 'Aucune vacance scolaire n’est connue pour cette zone.',
  created: 'Fermeture enregistrée',
  deleted: 'Fermeture supprimée',
} as const;

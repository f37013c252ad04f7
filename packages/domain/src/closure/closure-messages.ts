/** Messages of the closures (issue 18), in French. */
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
  created: 'Fermeture enregistrée',
  deleted: 'Fermeture supprimée',
} as const;

/** What the feeds and the « Agenda » section say (docs/calendar-feeds.md). */
export const CALENDAR_MESSAGES = {
  scopeUnknown: 'Le type d’agenda est inconnu.',
  targetMismatch: 'La cible ne correspond pas au type d’agenda.',
  organizationFeedName: (organization: string) => `Réservations — ${organization}`,
  facilityFeedName: (facility: string) => `Réservations — ${facility}`,
  placeFeedName: (place: string, facility: string) => `Réservations — ${place} (${facility})`,
  cancelledPrefix: 'Annulé : ',
  tentativePrefix: 'Demande : ',
  reference: (reference: string) => `Réservation ${reference}`,
  activity: (activity: string) => `Activité : ${activity}`,
  organization: (organization: string) => `Organisation : ${organization}`,
} as const;

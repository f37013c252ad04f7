import { SLOT_IN_THE_PAST, SLOT_TAKEN } from '../messages.ts';

/** Messages of the booking rules, beside the shared ones in messages.ts (docs/messages.md). */
export const BOOKING_MESSAGES = {
  slotInThePast: SLOT_IN_THE_PAST,
  slotTaken: SLOT_TAKEN,
  /** Above the free slots proposed instead of a taken one (docs/bookings.md#alternatives). */
  slotAlternatives: 'Ce créneau n’est plus libre. Créneaux proches disponibles\u00a0:',
  weeklyAlternativesForTakenDates:
    'Certaines dates de ce créneau sont déjà prises. Ces créneaux de l’espace sont libres à chaque date\u00a0:',
  slotOutsideOpeningWindow: 'Le créneau doit être compris dans un créneau d’ouverture de l’espace.',
  slotOffGrid: 'Le créneau doit commencer et finir sur un quart d’heure (00, 15, 30 ou 45).',
  slotTooShort: 'Un créneau dure au moins 30 minutes.',
  slotTooLong: 'Un créneau dure au plus 24\u00a0heures.',
  slotNotMatchingQuery: 'Le créneau ne correspond pas au jour et aux heures demandés.',
  duplicateSlots: 'Deux créneaux de la demande se chevauchent.',
  placeNotBookable: 'Cet espace n’est pas ouvert à la réservation.',
  slotNotDeletable: 'Ce créneau ne peut plus être supprimé.',
  statusChangeImpossible: 'Ce changement de statut n’est pas possible.',
  notYourBooking: 'Vous n’avez pas le droit d’effectuer cette action sur cette réservation.',
  onlyOrganizationsRequest: 'Seule une organisation peut demander une réservation.',
  organizationMayNotBook:
    'Cette organisation n’est pas validée\u00a0: aucun créneau ne peut être ajouté ou déplacé dans ses réservations.',
  pricesProposedByStaffOnly: 'Seul l’établissement peut proposer d’autres tarifs.',
  yearlyQueryRequired: 'Le jour et les heures sont obligatoires pour une réservation annuelle.',
  decisionKeepsTheRequest:
    'Cette décision porte sur la demande telle qu’elle est\u00a0: pour la changer, faites une contre-proposition ou modifiez la demande.',
  rejectionReasonRequired: 'Le motif du refus est obligatoire.',
  nothingCounterProposed:
    'La contre-proposition doit changer au moins un créneau, un tarif ou le jour et les heures.',
  activityIsTheOrganizations:
    'L’activité et le nombre de participants ne peuvent être modifiés que par l’organisation.',
  unknownValidationGroup: 'Groupe de validation inconnu.',
  yearlyQueryOnCasual: 'Le jour et les heures ne s’appliquent qu’à une réservation annuelle.',
} as const;

/** A step the asker may take, but not from the booking's present status. */
export function actionNotPossibleIn(statusLabel: string): string {
  return `Cette action n’est pas possible pour une réservation au statut «\u00a0${statusLabel}\u00a0».`;
}

/**
 * The refusal of the second of two decisions taken at the same moment: the first one won, the
 * page the second person decided from is out of date.
 */
export function bookingChangedMeanwhile(statusLabel: string): string {
  return `Cette réservation vient d’être traitée par quelqu’un d’autre\u00a0: elle est maintenant «\u00a0${statusLabel}\u00a0». Rechargez la page.`;
}

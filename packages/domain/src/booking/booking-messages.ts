import { SLOT_IN_THE_PAST, SLOT_TAKEN } from '../messages.ts';

/** Messages of the booking rules (DESIGN §5), beside the ones of SPEC §8 in messages.ts. */
export const BOOKING_MESSAGES = {
  slotInThePast: SLOT_IN_THE_PAST,
  slotTaken: SLOT_TAKEN,
  slotOutsideOpeningWindow: "Le créneau doit être compris dans un créneau d'ouverture de l'espace.",
  slotOffGrid: "Le créneau doit commencer et finir sur un quart d'heure (00, 15, 30 ou 45).",
  slotTooShort: 'Un créneau dure au moins 30 minutes.',
  slotNotMatchingQuery: 'Le créneau ne correspond pas au jour et aux heures demandés.',
  duplicateSlots: 'Deux créneaux de la demande se chevauchent.',
  placeNotBookable: "Cet espace n'est pas ouvert à la réservation.",
  slotNotDeletable: 'Ce créneau ne peut plus être supprimé.',
  statusChangeImpossible: "Ce changement de statut n'est pas possible.",
  wrongStatus: "Cette action n'est pas possible dans l'état actuel de la réservation.",
  notYourBooking: "Vous n'avez pas le droit d'effectuer cette action sur cette réservation.",
  onlyOrganizationsRequest: 'Seule une organisation peut demander une réservation.',
  pricesProposedByStaffOnly: "Seul l'établissement peut proposer d'autres tarifs.",
  yearlyQueryRequired: 'Le jour et les heures sont obligatoires pour une réservation annuelle.',
  yearlyQueryOnCasual: "Le jour et les heures ne s'appliquent qu'à une réservation annuelle.",
} as const;

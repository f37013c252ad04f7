import type { SlotCancellationCondition } from './amendment-plan.ts';
import type { CancellationTerms } from './cancellation-conditions.ts';
import { CANCELLATION_TERMS } from './cancellation-terms.ts';

/**
 * Messages of cancellations and amendments (docs/agreements.md#cancellations,
 * docs/messages.md#success-messages), beside the shared ones in messages.ts.
 */
export const AMENDMENT_MESSAGES = {
  slotsToCancelRequired: 'Choisissez au moins un créneau à annuler.',
  slotNotInBooking: 'Ce créneau n’appartient pas à cette réservation.',
  slotNotCancelable: 'Ce créneau ne peut plus être annulé\u00a0: il est déjà annulé ou commencé.',
  bookingNotCancelable:
    'Seule une réservation validée dont il reste un créneau à venir peut être annulée.',
  notYourBooking: 'Vous n’avez pas le droit d’annuler des créneaux de cette réservation.',
  organizationCancelsDirectly:
    'L’organisation annule ses créneaux depuis la page de la réservation, sans avenant à prévisualiser.',
  staffCancelsThroughAmendment:
    'L’établissement et la Région annulent des créneaux par un avenant\u00a0: prévisualisez-le d’abord.',
  noAgreement: 'Cette réservation n’est liée à aucune convention signée.',
  nothingAmended: 'L’avenant doit annuler au moins un créneau.',
  nothingChanged:
    'L’avenant doit annuler ou ajouter au moins un créneau, ou changer un tarif ou le jour et les heures.',
  keptSlotsOffQuery:
    'Avec ce jour et ces heures, chaque créneau à venir doit être déplacé ou annulé\u00a0: un créneau gardé ne leur correspond pas.',
  proposalNotPending:
    'Cet avenant n’attend plus de réponse\u00a0: il a déjà été accepté, refusé ou remplacé.',
  onlyOrganizationAnswers:
    'Seule l’organisation de la réservation peut accepter ou refuser un avenant.',
  /** After staff send a proposal. */
  proposalSent:
    'L’avenant a été envoyé à l’organisation\u00a0; il prendra effet quand elle l’aura accepté.',
  /** After the organisation accepts. */
  proposalAccepted:
    'Vous avez accepté l’avenant\u00a0: la réservation est modifiée et l’avenant est joint à la convention, téléchargeable en PDF depuis la page de la réservation.',
  /** After the organisation refuses. */
  proposalRefused: 'Vous avez refusé l’avenant\u00a0: la réservation reste inchangée.',
  /** Confirmation for the organisation. */
  cancelledByOrganization:
    'Les créneaux choisis sont annulés. Les conditions d’annulation ont été appliquées et un avenant a été généré et joint à la convention\u00a0; il est téléchargeable en PDF depuis la page de la réservation.',
  /** Confirmation for staff and central. */
  cancelledByFacility:
    'Les créneaux choisis sont annulés. Le prix a été ajusté en conséquence et inclus dans un avenant joint à la convention, téléchargeable en PDF depuis la page de la réservation.',
  /** When no slot remains, the whole request is cancelled. */
  bookingCancelled:
    'La réservation est annulée. Un avenant a été généré et joint à la convention\u00a0; il est téléchargeable en PDF depuis la page de la réservation.',
} as const;

/** « Avenant n° 2 » (numbered per agreement: docs/agreements.md#amendments). */
export function amendmentTitle(number: number): string {
  return `Avenant n°\u00a0${number}`;
}

/** How each cancelled slot is settled, as the amendment and the booking page print it. */
export function cancellationConditionLabel(
  condition: SlotCancellationCondition,
  terms: CancellationTerms = CANCELLATION_TERMS,
): string {
  switch (condition) {
    case 'notToBePaid':
      return `annulé par l’organisation au moins ${terms.freeNoticeDays} jours avant : rien à payer`;
    case 'toBePartiallyPaid':
      return `annulé par l’organisation ${terms.partialNoticeDays} à ${terms.freeNoticeDays - 1} jours avant : ${terms.partialRatioPercent} % dû`;
    case 'toBeFullyPaid':
      return `annulé par l’organisation moins de ${terms.partialNoticeDays} jours avant : prix entier dû`;
    case 'byFacility':
      return 'annulé par l’établissement ou la Région : rien à payer';
  }
}

import type { SlotCancellationCondition } from './amendment-plan.ts';
import type { CancellationTerms } from './cancellation-conditions.ts';
import { CANCELLATION_TERMS } from './cancellation-terms.ts';

/**
 * Messages of cancellations and amendments (SPEC §8, DESIGN §5 « Agreements, signatures,
 * amendments »), beside the ones of SPEC §8 in messages.ts.
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
  changesNeedAcceptance:
    'Ajouter des créneaux, changer les tarifs ou le jour et les heures demande l’accord de l’organisation : cet avenant ne peut qu’annuler des créneaux.',
  /** SPEC §8: confirmation for the organisation. */
  cancelledByOrganization:
    'Les créneaux choisis sont annulés. Les conditions d’annulation ont été appliquées et un avenant a été généré et joint à la convention\u00a0; il est téléchargeable en PDF depuis la page de la réservation.',
  /** SPEC §8: confirmation for staff and central. */
  cancelledByFacility:
    'Les créneaux choisis sont annulés. Le prix a été ajusté en conséquence et inclus dans un avenant joint à la convention, téléchargeable en PDF depuis la page de la réservation.',
  /** SPEC §8: when no slot remains, the whole request is cancelled. */
  bookingCancelled:
    'La réservation est annulée. Un avenant a été généré et joint à la convention\u00a0; il est téléchargeable en PDF depuis la page de la réservation.',
} as const;

/** « Avenant n° 2 » (DESIGN §5: numbered per agreement). */
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

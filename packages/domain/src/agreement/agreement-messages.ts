import { formatCents } from '../locale/format.ts';
import { countOf } from '../locale/french.ts';

/**
 * The largest amount the database stores (integer cents, docs/bookings.md#prices): an agreement's
 * total and each of its payments stay at or below it.
 */
export const MAX_STORED_CENTS = 2_147_483_647;

/** Messages of the agreements, beside the shared ones in messages.ts (docs/messages.md). */
export const AGREEMENT_MESSAGES = {
  notYourAgreement: 'Vous n’avez pas le droit d’effectuer cette action sur cette convention.',
  noApprovedBooking:
    'Aucune réservation approuvée de cette organisation dans cet établissement n’attend de convention.',
  bookingNotApproved: 'Seule une réservation approuvée peut entrer dans une convention.',
  draftChanged:
    'Une réservation de cette convention a changé depuis sa préparation. Rechargez la page.',
  fullNameRequired: 'Saisissez vos nom et prénom.',
  consentRequired: 'Cochez la case pour accepter de signer électroniquement la convention.',
  codeFormat: 'Le code reçu par e-mail compte 6 chiffres.',
  codeMissing: 'Demandez d’abord un code de signature.',
  codeWrong: (attemptsLeft: number) =>
    attemptsLeft > 0
      ? `Ce code n’est pas le bon. Il vous reste ${countOf(attemptsLeft, 'essai')}.`
      : 'Ce code n’est pas le bon. Demandez un nouveau code.',
  codeExpired: 'Ce code a expiré. Demandez un nouveau code.',
  codeExhausted: 'Trop d’essais pour ce code. Demandez un nouveau code.',
  codeResendTooSoon:
    'Un code vient d’être envoyé. Attendez une minute avant d’en demander un autre (5 envois par heure au plus).',
  documentNotIssued: 'Le document de cette convention n’a pas encore été émis.',
  signedDocumentMissing: 'Cette convention n’est pas encore signée.',
  annexesFrozen: 'Les annexes d’une convention émise ne changent plus.',
  documentAltered:
    'Le document de cette convention ou l’une de ses annexes ne correspond plus à l’original émis\u00a0: elle ne peut être ni signée ni envoyée à la signature tant que l’établissement ne l’a pas réémise. Nos services ont été alertés.',
  annexLost: (name: string) =>
    `L’annexe «\u00a0${name}\u00a0» ne correspond plus à l’original émis et l’établissement n’en détient plus la copie\u00a0: nos services doivent la restaurer avant que la convention puisse être réémise.`,
  totalTooHigh: `Le montant total de la convention dépasse ${formatCents(MAX_STORED_CENTS)}, le plus qu’elle peut porter\u00a0: retirez-en des réservations ou revoyez les tarifs.`,
} as const;

/** A step the asker may take, but not from the agreement's present status. */
export function agreementActionNotPossibleIn(statusLabel: string): string {
  return `Cette action n’est pas possible pour une convention au statut «\u00a0${statusLabel}\u00a0».`;
}

export function agreementChangedMeanwhile(statusLabel: string): string {
  return `Cette convention vient d’être traitée par quelqu’un d’autre\u00a0: elle est maintenant «\u00a0${statusLabel}\u00a0». Rechargez la page.`;
}

import type { BookingActorKind } from '../booking/booking-lifecycle.ts';

/**
 * Cycle de vie d'une convention (docs/agreements.md#agreement-lifecycle) :
 * - draft : brouillon, réunit les réservations approuvées d'une organisation dans un
 *   établissement qui n'ont pas encore de convention ; l'admin de l'établissement le prépare et
 *   le prévisualise ;
 * - to_sign : l'admin de l'établissement l'a générée (ses réservations passent à to_review) ;
 *   si son document ou une annexe ne correspond plus à son empreinte SHA-256, il la réémet
 *   (reissue) : le document est régénéré, la convention reste à signer ;
 * - signed : l'organisation l'a signée (ses réservations passent à validated) ;
 * - finished : toutes ses réservations sont terminées ou annulées (par le système).
 * Qui n'a jamais droit à une action reçoit 403 ; une action permise mais pas dans ce statut
 * reçoit 422 nommant le statut.
 */
export const AGREEMENT_STATUSES = ['draft', 'to_sign', 'signed', 'finished'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

export const AGREEMENT_STATUS_LABELS: Record<AgreementStatus, string> = {
  draft: 'Brouillon',
  to_sign: 'À signer',
  signed: 'Signée',
  finished: 'Terminée',
};

export const AGREEMENT_ACTIONS = ['generate', 'reissue', 'sign', 'finish'] as const;
export type AgreementAction = (typeof AGREEMENT_ACTIONS)[number];

export interface AgreementTransition {
  action: AgreementAction;
  from: readonly AgreementStatus[];
  by: readonly BookingActorKind[];
  to: AgreementStatus;
}

export const AGREEMENT_LIFECYCLE: readonly AgreementTransition[] = [
  { action: 'generate', from: ['draft'], by: ['facility_admin'], to: 'to_sign' },
  { action: 'reissue', from: ['to_sign'], by: ['facility_admin'], to: 'to_sign' },
  { action: 'sign', from: ['to_sign'], by: ['organization'], to: 'signed' },
  { action: 'finish', from: ['signed'], by: ['system'], to: 'finished' },
];

export type AgreementDecision =
  | { allowed: true; to: AgreementStatus }
  | { allowed: false; reason: 'wrong_actor' | 'wrong_state' };

export function canTakeAgreementStep(
  kinds: readonly BookingActorKind[],
  from: AgreementStatus,
  action: AgreementAction,
): AgreementDecision {
  const rules = AGREEMENT_LIFECYCLE.filter(
    (rule) => rule.action === action && rule.by.some((kind) => kinds.includes(kind)),
  );
  if (rules.length === 0) return { allowed: false, reason: 'wrong_actor' };
  const rule = rules.find((candidate) => candidate.from.includes(from));
  return rule ? { allowed: true, to: rule.to } : { allowed: false, reason: 'wrong_state' };
}

export function mayTakeAgreementStep(
  kinds: readonly BookingActorKind[],
  from: AgreementStatus,
  action: AgreementAction,
): boolean {
  return canTakeAgreementStep(kinds, from, action).allowed;
}

/** An organisation never sees a draft: it exists for the facility until it is issued. */
export function isAgreementVisibleTo(
  kinds: readonly BookingActorKind[],
  status: AgreementStatus,
): boolean {
  if (kinds.length === 0) return false;
  return status !== 'draft' || kinds.some((kind) => kind !== 'organization');
}

import type { BookingActorKind } from '../booking/booking-lifecycle.ts';

/**
 * Lifecycle of an agreement (docs/agreements.md#agreement-lifecycle):
 * - draft: gathers an organisation's approved bookings in a facility that have no agreement
 *   yet; the facility admin prepares and previews it;
 * - to_sign: the facility admin generated it (its bookings move to to_review); if its
 *   document or an annex no longer matches its SHA-256 fingerprint, the admin reissues it
 *   (reissue): the document is regenerated, the agreement stays to be signed;
 * - signed: the organisation signed it (its bookings move to validated);
 * - finished: all its bookings are finished or cancelled (by the system).
 * Someone never entitled to an action gets 403; an action allowed but not in this status
 * gets 422 naming the status.
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

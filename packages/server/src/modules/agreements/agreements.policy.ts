import type { Actor } from '@espaces/domain/access/actor';
import { checkAccess } from '@espaces/domain/access/checks';
import { isOrganizationUser } from '@espaces/domain/access/roles';
import {
  AGREEMENT_STATUS_LABELS,
  canTakeAgreementStep,
  type AgreementAction,
  type AgreementStatus,
} from '@espaces/domain/agreement/agreement-lifecycle';
import {
  AGREEMENT_MESSAGES,
  agreementActionNotPossibleIn,
} from '@espaces/domain/agreement/agreement-messages';
import { bookingActorKinds, type BookingParties } from '@espaces/domain/booking/booking-actors';
import type { BookingActorKind } from '@espaces/domain/booking/booking-lifecycle';
import { DomainError } from '@espaces/domain/errors';
import type { AgreementView } from '../agreement-records/agreements.repository.ts';

/**
 * Who sees and does what with an agreement (auth-agreement, docs/agreements.md#agreement-lifecycle):
 * - who sees it: the organisation (except a draft), the facility's staff (admin, validator,
 *   supervisor, territory admin), central; otherwise 404;
 * - the facility's (or territory's) admin generates it and manages its annexes;
 * - the organisation signs it; the system finishes it.
 */
export function agreementPartiesOf(view: AgreementView): BookingParties {
  return {
    organizationId: view.agreement.organizationId,
    facilityId: view.agreement.facilityId,
    facilityTerritoryId: view.facilityTerritoryId,
  };
}

export function mayViewAgreement(actor: Actor, view: AgreementView): boolean {
  if (!checkAccess('auth-agreement', actor, agreementPartiesOf(view)).allowed) return false;
  return view.agreement.status !== 'draft' || !isOrganizationUser(actor);
}

export function agreementKinds(actor: Actor, view: AgreementView): readonly BookingActorKind[] {
  return bookingActorKinds(actor, agreementPartiesOf(view));
}

/** 403 for someone who may never take the step, 422 naming the status otherwise. */
export function requireAgreementStep(
  kinds: readonly BookingActorKind[],
  status: AgreementStatus,
  action: AgreementAction,
): AgreementStatus {
  const decision = canTakeAgreementStep(kinds, status, action);
  if (decision.allowed) return decision.to;
  if (decision.reason === 'wrong_actor') {
    throw new DomainError('FORBIDDEN', AGREEMENT_MESSAGES.notYourAgreement);
  }
  throw new DomainError(
    'VALIDATION_FAILED',
    agreementActionNotPossibleIn(AGREEMENT_STATUS_LABELS[status]),
    'status',
  );
}

/** The facility admin manages annexes and drafts. */
export function requireFacilityAdmin(kinds: readonly BookingActorKind[]): void {
  if (!kinds.includes('facility_admin')) {
    throw new DomainError('FORBIDDEN', AGREEMENT_MESSAGES.notYourAgreement);
  }
}

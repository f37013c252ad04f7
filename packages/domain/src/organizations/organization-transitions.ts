import type { OrganizationStatus } from '../access/actor.ts';

/**
 * Life cycle of an organisation (docs/organisations.md#statuses-and-transitions):
 * - email_to_validate → to_review: the representative follows the link e-mailed to them;
 * - to_review → validated, non_compliant (with a reason) or rejected (with a reason): central's
 *   decision;
 * - non_compliant → to_review: the organisation corrects its details and submits them again;
 * - validated → non_compliant (with a reason): central may go back on its decision;
 * - validated → to_review: the organisation changes its identity (name, legal form, SIRET or RNA,
 *   organization-identity.ts) and goes back to central's review;
 * - rejected is final.
 */
export type OrganizationAction =
  'validate_email' | 'validate' | 'mark_non_compliant' | 'reject' | 'resubmit' | 'change_identity';

export const ORGANIZATION_TRANSITIONS: Record<
  OrganizationStatus,
  Partial<Record<OrganizationAction, OrganizationStatus>>
> = {
  email_to_validate: { validate_email: 'to_review' },
  to_review: { validate: 'validated', mark_non_compliant: 'non_compliant', reject: 'rejected' },
  non_compliant: { resubmit: 'to_review' },
  validated: { mark_non_compliant: 'non_compliant', change_identity: 'to_review' },
  rejected: {},
};

/** The status an action leads to from `from`, or null when the action is not allowed there. */
export function nextOrganizationStatus(
  from: OrganizationStatus,
  action: OrganizationAction,
): OrganizationStatus | null {
  return ORGANIZATION_TRANSITIONS[from][action] ?? null;
}

export function canTransition(from: OrganizationStatus, action: OrganizationAction): boolean {
  return nextOrganizationStatus(from, action) !== null;
}

/** French names of the statuses, as staff read them in lists and messages. */
export const ORGANIZATION_STATUS_LABELS: Record<OrganizationStatus, string> = {
  email_to_validate: 'E-mail à valider',
  to_review: 'À examiner',
  validated: 'Validée',
  non_compliant: 'Non conforme',
  rejected: 'Rejetée',
};

/** The sentence refusing a transition (« Cette organisation ne peut pas passer de l'état … à … »). */
export function transitionRefusal(from: OrganizationStatus, action: OrganizationAction): string {
  const target = TARGET_OF_ACTION[action];
  return `Cette organisation ne peut pas passer de l’état « ${ORGANIZATION_STATUS_LABELS[from]} » à « ${ORGANIZATION_STATUS_LABELS[target]} ».`;
}

const TARGET_OF_ACTION: Record<OrganizationAction, OrganizationStatus> = {
  validate_email: 'to_review',
  validate: 'validated',
  mark_non_compliant: 'non_compliant',
  reject: 'rejected',
  resubmit: 'to_review',
  change_identity: 'to_review',
};

/** Organisations that may edit their own details (not before e-mail validation, never once rejected). */
export function canEditOrganizationDetails(status: OrganizationStatus): boolean {
  return status === 'to_review' || status === 'non_compliant' || status === 'validated';
}

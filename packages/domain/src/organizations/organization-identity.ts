import type { OrganizationStatus } from '../access/actor.ts';

/**
 * An organisation's identity (docs/organisations.md#identity-change): its name, legal form,
 * SIRET and RNA numbers. Central validates an organisation on this information, so a
 * validated organisation that changes any of it goes back to review (to_review) and is told
 * so before saving. Its bookings remain valid; until it is validated again, it requests no
 * new ones and neither adds nor moves slots (mayOrganizationBook, docs/decisions.md). Its
 * other information (address, phone) can be edited without a new review.
 */
export const ORGANIZATION_IDENTITY_FIELDS = ['name', 'legalForm', 'siret', 'rna'] as const;
export type OrganizationIdentityField = (typeof ORGANIZATION_IDENTITY_FIELDS)[number];
export type OrganizationIdentity = Record<OrganizationIdentityField, string | null>;

/** The identity fields that `edit` sets to another value (absent fields change nothing). */
export function changedIdentityFields(
  current: OrganizationIdentity,
  edit: Partial<OrganizationIdentity>,
): OrganizationIdentityField[] {
  return ORGANIZATION_IDENTITY_FIELDS.filter(
    (field) => edit[field] !== undefined && edit[field] !== current[field],
  );
}

/** Whether saving `edit` sends an organisation in `status` back to central review. */
export function editSendsBackToReview(
  status: OrganizationStatus,
  current: OrganizationIdentity,
  edit: Partial<OrganizationIdentity>,
): boolean {
  return status === 'validated' && changedIdentityFields(current, edit).length > 0;
}

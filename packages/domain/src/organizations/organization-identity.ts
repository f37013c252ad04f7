import type { OrganizationStatus } from '../access/actor.ts';

/**
 * Identité d'une organisation (docs/organisations.md#identity-change) : son nom, sa forme
 * juridique, ses numéros SIRET et RNA. Le central valide une organisation sur ces informations ;
 * une organisation validée qui en change une retourne donc à son examen (to_review) et en est
 * prévenue avant d'enregistrer. Ses réservations restent valables ; d'ici sa nouvelle validation,
 * elle n'en demande pas de nouvelles et n'ajoute ni ne déplace de créneaux (mayOrganizationBook,
 * docs/decisions.md). Ses autres informations (adresse, téléphone) se modifient sans nouvel examen.
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

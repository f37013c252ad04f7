import type { OrganizationStatus } from '../access/actor.ts';

/**
 * Qui peut réserver (SPEC §6 : « Spaces need a validated organization ») : seule une
 * organisation validée. Cette règle unique gouverne tout ce qui ajoute ou déplace des
 * créneaux d'une réservation (issue 10) : la demande, la modification par l'organisation, la
 * contre-proposition de l'établissement et l'acceptation d'une contre-proposition. Une
 * organisation non conforme ou à valider garde ses réservations : elle peut les consulter,
 * en retirer des créneaux, les retirer.
 */
export function mayOrganizationBook(
  organization: { status: OrganizationStatus } | null | undefined,
): boolean {
  return organization?.status === 'validated';
}

import type { OrganizationStatus } from '../access/actor.ts';

/**
 * Qui peut réserver (docs/bookings.md#lifecycle, « Booking eligibility ») : seule une
 * organisation validée. Cette règle unique gouverne tout ce qui ajoute ou déplace des
 * créneaux d'une réservation : la demande, la modification par l'organisation, la
 * contre-proposition de l'établissement et l'acceptation d'une contre-proposition. Une
 * organisation non conforme ou à valider garde ses réservations : elle peut les consulter,
 * en retirer des créneaux, les retirer.
 */
export function mayOrganizationBook(
  organization: { status: OrganizationStatus } | null | undefined,
): boolean {
  return organization?.status === 'validated';
}

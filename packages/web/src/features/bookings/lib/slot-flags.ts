import type { BookingSlot } from '@espaces/domain/api/bookings';

/**
 * The flags of a booking slot (docs/bookings.md#slot-flags) as French labels: cancelled (and by
 * whom), what an organisation's cancellation costs (docs/bookings.md#cancellation-conditions),
 * unavailable.
 */
export function slotFlagLabels(slot: BookingSlot): string[] {
  const flags: string[] = [];
  if (slot.cancelled) {
    flags.push(
      slot.cancelledBy
        ? `Annulé par ${slot.cancelledBy.firstName} ${slot.cancelledBy.lastName}`
        : 'Annulé',
    );
  }
  if (slot.cancelledByOrganizationNotToBePaid) flags.push('Non facturé');
  if (slot.cancelledByOrganizationToBePartiallyPaid) flags.push('Facturé en partie');
  if (slot.cancelledByOrganizationToBeFullyPaid) flags.push('Facturé en totalité');
  if (!slot.available) flags.push('Indisponible');
  return flags;
}

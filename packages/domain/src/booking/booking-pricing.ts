/**
 * Prix (docs/bookings.md#prices) : prix d'un créneau = durée en heures × tarif horaire + forfait
 * ménage ; la réservation garde sa propre copie des deux tarifs. Le total d'une réservation est la
 * somme des prix de ses créneaux non annulés. Montants en centimes, arrondis au centime.
 */
export interface PricedSlot {
  startDate: Date | string;
  endDate: Date | string;
  cancelled?: boolean;
  /**
   * Its price as the agreement or an amendment states it, final from then on (agreement/
   * amendment-lines.ts); null or absent before any is issued: the booking's prices apply.
   */
  priceCents?: number | null;
}

const HOUR_MS = 3_600_000;

export function slotPriceCents(
  slot: PricedSlot,
  rentPriceCents: number,
  cleaningPriceCents: number,
): number {
  const hours = (new Date(slot.endDate).getTime() - new Date(slot.startDate).getTime()) / HOUR_MS;
  return Math.round(hours * rentPriceCents) + cleaningPriceCents;
}

/** The slot's price: as issued, else (nothing issued yet) at the booking's prices. */
export function heldPriceCents(
  slot: PricedSlot,
  rentPriceCents: number,
  cleaningPriceCents: number,
): number {
  return slot.priceCents ?? slotPriceCents(slot, rentPriceCents, cleaningPriceCents);
}

export function bookingTotalCents(
  slots: readonly PricedSlot[],
  rentPriceCents: number,
  cleaningPriceCents: number,
): number {
  return slots
    .filter((slot) => !slot.cancelled)
    .reduce((total, slot) => total + heldPriceCents(slot, rentPriceCents, cleaningPriceCents), 0);
}

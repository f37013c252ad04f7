/**
 * Prices (docs/bookings.md#prices): a slot's price = duration in hours × hourly rate + cleaning
 * fee; the booking keeps its own copy of both rates. A booking's total is the sum of the prices
 * of its slots not cancelled. Amounts in cents, rounded to the cent.
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

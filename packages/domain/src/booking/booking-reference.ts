/**
 * A booking's reference (docs/bookings.md#references-and-history): « RES-2026-000042 », the
 * Paris year of the request and the next number of one sequence, on six digits.
 */
export function bookingReferenceLabel(year: number, number: string): string {
  return `RES-${year}-${number}`;
}

/**
 * A reference as typed in a search or heard on the phone: upper case, without any space
 * (« res-2026-000 042 » finds RES-2026-000042). A reference never holds one, so removing them
 * never confuses two bookings.
 */
export function normalizedBookingReference(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

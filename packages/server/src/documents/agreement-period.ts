import type { AgreementFacts } from './agreement-facts.ts';

/** The days an agreement covers: its first slot's, its last slot's (both by their start). */
export function agreementPeriod(
  facts: Pick<AgreementFacts, 'bookings'>,
): { from: Date; to: Date } | null {
  let from: Date | null = null;
  let to: Date | null = null;
  for (const slot of facts.bookings.flatMap((booking) => booking.slots)) {
    if (!from || slot.startDate < from) from = slot.startDate;
    if (!to || slot.startDate > to) to = slot.startDate;
  }
  return from && to ? { from, to } : null;
}

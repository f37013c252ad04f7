import type { AmendmentContent } from '@espaces/domain/agreement/amendment-plan';
import type { BookingChanges } from '@espaces/domain/booking/booking-changes';
import { centsToEuros } from '@espaces/domain/locale/format';

/**
 * What an issued amendment did, as the booking's history keeps it (domain booking-changes.ts
 * tells it: « 2 créneaux annulés (avenant n° 1) », the amount due before and after).
 */
export function amendmentHistoryChanges(number: number, content: AmendmentContent): BookingChanges {
  const counted = (lines: readonly unknown[] | undefined) =>
    lines && lines.length > 0 ? lines.length : undefined;
  return {
    amendment: number,
    cancelledSlots: counted(content.cancelledSlots),
    movedSlots: counted(content.movedSlots),
    addedSlots: counted(content.addedSlots),
    repricedSlots: counted(content.repricedSlots),
    amountDue: {
      from: centsToEuros(content.totalBeforeCents),
      to: centsToEuros(content.totalAfterCents),
    },
  };
}

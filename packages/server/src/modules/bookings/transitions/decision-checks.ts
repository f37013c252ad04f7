import { violation } from '@espaces/domain/errors';
import type { BookingUpdate } from '@espaces/domain/api/bookings';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import { approvalProblems } from '@espaces/domain/booking/slot-rules';
import type { Database } from '../../../db/client.ts';
import { refuseIfAny } from '../booking-slot-checks.ts';
import { activeSlotsOf, type StoredSlot } from '../booking-slots.repository.ts';

/**
 * Pre-approval checks (group booking_approve, docs/bookings.md#lifecycle) on a booking's slots as
 * stored: every slot still to come, else « Un créneau est dans le passé. » on its position.
 */
export async function approvableSlots(
  db: Database,
  bookingId: string,
  now: Date,
): Promise<StoredSlot[]> {
  const slots = await activeSlotsOf(db, bookingId);
  refuseIfAny(
    approvalProblems(slots, now).map((problem) =>
      violation(`bookingSlots.${problem.index}`, problem.message, problem.code),
    ),
  );
  return slots;
}

/** An approval or an acceptance takes the request as it stands: it carries no other change. */
export function refuseContentChanges(update: BookingUpdate): void {
  const sent = Object.entries(update).find(
    ([field, value]) => field !== 'status' && value !== undefined,
  );
  if (sent) refuseIfAny([violation(sent[0], BOOKING_MESSAGES.decisionKeepsTheRequest)]);
}

import type { Actor } from '@espaces/domain/access/actor';
import { idFromIri } from '@espaces/domain/api/iri';
import {
  addDaysToDate,
  parisDateOf,
  parisWallClockToUtc,
} from '@espaces/domain/availability/paris-time';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import { slotAlternatives, type SlotAlternative } from '@espaces/domain/booking/slot-alternatives';
import { MAX_SLOT_HOURS, MIN_SLOT_MINUTES } from '@espaces/domain/booking/slot-rules';
import { ValidationFailure, violation } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { closureCalendarOf } from '../closures/closure-calendar.ts';
import { placeAudienceOf } from './availability.policy.ts';
import { readSlotAlternatives } from './slot-alternatives.repository.ts';

const MINUTE_MS = 60_000;

/**
 * GET /api/places/{id}/alternatives (docs/bookings.md#alternatives): the nearest free slots
 * to a requested one, for whoever sees the place's availability (availability.policy.ts).
 * One statement reads the requested Paris day and the following week.
 */
export async function listSlotAlternatives(
  db: Database,
  actor: Actor | null,
  placeIdOrIri: string,
  requested: { startDate: Date; endDate: Date },
  now: Date,
): Promise<SlotAlternative[]> {
  const duration = requested.endDate.getTime() - requested.startDate.getTime();
  if (duration < MIN_SLOT_MINUTES * MINUTE_MS) {
    throw new ValidationFailure([violation('endDate', BOOKING_MESSAGES.slotTooShort)]);
  }
  if (duration > MAX_SLOT_HOURS * 60 * MINUTE_MS) {
    throw new ValidationFailure([violation('endDate', BOOKING_MESSAGES.slotTooLong)]);
  }
  const placeId = idFromIri(placeIdOrIri);
  const day = parisDateOf(requested.startDate);
  // From the requested day's midnight to a day past the same slot a week later.
  const from = parisWallClockToUtc(day, '00:00');
  const to = new Date(parisWallClockToUtc(addDaysToDate(day, 9), '00:00'));
  const read =
    placeId === null
      ? undefined
      : await readSlotAlternatives(db, placeId, { from, to, since: day });
  // A missing or hidden place is refused here (404), as for its opening windows.
  placeAudienceOf(actor, read?.place);
  const { candidates, closures } = read!;
  const place = candidates.find((candidate) => candidate.id === read!.place.id);
  if (!place) return [];
  return slotAlternatives({
    requested,
    place,
    siblings: candidates.filter((candidate) => candidate !== place),
    closedOn: closureCalendarOf(closures),
    now,
  });
}

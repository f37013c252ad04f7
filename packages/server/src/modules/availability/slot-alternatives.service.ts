import type { Actor } from '@espaces/domain/access/actor';
import type { BookingQuery } from '@espaces/domain/api/bookings';
import { idFromIri } from '@espaces/domain/api/iri';
import {
  addDaysToDate,
  parisDateOf,
  parisWallClockToUtc,
} from '@espaces/domain/availability/paris-time';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import { distanceKm } from '@espaces/domain/booking/nearby-places';
import { slotAlternatives, type SlotAlternative } from '@espaces/domain/booking/slot-alternatives';
import { MAX_SLOT_HOURS, MIN_SLOT_MINUTES } from '@espaces/domain/booking/slot-rules';
import {
  weeklyAlternatives,
  type WeeklyAlternative,
} from '@espaces/domain/booking/weekly-alternatives';
import { ValidationFailure, violation } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { closureCalendarOf } from '../closures/closure-calendar.ts';
import { placeAudienceOf } from './availability.policy.ts';
import { readSlotAlternatives, type SlotAlternativesRead } from './slot-alternatives.repository.ts';

const MINUTE_MS = 60_000;

/**
 * The read for the place named by `placeIdOrIri`, refused (404) when missing or hidden from the
 * actor, as its opening windows are (availability.policy.ts).
 */
async function readVisible(
  db: Database,
  actor: Actor | null,
  placeIdOrIri: string,
  range: Parameters<typeof readSlotAlternatives>[2],
) {
  const placeId = idFromIri(placeIdOrIri);
  const read = placeId === null ? undefined : await readSlotAlternatives(db, placeId, range);
  placeAudienceOf(actor, read?.place);
  const { candidates } = read!;
  const place = candidates.find((candidate) => candidate.id === read!.place.id);
  return { read: read!, place, siblings: candidates.filter((other) => other !== place) };
}

/** The nearby places with their distance from the place and their own closed days. */
function nearbyOf(read: SlotAlternativesRead) {
  return read.nearby.map((candidate) => ({
    ...candidate,
    distanceKm: distanceKm(read.place, candidate),
    closedOn: closureCalendarOf(candidate.closures),
  }));
}

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
  const day = parisDateOf(requested.startDate);
  // From the requested day's midnight to a day past the same slot a week later.
  const from = parisWallClockToUtc(day, '00:00');
  const to = new Date(parisWallClockToUtc(addDaysToDate(day, 9), '00:00'));
  const { read, place, siblings } = await readVisible(db, actor, placeIdOrIri, {
    from,
    to,
    since: day,
    nearby: true,
  });
  if (!place) return [];
  return slotAlternatives({
    requested,
    place,
    siblings,
    nearby: nearbyOf(read),
    closedOn: closureCalendarOf(read.closures),
    now,
  });
}

/**
 * GET /api/places/{id}/weekly_alternatives (docs/bookings.md#alternatives): the weekly queries
 * free on every occurrence of a yearly request found taken, for whoever sees the place's
 * availability. One statement reads from now to the end of the place's last opening window.
 */
export async function listWeeklyAlternatives(
  db: Database,
  actor: Actor | null,
  placeIdOrIri: string,
  query: BookingQuery,
  now: Date,
): Promise<WeeklyAlternative[]> {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  if (minutes(query.endTime) - minutes(query.startTime) < MIN_SLOT_MINUTES) {
    throw new ValidationFailure([violation('endTime', BOOKING_MESSAGES.slotTooShort)]);
  }
  const { read, place, siblings } = await readVisible(db, actor, placeIdOrIri, {
    from: now,
    to: null,
    since: parisDateOf(now),
    nearby: true,
  });
  if (!place || read.periodEnd === null) return [];
  return weeklyAlternatives({
    query,
    place,
    siblings,
    nearby: nearbyOf(read),
    closedOn: closureCalendarOf(read.closures),
    periodEnd: read.periodEnd,
    now,
  });
}

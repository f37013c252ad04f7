import { violation } from '@espaces/domain/errors';
import type { BookingQuery } from '@espaces/domain/api/bookings';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import { refuseIfAny } from '../booking-slot-checks.ts';
import type { BookingRecord } from '../bookings.repository.ts';

export function storedQueryOf(booking: BookingRecord): BookingQuery | null {
  const { queryWeekDay, queryStartTime, queryEndTime } = booking;
  if (queryWeekDay === null || queryStartTime === null || queryEndTime === null) return null;
  return { weekDay: queryWeekDay, startTime: queryStartTime, endTime: queryEndTime };
}

export function sameQuery(a: BookingQuery | null, b: BookingQuery | null): boolean {
  if (a === null || b === null) return a === b;
  return a.weekDay === b.weekDay && a.startTime === b.startTime && a.endTime === b.endTime;
}

export interface NextQuery {
  value: BookingQuery | null;
  /** A changed weekDay, start or end marks the slots as updated. */
  changed: boolean;
}

/**
 * The weekly query a step leaves: a casual booking has none; a yearly one keeps its own
 * unless another is sent.
 */
export function nextQuery(
  booking: BookingRecord,
  sent: BookingQuery | null | undefined,
): NextQuery {
  const stored = storedQueryOf(booking);
  if (booking.purposeType === 'casual') {
    if (sent) refuseIfAny([violation('query', BOOKING_MESSAGES.yearlyQueryOnCasual)]);
    return { value: null, changed: false };
  }
  const value = sent === undefined ? stored : sent;
  if (!value) refuseIfAny([violation('query', BOOKING_MESSAGES.yearlyQueryRequired)]);
  return { value, changed: !sameQuery(stored, value) };
}

/** The history's record of a query change, if any. */
export function queryChange(booking: BookingRecord, next: NextQuery) {
  return next.changed ? { query: { from: storedQueryOf(booking), to: next.value } } : {};
}

/** The booking columns of a query. */
export function queryColumns(query: BookingQuery | null) {
  return {
    queryWeekDay: query?.weekDay ?? null,
    queryStartTime: query?.startTime ?? null,
    queryEndTime: query?.endTime ?? null,
  };
}

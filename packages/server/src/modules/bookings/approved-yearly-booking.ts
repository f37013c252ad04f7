import { randomUUID } from 'node:crypto';
import type { BookingQuery } from '@espaces/domain/api/bookings';
import { iri } from '@espaces/domain/api/iri';
import { bookingReference } from '../../db/booking-reference.ts';
import type { Database } from '../../db/client.ts';
import { writeTogether } from '../../db/write-together.ts';
import { auditEventInsert, recordAuditEvent } from '../audit/audit-events.ts';
import type { UseCaseContext } from '../../use-case-context.ts';
import { newBookingWrites } from './booking-request.service.ts';
import { notifyBookingParty } from './booking-notifications.ts';
import { agreementToPrepareMail } from './bookings.mails.ts';
import { lastOpeningWindowEnd, lockBookablePlace } from './bookings.repository.ts';
import { queryOccurrences } from './generated-slots.service.ts';

export type ApprovedYearlyBooking =
  | { booked: true; bookingId: string; reference: string; sessions: number }
  /** Another booking holds at least one session: the first one it holds. */
  | { booked: false; firstTaken: Date }
  /** No session of the query is open (no window, or every one closed). */
  | { booked: false; firstTaken: null };

/**
 * A yearly booking approved at once, for a decision taken elsewhere (a campaign's publication,
 * docs/campaigns.md#publication): under the place lock, every occurrence of the weekly query in
 * the period that fits an opening window and falls on no closed day (school and public
 * holidays, closures: the rules of docs/bookings.md#yearly-bookings) becomes a slot, unless
 * another booking holds one of them. Written as a request then an approval in its history,
 * `origin` in both events; the facility's admins are told an agreement is to prepare, as after
 * any approval (docs/agreements.md). Runs in the caller's transaction: the exclusion
 * constraint's refusal (23P01) is the caller's to catch.
 */
export async function bookApprovedYearly(
  tx: Database,
  context: UseCaseContext,
  request: {
    placeId: string;
    organizationId: string;
    query: BookingQuery;
    period: { from: Date; to: Date };
    activity: string;
    expectedAttendance: number;
    origin: Record<string, unknown>;
  },
): Promise<ApprovedYearlyBooking> {
  const { now } = context;
  const place = await lockBookablePlace(tx, request.placeId, {
    organizationId: request.organizationId,
    userId: context.actor.id,
  });
  const lastEnd = place && (await lastOpeningWindowEnd(tx, place.id));
  if (!place || !lastEnd) return { booked: false, firstTaken: null };
  const from = new Date(Math.max(now.getTime(), request.period.from.getTime()));
  const to = new Date(Math.min(lastEnd.getTime(), request.period.to.getTime()));
  const open = (await queryOccurrences(tx, place.id, request.query, { from, to })).filter(
    (occurrence) => occurrence.closedReason === null,
  );
  const taken = open.find((occurrence) => !occurrence.available);
  if (taken) return { booked: false, firstTaken: taken.startDate };
  if (open.length === 0) return { booked: false, firstTaken: null };

  const booking = {
    id: randomUUID(),
    reference: bookingReference(now, place.referenceNumber),
    organizationId: request.organizationId,
  };
  const event = { entityType: 'booking', entityId: booking.id, actorUserId: context.actor.id };
  await writeTogether(tx, [
    ...newBookingWrites(tx, {
      booking,
      place,
      status: 'approved',
      createdByUserId: context.actor.id,
      purposeType: 'yearly',
      query: request.query,
      activity: request.activity,
      expectedAttendance: request.expectedAttendance,
      originalData: {
        place: iri('places', place.id),
        purposeType: 'yearly',
        query: request.query,
        activity: request.activity,
        expectedAttendance: request.expectedAttendance,
        ...request.origin,
      },
      slots: open,
      now,
    }),
    auditEventInsert(tx, {
      ...event,
      action: 'request',
      toStatus: 'new',
      changes: { bookingSlots: open.length, ...request.origin },
      occurredAt: now,
    }),
  ]);
  // Its own statement: the history's trigger (migration 0015) then sees the booking it marks
  // approved.
  await recordAuditEvent(tx, {
    ...event,
    action: 'approve',
    fromStatus: 'new',
    toStatus: 'approved',
    changes: request.origin,
    occurredAt: now,
  });
  await notifyBookingParty(tx, {
    view: {
      booking,
      placeName: place.name,
      facilityId: place.facilityId,
      facilityName: place.facilityName,
      organizationName: place.organizationName,
    },
    slots: open,
    template: agreementToPrepareMail,
    audience: 'facility_admins',
    exceptUserId: context.actor.id,
    app: { appName: context.appName, appUrl: context.appUrl },
    now,
  });
  return {
    booked: true,
    bookingId: booking.id,
    reference: booking.reference,
    sessions: open.length,
  };
}

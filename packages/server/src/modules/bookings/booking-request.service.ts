import { ValidationFailure, violation } from '@espaces/domain/errors';
import { auditEventInsert } from '../audit/audit-events.ts';
import type { Actor } from '@espaces/domain/access/actor';
import type { Booking, BookingInput } from '@espaces/domain/api/bookings';
import { idFromIri } from '@espaces/domain/api/iri';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import { centsToEuros } from '@espaces/domain/locale/format';
import { bookingReferenceSql } from '../../db/booking-reference.ts';
import { writeTogether } from '../../db/write-together.ts';
import type { Database } from '../../db/client.ts';
import { bookingNotice } from './booking-notifications.ts';
import { queryColumns } from './transitions/booking-query.ts';
import {
  refuseIfAny,
  requestedSlotViolations,
  slotTakenOnConflict,
  type RequestedSlot,
} from './booking-slot-checks.ts';
import { bookingRequestedMail } from './bookings.mails.ts';
import { requireBookingRequester } from './bookings.policy.ts';
import { showBooking } from './bookings-read.service.ts';
import { bookingSlotsInsert, insertBooking, lockBookablePlace } from './bookings.repository.ts';

export interface BookingUseCaseContext {
  actor: Actor;
  now: Date;
  appName: string;
  appUrl: string;
}

export function requestedSlotsOf(slots: BookingInput['bookingSlots']): RequestedSlot[] {
  return slots.map((slot, index) => ({
    index,
    startDate: new Date(slot.startDate),
    endDate: new Date(slot.endDate),
  }));
}

/**
 * POST /api/bookings (issue 5, DESIGN §5): a validated organisation requests a published
 * place. In one transaction, under the place lock (taken by the read of the place): slot rules, booking in status new with its
 * reference and a copy of the place's prices, then its slots, the audit event and the e-mails to
 * the facility's admins and validators in one statement. A slot taken meanwhile refuses the whole request.
 */
export async function requestBooking(
  db: Database,
  context: BookingUseCaseContext,
  input: BookingInput,
): Promise<Booking> {
  const { organizationId } = requireBookingRequester(context.actor);
  const placeId = idFromIri(input.place);
  if (placeId === null) {
    throw new ValidationFailure([violation('place', BOOKING_MESSAGES.placeNotBookable)]);
  }
  const query = input.purposeType === 'yearly' ? (input.query ?? null) : null;
  const slots = requestedSlotsOf(input.bookingSlots);
  const bookingId = await slotTakenOnConflict(() =>
    db.transaction(async (tx) => {
      const place = await lockBookablePlace(tx, placeId, organizationId);
      if (!place || !place.published) {
        throw new ValidationFailure([violation('place', BOOKING_MESSAGES.placeNotBookable)]);
      }
      if (input.purposeType === 'casual' && input.query) {
        throw new ValidationFailure([violation('query', BOOKING_MESSAGES.yearlyQueryOnCasual)]);
      }
      refuseIfAny(await requestedSlotViolations(tx, place.id, slots, { now: context.now, query }));
      const booking = await insertBooking(tx, {
        reference: bookingReferenceSql(context.now),
        status: 'new',
        placeId: place.id,
        organizationId,
        createdByUserId: context.actor.id,
        purposeType: input.purposeType,
        ...queryColumns(query),
        activity: input.activity,
        expectedAttendance: input.expectedAttendance,
        rentPriceCents: place.rentPriceCents,
        cleaningPriceCents: place.cleaningPriceCents,
        originalData: {
          ...input,
          rentPrice: centsToEuros(place.rentPriceCents),
          cleaningPrice: centsToEuros(place.cleaningPriceCents),
        },
        createdAt: context.now,
        updatedAt: context.now,
      });
      // The mails quote the reference drawn by the booking's INSERT; the rest goes in one.
      await writeTogether(tx, [
        bookingSlotsInsert(
          tx,
          booking.id,
          place.id,
          slots.map(({ startDate, endDate }) => ({ startDate, endDate })),
        ),
        auditEventInsert(tx, {
          entityType: 'booking',
          entityId: booking.id,
          actorUserId: context.actor.id,
          action: 'request',
          toStatus: 'new',
          changes: { bookingSlots: input.bookingSlots.length },
          occurredAt: context.now,
        }),
        bookingNotice(tx, {
          view: {
            booking,
            placeName: place.name,
            facilityId: place.facilityId,
            facilityName: place.facilityName,
            organizationName: place.organizationName,
          },
          slots,
          template: bookingRequestedMail,
          audience: 'facility',
          app: { appName: context.appName, appUrl: context.appUrl },
          now: context.now,
        }),
      ]);
      return booking.id;
    }),
  );
  return showBooking(db, context.actor, bookingId, context.now);
}

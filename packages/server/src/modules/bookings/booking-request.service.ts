import { randomUUID } from 'node:crypto';
import { ValidationFailure, violation } from '@espaces/domain/errors';
import { auditEventInsert } from '../audit/audit-events.ts';
import type { Booking, BookingInput, BookingQuery } from '@espaces/domain/api/bookings';
import type { BookingStatus } from '@espaces/domain/booking/booking-statuses';
import { idFromIri } from '@espaces/domain/api/iri';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import { centsToEuros } from '@espaces/domain/locale/format';
import { bookingReference } from '../../db/booking-reference.ts';
import { PlaceholderValues } from '../../db/prepared.ts';
import { writeTogetherPrepared } from '../../db/write-together.ts';
import type { Database } from '../../db/client.ts';
import { outboxMailsToSelected } from '../mail/mail.repository.ts';
import { noticeMail } from './booking-notifications.ts';
import { queryColumns } from './transitions/booking-query.ts';
import {
  refuseIfAny,
  requestedSlotViolations,
  slotTakenOnConflict,
  type RequestedSlot,
} from './booking-slot-checks.ts';
import { bookingRequestedMail } from './bookings.mails.ts';
import { requireBookingRequester } from './bookings.policy.ts';
import { presentBookingPage } from './bookings-read.service.ts';
import type { BookingPage } from './bookings-list.repository.ts';
import {
  bookingInsert,
  bookingSlotsInsert,
  bookingSlotsInsertInOrder,
  facilityDecisionMakers,
  inStartOrder,
  lockBookablePlace,
  type LockedBookablePlace,
  type TimeRange,
} from './bookings.repository.ts';
import type { UseCaseContext } from '../../use-case-context.ts';

export function requestedSlotsOf(slots: BookingInput['bookingSlots']): RequestedSlot[] {
  return slots.map((slot, index) => ({
    index,
    startDate: new Date(slot.startDate),
    endDate: new Date(slot.endDate),
  }));
}

/**
 * POST /api/bookings (docs/bookings.md#lifecycle): a validated organisation requests a published
 * place. In one transaction, under the place lock (taken by the read of the place, which also
 * draws the reference): slot rules, then in one statement the booking in status new with a copy
 * of the place's prices, its slots, the audit event and the e-mails to the facility's admins
 * and validators. A slot taken meanwhile refuses the whole request.
 */
export async function requestBooking(
  db: Database,
  context: UseCaseContext,
  input: BookingInput,
): Promise<Booking> {
  const { organizationId } = requireBookingRequester(context.actor);
  const placeId = idFromIri(input.place);
  if (placeId === null) {
    throw new ValidationFailure([violation('place', BOOKING_MESSAGES.placeNotBookable)]);
  }
  const query = input.purposeType === 'yearly' ? (input.query ?? null) : null;
  const slots = requestedSlotsOf(input.bookingSlots);
  return slotTakenOnConflict(() =>
    db.transaction(async (tx) => {
      const place = await lockBookablePlace(tx, placeId, {
        organizationId,
        userId: context.actor.id,
      });
      if (!place || !place.published) {
        throw new ValidationFailure([violation('place', BOOKING_MESSAGES.placeNotBookable)]);
      }
      if (input.purposeType === 'casual' && input.query) {
        throw new ValidationFailure([violation('query', BOOKING_MESSAGES.yearlyQueryOnCasual)]);
      }
      refuseIfAny(await requestedSlotViolations(tx, place.id, slots, { now: context.now, query }));
      // Its ids drawn here and its reference by the lock: the booking, its slots, the audit
      // event and the mails go in one statement, prepared once per connection and slot count,
      // and the answer is built from what was written, not read back.
      const booking = {
        id: randomUUID(),
        reference: bookingReference(context.now, place.referenceNumber),
        organizationId,
      };
      const written = newBookingColumns({
        booking,
        place,
        status: 'new',
        createdByUserId: context.actor.id,
        purposeType: input.purposeType,
        query,
        activity: input.activity,
        expectedAttendance: input.expectedAttendance,
        originalData: input,
        now: context.now,
      });
      const writtenSlots = inStartOrder(slots).map(({ startDate, endDate }) => ({
        id: randomUUID(),
        startDate,
        endDate,
      }));
      const changes = { bookingSlots: input.bookingSlots.length };
      const values = new PlaceholderValues();
      const columns = values.of('booking', written);
      const slotColumns = writtenSlots.map((slot, index) => values.of(`slot${index}`, slot));
      const audit = values.of('audit', {
        entityType: 'booking',
        entityId: booking.id,
        actorUserId: context.actor.id,
        action: 'request',
        toStatus: 'new',
        changes,
        occurredAt: context.now,
      });
      const mail = values.of('mail', {
        ...noticeMail({
          view: {
            booking,
            placeName: place.name,
            facilityId: place.facilityId,
            facilityName: place.facilityName,
            organizationName: place.organizationName,
          },
          slots,
          template: bookingRequestedMail,
          app: { appName: context.appName, appUrl: context.appUrl },
        }),
        // The instant as text: it is set in raw SQL (outboxMailsToSelected).
        at: context.now.toISOString(),
        facilityId: place.facilityId,
      });
      await writeTogetherPrepared(tx, `booking_request_${slots.length}`, values.values, () => [
        bookingInsert(tx, columns),
        bookingSlotsInsertInOrder(tx, columns.id, columns.placeId, slotColumns),
        auditEventInsert(tx, audit),
        // Told of a request: the facility's admins and validators (bookingNotice's 'facility').
        outboxMailsToSelected(facilityDecisionMakers(tx, mail.facilityId), {
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          createdAt: mail.at,
          nextAttemptAt: mail.at,
        }),
      ]);
      const requester = { firstName: place.requesterFirstName, lastName: place.requesterLastName };
      return presentBookingPage(
        context.actor,
        writtenBookingPage(place, written, writtenSlots, requester, changes),
        context.now,
      );
    }),
  );
}

/**
 * A new request's page as findBookingPage would read it once committed: the columns written,
 * the defaults of the rest, and the one event of its history. The original data as jsonb
 * gives it back (no undefined member). Checked against the page read back by the API tests.
 */
function writtenBookingPage(
  place: LockedBookablePlace,
  written: ReturnType<typeof newBookingColumns>,
  slots: readonly (TimeRange & { id: string })[],
  requester: { firstName: string | null; lastName: string | null },
  changes: object,
): BookingPage {
  return {
    booking: {
      ...written,
      originalData: JSON.parse(JSON.stringify(written.originalData)) as unknown,
      previousContractTimeSlots: null,
      rejectionReason: null,
      everApproved: false,
      everCounterProposed: false,
      everRejected: false,
      everWithdrawn: false,
      firstDecidedAt: null,
    },
    placeName: place.name,
    facilityId: place.facilityId,
    facilityName: place.facilityName,
    facilityCity: place.facilityCity,
    facilityTerritoryId: place.facilityTerritoryId,
    organizationName: place.organizationName,
    creatorFirstName: requester.firstName,
    creatorLastName: requester.lastName,
    slots: slots.map((slot) => ({
      ...slot,
      bookingId: written.id,
      cancelled: false,
      available: true,
      cancelledBy: null,
      cancelledByOrganizationNotToBePaid: false,
      cancelledByOrganizationToBeFullyPaid: false,
      cancelledByOrganizationToBePartiallyPaid: false,
      priceCents: null,
      dueCents: null,
    })),
    history: [
      {
        occurredAt: written.createdAt,
        action: 'request',
        fromStatus: null,
        toStatus: 'new',
        changes,
        actorFirstName: requester.firstName,
        actorLastName: requester.lastName,
      },
    ],
  };
}

/** A booking about to be written: its id, its reference (drawn by the place lock), its owner. */
export interface NewBooking {
  id: string;
  reference: string;
  organizationId: string;
}

/**
 * The INSERTs of a new booking and its slots, to send in one statement with the rest of its
 * step (writeTogether), with a copy of the place's prices. Shared by a request and a campaign's
 * publication.
 */
export function newBookingWrites(
  tx: Database,
  values: NewBookingValues & { slots: readonly TimeRange[] },
) {
  return [
    bookingInsert(tx, newBookingColumns(values)),
    // Its slots are active (new and approved hold them), as booking_slots_follow_booking
    // would say whether or not it sees the booking written by the same statement.
    bookingSlotsInsert(tx, values.booking.id, values.place.id, values.slots),
  ];
}

interface NewBookingValues {
  booking: NewBooking;
  place: { id: string; rentPriceCents: number; cleaningPriceCents: number };
  status: BookingStatus;
  createdByUserId: string;
  purposeType: BookingInput['purposeType'];
  query: BookingQuery | null;
  activity: string;
  expectedAttendance: number;
  originalData: object;
  now: Date;
}

/** A new booking's row, with a copy of the place's prices. */
export function newBookingColumns(values: NewBookingValues) {
  const { booking, place, query, now } = values;
  return {
    ...booking,
    status: values.status,
    placeId: place.id,
    createdByUserId: values.createdByUserId,
    purposeType: values.purposeType,
    ...queryColumns(query),
    activity: values.activity,
    expectedAttendance: values.expectedAttendance,
    rentPriceCents: place.rentPriceCents,
    cleaningPriceCents: place.cleaningPriceCents,
    originalData: {
      ...values.originalData,
      rentPrice: centsToEuros(place.rentPriceCents),
      cleaningPrice: centsToEuros(place.cleaningPriceCents),
    },
    createdAt: now,
    updatedAt: now,
  };
}

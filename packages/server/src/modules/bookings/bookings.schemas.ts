import { z } from 'zod';
import { bookingSchema, generatedBookingSlotSchema } from '@espaces/domain/api/bookings';
import { BOOKING_STATUSES } from '@espaces/domain/booking/booking-statuses';
import {
  dateParam,
  idListParam,
  listParam,
  orderParam,
  paginationQuery,
  territoryListParam,
} from '../../http/collections.ts';
import { hydraCollectionSchema } from '../../http/collection-schemas.ts';

// HTTP shapes of the booking routes (request and resource contracts: domain/api/bookings).

const statusList = listParam.pipe(
  z.array(z.enum(BOOKING_STATUSES, { message: 'Statut de réservation inconnu.' })),
);

/** SPEC §7 filters and orders of GET /api/bookings; `a` and `a[]` both accepted. */
export const bookingListQuery = paginationQuery.extend({
  'place.id': idListParam.optional(),
  'place.id[]': idListParam.optional(),
  'bookingTimeSlots.startDate[after]': dateParam.optional(),
  'bookingTimeSlots.endDate[before]': dateParam.optional(),
  status: statusList.optional(),
  'status[]': statusList.optional(),
  'createdBy.organization.id': idListParam.optional(),
  'createdBy.organization.id[]': idListParam.optional(),
  'place.facility.id': idListParam.optional(),
  'place.facility.id[]': idListParam.optional(),
  'place.facility.territory.id': territoryListParam.optional(),
  'place.facility.territory.id[]': territoryListParam.optional(),
  'place.facility.facilityType.id': idListParam.optional(),
  'place.facility.facilityType.id[]': idListParam.optional(),
  'order[bookingTimeSlots.startDate]': orderParam.optional(),
  'order[booking.reference]': orderParam.optional(),
});
export type BookingListQuery = z.infer<typeof bookingListQuery>;

export const bookingCollectionSchema = hydraCollectionSchema(bookingSchema);
export const generatedBookingSlotCollectionSchema = hydraCollectionSchema(
  generatedBookingSlotSchema,
);

import { z } from 'zod';
import { BOOKING_STATUSES } from '../booking/booking-statuses.ts';
import {
  dateParam,
  idListParam,
  enumListParam,
  orderParam,
  paginationQuery,
  placeFacilityFilterFields,
} from './collection-params.ts';
import { textField } from './fields.ts';

const statusList = enumListParam(BOOKING_STATUSES, 'Statut de réservation inconnu.');

/**
 * Filters, orders and pages of GET /api/bookings (docs/api.md#collections-and-filters); `a` and
 * `a[]` both accepted. The server validates with it; the web writes its list queries as its input
 * type.
 */
export const bookingListQuerySchema = paginationQuery.extend({
  'place.id': idListParam.optional(),
  'place.id[]': idListParam.optional(),
  'bookingTimeSlots.startDate[after]': dateParam.optional(),
  'bookingTimeSlots.endDate[before]': dateParam.optional(),
  status: statusList.optional(),
  'status[]': statusList.optional(),
  'createdBy.organization.id': idListParam.optional(),
  'createdBy.organization.id[]': idListParam.optional(),
  ...placeFacilityFilterFields,
  /** « RES-2026-000042 », in any case and with spaces (booking/booking-reference.ts). */
  reference: textField('La référence', 40).optional(),
  'order[bookingTimeSlots.startDate]': orderParam.optional(),
  'order[booking.reference]': orderParam.optional(),
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;
/** The query string as the client writes it (every value a string or a list of strings). */
export type BookingListParams = z.input<typeof bookingListQuerySchema>;

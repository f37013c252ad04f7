import type { BookingStatus } from '@espaces/domain/booking/booking-statuses';

/** Badge colours: in progress in blue/orange, settled in green, closed in grey, refused in red. */
export const BOOKING_STATUS_COLORS: Record<BookingStatus, string> = {
  new: 'blue',
  pending: 'orange',
  approved: 'teal',
  to_review: 'violet',
  validated: 'green',
  finished: 'gray',
  cancelled: 'gray',
  rejected: 'red',
};

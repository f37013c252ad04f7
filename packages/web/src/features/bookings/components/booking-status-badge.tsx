import type { BookingStatus } from '@espaces/domain/booking/booking-statuses';
import { Badge } from '@mantine/core';
import { BOOKING_STATUS_COLORS, BOOKING_STATUS_SHORT_LABELS } from '../lib/booking-labels.ts';

export function BookingStatusBadge({
  status,
  size = 'md',
}: {
  status: BookingStatus;
  size?: 'md' | 'lg';
}) {
  return (
    <Badge color={BOOKING_STATUS_COLORS[status]} variant="light" size={size}>
      {BOOKING_STATUS_SHORT_LABELS[status]}
    </Badge>
  );
}

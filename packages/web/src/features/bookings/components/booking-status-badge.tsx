import type { BookingStatus } from '@espaces/domain/booking/booking-statuses';
import { Badge } from '@mantine/core';
import { BOOKING_STATUS_LABELS } from '@espaces/domain/booking/booking-labels';
import { BOOKING_STATUS_COLORS } from '../lib/booking-labels.ts';

export function BookingStatusBadge({
  status,
  size = 'md',
}: {
  status: BookingStatus;
  size?: 'md' | 'lg';
}) {
  return (
    // max-content: inside an auto-layout table a badge would otherwise shrink to an ellipsis.
    <Badge
      color={BOOKING_STATUS_COLORS[status]}
      variant="light"
      size={size}
      style={{ minWidth: 'max-content' }}
    >
      {BOOKING_STATUS_LABELS[status]}
    </Badge>
  );
}

import {
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
} from '@espaces/domain/payment/payment-statuses';
import { Badge } from '@mantine/core';

const COLORS: Record<PaymentStatus, string> = {
  scheduled: 'gray',
  due: 'orange',
  paid: 'green',
  failed: 'red',
  cancelled: 'dark',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {PAYMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

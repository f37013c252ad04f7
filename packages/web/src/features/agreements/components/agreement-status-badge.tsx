import {
  AGREEMENT_STATUS_LABELS,
  type AgreementStatus,
} from '@espaces/domain/agreement/agreement-lifecycle';
import { Badge } from '@mantine/core';

const COLORS: Record<AgreementStatus, string> = {
  draft: 'gray',
  to_sign: 'orange',
  signed: 'green',
  finished: 'blue',
};

export function AgreementStatusBadge({ status }: { status: AgreementStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {AGREEMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

import type { OrganizationStatus } from '@espaces/domain/access/actor';
import { ORGANIZATION_STATUS_LABELS } from '@espaces/domain/organizations/organization-transitions';
import { Badge } from '@mantine/core';

/** The dot carries the colour; the label keeps the body text colour (RGAA contrast). */
const COLORS: Record<OrganizationStatus, string> = {
  email_to_validate: 'gray',
  to_review: 'orange',
  validated: 'green',
  non_compliant: 'yellow',
  rejected: 'red',
};

export function OrganizationStatusBadge({ status }: { status: OrganizationStatus }) {
  return (
    <Badge color={COLORS[status]} variant="dot" size="lg" tt="none">
      {ORGANIZATION_STATUS_LABELS[status]}
    </Badge>
  );
}

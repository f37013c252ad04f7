import {
  CAMPAIGN_STATUS_LABELS,
  type CampaignStatus,
} from '@espaces/domain/campaign/campaign-lifecycle';
import { Badge } from '@mantine/core';

const COLORS: Record<CampaignStatus, string> = {
  draft: 'gray',
  open: 'green',
  closed: 'orange',
  allocated: 'blue',
  published: 'teal',
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {CAMPAIGN_STATUS_LABELS[status]}
    </Badge>
  );
}

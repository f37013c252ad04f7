import { CAMPAIGN_SCREEN_MESSAGES } from '@espaces/domain/campaign/campaign-screen-messages';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAllCampaigns } from '../api/campaign-api.ts';

/**
 * On a validated organisation's home page, each campaign open to its wishes now, until when, and
 * the way to its wishes (docs/campaigns.md#lifecycle).
 */
export function OpenCampaignBanner() {
  const campaigns = useAllCampaigns();
  const open = (campaigns.data ?? []).filter((campaign) => campaign._abilities.fileWishes);
  if (open.length === 0) return null;
  return (
    <Stack gap="xs">
      {open.map((campaign) => (
        <Alert key={campaign.id} color="green" variant="light" role="note">
          <Text size="sm">
            {`${CAMPAIGN_SCREEN_MESSAGES.openUntil(campaign.name, campaign.applicationsTo)} `}
            <Anchor component={Link} to={`/campagnes/${campaign.id}`} size="sm" fw={700}>
              déposer mes vœux
            </Anchor>
          </Text>
        </Alert>
      ))}
    </Stack>
  );
}

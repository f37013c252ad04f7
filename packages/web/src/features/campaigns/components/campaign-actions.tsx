import type { Campaign } from '@espaces/domain/api/campaigns';
import { CAMPAIGN_SCREEN_MESSAGES } from '@espaces/domain/campaign/campaign-screen-messages';
import { Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { handleApiError } from '../../../api/client.ts';
import { confirm } from '../../../ui/confirm.tsx';
import { briefSuccess } from '../../../ui/toast.tsx';
import { allocateCampaign, openCampaign, useCampaignsChanged } from '../api/campaign-api.ts';
import { daysLabel } from '../lib/campaign-labels.ts';

/**
 * What who manages the campaign does next, each after a confirmation: open it to wishes (the
 * organisations of its scope are e-mailed), then, once closed, run the allocation.
 */
export function CampaignActions({ campaign, size }: { campaign: Campaign; size?: 'xs' | 'sm' }) {
  const changed = useCampaignsChanged();
  const opening = useMutation({
    mutationFn: () => openCampaign(campaign.id),
    onSuccess: async (opened) => {
      briefSuccess(CAMPAIGN_SCREEN_MESSAGES.opened);
      await changed(opened);
    },
    onError: handleApiError,
  });
  const allocating = useMutation({
    mutationFn: () => allocateCampaign(campaign.id),
    onSuccess: async (summary) => {
      briefSuccess(CAMPAIGN_SCREEN_MESSAGES.allocated(summary));
      await changed(summary.campaign);
    },
    onError: handleApiError,
  });
  if (!campaign._abilities.open && !campaign._abilities.allocate) return null;
  return (
    <Group gap="xs">
      {campaign._abilities.open && (
        <Button
          size={size}
          loading={opening.isPending}
          onClick={async () => {
            const confirmed = await confirm({
              title: `Ouvrir «\u00a0${campaign.name}\u00a0»\u00a0?`,
              message: `Les organisations validées du périmètre reçoivent un courriel et déposent leurs vœux ${daysLabel(campaign.applicationsFrom, campaign.applicationsTo)}.`,
              confirmLabel: 'Ouvrir la campagne',
            });
            if (confirmed) opening.mutate();
          }}
        >
          Ouvrir
        </Button>
      )}
      {campaign._abilities.allocate && (
        <Button
          size={size}
          loading={allocating.isPending}
          onClick={async () => {
            const confirmed = await confirm({
              title: `Lancer l’attribution de «\u00a0${campaign.name}\u00a0»\u00a0?`,
              message:
                'Les vœux sont attribués une seule fois, établissement par établissement\u00a0; chacun accepte ensuite sa proposition ou la corrige vœu par vœu.',
              confirmLabel: 'Lancer l’attribution',
            });
            if (confirmed) allocating.mutate();
          }}
        >
          Lancer l’attribution
        </Button>
      )}
    </Group>
  );
}

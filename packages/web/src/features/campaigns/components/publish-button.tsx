import type { Campaign } from '@espaces/domain/api/campaigns';
import { CAMPAIGN_SCREEN_MESSAGES } from '@espaces/domain/campaign/campaign-screen-messages';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { handleApiError } from '../../../api/client.ts';
import { confirm } from '../../../ui/confirm.tsx';
import { briefSuccess } from '../../../ui/toast.tsx';
import { publishCampaign, useCampaignsChanged } from '../api/campaign-api.ts';

/**
 * Publishes the accepted outcomes as yearly bookings, for the whole campaign or one facility,
 * after a confirmation (docs/campaigns.md#lifecycle).
 */
export function PublishButton({
  campaign,
  facility,
}: {
  campaign: Pick<Campaign, 'id' | 'name'>;
  facility?: { id: string; name: string };
}) {
  const changed = useCampaignsChanged();
  const publishing = useMutation({
    mutationFn: () => publishCampaign(campaign.id, facility ? { facilityId: facility.id } : {}),
    onSuccess: async (published) => {
      briefSuccess(CAMPAIGN_SCREEN_MESSAGES.published);
      await changed(published);
    },
    onError: handleApiError,
  });
  const scope = facility ? facility.name : `toute la campagne «\u00a0${campaign.name}\u00a0»`;
  return (
    <Button
      loading={publishing.isPending}
      onClick={async () => {
        const confirmed = await confirm({
          title: `Publier ${facility ? `les attributions de ${facility.name}` : 'toute la campagne'}\u00a0?`,
          message: `Les vœux attribués de ${scope} deviennent des réservations à l’année approuvées, et les organisations en sont averties.`,
          confirmLabel: 'Publier',
        });
        if (confirmed) publishing.mutate();
      }}
    >
      {facility ? 'Publier' : 'Publier toute la campagne'}
    </Button>
  );
}

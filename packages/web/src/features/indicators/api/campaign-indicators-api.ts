import type { CampaignIndicators } from '@espaces/domain/api/campaign-indicators';
import type { Campaign } from '@espaces/domain/api/campaigns';
import { MAX_ITEMS_PER_PAGE } from '@espaces/domain/api/collection-page-sizes';
import type { HydraCollection } from '@espaces/domain/api/hydra';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';

/** The campaigns the user sees, newest period first (a region runs a few a year). */
export function useIndicatorCampaigns() {
  return useQuery({
    queryKey: ['campaigns', 'indicators'],
    queryFn: async ({ signal }) =>
      (
        await apiFetch<HydraCollection<Campaign>>('/api/campaigns', {
          query: { itemsPerPage: String(MAX_ITEMS_PER_PAGE) },
          signal,
        })
      )['hydra:member'],
  });
}

/** GET /api/indicators/campaigns/{id} with the page's shared filter. */
export function useCampaignIndicators(campaignId: string, query: Record<string, string>) {
  return useQuery({
    queryKey: ['indicators', 'campaigns', campaignId, query],
    queryFn: ({ signal }) =>
      apiFetch<CampaignIndicators>(`/api/indicators/campaigns/${campaignId}`, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

import type {
  AllocationSummary,
  Campaign,
  CampaignInput,
  FacilityProposal,
  OverrideInput,
  PublicationInput,
  Wish,
  WishInput,
} from '@espaces/domain/api/campaigns';
import type { HydraCollection } from '@espaces/domain/api/hydra';
import type { PlaceSummary } from '@espaces/domain/api/search';
import type { TimeSlot } from '@espaces/domain/api/time-slots';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '../../../api/client.ts';
import { fetchCollection } from '../../../api/collections.ts';
import { openHoursOf, referenceWeeks } from '../lib/opening-hours.ts';

export const CAMPAIGNS_PER_PAGE = 20;

export const campaignKeys = {
  all: ['campaigns'] as const,
  list: (page: number) => ['campaigns', 'list', page] as const,
  everyOne: ['campaigns', 'list', 'all'] as const,
  detail: (id: string) => ['campaigns', 'detail', id] as const,
  wishes: (id: string) => ['campaigns', 'detail', id, 'wishes'] as const,
  proposal: (id: string, facilityId: string) =>
    ['campaigns', 'detail', id, 'proposal', facilityId] as const,
  places: (territoryId: string | null) => ['campaigns', 'places', territoryId] as const,
};

const campaignPath = (id: string) => `/api/campaigns/${id}`;
const proposalPath = (id: string, facilityId: string) =>
  `${campaignPath(id)}/facilities/${facilityId}/proposal`;

export function useCampaigns(page: number) {
  return useQuery({
    queryKey: campaignKeys.list(page),
    queryFn: ({ signal }) =>
      fetchCollection<Campaign>(
        '/api/campaigns',
        { page, itemsPerPage: CAMPAIGNS_PER_PAGE },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCampaign(id: string) {
  return useQuery({
    queryKey: campaignKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<Campaign>(campaignPath(id), { signal }),
  });
}

export function useOwnWishes(campaignId: string, enabled: boolean) {
  return useQuery({
    queryKey: campaignKeys.wishes(campaignId),
    queryFn: async ({ signal }) =>
      (await apiFetch<HydraCollection<Wish>>(`${campaignPath(campaignId)}/wishes`, { signal }))[
        'hydra:member'
      ],
    enabled,
  });
}

export function useFacilityProposal(campaignId: string, facilityId: string) {
  return useQuery({
    queryKey: campaignKeys.proposal(campaignId, facilityId),
    queryFn: ({ signal }) =>
      apiFetch<FacilityProposal>(proposalPath(campaignId, facilityId), { signal }),
  });
}

/**
 * The published places of a campaign's scope (its territory, or the region): those it holds by
 * default (docs/campaigns.md#campaign-fields), read from the search that lists them.
 */
export function useScopePlaces(territoryId: string | null, enabled = true) {
  return useQuery({
    queryKey: campaignKeys.places(territoryId),
    queryFn: async ({ signal }) =>
      (
        await fetchCollection<PlaceSummary>(
          '/api/search/places',
          { territory: territoryId, pagination: false },
          signal,
        )
      )['hydra:member'],
    enabled,
    staleTime: 60_000,
  });
}

export function createCampaign(input: CampaignInput): Promise<Campaign> {
  return apiFetch<Campaign>('/api/campaigns', { method: 'POST', body: input });
}

export function openCampaign(id: string): Promise<Campaign> {
  return apiFetch<Campaign>(`${campaignPath(id)}/open`, { method: 'POST', body: {} });
}

export function allocateCampaign(id: string): Promise<AllocationSummary> {
  return apiFetch<AllocationSummary>(`${campaignPath(id)}/allocation`, {
    method: 'POST',
    body: {},
  });
}

/** POST /api/campaigns/{id}/publication: the whole campaign, or one facility's outcomes. */
export function publishCampaign(id: string, input: PublicationInput): Promise<Campaign> {
  return apiFetch<Campaign>(`${campaignPath(id)}/publication`, { method: 'POST', body: input });
}

export function fileWish(campaignId: string, input: WishInput): Promise<Wish> {
  return apiFetch<Wish>(`${campaignPath(campaignId)}/wishes`, { method: 'POST', body: input });
}

export function editWish(id: string, input: WishInput): Promise<Wish> {
  return apiFetch<Wish>(`/api/campaign_wishes/${id}`, { method: 'PUT', body: input });
}

export function withdrawWish(id: string): Promise<void> {
  return apiFetch<void>(`/api/campaign_wishes/${id}`, { method: 'DELETE' });
}

export async function orderWishes(campaignId: string, wishes: readonly Wish[]): Promise<Wish[]> {
  const answer = await apiFetch<HydraCollection<Wish>>(`${campaignPath(campaignId)}/wish-order`, {
    method: 'PUT',
    body: { wishes: wishes.map((wish) => wish['@id']) },
  });
  return answer['hydra:member'];
}

export async function renewWishes(campaignId: string): Promise<Wish[]> {
  const answer = await apiFetch<HydraCollection<Wish>>(`${campaignPath(campaignId)}/renewals`, {
    method: 'POST',
    body: {},
  });
  return answer['hydra:member'];
}

export function acceptProposal(campaignId: string, facilityId: string): Promise<FacilityProposal> {
  return apiFetch<FacilityProposal>(`${proposalPath(campaignId, facilityId)}/acceptance`, {
    method: 'POST',
    body: {},
  });
}

/** The organisation accepts the slot offered for its wish: an approved yearly booking. */
export function acceptOffer(wishId: string): Promise<Wish> {
  return apiFetch<Wish>(`/api/campaign_wishes/${wishId}/offer/acceptance`, {
    method: 'POST',
    body: {},
  });
}

/** The organisation turns the offer down: the wish is closed. */
export function declineOffer(wishId: string): Promise<Wish> {
  return apiFetch<Wish>(`/api/campaign_wishes/${wishId}/offer/refusal`, {
    method: 'POST',
    body: {},
  });
}

export function overrideOutcome(wishId: string, input: OverrideInput): Promise<FacilityProposal> {
  return apiFetch<FacilityProposal>(`/api/campaign_wishes/${wishId}/outcome`, {
    method: 'PUT',
    body: input,
  });
}

/** After a change: the campaign's lists and pages are read again. */
export function useCampaignsChanged() {
  const client = useQueryClient();
  return useCallback(
    async (campaign?: Campaign) => {
      if (campaign) client.setQueryData(campaignKeys.detail(campaign.id), campaign);
      await client.invalidateQueries({ queryKey: campaignKeys.all });
    },
    [client],
  );
}

/** Every campaign this user sees, for the banner and the next window (a handful a year). */
export function useAllCampaigns(enabled = true) {
  return useQuery({
    queryKey: campaignKeys.everyOne,
    queryFn: async ({ signal }) =>
      (await fetchCollection<Campaign>('/api/campaigns', { pagination: false }, signal))[
        'hydra:member'
      ],
    enabled,
  });
}

/**
 * Each place's weekly opening hours (lib/opening-hours.ts), read from its windows of a reference
 * week of the period; a place without windows in either week is left out.
 */
export function useOpeningHours(placeIds: readonly string[], useFrom: string | undefined) {
  return useQueries({
    queries: placeIds.map((placeId) => ({
      queryKey: ['places', 'detail', placeId, 'opening-hours', useFrom] as const,
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        for (const week of referenceWeeks(useFrom ?? '')) {
          const windows = (
            await fetchCollection<TimeSlot>(
              `/api/places/${placeId}/time_slots`,
              { 'startDate[before]': week.end, 'endDate[after]': week.start, pagination: false },
              signal,
            )
          )['hydra:member'];
          if (windows.length > 0) return openHoursOf(windows);
        }
        return null;
      },
      enabled: useFrom !== undefined,
      staleTime: 10 * 60_000,
    })),
    combine: (results) =>
      new Map(
        results.flatMap((result, index) =>
          result.data ? [[placeIds[index]!, result.data] as const] : [],
        ),
      ),
  });
}

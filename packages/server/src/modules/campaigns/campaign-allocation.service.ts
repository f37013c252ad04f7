import type { AllocationSummary } from '@espaces/domain/api/campaigns';
import type {
  AllocationFacility,
  AllocationInput,
} from '@espaces/domain/campaign/allocation-input';
import { allocateCampaign } from '@espaces/domain/campaign/allocation';
import { mayAllocate } from '@espaces/domain/campaign/campaign-lifecycle';
import { CAMPAIGN_MESSAGES } from '@espaces/domain/campaign/campaign-messages';
import type { PriorityRule } from '@espaces/domain/campaign/campaign-rules';
import { ValidationFailure, violation } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { closureCalendarOfSources } from '../closures/closure-calendar.ts';
import { requireCampaignManager } from './campaigns.policy.ts';
import { windowOf } from './campaigns.presenter.ts';
import { campaignPlaceRows, setCampaignStatus, type CampaignRow } from './campaigns.repository.ts';
import { campaignAnswer, visibleCampaign } from './campaigns.service.ts';
import { insertOutcomes } from './campaign-outcomes.repository.ts';
import { allocationWishOf, listWishRows } from './campaign-wishes.repository.ts';
import { closureSourcesOfFacilities, weeklyOpeningHours } from './campaign-week.repository.ts';
import type { UseCaseContext } from '../../use-case-context.ts';

/** What the domain allocation reads, from the campaign's places, closures and wishes. */
async function allocationInput(db: Database, campaign: CampaignRow): Promise<AllocationInput> {
  const period = { firstDay: campaign.useFrom, lastDay: campaign.useTo };
  const places = await campaignPlaceRows(db, campaign.id);
  const facilityIds = [...new Set(places.map((place) => place.facilityId))];
  const hours = await weeklyOpeningHours(
    db,
    places.map((place) => place.placeId),
    period,
  );
  const sources = await closureSourcesOfFacilities(db, facilityIds, period);
  const facilities = new Map<
    string,
    AllocationFacility & { places: AllocationFacility['places'][number][] }
  >();
  for (const place of places) {
    const facility = facilities.get(place.facilityId) ?? {
      id: place.facilityId,
      name: place.facilityName,
      commune: place.facilityCity,
      closures: closureCalendarOfSources(sources.get(place.facilityId)),
      places: [],
    };
    facility.places.push({
      id: place.placeId,
      name: place.placeName,
      placeTypeId: place.placeTypeId,
      capacity: place.capacity,
      openingHours: hours.get(place.placeId) ?? [],
    });
    facilities.set(place.facilityId, facility);
  }
  const wishes = (await listWishRows(db, campaign.id, {})).map(allocationWishOf);
  return {
    rules: {
      priorities: campaign.priorities as PriorityRule[],
      wishesPerOrganization: campaign.wishesPerOrganization,
    },
    period,
    facilities: [...facilities.values()],
    wishes,
  };
}

/**
 * POST /api/campaigns/{id}/allocation: once the window has closed, the domain allocation runs
 * over every wish and its outcomes are kept as each facility's proposal, in one transaction
 * under the campaign's row (no wish can change meanwhile).
 */
export async function allocateCampaignWishes(
  db: Database,
  context: UseCaseContext,
  campaignId: string,
): Promise<AllocationSummary> {
  const counts = await db.transaction(async (tx) => {
    const campaign = await visibleCampaign(tx, context.actor, campaignId, 'update');
    requireCampaignManager(context.actor, campaign);
    if (!mayAllocate(windowOf(campaign), context.now)) {
      const message =
        campaign.status === 'allocated' || campaign.status === 'published'
          ? CAMPAIGN_MESSAGES.alreadyAllocated
          : campaign.status === 'draft'
            ? CAMPAIGN_MESSAGES.notOpen
            : CAMPAIGN_MESSAGES.notYetClosed(campaign.applicationsCloseAt);
      throw new ValidationFailure([violation('status', message)]);
    }
    const { outcomes } = allocateCampaign(await allocationInput(tx, campaign));
    await insertOutcomes(
      tx,
      outcomes.map((outcome) => ({
        wishId: outcome.wishId,
        campaignId: campaign.id,
        facilityId: outcome.facilityId,
        status: outcome.status,
        placeId: outcome.placement?.placeId ?? null,
        weekDay: outcome.placement?.weekDay ?? null,
        startTime: outcome.placement?.startTime ?? null,
        endTime: outcome.placement?.endTime ?? null,
        explanation: outcome.explanation,
        cause: outcome.cause,
      })),
    );
    await setCampaignStatus(tx, campaign.id, 'allocated', context.now);
    const tally = { wishes: outcomes.length, allocated: 0, partly: 0, unmet: 0 };
    for (const outcome of outcomes) tally[outcome.status] += 1;
    await recordAuditEvent(tx, {
      entityType: 'campaign',
      entityId: campaign.id,
      actorUserId: context.actor.id,
      action: 'allocate',
      fromStatus: 'open',
      toStatus: 'allocated',
      changes: tally,
      occurredAt: context.now,
    });
    return tally;
  });
  const campaign = await visibleCampaign(db, context.actor, campaignId);
  return {
    '@type': 'CampaignAllocation',
    campaign: campaignAnswer(campaign, context.actor, context.now),
    ...counts,
  };
}

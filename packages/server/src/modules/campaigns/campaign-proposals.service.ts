import type { Actor } from '@espaces/domain/access/actor';
import type { FacilityProposal, OverrideInput } from '@espaces/domain/api/campaigns';
import { idFromIri, iri } from '@espaces/domain/api/iri';
import { overlaps } from '@espaces/domain/availability/intervals';
import { overrideExplanation } from '@espaces/domain/campaign/allocation-explanations';
import type { WishOutcomeStatus } from '@espaces/domain/campaign/allocation-outcome';
import type { OutcomeDecision } from '@espaces/domain/campaign/campaign-lifecycle';
import { CAMPAIGN_MESSAGES } from '@espaces/domain/campaign/campaign-messages';
import { minutesOf } from '@espaces/domain/campaign/campaign-week';
import { fitsOpeningHours } from '@espaces/domain/campaign/wish-warnings';
import { DomainError, ValidationFailure, violation } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import {
  mayDecideFacilityProposal,
  requireProposalDecider,
  requireProposalReader,
} from './campaigns.policy.ts';
import { presentWish } from './campaigns.presenter.ts';
import { findCampaign, type CampaignRow } from './campaigns.repository.ts';
import {
  acceptProposedOutcomes,
  facilityOutcomes,
  findFacilityOfCampaign,
  findOutcome,
  otherPlacedOutcomes,
  overrideOutcome,
} from './campaign-outcomes.repository.ts';
import { findCampaignPlace, findWishRow, listWishRows } from './campaign-wishes.repository.ts';
import { weeklyOpeningHours } from './campaign-week.repository.ts';
import { campaignFacilities } from './campaign-publication.repository.ts';
import { publicationStates } from './campaign-waiting-list.ts';
import { mayPublishFacility } from '@espaces/domain/access/campaign-access';

// Each facility's part of an allocated campaign (docs/campaigns.md): its proposal, accepted
// whole or decided wish by wish by its admins and validators (or its territory's admin).

/** The campaign and the facility, 404 for a proposal the actor may not see. */
async function proposalScope(db: Database, actor: Actor, campaignId: string, facilityId: string) {
  const facility = await findFacilityOfCampaign(db, facilityId);
  const access = requireProposalReader(
    actor,
    facility && { facilityId: facility.id, territoryId: facility.territoryId },
  );
  const campaign = await findCampaign(db, campaignId);
  const inScope =
    campaign && (campaign.territoryId === null || campaign.territoryId === facility!.territoryId);
  if (!inScope) throw new DomainError('NOT_FOUND');
  return { campaign, facility: facility!, access };
}

function requireAllocated(campaign: CampaignRow) {
  if (campaign.status !== 'allocated') {
    const message =
      campaign.status === 'published'
        ? CAMPAIGN_MESSAGES.alreadyAllocated
        : CAMPAIGN_MESSAGES.notAllocated;
    throw new ValidationFailure([violation('campaign', message)]);
  }
}

/** GET /api/campaigns/{id}/facilities/{facilityId}/proposal */
export async function showFacilityProposal(
  db: Database,
  actor: Actor,
  campaignId: string,
  facilityId: string,
  now: Date,
): Promise<FacilityProposal> {
  const { campaign, facility, access } = await proposalScope(db, actor, campaignId, facilityId);
  if (campaign.status !== 'allocated' && campaign.status !== 'published') {
    throw new DomainError('CONFLICT', CAMPAIGN_MESSAGES.notAllocated);
  }
  const wishes = new Map(
    (await listWishRows(db, campaign.id, { facilityId })).map((wish) => [wish.id, wish]),
  );
  const outcomes = (await facilityOutcomes(db, campaign.id, facilityId))
    .filter((outcome) => wishes.has(outcome.wishId))
    .sort((a, b) => {
      const [wishA, wishB] = [wishes.get(a.wishId)!, wishes.get(b.wishId)!];
      return (
        wishA.weekDay - wishB.weekDay ||
        wishA.startTime.localeCompare(wishB.startTime) ||
        wishA.organizationName.localeCompare(wishB.organizationName, 'fr') ||
        wishA.id.localeCompare(wishB.id)
      );
    });
  const decides = mayDecideFacilityProposal(actor, access) && campaign.status === 'allocated';
  const publication = (await campaignFacilities(db, campaign.id)).find(
    (row) => row.id === facility.id,
  );
  const published = await publicationStates(db, campaign, [...wishes.values()], now);
  return {
    '@type': 'FacilityProposal',
    campaign: iri('campaigns', campaign.id),
    facility: { '@id': iri('facilities', facility.id), id: facility.id, name: facility.name },
    outcomes: outcomes.map((outcome) => {
      const {
        warnings: _warnings,
        _abilities,
        ...wish
      } = presentWish(
        wishes.get(outcome.wishId)!,
        [],
        { edit: false },
        published.get(outcome.wishId) ?? null,
      );
      return {
        wish,
        status: outcome.status as WishOutcomeStatus,
        placement:
          outcome.placeId === null
            ? null
            : {
                place: {
                  '@id': iri('places', outcome.placeId),
                  id: outcome.placeId,
                  name: outcome.placeName ?? '',
                },
                weekDay: outcome.weekDay!,
                startTime: outcome.startTime!,
                endTime: outcome.endTime!,
              },
        explanation: outcome.explanation,
        decision: outcome.decision as OutcomeDecision,
      };
    }),
    publishedAt: publication?.publishedAt?.toISOString() ?? null,
    _abilities: {
      accept: decides,
      override: decides,
      publish:
        publication !== undefined &&
        publication.publishedAt === null &&
        publication.undecided === 0 &&
        mayPublishFacility(actor, access),
    },
  };
}

/** POST …/proposal/acceptance: every outcome still proposed is accepted as it stands. */
export async function acceptFacilityProposal(
  db: Database,
  actor: Actor,
  campaignId: string,
  facilityId: string,
  now: Date,
): Promise<FacilityProposal> {
  await db.transaction(async (tx) => {
    const { campaign, access } = await proposalScope(tx, actor, campaignId, facilityId);
    requireProposalDecider(actor, access);
    requireAllocated((await findCampaign(tx, campaign.id, 'share'))!);
    const accepted = await acceptProposedOutcomes(tx, campaign.id, facilityId, {
      userId: actor.id,
      at: now,
    });
    await recordAuditEvent(tx, {
      entityType: 'campaign',
      entityId: campaign.id,
      actorUserId: actor.id,
      action: 'accept_proposal',
      changes: { facilityId, accepted },
      occurredAt: now,
    });
  });
  return showFacilityProposal(db, actor, campaignId, facilityId, now);
}

/**
 * PUT /api/campaign_wishes/{id}/outcome: the facility decides this wish itself. A placement
 * stays on a place of the campaign in the wish's facility, on its week day, inside the place's
 * opening hours and clear of every other placed outcome of that place (checked under the
 * campaign's row, so two decisions never overlap).
 */
export async function overrideWishOutcome(
  db: Database,
  actor: Actor,
  wishId: string,
  input: OverrideInput,
  now: Date,
): Promise<FacilityProposal> {
  const found = await findOutcome(db, wishId);
  if (!found) throw new DomainError('NOT_FOUND');
  const { outcome } = found;
  await db.transaction(async (tx) => {
    const { campaign, access } = await proposalScope(
      tx,
      actor,
      outcome.campaignId,
      outcome.facilityId,
    );
    requireProposalDecider(actor, access);
    requireAllocated((await findCampaign(tx, campaign.id, 'update'))!);
    const wish = (await findWishRow(tx, wishId))!;
    let placement: {
      placeId: string;
      placeName: string;
      startTime: string;
      endTime: string;
    } | null = null;
    if (input.status !== 'unmet') {
      const placeId = idFromIri(input.place!)!;
      const place = await findCampaignPlace(tx, campaign.id, placeId);
      if (!place || place.facilityId !== outcome.facilityId) {
        throw new ValidationFailure([violation('place', CAMPAIGN_MESSAGES.wishPlaceUnknown)]);
      }
      const slot = { weekDay: wish.weekDay, startTime: input.startTime!, endTime: input.endTime! };
      const period = { firstDay: campaign.useFrom, lastDay: campaign.useTo };
      const hours = (await weeklyOpeningHours(tx, [placeId], period)).get(placeId) ?? [];
      if (!fitsOpeningHours(slot, [hours])) {
        throw new ValidationFailure([
          violation('startTime', CAMPAIGN_MESSAGES.overrideOutsideOpening),
        ]);
      }
      const range = { start: minutesOf(slot.startTime)!, end: minutesOf(slot.endTime)! };
      const others = await otherPlacedOutcomes(tx, campaign.id, placeId, wish.weekDay, wishId);
      const clash = others.find((other) =>
        overlaps(range, { start: minutesOf(other.startTime!)!, end: minutesOf(other.endTime!)! }),
      );
      if (clash) {
        const holder = await findWishRow(tx, clash.wishId);
        throw new ValidationFailure([
          violation('startTime', CAMPAIGN_MESSAGES.overrideTaken(holder?.organizationName ?? '')),
        ]);
      }
      placement = {
        placeId,
        placeName: place.name,
        startTime: slot.startTime,
        endTime: slot.endTime,
      };
    }
    await overrideOutcome(
      tx,
      wishId,
      {
        status: input.status,
        placeId: placement?.placeId ?? null,
        weekDay: placement ? wish.weekDay : null,
        startTime: placement?.startTime ?? null,
        endTime: placement?.endTime ?? null,
        explanation: overrideExplanation(
          input.status,
          placement && { ...placement, weekDay: wish.weekDay },
        ),
        cause: { code: 'overridden' },
      },
      { userId: actor.id, at: now },
    );
    await recordAuditEvent(tx, {
      entityType: 'campaign_wish',
      entityId: wishId,
      actorUserId: actor.id,
      action: 'override_outcome',
      fromStatus: outcome.status,
      toStatus: input.status,
      changes: placement ?? {},
      occurredAt: now,
    });
  });
  return showFacilityProposal(db, actor, outcome.campaignId, outcome.facilityId, now);
}

import { mayPublishFacility } from '@espaces/domain/access/campaign-access';
import type { Campaign, PublicationInput, Wish } from '@espaces/domain/api/campaigns';
import { iri } from '@espaces/domain/api/iri';
import { formatDate } from '@espaces/domain/locale/format';
import type { WishOutcomeStatus } from '@espaces/domain/campaign/allocation-outcome';
import { CAMPAIGN_MESSAGES } from '@espaces/domain/campaign/campaign-messages';
import {
  offerAnswerable,
  offerDeadline,
  publicationPlan,
  type OfferStatus,
} from '@espaces/domain/campaign/publication';
import { DomainError, ValidationFailure, violation } from '@espaces/domain/errors';
import { PG_EXCLUSION_VIOLATION, pgErrorOf, type Database } from '../../db/client.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { bookApprovedYearly } from '../bookings/approved-yearly-booking.ts';
import { organizationMemberEmails } from '../bookings/bookings.repository.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import type { UseCaseContext } from '../../use-case-context.ts';
import {
  placementLine,
  publicationSummaryMail,
  type MailPlacement,
  type PublishedWish,
} from './campaigns.mails.ts';
import { requireCampaignManager, requireWishFiler } from './campaigns.policy.ts';
import { findCampaign, type CampaignRow } from './campaigns.repository.ts';
import { campaignAnswer, visibleCampaign } from './campaigns.service.ts';
import { facilityOutcomes, type OutcomeRow } from './campaign-outcomes.repository.ts';
import {
  campaignFacilities,
  insertFacilityPublication,
  lockOutcome,
  markCampaignPublished,
  outcomesOfWishes,
  updateOutcomePublication,
  type CampaignFacilityRow,
} from './campaign-publication.repository.ts';
import { offerFreedSlots, periodInstants } from './campaign-waiting-list.ts';
import { answerWish } from './campaign-wishes.service.ts';
import { findWishRow, listWishRows, type WishRow } from './campaign-wishes.repository.ts';

type Told = PublishedWish & { organizationName: string };

// Publication of an allocated campaign (docs/campaigns.md#publication): each facility in its
// own transaction; the offers' answers; one summary e-mail per organisation.

/** The facilities a publication covers, once the actor may publish each of them. */
function publicationTargets(
  context: UseCaseContext,
  campaign: CampaignRow,
  facilities: readonly CampaignFacilityRow[],
  input: PublicationInput,
): CampaignFacilityRow[] {
  const { actor } = context;
  if (input.facilityId === undefined) {
    requireCampaignManager(actor, campaign);
    return [...facilities];
  }
  const facility = facilities.find((row) => row.id === input.facilityId);
  const scope = facility && { facilityId: facility.id, territoryId: facility.territoryId };
  // Who may publish a facility is who sees its proposal: to anyone else it is not there.
  if (!scope || !mayPublishFacility(actor, scope)) {
    throw new ValidationFailure([violation('facilityId', CAMPAIGN_MESSAGES.facilityNotInCampaign)]);
  }
  return [facility!];
}

const slotLabel = (placement: MailPlacement) => placementLine(placement);

/**
 * A wish allocated (or decided) with a placement becomes an approved yearly booking, in a
 * savepoint: when another booking holds a session (read under the place lock) or the exclusion
 * constraint refuses the slots (a request racing the publication), the savepoint alone is
 * undone and the wish waits, its explanation naming the slot lost.
 */
async function bookOutcome(
  tx: Database,
  context: UseCaseContext,
  campaign: CampaignRow,
  wish: WishRow,
  placement: MailPlacement & { placeId: string },
): Promise<{ bookingId: string; reference: string } | { note: string; noSession: boolean }> {
  const slot = slotLabel(placement);
  try {
    const result = await tx.transaction((savepoint) =>
      bookApprovedYearly(savepoint, context, {
        placeId: placement.placeId,
        organizationId: wish.organizationId,
        query: {
          weekDay: placement.weekDay,
          startTime: placement.startTime,
          endTime: placement.endTime,
        },
        period: periodInstants(campaign),
        activity: wish.activity,
        expectedAttendance: wish.participants,
        origin: {
          origin: CAMPAIGN_MESSAGES.bookingOrigin(campaign.name, wish.rank),
          campaign: iri('campaigns', campaign.id),
          campaignWish: iri('campaign_wishes', wish.id),
        },
      }),
    );
    if (result.booked) return { bookingId: result.bookingId, reference: result.reference };
    if (result.firstTaken === null) {
      return { note: CAMPAIGN_MESSAGES.noSessionLeft(slot), noSession: true };
    }
    return {
      note: CAMPAIGN_MESSAGES.slotLost(slot, formatDate(result.firstTaken)),
      noSession: false,
    };
  } catch (error) {
    if (pgErrorOf(error).code === PG_EXCLUSION_VIOLATION) {
      return { note: CAMPAIGN_MESSAGES.slotLostInRace(slot), noSession: false };
    }
    throw error;
  }
}

const placementOf = (outcome: OutcomeRow, wish: WishRow) =>
  outcome.placeId === null
    ? null
    : {
        placeId: outcome.placeId,
        placeName: outcome.placeName ?? '',
        weekDay: wish.weekDay,
        startTime: outcome.startTime!,
        endTime: outcome.endTime!,
      };

/**
 * One facility's publication, in one transaction under the campaign's row (shared: no
 * decision changes meanwhile): marked published once (a second publication finds it so and
 * does nothing), then each outcome booked, offered or put on the waiting list. Returns what
 * the organisations' e-mails say.
 */
async function publishFacility(
  db: Database,
  context: UseCaseContext,
  campaignId: string,
  facility: CampaignFacilityRow,
): Promise<Map<string, Told[]>> {
  return db.transaction(async (tx) => {
    const campaign = (await findCampaign(tx, campaignId, 'share'))!;
    const told = new Map<string, Told[]>();
    if (campaign.status !== 'allocated' && campaign.status !== 'published') return told;
    const outcomes = await facilityOutcomes(tx, campaign.id, facility.id);
    if (outcomes.some((outcome) => outcome.decision === 'proposed')) {
      throw new ValidationFailure([
        violation('facilityId', CAMPAIGN_MESSAGES.proposalUndecided(facility.name)),
      ]);
    }
    const first = await insertFacilityPublication(tx, {
      campaignId: campaign.id,
      facilityId: facility.id,
      publishedAt: context.now,
      publishedByUserId: context.actor.id,
    });
    if (!first) return told;
    const wishes = new Map(
      (await listWishRows(tx, campaign.id, { facilityId: facility.id })).map((w) => [w.id, w]),
    );
    const tally = { booked: 0, offered: 0, waiting: 0 };
    const deadline = offerDeadline(context.now);
    for (const outcome of [...outcomes].sort((a, b) => a.wishId.localeCompare(b.wishId))) {
      const wish = wishes.get(outcome.wishId);
      if (!wish) continue;
      const placement = placementOf(outcome, wish);
      const plan = publicationPlan({ status: outcome.status as WishOutcomeStatus });
      let said: PublishedWish['outcome'];
      if (plan === 'book' && placement) {
        const booked = await bookOutcome(tx, context, campaign, wish, placement);
        if ('bookingId' in booked) {
          await updateOutcomePublication(tx, wish.id, {
            publication: 'booked',
            bookingId: booked.bookingId,
          });
          said = { kind: 'booked', reference: booked.reference };
        } else {
          await updateOutcomePublication(tx, wish.id, {
            publication: 'waiting',
            waitingSince: context.now,
            publicationNote: booked.note,
          });
          said = { kind: 'waiting', explanation: booked.note };
        }
      } else if (plan === 'offer' && placement) {
        await updateOutcomePublication(tx, wish.id, {
          publication: 'offered',
          offerStatus: 'pending',
          offerDeadline: deadline,
          offerPlaceId: placement.placeId,
          offerStartTime: placement.startTime,
          offerEndTime: placement.endTime,
        });
        said = { kind: 'offered', placement, deadline };
      } else {
        await updateOutcomePublication(tx, wish.id, {
          publication: 'waiting',
          waitingSince: context.now,
        });
        said = { kind: 'waiting', explanation: outcome.explanation };
      }
      tally[said.kind] += 1;
      told.set(wish.organizationId, [
        ...(told.get(wish.organizationId) ?? []),
        { ...wish, outcome: said },
      ]);
    }
    await recordAuditEvent(tx, {
      entityType: 'campaign',
      entityId: campaign.id,
      actorUserId: context.actor.id,
      action: 'publish_facility',
      changes: { facilityId: facility.id, ...tally },
      occurredAt: context.now,
    });
    const all = await campaignFacilities(tx, campaign.id);
    if (campaign.status === 'allocated' && all.every((row) => row.publishedAt !== null)) {
      await markCampaignPublished(tx, campaign.id);
      await recordAuditEvent(tx, {
        entityType: 'campaign',
        entityId: campaign.id,
        actorUserId: context.actor.id,
        action: 'publish',
        fromStatus: 'allocated',
        toStatus: 'published',
        occurredAt: context.now,
      });
    }
    return told;
  });
}

/**
 * POST /api/campaigns/{id}/publication: every facility of the campaign (its managers) or one
 * (also its own admins), each in its own transaction; a facility whose proposal is not decided
 * refuses the whole call before anything is published. Then one e-mail per organisation lists
 * what became of each of its wishes published by the call.
 */
export async function publishCampaign(
  db: Database,
  context: UseCaseContext,
  campaignId: string,
  input: PublicationInput,
): Promise<Campaign> {
  const campaign = await visibleCampaign(db, context.actor, campaignId);
  if (campaign.status !== 'allocated' && campaign.status !== 'published') {
    throw new ValidationFailure([violation('campaign', CAMPAIGN_MESSAGES.notAllocated)]);
  }
  const facilities = await campaignFacilities(db, campaign.id);
  const targets = publicationTargets(context, campaign, facilities, input).filter(
    (facility) => facility.publishedAt === null,
  );
  const undecided = targets.filter((facility) => facility.undecided > 0);
  if (undecided.length > 0) {
    throw new ValidationFailure(
      undecided.map((facility) =>
        violation('facilityId', CAMPAIGN_MESSAGES.proposalUndecided(facility.name)),
      ),
    );
  }
  const told = new Map<string, Told[]>();
  for (const facility of targets) {
    for (const [organizationId, wishes] of await publishFacility(
      db,
      context,
      campaign.id,
      facility,
    )) {
      told.set(organizationId, [...(told.get(organizationId) ?? []), ...wishes]);
    }
  }
  if (told.size > 0) {
    await db.transaction(async (tx) => {
      for (const [organizationId, wishes] of told) {
        const mail = publicationSummaryMail({
          appName: context.appName,
          appUrl: context.appUrl,
          campaignName: campaign.name,
          organizationName: wishes[0]!.organizationName,
          wishes,
        });
        for (const to of await organizationMemberEmails(tx, organizationId)) {
          await enqueueMail(tx, { to, ...mail }, context.now);
        }
      }
    });
  }
  return campaignAnswer(
    await visibleCampaign(db, context.actor, campaign.id),
    context.actor,
    context.now,
  );
}

/** The wish and its pending offer, 404 unless the asker's organisation filed it. */
async function ownOffer(tx: Database, context: UseCaseContext, wishId: string) {
  const { organizationId } = requireWishFiler(context.actor);
  const wish = await findWishRow(tx, wishId);
  if (!wish || wish.organizationId !== organizationId) throw new DomainError('NOT_FOUND');
  const campaign = (await findCampaign(tx, wish.campaignId, 'share'))!;
  const outcome = await lockOutcome(tx, wishId);
  const offer = {
    status: (outcome?.offerStatus ?? null) as OfferStatus | null,
    deadline: outcome?.offerDeadline ?? null,
  };
  if (!outcome || !offerAnswerable(offer, context.now)) {
    const expired = offer.status === 'pending' && offer.deadline !== null;
    throw new ValidationFailure([
      violation(
        'offer',
        expired ? CAMPAIGN_MESSAGES.offerExpired(offer.deadline!) : CAMPAIGN_MESSAGES.noOffer,
      ),
    ]);
  }
  const [named] = await outcomesOfWishes(tx, [wishId]);
  return { wish, campaign, outcome, placeName: named?.offerPlaceName ?? '' };
}

/**
 * POST /api/campaign_wishes/{id}/offer/acceptance: the organisation takes the offered slot,
 * which becomes an approved yearly booking at once; a slot another booking took meanwhile (or
 * no session left in the period) is a 422 and changes nothing (the offer stays until its
 * deadline).
 */
export async function acceptOffer(
  db: Database,
  context: UseCaseContext,
  wishId: string,
): Promise<Wish> {
  await db.transaction(async (tx) => {
    const { wish, campaign, outcome, placeName } = await ownOffer(tx, context, wishId);
    const placement = {
      placeId: outcome.offerPlaceId!,
      placeName,
      weekDay: wish.weekDay,
      startTime: outcome.offerStartTime!,
      endTime: outcome.offerEndTime!,
    };
    const booked = await bookOutcome(tx, context, campaign, wish, placement);
    if (!('bookingId' in booked)) {
      const message = booked.noSession
        ? CAMPAIGN_MESSAGES.offerNoSession
        : CAMPAIGN_MESSAGES.offerSlotTaken(slotLabel(placement));
      throw new ValidationFailure([violation('offer', message)]);
    }
    await updateOutcomePublication(tx, wishId, {
      publication: 'booked',
      offerStatus: 'accepted',
      bookingId: booked.bookingId,
    });
    await recordAuditEvent(tx, {
      entityType: 'campaign_wish',
      entityId: wishId,
      actorUserId: context.actor.id,
      action: 'accept_offer',
      changes: { booking: iri('bookings', booked.bookingId) },
      occurredAt: context.now,
    });
  });
  return answerWish(db, wishId, context.now);
}

/**
 * POST /api/campaign_wishes/{id}/offer/refusal: the organisation declines; the wish is closed
 * and the slot freed goes at once to the first waiting wish it fits.
 */
export async function declineOffer(
  db: Database,
  context: UseCaseContext,
  wishId: string,
): Promise<Wish> {
  await db.transaction(async (tx) => {
    const { campaign, outcome } = await ownOffer(tx, context, wishId);
    await updateOutcomePublication(tx, wishId, {
      publication: 'closed',
      offerStatus: 'declined',
    });
    await recordAuditEvent(tx, {
      entityType: 'campaign_wish',
      entityId: wishId,
      actorUserId: context.actor.id,
      action: 'decline_offer',
      occurredAt: context.now,
    });
    await offerFreedSlots(tx, campaign, outcome.facilityId, {
      appName: context.appName,
      appUrl: context.appUrl,
      now: context.now,
    });
  });
  return answerWish(db, wishId, context.now);
}

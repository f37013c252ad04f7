import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { WishPublicationState } from '@espaces/domain/api/campaigns';
import { iri } from '@espaces/domain/api/iri';
import { addDaysToDate, parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { minutesOf, timeOfMinutes } from '@espaces/domain/campaign/campaign-week';
import type { PriorityRule } from '@espaces/domain/campaign/campaign-rules';
import {
  freeWeeklyRanges,
  offerAnswerable,
  offerDeadline,
  waitingListOffers,
  weeklyRangeOfSlot,
  type OfferStatus,
  type WishPublication,
} from '@espaces/domain/campaign/publication';
import { priorityOrder, rankedWish } from '@espaces/domain/campaign/wish-priority';
import type { Database } from '../../db/client.ts';
import {
  bookingSlots,
  campaignFacilityPublications,
  campaignOutcomes,
  facilities,
} from '../../db/schema.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { organizationMemberEmails } from '../bookings/bookings.repository.ts';
import { waitingOfferMail } from './campaigns.mails.ts';
import { campaignPlaceRows, type CampaignRow } from './campaigns.repository.ts';
import {
  outcomesOfWishes,
  pendingOffers,
  updateOutcomePublication,
} from './campaign-publication.repository.ts';
import { allocationWishOf, listWishRows, type WishRow } from './campaign-wishes.repository.ts';
import { weeklyOpeningHours } from './campaign-week.repository.ts';

// The waiting list of a published facility (docs/campaigns.md#waiting-list): its waiting
// wishes in the allocation's priority order, offered the weekly hours that are free.

/** The campaign's period of use as instants: 00:00 of its first day to 24:00 of its last. */
export function periodInstants(campaign: CampaignRow) {
  return {
    from: parisWallClockToUtc(campaign.useFrom, '00:00'),
    to: parisWallClockToUtc(addDaysToDate(campaign.useTo, 1), '00:00'),
  };
}

/** The waiting wishes of a facility, first to be offered first. */
async function waitingWishes(db: Database, campaign: CampaignRow, facilityId: string) {
  const waiting = await db
    .select({ wishId: campaignOutcomes.wishId })
    .from(campaignOutcomes)
    .where(
      and(
        eq(campaignOutcomes.campaignId, campaign.id),
        eq(campaignOutcomes.facilityId, facilityId),
        eq(campaignOutcomes.publication, 'waiting'),
      ),
    );
  const ids = new Set(waiting.map((row) => row.wishId));
  const [facility] = await db
    .select({ city: facilities.city })
    .from(facilities)
    .where(eq(facilities.id, facilityId));
  const order = priorityOrder(campaign.priorities as PriorityRule[]);
  return (await listWishRows(db, campaign.id, { facilityId }))
    .filter((wish) => ids.has(wish.id))
    .map((wish) => ({
      row: wish,
      ranked: rankedWish(allocationWishOf(wish), facility?.city ?? ''),
    }))
    .sort((a, b) => order(a.ranked, b.ranked))
    .map(({ row }) => row);
}

/**
 * Offers the free weekly hours of a published facility to its waiting wishes, in their order
 * (domain `waitingListOffers`), each with a deadline and an e-mail to its organisation. Free:
 * inside the places' weekly opening hours, held by no active slot from now to the end of the
 * period nor by a pending offer. Run in the caller's transaction; returns how many were offered.
 */
export async function offerFreedSlots(
  tx: Database,
  campaign: CampaignRow,
  facilityId: string,
  app: { appName: string; appUrl: string; now: Date },
): Promise<number> {
  const waiting = await waitingWishes(tx, campaign, facilityId);
  if (waiting.length === 0) return 0;
  const places = (await campaignPlaceRows(tx, campaign.id)).filter(
    (place) => place.facilityId === facilityId,
  );
  const placeIds = places.map((place) => place.placeId);
  const period = periodInstants(campaign);
  const hours = await weeklyOpeningHours(tx, placeIds, {
    firstDay: campaign.useFrom,
    lastDay: campaign.useTo,
  });
  const from = new Date(Math.max(app.now.getTime(), period.from.getTime()));
  const held = await tx
    .select({
      placeId: bookingSlots.placeId,
      startDate: bookingSlots.startDate,
      endDate: bookingSlots.endDate,
    })
    .from(bookingSlots)
    .where(
      and(
        eq(bookingSlots.active, true),
        inArray(bookingSlots.placeId, placeIds),
        lt(bookingSlots.startDate, period.to),
        gt(bookingSlots.endDate, from),
      ),
    );
  const offered = (await pendingOffers(tx, campaign.id, facilityId)).map((offer) => ({
    placeId: offer.placeId!,
    weekDay: offer.weekDay,
    start: minutesOf(offer.startTime!)!,
    end: minutesOf(offer.endTime!)!,
  }));
  const free = freeWeeklyRanges(
    places.map((place) => ({
      placeId: place.placeId,
      placeTypeId: place.placeTypeId,
      openingHours: hours.get(place.placeId) ?? [],
    })),
    [...held.map((slot) => weeklyRangeOfSlot({ ...slot, placeId: slot.placeId! })), ...offered],
  );
  const offers = waitingListOffers(
    waiting.map((wish) => ({
      id: wish.id,
      placeId: wish.placeId,
      placeTypeId: wish.placeTypeId,
      weekDay: wish.weekDay,
      start: minutesOf(wish.startTime)!,
      end: minutesOf(wish.endTime)!,
      minimumMinutes: wish.minimumMinutes,
    })),
    free,
  );
  const deadline = offerDeadline(app.now);
  for (const offer of offers) {
    const wish = waiting.find((row) => row.id === offer.wishId)!;
    const place = places.find((row) => row.placeId === offer.placeId)!;
    const placement = {
      placeName: place.placeName,
      weekDay: offer.weekDay,
      startTime: timeOfMinutes(offer.start),
      endTime: timeOfMinutes(offer.end),
    };
    await updateOutcomePublication(tx, wish.id, {
      publication: 'offered',
      offerStatus: 'pending',
      offerDeadline: deadline,
      offerPlaceId: offer.placeId,
      offerStartTime: placement.startTime,
      offerEndTime: placement.endTime,
    });
    const mail = waitingOfferMail({
      appName: app.appName,
      appUrl: app.appUrl,
      campaignName: campaign.name,
      wish,
      placement,
      deadline,
    });
    for (const to of await organizationMemberEmails(tx, wish.organizationId)) {
      await enqueueMail(tx, { to, ...mail }, app.now);
    }
  }
  return offers.length;
}

/** What became of each wish after publication, keyed by wish id (absent before). */
export async function publicationStates(
  db: Database,
  campaign: CampaignRow,
  wishes: readonly WishRow[],
  now: Date,
): Promise<Map<string, WishPublicationState>> {
  const states = new Map<string, WishPublicationState>();
  const rows = await outcomesOfWishes(
    db,
    wishes.map((wish) => wish.id),
  );
  const published = rows.filter(({ outcome }) => outcome.publication !== null);
  if (published.length === 0) return states;
  const publishedAt = await facilityPublicationInstants(db, campaign.id);
  const ranks = new Map<string, number>();
  const waitingFacilities = new Set(
    published
      .filter(({ outcome }) => outcome.publication === 'waiting')
      .map(({ outcome }) => outcome.facilityId),
  );
  for (const facilityId of waitingFacilities) {
    (await waitingWishes(db, campaign, facilityId)).forEach((wish, index) =>
      ranks.set(wish.id, index + 1),
    );
  }
  const weekDays = new Map(wishes.map((wish) => [wish.id, wish.weekDay]));
  for (const { outcome, offerPlaceName } of published) {
    const offerStatus = outcome.offerStatus as OfferStatus | null;
    states.set(outcome.wishId, {
      status: outcome.publication as WishPublication,
      publishedAt: (publishedAt.get(outcome.facilityId) ?? now).toISOString(),
      explanation: outcome.publicationNote ?? outcome.explanation,
      booking: outcome.bookingId === null ? null : iri('bookings', outcome.bookingId),
      bookingId: outcome.bookingId,
      waitingRank: ranks.get(outcome.wishId) ?? null,
      offer:
        offerStatus === null
          ? null
          : {
              status: offerStatus,
              deadline: outcome.offerDeadline!.toISOString(),
              placement: {
                place: {
                  '@id': iri('places', outcome.offerPlaceId!),
                  id: outcome.offerPlaceId!,
                  name: offerPlaceName ?? '',
                },
                weekDay: weekDays.get(outcome.wishId)!,
                startTime: outcome.offerStartTime!,
                endTime: outcome.offerEndTime!,
              },
              answerable: offerAnswerable(
                { status: offerStatus, deadline: outcome.offerDeadline },
                now,
              ),
            },
    });
  }
  return states;
}

async function facilityPublicationInstants(db: Database, campaignId: string) {
  const rows = await db
    .select({
      facilityId: campaignFacilityPublications.facilityId,
      publishedAt: campaignFacilityPublications.publishedAt,
    })
    .from(campaignFacilityPublications)
    .where(eq(campaignFacilityPublications.campaignId, campaignId));
  return new Map(rows.map((row) => [row.facilityId, row.publishedAt]));
}

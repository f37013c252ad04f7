import type { Actor } from '@espaces/domain/access/actor';
import type { Wish, WishInput, WishOrder } from '@espaces/domain/api/campaigns';
import type { HydraCollection } from '@espaces/domain/api/hydra';
import { idFromIri } from '@espaces/domain/api/iri';
import { addDaysToDate, parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { acceptsWishes } from '@espaces/domain/campaign/campaign-lifecycle';
import { CAMPAIGN_MESSAGES } from '@espaces/domain/campaign/campaign-messages';
import { minutesOf } from '@espaces/domain/campaign/campaign-week';
import { DomainError, ValidationFailure, violation } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { organizationMemberEmails } from '../bookings/bookings.repository.ts';
import { wishesReceiptMail } from './campaigns.mails.ts';
import { requireWishFiler } from './campaigns.policy.ts';
import { presentWish, windowOf } from './campaigns.presenter.ts';
import { findCampaign, nextOpeningCampaign, type CampaignRow } from './campaigns.repository.ts';
import { visibleCampaign } from './campaigns.service.ts';
import {
  campaignPlacesOfType,
  deleteWishRow,
  findCampaignPlace,
  findWishRow,
  insertWishes,
  listWishRows,
  lockOrganizationWishes,
  renewableBookings,
  setWishRanks,
  updateWish,
  type WishRow,
} from './campaign-wishes.repository.ts';
import { warningsOfWishes } from './wish-context.ts';
import { publicationStates } from './campaign-waiting-list.ts';
import type { UseCaseContext } from '../../use-case-context.ts';

// Use cases of an organisation's wishes (docs/campaigns.md), one transaction each: under the
// campaign's row (shared) and the organisation's (exclusive), the window is checked, the
// change written with its audit event and the receipt e-mail listing the wishes as they stand.

/** 422 outside the window, saying when it opens or, once closed, when the next one does. */
async function requireOpenWindow(db: Database, campaign: CampaignRow, now: Date) {
  if (acceptsWishes(windowOf(campaign), now)) return;
  if (campaign.status === 'open' && now < campaign.applicationsOpenAt) {
    throw new ValidationFailure([
      violation('campaign', CAMPAIGN_MESSAGES.opensOn(campaign.applicationsOpenAt)),
    ]);
  }
  const next = await nextOpeningCampaign(db, now);
  const closed =
    campaign.status === 'draft'
      ? CAMPAIGN_MESSAGES.notOpen
      : CAMPAIGN_MESSAGES.closedSince(campaign.applicationsCloseAt);
  const after = next
    ? CAMPAIGN_MESSAGES.nextWindow(next.name, next.applicationsOpenAt)
    : CAMPAIGN_MESSAGES.noNextWindow;
  throw new ValidationFailure([violation('campaign', `${closed} ${after}`)]);
}

interface WishTarget {
  facilityId: string;
  placeId: string | null;
  placeTypeId: string | null;
}

/** The place asked for must be one of the campaign's; a type, one it has in that facility. */
async function wishTarget(db: Database, campaignId: string, input: WishInput): Promise<WishTarget> {
  if (input.place !== null) {
    const place = await findCampaignPlace(db, campaignId, idFromIri(input.place)!);
    if (!place)
      throw new ValidationFailure([violation('place', CAMPAIGN_MESSAGES.wishPlaceUnknown)]);
    return { facilityId: place.facilityId, placeId: place.placeId, placeTypeId: null };
  }
  const facilityId = idFromIri(input.facility!)!;
  const placeTypeId = idFromIri(input.placeType!)!;
  const ofType = await campaignPlacesOfType(db, campaignId, facilityId, placeTypeId);
  if (ofType.length === 0) {
    throw new ValidationFailure([violation('placeType', CAMPAIGN_MESSAGES.wishTypeUnknown)]);
  }
  return { facilityId, placeId: null, placeTypeId };
}

const wishFields = (input: WishInput, target: WishTarget) => ({
  ...target,
  weekDay: input.weekDay,
  startTime: input.startTime,
  endTime: input.endTime,
  minimumMinutes: input.minimumDuration,
  participants: input.participants,
  activity: input.activity,
  youth: input.youth,
});

async function presentWishes(
  db: Database,
  campaign: CampaignRow,
  rows: readonly WishRow[],
  now: Date,
): Promise<Wish[]> {
  const warnings = await warningsOfWishes(db, campaign, rows);
  const editable = acceptsWishes(windowOf(campaign), now);
  const published = await publicationStates(db, campaign, rows, now);
  return rows.map((row) =>
    presentWish(row, warnings.get(row.id) ?? [], { edit: editable }, published.get(row.id) ?? null),
  );
}

/** The receipt: the organisation's wishes as they stand after the change. */
async function sendReceipt(
  tx: Database,
  context: UseCaseContext,
  campaign: CampaignRow,
  organizationId: string,
) {
  const wishes = await listWishRows(tx, campaign.id, { organizationId });
  const organizationName = wishes[0]?.organizationName ?? '';
  const mail = wishesReceiptMail({
    appName: context.appName,
    campaignName: campaign.name,
    organizationName,
    closesAt: campaign.applicationsCloseAt,
    wishes,
    now: context.now,
  });
  for (const to of await organizationMemberEmails(tx, organizationId)) {
    await enqueueMail(tx, { to, ...mail }, context.now);
  }
}

/**
 * One change of an organisation's wishes: the campaign visible and open, the organisation's
 * wishes locked, then `change`, its audit event and the receipt.
 */
async function changeWishes<T>(
  db: Database,
  context: UseCaseContext,
  campaignId: string,
  action: string,
  change: (tx: Database, campaign: CampaignRow, organizationId: string) => Promise<T>,
): Promise<T> {
  const { organizationId } = requireWishFiler(context.actor);
  return db.transaction(async (tx) => {
    const campaign = await visibleCampaign(tx, context.actor, campaignId, 'share');
    await requireOpenWindow(tx, campaign, context.now);
    await lockOrganizationWishes(tx, organizationId);
    const result = await change(tx, campaign, organizationId);
    await recordAuditEvent(tx, {
      entityType: 'campaign',
      entityId: campaign.id,
      actorUserId: context.actor.id,
      action,
      changes: { organizationId },
      occurredAt: context.now,
    });
    await sendReceipt(tx, context, campaign, organizationId);
    return result;
  });
}

/** GET /api/campaigns/{id}/wishes: the organisation's own wishes, in its order. */
export async function listOwnWishes(
  db: Database,
  actor: Actor,
  campaignId: string,
  now: Date,
): Promise<HydraCollection<Wish>> {
  const { organizationId } = requireWishFiler(actor);
  const campaign = await visibleCampaign(db, actor, campaignId);
  const rows = await listWishRows(db, campaign.id, { organizationId });
  const members = await presentWishes(db, campaign, rows, now);
  return {
    '@id': `/api/campaigns/${campaign.id}/wishes`,
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': members.length,
  };
}

/** A wish as its organisation reads it. */
export async function answerWish(db: Database, wishId: string, now: Date): Promise<Wish> {
  const row = (await findWishRow(db, wishId))!;
  const campaign = (await findCampaign(db, row.campaignId))!;
  const [wish] = await presentWishes(db, campaign, [row], now);
  return wish!;
}

/** POST /api/campaigns/{id}/wishes: a new wish, last in the organisation's order. */
export async function fileWish(
  db: Database,
  context: UseCaseContext,
  campaignId: string,
  input: WishInput,
): Promise<Wish> {
  const wishId = await changeWishes(
    db,
    context,
    campaignId,
    'file_wish',
    async (tx, campaign, organizationId) => {
      const existing = await listWishRows(tx, campaign.id, { organizationId });
      if (existing.length >= campaign.wishesPerOrganization) {
        throw new ValidationFailure([
          violation('campaign', CAMPAIGN_MESSAGES.tooManyWishes(campaign.wishesPerOrganization)),
        ]);
      }
      const target = await wishTarget(tx, campaign.id, input);
      const [id] = await insertWishes(tx, [
        {
          campaignId: campaign.id,
          organizationId,
          rank: existing.length + 1,
          ...wishFields(input, target),
          appliedAt: context.now,
          updatedAt: context.now,
        },
      ]);
      return id!;
    },
  );
  return answerWish(db, wishId, context.now);
}

/** The organisation's own wish, else 404. */
async function ownWish(db: Database, actor: Actor, wishId: string): Promise<WishRow> {
  const { organizationId } = requireWishFiler(actor);
  const wish = await findWishRow(db, wishId);
  if (!wish || wish.organizationId !== organizationId) throw new DomainError('NOT_FOUND');
  return wish;
}

/**
 * PUT /api/campaign_wishes/{id}: the wish changes and dates from now (its application date is
 * that of its last change); it stays a renewal only on the same place, day and hours.
 */
export async function editWish(
  db: Database,
  context: UseCaseContext,
  wishId: string,
  input: WishInput,
): Promise<Wish> {
  const before = await ownWish(db, context.actor, wishId);
  await changeWishes(db, context, before.campaignId, 'edit_wish', async (tx, campaign) => {
    const wish = await ownWish(tx, context.actor, wishId);
    const fields = wishFields(input, await wishTarget(tx, campaign.id, input));
    const sameSlot =
      fields.placeId === wish.placeId &&
      fields.weekDay === wish.weekDay &&
      fields.startTime === wish.startTime &&
      fields.endTime === wish.endTime;
    await updateWish(tx, wish.id, {
      ...fields,
      renewal: wish.renewal && sameSlot,
      renewedBookingId: sameSlot ? wish.renewedBookingId : null,
      appliedAt: context.now,
      updatedAt: context.now,
    });
  });
  return answerWish(db, wishId, context.now);
}

/** DELETE /api/campaign_wishes/{id}: the later wishes move up. */
export async function withdrawWish(
  db: Database,
  context: UseCaseContext,
  wishId: string,
): Promise<void> {
  const before = await ownWish(db, context.actor, wishId);
  await changeWishes(db, context, before.campaignId, 'withdraw_wish', async (tx) => {
    await deleteWishRow(tx, await ownWish(tx, context.actor, wishId));
  });
}

/** PUT /api/campaigns/{id}/wish-order: every wish of the organisation, once, in its new order. */
export async function orderWishes(
  db: Database,
  context: UseCaseContext,
  campaignId: string,
  input: WishOrder,
): Promise<HydraCollection<Wish>> {
  await changeWishes(
    db,
    context,
    campaignId,
    'order_wishes',
    async (tx, campaign, organizationId) => {
      const current = await listWishRows(tx, campaign.id, { organizationId });
      const ordered = input.wishes.map((wish) => idFromIri(wish)!);
      const same =
        ordered.length === current.length &&
        new Set(ordered).size === ordered.length &&
        current.every((wish) => ordered.includes(wish.id));
      if (!same) throw new ValidationFailure([violation('wishes', CAMPAIGN_MESSAGES.wishOrder)]);
      await setWishRanks(tx, ordered, context.now);
    },
  );
  return listOwnWishes(db, context.actor, campaignId, context.now);
}

/**
 * POST /api/campaigns/{id}/renewals: last year's weekly bookings of the organisation on the
 * campaign's places become wishes (renewals), after its own, within its number of wishes.
 */
export async function renewWeeklyBookings(
  db: Database,
  context: UseCaseContext,
  campaignId: string,
): Promise<HydraCollection<Wish>> {
  await changeWishes(
    db,
    context,
    campaignId,
    'renew_wishes',
    async (tx, campaign, organizationId) => {
      const existing = await listWishRows(tx, campaign.id, { organizationId });
      const room = campaign.wishesPerOrganization - existing.length;
      const since = parisWallClockToUtc(addDaysToDate(campaign.useFrom, -365), '00:00');
      const renewable = (await renewableBookings(tx, campaign.id, organizationId, since)).slice(
        0,
        Math.max(0, room),
      );
      await insertWishes(
        tx,
        renewable.map((booking, index) => {
          const length = minutesOf(booking.endTime!)! - minutesOf(booking.startTime!)!;
          return {
            campaignId: campaign.id,
            organizationId,
            rank: existing.length + index + 1,
            facilityId: booking.facilityId,
            placeId: booking.placeId,
            weekDay: booking.weekDay!,
            startTime: booking.startTime!,
            endTime: booking.endTime!,
            minimumMinutes: length,
            participants: Math.max(1, booking.expectedAttendance ?? 1),
            activity: booking.activity.trim() === '' ? 'Renouvellement' : booking.activity,
            renewal: true,
            renewedBookingId: booking.bookingId,
            appliedAt: context.now,
            updatedAt: context.now,
          };
        }),
      );
    },
  );
  return listOwnWishes(db, context.actor, campaignId, context.now);
}

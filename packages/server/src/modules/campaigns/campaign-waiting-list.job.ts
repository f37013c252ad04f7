import { parisDateOf } from '@espaces/domain/availability/paris-time';
import type { Database } from '../../db/client.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { findCampaign } from './campaigns.repository.ts';
import {
  claimExpiredOffers,
  facilitiesWithWaitingWishes,
  updateOutcomePublication,
} from './campaign-publication.repository.ts';
import { offerFreedSlots } from './campaign-waiting-list.ts';

/**
 * The waiting lists' pass (docs/campaigns.md#waiting-list), every minute with the other
 * scheduled jobs: offers past their deadline expire (the wish is closed, its slot freed), then
 * each published facility still in use offers its free weekly hours to its waiting wishes — a
 * slot freed by a cancellation, a withdrawal, a declined or an expired offer reaches the first
 * waiting wish that fits it within a minute. Expiries in one transaction (rows claimed
 * `FOR UPDATE SKIP LOCKED`), then one per facility under the campaign's row.
 */
export async function passCampaignWaitingLists(
  db: Database,
  now: Date,
  app: { appName: string; appUrl: string },
): Promise<{ expired: number; offered: number }> {
  const expired = await db.transaction(async (tx) => {
    const claimed = await claimExpiredOffers(tx, now);
    for (const offer of claimed) {
      await updateOutcomePublication(tx, offer.wishId, {
        publication: 'closed',
        offerStatus: 'expired',
      });
      await recordAuditEvent(tx, {
        entityType: 'campaign_wish',
        entityId: offer.wishId,
        actorUserId: null,
        action: 'expire_offer',
        occurredAt: now,
      });
    }
    return claimed.length;
  });
  let offered = 0;
  for (const { campaignId, facilityId } of await facilitiesWithWaitingWishes(
    db,
    parisDateOf(now),
  )) {
    offered += await db.transaction(async (tx) => {
      const campaign = (await findCampaign(tx, campaignId, 'share'))!;
      return offerFreedSlots(tx, campaign, facilityId, { ...app, now });
    });
  }
  return { expired, offered };
}

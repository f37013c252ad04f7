import type { Actor } from '@espaces/domain/access/actor';
import type { Campaign, CampaignInput } from '@espaces/domain/api/campaigns';
import type { Pagination } from '@espaces/domain/api/collection-params';
import type { HydraCollection } from '@espaces/domain/api/hydra';
import { idFromIri } from '@espaces/domain/api/iri';
import { addDaysToDate, parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { maySeeCampaign } from '@espaces/domain/access/campaign-access';
import { CAMPAIGN_MESSAGES } from '@espaces/domain/campaign/campaign-messages';
import { ValidationFailure, violation } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { hydraCollection, pageWindow } from '../../http/collections.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { outboxMailsToSelected } from '../mail/mail.repository.ts';
import { campaignOpenedMail } from './campaigns.mails.ts';
import {
  mayFileWishes,
  mayManageCampaign,
  requireCampaignCreator,
  requireCampaignManager,
  requireVisibleCampaign,
} from './campaigns.policy.ts';
import { presentCampaign } from './campaigns.presenter.ts';
import {
  findCampaign,
  findTerritory,
  insertCampaign,
  listCampaignRows,
  publishedPlacesInScope,
  scopeOrganizationMembers,
  setCampaignStatus,
  type CampaignRow,
} from './campaigns.repository.ts';
import type { UseCaseContext } from '../../use-case-context.ts';

// Use cases of the campaigns themselves (docs/campaigns.md), one transaction each.

export const campaignAnswer = (row: CampaignRow, actor: Actor, now: Date): Campaign =>
  presentCampaign(row, now, {
    manage: mayManageCampaign(actor, row),
    fileWishes: mayFileWishes(actor),
  });

/** POST /api/campaigns: a draft, with its places (by default every published one in scope). */
export async function createCampaign(
  db: Database,
  context: UseCaseContext,
  input: CampaignInput,
): Promise<Campaign> {
  const territoryId = input.territory === null ? null : idFromIri(input.territory);
  requireCampaignCreator(context.actor, territoryId);
  if (territoryId !== null && !(await findTerritory(db, territoryId))) {
    throw new ValidationFailure([violation('territory', CAMPAIGN_MESSAGES.territoryUnknown)]);
  }
  let placeIds: string[] | null = null;
  if (input.places !== undefined) {
    const asked = [...new Set(input.places.map((place) => idFromIri(place)!))];
    placeIds = await publishedPlacesInScope(db, territoryId, asked);
    if (placeIds.length !== asked.length) {
      throw new ValidationFailure([violation('places', CAMPAIGN_MESSAGES.placeNotInScope)]);
    }
  }
  const campaignId = await db.transaction(async (tx) => {
    const id = await insertCampaign(
      tx,
      {
        name: input.name,
        territoryId,
        useFrom: input.useFrom,
        useTo: input.useTo,
        applicationsFrom: input.applicationsFrom,
        applicationsTo: input.applicationsTo,
        applicationsOpenAt: parisWallClockToUtc(input.applicationsFrom, '00:00'),
        applicationsCloseAt: parisWallClockToUtc(addDaysToDate(input.applicationsTo, 1), '00:00'),
        publicationDate: input.publicationDate,
        priorities: [...input.priorities],
        wishesPerOrganization: input.wishesPerOrganization,
        createdByUserId: context.actor.id,
        createdAt: context.now,
      },
      placeIds,
    );
    const created = await findCampaign(tx, id);
    if (created!.placeCount === 0) {
      throw new ValidationFailure([violation('places', CAMPAIGN_MESSAGES.noPublishedPlace)]);
    }
    await recordAuditEvent(tx, {
      entityType: 'campaign',
      entityId: id,
      actorUserId: context.actor.id,
      action: 'create',
      toStatus: 'draft',
      changes: { name: input.name, territoryId, places: created!.placeCount },
      occurredAt: context.now,
    });
    return id;
  });
  return campaignAnswer((await findCampaign(db, campaignId))!, context.actor, context.now);
}

/** GET /api/campaigns: those the actor may see, newest period first. */
export async function listCampaigns(
  db: Database,
  actor: Actor,
  now: Date,
  pagination: Pagination,
  query: Record<string, unknown>,
): Promise<HydraCollection<Campaign>> {
  const visible = (await listCampaignRows(db)).filter((row) => maySeeCampaign(actor, row));
  const { limit, offset } = pageWindow(pagination);
  const page = visible.slice(offset, limit === undefined ? undefined : offset + limit);
  return hydraCollection(
    '/api/campaigns',
    query,
    page.map((row) => campaignAnswer(row, actor, now)),
    visible.length,
    pagination,
  );
}

export async function showCampaign(
  db: Database,
  actor: Actor,
  campaignId: string,
  now: Date,
): Promise<Campaign> {
  const row = requireVisibleCampaign(actor, await findCampaign(db, campaignId));
  return campaignAnswer(row, actor, now);
}

/**
 * POST /api/campaigns/{id}/open: the draft opens to wishes (from its opening day on) and every
 * validated organisation of its scope is told, in the same transaction.
 */
export async function openCampaign(
  db: Database,
  context: UseCaseContext,
  campaignId: string,
): Promise<Campaign> {
  await db.transaction(async (tx) => {
    const row = requireVisibleCampaign(context.actor, await findCampaign(tx, campaignId, 'update'));
    requireCampaignManager(context.actor, row);
    if (row.status !== 'draft') {
      throw new ValidationFailure([violation('status', CAMPAIGN_MESSAGES.notDraft)]);
    }
    if (context.now >= row.applicationsCloseAt) {
      throw new ValidationFailure([
        violation('applicationsTo', CAMPAIGN_MESSAGES.alreadyOpenedWindowPassed),
      ]);
    }
    await setCampaignStatus(tx, row.id, 'open', context.now);
    const mail = campaignOpenedMail({ ...context, ...row });
    await tx.execute(
      outboxMailsToSelected(scopeOrganizationMembers(tx, row.territoryId), {
        ...mail,
        createdAt: context.now,
        nextAttemptAt: context.now,
      }),
    );
    await recordAuditEvent(tx, {
      entityType: 'campaign',
      entityId: row.id,
      actorUserId: context.actor.id,
      action: 'open',
      fromStatus: 'draft',
      toStatus: 'open',
      occurredAt: context.now,
    });
  });
  return showCampaign(db, context.actor, campaignId, context.now);
}

/** 404 unless visible, then the campaign row (for the other use cases). */
export async function visibleCampaign(
  db: Database,
  actor: Actor,
  campaignId: string,
  lock?: 'update' | 'share',
): Promise<CampaignRow> {
  return requireVisibleCampaign(actor, await findCampaign(db, campaignId, lock));
}

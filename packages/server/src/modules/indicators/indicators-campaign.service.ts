import type { Actor } from '@espaces/domain/access/actor';
import { maySeeCampaign } from '@espaces/domain/access/campaign-access';
import type { CampaignFigures, CampaignIndicators } from '@espaces/domain/api/campaign-indicators';
import {
  campaignStatusAt,
  type StoredCampaignStatus,
} from '@espaces/domain/campaign/campaign-lifecycle';
import { DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import {
  campaignFigureRows,
  findIndicatorCampaign,
  type CampaignFigureRow,
} from './indicators-campaign.repository.ts';
import type { IndicatorFilters } from './indicators-scope.ts';
import { count, ref } from './indicators.presenter.ts';
import { indicatorScope } from './indicators.service.ts';

function figuresOf(row: CampaignFigureRow | undefined, allocated: boolean): CampaignFigures {
  const outcome = (value: number | undefined) => (allocated ? count(value) : null);
  return {
    wishes: count(row?.wishes),
    met: outcome(row?.met),
    partlyMet: outcome(row?.partly_met),
    unmet: outcome(row?.unmet),
    awaitingDecision: outcome(row?.awaiting_decision),
  };
}

/**
 * GET /api/indicators/campaigns/{id} (docs/indicators.md#campaigns): staff only (403 as the
 * usage figures), a campaign they may see (404 otherwise), counted over the facilities of their
 * indicator scope.
 */
export async function campaignIndicators(
  db: Database,
  actor: Actor,
  campaignId: string,
  filters: IndicatorFilters,
  now: Date,
): Promise<CampaignIndicators> {
  const scope = indicatorScope(actor);
  const campaign = await findIndicatorCampaign(db, campaignId);
  if (!campaign || !maySeeCampaign(actor, campaign)) throw new DomainError('NOT_FOUND');
  const rows = await campaignFigureRows(db, campaign.id, scope, filters);
  const allocated = campaign.allocatedAt !== null;
  const atLevel = (level: number) => rows.filter((row) => Number(row.level) === level);
  return {
    '@id': `/api/indicators/campaigns/${campaign.id}`,
    '@type': 'CampaignIndicators',
    campaign: {
      ...ref('campaigns', campaign.id, campaign.name),
      status: campaignStatusAt(
        { ...campaign, status: campaign.status as StoredCampaignStatus },
        now,
      ),
      useFrom: campaign.useFrom,
      useTo: campaign.useTo,
      allocated,
    },
    totals: figuresOf(atLevel(3)[0], allocated),
    territories: atLevel(1).map((row) => ({
      ...figuresOf(row, allocated),
      territory: ref('territories', row.territory_id, row.territory_name),
    })),
    facilities: atLevel(0).map((row) => ({
      ...figuresOf(row, allocated),
      facility: ref('facilities', row.facility_id, row.facility_name),
      territory: ref('territories', row.territory_id, row.territory_name),
    })),
  };
}

import { eq, sql } from 'drizzle-orm';
import type { ListScope } from '@espaces/domain/access/list-scopes';
import type { Database } from '../../db/client.ts';
import { campaigns } from '../../db/schema.ts';
import {
  facilityCondition,
  placeTypeCondition,
  type IndicatorFilters,
} from './indicators-scope.ts';

// The campaign figures (docs/indicators.md#campaigns), read from the campaign tables directly:
// the campaigns module never depends on this one, nor this one on it.

export async function findIndicatorCampaign(db: Database, campaignId: string) {
  const [row] = await db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      territoryId: campaigns.territoryId,
      status: campaigns.status,
      useFrom: campaigns.useFrom,
      useTo: campaigns.useTo,
      applicationsOpenAt: campaigns.applicationsOpenAt,
      applicationsCloseAt: campaigns.applicationsCloseAt,
      allocatedAt: campaigns.allocatedAt,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row;
}

/** One row per facility (level 0), per territory (level 1) and the total (level 3). */
export interface CampaignFigureRow {
  level: 0 | 1 | 3;
  territory_id: string | null;
  territory_name: string | null;
  facility_id: string | null;
  facility_name: string | null;
  wishes: number;
  met: number;
  partly_met: number;
  unmet: number;
  awaiting_decision: number;
}

/**
 * The campaign's facilities the asker sees and the filter keeps — those of its places and those
 * wished for — with their wishes counted by outcome, in one statement; a facility without a
 * wish counts zero. The place type of a wish is the type it asks for, or its place's.
 */
export async function campaignFigureRows(
  db: Database,
  campaignId: string,
  scope: ListScope,
  filters: IndicatorFilters,
): Promise<CampaignFigureRow[]> {
  const campaign = sql`${campaignId}::uuid`;
  const result = await db.execute(sql`with campaign_facilities as (
      select p.facility_id
      from campaign_places cp
      join places p on p.id = cp.place_id
      where cp.campaign_id = ${campaign} and ${placeTypeCondition(sql`p.place_type_id`, filters)}
      union
      select w.facility_id
      from campaign_wishes w
      left join places p on p.id = w.place_id
      where w.campaign_id = ${campaign}
        and ${placeTypeCondition(sql`coalesce(w.place_type_id, p.place_type_id)`, filters)}
    ),
    seen_facilities as (
      select f.id, f.name, f.territory_id, t.name as territory_name
      from facilities f
      join territories t on t.id = f.territory_id
      where f.id in (select facility_id from campaign_facilities)
        and ${facilityCondition(scope, filters)}
    ),
    wish_outcomes as (
      select w.facility_id, o.status, o.decision
      from campaign_wishes w
      left join places p on p.id = w.place_id
      left join campaign_outcomes o on o.wish_id = w.id
      where w.campaign_id = ${campaign}
        and ${placeTypeCondition(sql`coalesce(w.place_type_id, p.place_type_id)`, filters)}
    )
    select grouping(f.territory_id, f.id) as level,
      f.territory_id, f.territory_name, f.id as facility_id, f.name as facility_name,
      count(w.facility_id)::int as wishes,
      (count(*) filter (where w.status = 'allocated'))::int as met,
      (count(*) filter (where w.status = 'partly'))::int as partly_met,
      (count(*) filter (where w.status = 'unmet'))::int as unmet,
      (count(*) filter (where w.decision = 'proposed'))::int as awaiting_decision
    from seen_facilities f
    left join wish_outcomes w on w.facility_id = f.id
    group by grouping sets (
      (f.territory_id, f.territory_name, f.id, f.name),
      (f.territory_id, f.territory_name),
      ()
    )
    order by level, f.territory_name, f.territory_id, f.name, f.id`);
  return (result as unknown as { rows: CampaignFigureRow[] }).rows;
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  cancellationCtes,
  organizationCtes,
  requestCtes,
} from './indicators-activity.repository.ts';
import { amountCtes, type AmountWindow } from './indicators-amounts.repository.ts';
import { selectionCtes, type IndicatorSelection } from './indicators-scope.ts';
import { heatmapCtes, monthCtes, usageCtes } from './indicators-usage.repository.ts';
import { versionCte, type DataVersion } from './indicators-version.repository.ts';
import type { IndicatorRows } from './indicators.presenter.ts';

// Every figure set in one statement: the places in scope and the period's pieces are read once
// (materialized CTEs) and each set comes back as a JSON array, so one round trip and one
// snapshot serve the whole report, and the version of the data it read.

const rowsOf = (name: string, order: string) =>
  sql.raw(`(select coalesce(json_agg(r order by ${order}), '[]'::json) from ${name} r)`);

/** The rows of the report; amounts only with a window (null: no figure by place type). */
export async function indicatorRows(
  db: Database,
  selection: IndicatorSelection,
  topOrganizations: number,
  amounts: AmountWindow | null,
): Promise<IndicatorRows & DataVersion> {
  const result = await db.execute(sql`with ${selectionCtes(selection)}, ${usageCtes(selection)},
    ${monthCtes}, ${heatmapCtes}, ${requestCtes(selection)}, ${cancellationCtes},
    ${organizationCtes(topOrganizations)}${amounts ? sql`, ${amountCtes(amounts)}` : sql``},
    ${versionCte}
    select (select version from data_version) as version, (select keys from data_version) as keys,
      ${rowsOf('usage_rows', 'r.level, r.territory_id, r.facility_id, r.place_id')} as usage,
      ${rowsOf('request_rows', 'r.level')} as requests,
      ${rowsOf('month_rows', 'r.month')} as months,
      ${rowsOf('heatmap_rows', 'r.week_day, r.hour')} as heatmap,
      ${rowsOf('organization_rows', 'r.booked_minutes desc, r.organization_name')} as organizations,
      ${rowsOf('cancellation_rows', 'r.cancelled_by, r.condition')} as cancellations,
      ${amounts ? rowsOf('amount_rows', 'r.level') : sql`null`} as amounts`);
  return (result as unknown as { rows: (IndicatorRows & DataVersion)[] }).rows[0]!;
}

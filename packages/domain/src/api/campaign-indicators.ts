import { z } from 'zod';
import { CAMPAIGN_STATUSES } from '../campaign/campaign-lifecycle.ts';
import { namedRef } from './fields.ts';

/**
 * GET /api/indicators/campaigns/{id} (docs/indicators.md#campaigns): where a campaign's wishes
 * stand, per facility, per territory and in total, over the facilities the asker sees. The
 * outcome counts are null until the allocation has run; afterwards they read each wish's outcome
 * as it stands now (proposed, accepted or decided otherwise by the facility).
 */
export const campaignFiguresSchema = z.object({
  wishes: z.number().int(),
  /** `allocated`: the hours asked for, or part of them of at least the minimum duration. */
  met: z.number().int().nullable(),
  /** `partly`: an alternative the same day. */
  partlyMet: z.number().int().nullable(),
  unmet: z.number().int().nullable(),
  /** Outcomes the facility has neither accepted nor changed yet. */
  awaitingDecision: z.number().int().nullable(),
});
export type CampaignFigures = z.infer<typeof campaignFiguresSchema>;

export const campaignIndicatorsSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('CampaignIndicators'),
  campaign: namedRef.extend({
    status: z.enum(CAMPAIGN_STATUSES),
    useFrom: z.iso.date(),
    useTo: z.iso.date(),
    /** Whether the allocation has run: before it, only the wishes are counted. */
    allocated: z.boolean(),
  }),
  totals: campaignFiguresSchema,
  territories: z.array(campaignFiguresSchema.extend({ territory: namedRef })),
  facilities: z.array(campaignFiguresSchema.extend({ facility: namedRef, territory: namedRef })),
});
export type CampaignIndicators = z.infer<typeof campaignIndicatorsSchema>;

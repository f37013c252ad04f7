/**
 * Rules of a yearly campaign (docs/campaigns.md):
 * - each organisation files at most `wishesPerOrganization` wishes, ranked by preference;
 * - wishes competing for a slot are settled by an ordered list of priorities that the
 *   campaign's creator chooses and orders: renewal of the previous year's slot, youth or
 *   school use, organisation from the facility's municipality, earliest filing date;
 * - when tied on these priorities: the wish ranked higher by its organisation, then the
 *   older one, then a fixed tie-break (the wish's id), so that the result never depends on
 *   the reading order.
 */
export const PRIORITY_RULES = ['renewal', 'youth', 'localOrganization', 'applicationDate'] as const;
export type PriorityRule = (typeof PRIORITY_RULES)[number];

export const PRIORITY_RULE_LABELS: Record<PriorityRule, string> = {
  renewal: 'Renouvellement du créneau de l’année précédente',
  youth: 'Usage jeunesse ou scolaire',
  localOrganization: 'Organisation de la commune de l’établissement',
  applicationDate: 'Date de dépôt la plus ancienne',
};

/** Beyond the creator's rules, what still separates two wishes (in this order). */
export type DecidingRule = PriorityRule | 'rank' | 'tieBreak';

export interface CampaignRules {
  /** Ordered, without repetition; may leave rules out. */
  priorities: readonly PriorityRule[];
  wishesPerOrganization: number;
}

export const MAX_WISHES_PER_ORGANIZATION = 20;

export const DEFAULT_CAMPAIGN_RULES: CampaignRules = {
  priorities: PRIORITY_RULES,
  wishesPerOrganization: 3,
};

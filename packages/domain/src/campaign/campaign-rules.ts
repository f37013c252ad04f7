/**
 * Règles d’une campagne annuelle (docs/campaigns.md) :
 * - chaque organisation dépose au plus `wishesPerOrganization` vœux, classés par préférence ;
 * - les vœux qui se disputent un créneau sont départagés par une liste ordonnée de priorités,
 *   que le créateur de la campagne choisit et ordonne : renouvellement du créneau de l’année
 *   précédente, usage jeunesse ou scolaire, organisation de la commune de l’établissement,
 *   date de dépôt la plus ancienne ;
 * - à égalité sur ces priorités : le vœu le mieux classé par son organisation, puis le plus
 *   ancien, puis un départage fixe (l’identifiant du vœu), pour que le résultat ne dépende
 *   jamais de l’ordre de lecture.
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

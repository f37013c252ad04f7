/**
 * Vie d’une campagne (docs/campaigns.md) :
 * - brouillon (`draft`) à sa création, puis ouverte (`open`) par son créateur : les
 *   organisations validées du périmètre en sont averties ;
 * - les vœux se déposent, se modifient, se classent et se retirent entre l’ouverture et la
 *   clôture de la période de dépôt (heure de Paris) ; après la clôture, la campagne est close
 *   (`closed`, lu de l’horloge, jamais écrit) ;
 * - une fois close, son créateur lance l’attribution (`allocated`) : chaque établissement
 *   accepte la proposition ou la corrige vœu par vœu ;
 * - publiée (`published`) : les vœux acceptés deviennent des réservations annuelles.
 */
export const CAMPAIGN_STATUSES = ['draft', 'open', 'closed', 'allocated', 'published'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** What the database keeps: `closed` is `open` past the closing instant. */
export type StoredCampaignStatus = Exclude<CampaignStatus, 'closed'>;

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Brouillon',
  open: 'Ouverte aux vœux',
  closed: 'Vœux clos',
  allocated: 'Attribution en cours',
  published: 'Publiée',
};

export interface CampaignWindow {
  status: StoredCampaignStatus;
  applicationsOpenAt: Date;
  applicationsCloseAt: Date;
}

export function campaignStatusAt(campaign: CampaignWindow, now: Date): CampaignStatus {
  if (campaign.status === 'open' && now >= campaign.applicationsCloseAt) return 'closed';
  return campaign.status;
}

/** Wishes are filed, changed, ordered and withdrawn only while the window is open. */
export function acceptsWishes(campaign: CampaignWindow, now: Date): boolean {
  return (
    campaign.status === 'open' &&
    campaign.applicationsOpenAt <= now &&
    now < campaign.applicationsCloseAt
  );
}

/** The allocation runs once the window has closed, and only once. */
export function mayAllocate(campaign: CampaignWindow, now: Date): boolean {
  return campaignStatusAt(campaign, now) === 'closed';
}

export const DECISIONS = ['proposed', 'accepted', 'overridden'] as const;
export type OutcomeDecision = (typeof DECISIONS)[number];

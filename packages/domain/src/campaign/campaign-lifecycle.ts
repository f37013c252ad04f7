/**
 * Life of a campaign (docs/campaigns.md):
 * - draft (`draft`) when created, then opened (`open`) by its creator: the validated
 *   organisations of its scope are notified;
 * - wishes are filed, changed, ranked and withdrawn between the opening and the close of
 *   the filing window (Paris time); after the close, the campaign is closed (`closed`, read
 *   from the clock, never written);
 * - once closed, its creator runs the allocation (`allocated`): each facility accepts the
 *   proposal or corrects it wish by wish;
 * - published (`published`): the accepted wishes become yearly bookings.
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

/**
 * The school years a period of use spans, as people name them (« 2027–2028 »): from the one of
 * its first day to the one of its last (a year runs from 1 September).
 */
export function schoolYearsOfUse(useFrom: string, useTo: string): string {
  const startOf = (day: string) => {
    const year = Number(day.slice(0, 4));
    return Number(day.slice(5, 7)) >= 9 ? year : year - 1;
  };
  return `${startOf(useFrom)}–${startOf(useTo) + 1}`;
}

import type { Actor } from '@espaces/domain/access/actor';
import { isCentral, isInstitutional, managedTerritoryIds } from '@espaces/domain/access/roles';
import type { Campaign } from '@espaces/domain/api/campaigns';
import { WEEK_DAYS } from '@espaces/domain/booking/booking-labels';
import { CAMPAIGN_SCREEN_MESSAGES } from '@espaces/domain/campaign/campaign-screen-messages';
import { formatDate } from '@espaces/domain/locale/format';

/** « Toute la région » or the territory's name. */
export const scopeLabel = (campaign: Pick<Campaign, 'territory'>): string =>
  campaign.territory?.name ?? 'Toute la région';

/** « du 01/03/2027 au 31/03/2027 » */
export const daysLabel = (from: string, to: string): string =>
  `du ${formatDate(from)} au ${formatDate(to)}`;

/** « Mardi » */
export const weekDayLabel = (weekDay: number): string =>
  WEEK_DAYS.find((day) => day.value === weekDay)?.label ?? '';

/** « Mardi 18:00–20:00 » */
export const weeklySlotLabel = (slot: { weekDay: number; startTime: string; endTime: string }) =>
  `${weekDayLabel(slot.weekDay)} ${slot.startTime}–${slot.endTime}`;

/** « 1 h 30 » */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}\u00a0min`;
  return rest === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${String(rest).padStart(2, '0')}`;
}

/**
 * Central creates campaigns for the region or any territory, a territory's admin for theirs
 * (docs/campaigns.md#who-does-what).
 */
export function createsCampaigns(user: Actor | null): boolean {
  if (user === null) return false;
  return isCentral(user) || (isInstitutional(user) && managedTerritoryIds(user).length > 0);
}

/**
 * Where the application window stands (docs/campaigns.md#lifecycle), and, outside it, when the
 * next one opens among the campaigns this user sees.
 */
export function windowNotice(
  campaign: Campaign,
  others: readonly Campaign[],
  now: Date,
): { open: boolean; lines: string[] } {
  // An organisation's ability is the server's clock; staff read theirs.
  const opensAt = new Date(campaign.applicationsOpenAt);
  if (campaign._abilities.fileWishes || (campaign.status === 'open' && now >= opensAt)) {
    return { open: true, lines: [CAMPAIGN_SCREEN_MESSAGES.windowOpen(campaign.applicationsTo)] };
  }
  const first =
    campaign.status === 'draft' || campaign.status === 'open'
      ? CAMPAIGN_SCREEN_MESSAGES.windowLater(campaign.applicationsFrom)
      : CAMPAIGN_SCREEN_MESSAGES.windowClosed(campaign.applicationsTo);
  if (campaign.status === 'draft' || campaign.status === 'open')
    return { open: false, lines: [first] };
  const next = others
    .filter((other) => other.status === 'open' && new Date(other.applicationsOpenAt) > now)
    .sort((a, b) => a.applicationsOpenAt.localeCompare(b.applicationsOpenAt))[0];
  return {
    open: false,
    lines: [
      first,
      next
        ? CAMPAIGN_SCREEN_MESSAGES.nextWindow(next.name, next.applicationsFrom)
        : CAMPAIGN_SCREEN_MESSAGES.noNextWindow,
    ],
  };
}

import type { ClosureCalendar } from '../closure/closures.ts';
import type { CampaignPeriod } from './campaign-week.ts';
import type { CampaignRules } from './campaign-rules.ts';

/** What the allocation of a campaign reads: rules, places and their week, wishes. */
export interface AllocationInput {
  rules: CampaignRules;
  period: CampaignPeriod;
  facilities: readonly AllocationFacility[];
  wishes: readonly AllocationWish[];
}

export interface AllocationFacility {
  id: string;
  name: string;
  /** Compared with the organisation's commune for the « commune » priority. */
  commune: string;
  /** The facility's and its territory's closures, public and school holidays. */
  closures: ClosureCalendar;
  places: readonly AllocationPlace[];
}

export interface AllocationPlace {
  id: string;
  name: string;
  placeTypeId: string;
  /** People it holds; null when unknown (then any group fits). */
  capacity: number | null;
  openingHours: readonly WeeklyHours[];
}

/** A weekly range, Paris wall clock. */
export interface WeeklyHours {
  weekDay: number;
  startTime: string;
  endTime: string;
}

export interface AllocationOrganization {
  id: string;
  name: string;
  commune: string;
}

export interface AllocationWish extends WeeklyHours {
  id: string;
  organization: AllocationOrganization;
  /** The organisation's order of preference: 1 is its first wish. */
  rank: number;
  facilityId: string;
  /** A place, or null for « any place of this type in this facility ». */
  placeId: string | null;
  /** Read when `placeId` is null. */
  placeTypeId: string | null;
  minimumMinutes: number;
  participants: number;
  activity: string;
  /** Youth or school use. */
  youth: boolean;
  /** Renews a weekly slot the organisation held the year before. */
  renewal: boolean;
  appliedAt: Date;
}

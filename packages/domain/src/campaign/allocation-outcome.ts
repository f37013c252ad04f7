import type { DecidingRule } from './campaign-rules.ts';

export const WISH_OUTCOME_STATUSES = ['allocated', 'partly', 'unmet'] as const;
export type WishOutcomeStatus = (typeof WISH_OUTCOME_STATUSES)[number];

/** The weekly slot a wish gets or is offered, and the dates it takes place on. */
export interface WishPlacement {
  placeId: string;
  placeName: string;
  weekDay: number;
  startTime: string;
  endTime: string;
  /** Paris dates of the period on its week day that no closure shuts. */
  dates: readonly string[];
}

/**
 * Why: for an allocated wish, whether it won its slot against another wish (and by which
 * rule); for the others, why the hours asked for could not be given.
 */
export type OutcomeCause =
  | { code: 'uncontested' }
  | { code: 'won'; rule: DecidingRule; againstWishId: string; against: string }
  | { code: 'taken'; rule: DecidingRule; byWishId: string; by: string }
  | { code: 'leftForMoreWishes'; forWishIds: string[]; for: string[] }
  | { code: 'outsideOpeningHours' }
  | { code: 'closedEveryWeek' }
  | { code: 'beyondWishLimit'; limit: number }
  | { code: 'unknownPlace' }
  | { code: 'noPlaceOfType' }
  | { code: 'invalidHours' };

export interface WishOutcome {
  wishId: string;
  facilityId: string;
  status: WishOutcomeStatus;
  placement: WishPlacement | null;
  cause: OutcomeCause;
  /** The French sentence shown to the organisation and the facility. */
  explanation: string;
}

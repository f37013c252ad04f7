import {
  addDaysToDate,
  parisDateOf,
  parisTimeOf,
  parisWallClockToUtc,
} from '../availability/paris-time.ts';
import { isoWeekDayOfDate } from '../booking/yearly-occurrences.ts';
import type { WeeklyHours } from './allocation-input.ts';
import { minutesOf } from './campaign-week.ts';
import { contains, subtractIntervals, type Interval } from '../availability/intervals.ts';
import type { WishOutcomeStatus } from './allocation-outcome.ts';
import type { OutcomeDecision } from './campaign-lifecycle.ts';

/**
 * Publication of a campaign (docs/campaigns.md#publication): what becomes of each wish once
 * its facility is published, the offers' deadlines and the waiting list.
 */

/** Days an organisation has to answer an offer, counted in Paris calendar days. */
export const OFFER_ANSWER_DAYS = 14;

/** A wish after publication: booked, offered (an answer awaited), waiting, or closed. */
export const WISH_PUBLICATIONS = ['booked', 'offered', 'waiting', 'closed'] as const;
export type WishPublication = (typeof WISH_PUBLICATIONS)[number];

export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The end (24:00 Paris) of the OFFER_ANSWER_DAYS-th Paris day after the offer. */
export function offerDeadline(offeredAt: Date): Date {
  return parisWallClockToUtc(addDaysToDate(parisDateOf(offeredAt), OFFER_ANSWER_DAYS + 1), '00:00');
}

/** May the organisation still answer an offer? Until its deadline, excluded. */
export function offerAnswerable(
  offer: { status: OfferStatus | null; deadline: Date | null },
  now: Date,
): boolean {
  return offer.status === 'pending' && offer.deadline !== null && now < offer.deadline;
}

/** A facility publishes once every outcome of it is decided (accepted or overridden). */
export function isDecided(decision: OutcomeDecision): boolean {
  return decision !== 'proposed';
}

/** What publishing does with a decided outcome: booked, offered (partly met), or waiting. */
export function publicationPlan(outcome: { status: WishOutcomeStatus }): 'book' | 'offer' | 'wait' {
  if (outcome.status === 'allocated') return 'book';
  if (outcome.status === 'partly') return 'offer';
  return 'wait';
}

/** A waiting wish as the waiting list matches it against free weekly ranges. */
export interface WaitingWish {
  id: string;
  /** The place asked for, or null for any place of `placeTypeId` in the facility. */
  placeId: string | null;
  placeTypeId: string | null;
  weekDay: number;
  /** Minutes since midnight, Paris wall clock. */
  start: number;
  end: number;
  minimumMinutes: number;
}

/** A free weekly range of a place: no booking and no pending offer holds it any week left. */
export interface FreeWeeklyRange extends Interval {
  placeId: string;
  placeTypeId: string;
  weekDay: number;
}

export interface WaitingOffer {
  wishId: string;
  placeId: string;
  weekDay: number;
  start: number;
  end: number;
}

/**
 * The part of `free` a waiting wish may be offered: its own hours when they lie inside, else
 * the part of them inside the range when it lasts at least the wish's minimum; the asked place
 * (or any place of the asked type) on the asked day only.
 */
export function fittingPart(wish: WaitingWish, free: FreeWeeklyRange): Interval | null {
  const placeFits =
    wish.placeId === null ? wish.placeTypeId === free.placeTypeId : wish.placeId === free.placeId;
  if (!placeFits || wish.weekDay !== free.weekDay) return null;
  const asked = { start: wish.start, end: wish.end };
  if (contains(free, asked)) return asked;
  const part = { start: Math.max(asked.start, free.start), end: Math.min(asked.end, free.end) };
  return part.end - part.start >= wish.minimumMinutes ? part : null;
}

/**
 * The offers the waiting list makes from the free ranges: the waiting wishes in their order
 * (`waiting`, first first), each offered the first range that fits it (ranges in the order
 * given), that part then taken out of the free ranges for the wishes after it.
 */
export function waitingListOffers(
  waiting: readonly WaitingWish[],
  free: readonly FreeWeeklyRange[],
): WaitingOffer[] {
  let left = [...free];
  const offers: WaitingOffer[] = [];
  for (const wish of waiting) {
    for (const range of left) {
      const part = fittingPart(wish, range);
      if (!part) continue;
      offers.push({ wishId: wish.id, placeId: range.placeId, weekDay: range.weekDay, ...part });
      left = left.flatMap((other) =>
        other === range
          ? subtractIntervals(other, [part]).map((rest) => ({ ...other, ...rest }))
          : [other],
      );
      break;
    }
  }
  return offers;
}

/** A weekly range held on a place: a pending offer, or the week day and hours of a slot. */
export interface HeldWeeklyRange extends Interval {
  placeId: string;
  weekDay: number;
}

/** The week day and Paris hours of a booked slot (a slot past midnight holds its day to 24:00). */
export function weeklyRangeOfSlot(slot: {
  placeId: string;
  startDate: Date;
  endDate: Date;
}): HeldWeeklyRange {
  const day = parisDateOf(slot.startDate);
  const sameDay = parisDateOf(slot.endDate) === day;
  return {
    placeId: slot.placeId,
    weekDay: isoWeekDayOfDate(day),
    start: minutesOf(parisTimeOf(slot.startDate)) ?? 0,
    end: sameDay ? (minutesOf(parisTimeOf(slot.endDate)) ?? 24 * 60) : 24 * 60,
  };
}

/**
 * The free weekly ranges of places: their weekly opening hours less every range held on the
 * same week day. A slot held on one date holds its hours every week: the waiting list offers
 * only hours free for the rest of the year.
 */
export function freeWeeklyRanges(
  places: readonly { placeId: string; placeTypeId: string; openingHours: readonly WeeklyHours[] }[],
  held: readonly HeldWeeklyRange[],
): FreeWeeklyRange[] {
  return places.flatMap((place) =>
    place.openingHours.flatMap((hours) => {
      const opening = { start: minutesOf(hours.startTime)!, end: minutesOf(hours.endTime)! };
      const taken = held.filter(
        (range) => range.placeId === place.placeId && range.weekDay === hours.weekDay,
      );
      return subtractIntervals(opening, taken).map((free) => ({
        placeId: place.placeId,
        placeTypeId: place.placeTypeId,
        weekDay: hours.weekDay,
        ...free,
      }));
    }),
  );
}

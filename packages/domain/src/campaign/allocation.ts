import type { AllocationFacility, AllocationInput, AllocationWish } from './allocation-input.ts';
import type { OutcomeCause, WishOutcome, WishPlacement } from './allocation-outcome.ts';
import { explainOutcome } from './allocation-explanations.ts';
import { AllocationYardstick } from './allocation-yardstick.ts';
import { periodDays, timeOfMinutes, type PeriodDay } from './campaign-week.ts';
import type { CampaignRules } from './campaign-rules.ts';
import { compareIds, FacilityWeek } from './facility-week.ts';
import { firstComeFirstServedOn } from './first-come-first-served.ts';
import { placementCandidates, SATISFYING_KINDS, type Candidate } from './placement-candidates.ts';
import { admitWish, wishesWithinLimit, type AdmittedWish, type Refusal } from './wish-admission.ts';
import { decidingRule, priorityOrder } from './wish-priority.ts';

/**
 * Allocation of a campaign (docs/campaigns.md), facility by facility, each independent:
 * - the wishes choose in priority order (campaign-rules.ts), each taking its best free
 *   placement (placement-candidates.ts): the hours asked for, else part of them of at least
 *   the minimum duration, else an alternative the same day (another place of the type,
 *   another time) offered to the organisation;
 * - a placement lies inside one opening range of the place, on a week day the facility is open
 *   at least once in the period, and overlaps no other placement of the place that day; its
 *   dates skip the closed days;
 * - it never satisfies fewer wishes than first come, first served: a placement is passed over
 *   when it would take the hours that pass gives to more wishes than it satisfies
 *   (allocation-yardstick.ts);
 * - same input, same outcomes, whatever the order of the facilities, places and wishes.
 */
export interface CampaignAllocation {
  /** Facility by facility (by id), each in the order its wishes chose, then the refused ones. */
  outcomes: WishOutcome[];
}

export function allocateCampaign(input: AllocationInput): CampaignAllocation {
  const withinLimit = wishesWithinLimit(input.wishes, input.rules.wishesPerOrganization);
  const byFacility = new Map<string, AllocationWish[]>();
  for (const wish of input.wishes) {
    const list = byFacility.get(wish.facilityId) ?? [];
    list.push(wish);
    byFacility.set(wish.facilityId, list);
  }
  const outcomes: WishOutcome[] = [];
  const days = periodDays(input.period);
  for (const facility of [...input.facilities].sort((a, b) => compareIds(a.id, b.id))) {
    const wishes = byFacility.get(facility.id) ?? [];
    byFacility.delete(facility.id);
    outcomes.push(
      ...new FacilityAllocation(input.rules, facility, days).allocate(wishes, withinLimit),
    );
  }
  const elsewhere = [...byFacility.values()].flat().sort((a, b) => compareIds(a.id, b.id));
  for (const wish of elsewhere) outcomes.push(refusedOutcome(wish, { code: 'unknownPlace' }));
  return { outcomes };
}

function refusedOutcome(wish: AllocationWish, cause: OutcomeCause): WishOutcome {
  return {
    wishId: wish.id,
    facilityId: wish.facilityId,
    status: 'unmet',
    placement: null,
    cause,
    explanation: explainOutcome({ wish, askedPlaceName: null }, null, cause),
  };
}

interface Decision {
  wish: AdmittedWish;
  candidate: Candidate | null;
  /** Why the hours asked for were not given (null when they were). */
  cause: OutcomeCause | null;
}

class FacilityAllocation {
  private readonly week: FacilityWeek;
  private readonly admitted = new Map<string, AdmittedWish>();

  constructor(
    private readonly rules: CampaignRules,
    private readonly facility: AllocationFacility,
    days: readonly PeriodDay[],
  ) {
    this.week = FacilityWeek.of(facility, days);
  }

  allocate(wishes: readonly AllocationWish[], withinLimit: ReadonlySet<string>): WishOutcome[] {
    const refused: WishOutcome[] = [];
    for (const wish of [...wishes].sort((a, b) => compareIds(a.id, b.id))) {
      const admission = admitWish(this.week, wish, withinLimit.has(wish.id));
      if (typeof admission === 'string')
        refused.push(refusedOutcome(wish, this.causeOf(admission)));
      else this.admitted.set(wish.id, admission);
    }
    const inPriorityOrder = [...this.admitted.values()].sort(priorityOrder(this.rules.priorities));
    const yardstick = new AllocationYardstick(
      firstComeFirstServedOn(this.week.emptied(), inPriorityOrder),
    );
    const decisions = inPriorityOrder.map((wish) => this.decide(wish, yardstick));
    return [...decisions.map((decision) => this.outcomeOf(decision, decisions)), ...refused];
  }

  private causeOf(refusal: Refusal): OutcomeCause {
    return refusal === 'beyondWishLimit'
      ? { code: 'beyondWishLimit', limit: this.rules.wishesPerOrganization }
      : { code: refusal };
  }

  private decide(wish: AdmittedWish, yardstick: AllocationYardstick): Decision {
    const weekDay = wish.wish.weekDay;
    let passedOver: string[] | null = null;
    for (const candidate of placementCandidates(this.week, wish)) {
      const satisfies = SATISFYING_KINDS.has(candidate.kind);
      const taking = yardstick.taking(
        wish.wish.id,
        candidate.week,
        weekDay,
        candidate.range,
        satisfies,
      );
      if (!taking.keepsTheYardstick) {
        if (candidate.kind === 'exact') passedOver ??= taking.coveredWishIds;
        continue;
      }
      const cause = candidate.kind === 'exact' ? null : this.askedHoursCause(wish, passedOver);
      this.week.take(candidate.week, weekDay, candidate.range, wish.wish.id);
      yardstick.take(taking);
      return { wish, candidate, cause };
    }
    yardstick.take(yardstick.taking(wish.wish.id, null, weekDay, null, false));
    return { wish, candidate: null, cause: this.askedHoursCause(wish, passedOver) };
  }

  /** Why the hours asked for were not given, read when the wish chose. */
  private askedHoursCause(wish: AdmittedWish, passedOver: string[] | null): OutcomeCause {
    const weekDay = wish.wish.weekDay;
    if (this.week.isClosedEveryWeek(weekDay)) return { code: 'closedEveryWeek' };
    const open = wish.eligible.filter((week) =>
      this.week.isWithinOpening(week, weekDay, wish.requested),
    );
    if (open.length === 0) return { code: 'outsideOpeningHours' };
    const order = priorityOrder(this.rules.priorities);
    const blocker = open
      .flatMap((week) => this.week.takenOver(week, weekDay, wish.requested))
      .map((taken) => this.admitted.get(taken.wishId)!)
      .sort(order)[0];
    if (blocker) {
      return {
        code: 'taken',
        rule: decidingRule(this.rules.priorities, blocker, wish),
        byWishId: blocker.wish.id,
        by: blocker.wish.organization.name,
      };
    }
    const left = (passedOver ?? []).map((id) => this.admitted.get(id)!.wish);
    return {
      code: 'leftForMoreWishes',
      forWishIds: left.map((other) => other.id),
      for: [...new Set(left.map((other) => other.organization.name))],
    };
  }

  private outcomeOf(decision: Decision, decisions: readonly Decision[]): WishOutcome {
    const { wish, candidate } = decision;
    const explained = {
      wish: wish.wish,
      askedPlaceName: wish.wish.placeId === null ? null : wish.eligible[0]!.place.name,
    };
    const cause = decision.cause ?? this.winningCause(wish, decisions);
    const placed = candidate && {
      kind: candidate.kind,
      placement: this.placementOf(wish, candidate),
    };
    return {
      wishId: wish.wish.id,
      facilityId: this.facility.id,
      status:
        candidate === null
          ? 'unmet'
          : SATISFYING_KINDS.has(candidate.kind)
            ? 'allocated'
            : 'partly',
      placement: placed?.placement ?? null,
      cause,
      explanation: explainOutcome(explained, placed, cause),
    };
  }

  /** Against the first wish (in priority order) whose hours it took, if any. */
  private winningCause(wish: AdmittedWish, decisions: readonly Decision[]): OutcomeCause {
    const loser = decisions.find(
      (decision) => decision.cause?.code === 'taken' && decision.cause.byWishId === wish.wish.id,
    );
    if (!loser) return { code: 'uncontested' };
    return {
      code: 'won',
      rule: decidingRule(this.rules.priorities, wish, loser.wish),
      againstWishId: loser.wish.wish.id,
      against: loser.wish.wish.organization.name,
    };
  }

  private placementOf(wish: AdmittedWish, candidate: Candidate): WishPlacement {
    return {
      placeId: candidate.week.place.id,
      placeName: candidate.week.place.name,
      weekDay: wish.wish.weekDay,
      startTime: timeOfMinutes(candidate.range.start),
      endTime: timeOfMinutes(candidate.range.end),
      dates: this.week.openDates[wish.wish.weekDay] ?? [],
    };
  }
}

import { overlaps, type Interval } from '../availability/intervals.ts';
import type { PlaceWeek } from './facility-week.ts';
import type { ExactPlacement } from './first-come-first-served.ts';

/** What taking a placement would do to the yardstick. */
export interface Taking {
  wishId: string;
  coveredWishIds: string[];
  change: number;
  keepsTheYardstick: boolean;
}

/**
 * The first-come-first-served placements of a facility still within reach: those of the wishes
 * not yet decided that no placement covers. Invariant: wishes satisfied so far + placements
 * within reach ≥ wishes that pass satisfies (`slack` ≥ 0), so at the end the allocation
 * satisfies at least as many. A wish whose own placement is within reach can always take it
 * (it covers no other: that pass never overlaps), so the invariant never forces a wish out
 * that the pass satisfies.
 */
export class AllocationYardstick {
  private readonly reachable = new Set<string>();
  private readonly byPlaceDay = new Map<string, ExactPlacement[]>();
  private slack = 0;

  constructor(placements: readonly ExactPlacement[]) {
    for (const placement of placements) {
      this.reachable.add(placement.wishId);
      const key = placeDay(placement.week, placement.weekDay);
      const list = this.byPlaceDay.get(key) ?? [];
      list.push(placement);
      this.byPlaceDay.set(key, list);
    }
  }

  /** Taking `range` of `week` for the wish (or nothing, when `week` is null). */
  taking(
    wishId: string,
    week: PlaceWeek | null,
    weekDay: number,
    range: Interval | null,
    satisfies: boolean,
  ): Taking {
    const covered =
      week === null || range === null
        ? []
        : (this.byPlaceDay.get(placeDay(week, weekDay)) ?? []).filter(
            (placement) =>
              placement.wishId !== wishId &&
              this.reachable.has(placement.wishId) &&
              overlaps(placement.range, range),
          );
    const change = Number(satisfies) - Number(this.reachable.has(wishId)) - covered.length;
    return {
      wishId,
      coveredWishIds: covered.map((placement) => placement.wishId),
      change,
      keepsTheYardstick: this.slack + change >= 0,
    };
  }

  take(taking: Taking): void {
    this.reachable.delete(taking.wishId);
    for (const id of taking.coveredWishIds) this.reachable.delete(id);
    this.slack += taking.change;
  }
}

const placeDay = (week: PlaceWeek, weekDay: number) => `${week.place.id}|${weekDay}`;

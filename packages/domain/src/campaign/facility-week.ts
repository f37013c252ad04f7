import { contains, overlaps, subtractIntervals, type Interval } from '../availability/intervals.ts';
import type { AllocationFacility, AllocationPlace } from './allocation-input.ts';
import { openDatesByWeekDay, openingOnWeekDay, type PeriodDay } from './campaign-week.ts';

export interface TakenRange extends Interval {
  wishId: string;
}

/** One place of a facility over the campaign's week: its opening hours and what is taken. */
export interface PlaceWeek {
  place: AllocationPlace;
  /** Per ISO week day (1…7), merged opening ranges in minutes. */
  opening: Interval[][];
  /** Per ISO week day, taken ranges sorted by start, never overlapping. */
  taken: TakenRange[][];
}

/**
 * A facility's places during a campaign. Every placement goes through `fits` and `take`:
 * inside one opening range of the day, on a week day with at least one open date, overlapping
 * nothing taken.
 */
export class FacilityWeek {
  readonly places: PlaceWeek[];
  private readonly byId: Map<string, PlaceWeek>;

  private constructor(
    readonly facility: AllocationFacility,
    readonly openDates: readonly (readonly string[])[],
    opening: readonly { place: AllocationPlace; opening: Interval[][] }[],
  ) {
    this.places = opening.map(({ place, opening }) => ({ place, opening, taken: emptyWeek() }));
    this.byId = new Map(this.places.map((week) => [week.place.id, week]));
  }

  static of(facility: AllocationFacility, days: readonly PeriodDay[]): FacilityWeek {
    const places = [...facility.places]
      .sort((a, b) => a.name.localeCompare(b.name, 'fr') || compareIds(a.id, b.id))
      .map((place) => ({ place, opening: openingOf(place) }));
    return new FacilityWeek(facility, openDatesByWeekDay(days, facility.closures), places);
  }

  /** The same facility with nothing taken. */
  emptied(): FacilityWeek {
    return new FacilityWeek(this.facility, this.openDates, this.places);
  }

  place(id: string): PlaceWeek | undefined {
    return this.byId.get(id);
  }

  isClosedEveryWeek(weekDay: number): boolean {
    return (this.openDates[weekDay]?.length ?? 0) === 0;
  }

  isWithinOpening(week: PlaceWeek, weekDay: number, range: Interval): boolean {
    return (week.opening[weekDay] ?? []).some((opening) => contains(opening, range));
  }

  fits(week: PlaceWeek, weekDay: number, range: Interval): boolean {
    return (
      range.end > range.start &&
      !this.isClosedEveryWeek(weekDay) &&
      this.isWithinOpening(week, weekDay, range) &&
      !(week.taken[weekDay] ?? []).some((taken) => overlaps(taken, range))
    );
  }

  /** The free ranges of the day: opening ranges minus what is taken, in order. */
  freeRanges(week: PlaceWeek, weekDay: number): Interval[] {
    if (this.isClosedEveryWeek(weekDay)) return [];
    const taken = week.taken[weekDay] ?? [];
    return (week.opening[weekDay] ?? []).flatMap((opening) => subtractIntervals(opening, taken));
  }

  /** The ranges taken on the day that overlap `range`. */
  takenOver(week: PlaceWeek, weekDay: number, range: Interval): TakenRange[] {
    return (week.taken[weekDay] ?? []).filter((taken) => overlaps(taken, range));
  }

  take(week: PlaceWeek, weekDay: number, range: Interval, wishId: string): void {
    if (!this.fits(week, weekDay, range)) {
      throw new Error('A campaign placement must fit a free opening range.');
    }
    const day = week.taken[weekDay]!;
    const at = day.findIndex((taken) => taken.start > range.start);
    day.splice(at < 0 ? day.length : at, 0, { ...range, wishId });
  }
}

/** Ids compared by code unit, the same in every locale. */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function emptyWeek<T>(): T[][] {
  return [[], [], [], [], [], [], [], []];
}

function openingOf(place: AllocationPlace): Interval[][] {
  return emptyWeek<Interval>().map((_, weekDay) => openingOnWeekDay(place.openingHours, weekDay));
}

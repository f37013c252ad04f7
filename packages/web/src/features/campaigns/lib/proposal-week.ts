import type { FacilityProposal } from '@espaces/domain/api/campaigns';
import { minutesOf } from '@espaces/domain/campaign/campaign-week';

type Outcome = FacilityProposal['outcomes'][number];

/** One hour of one week day on a grid: the wishes asking for it and who was placed there. */
export interface WeekCell {
  demand: number;
  placed: string[];
}

export interface WeekGrid {
  key: string;
  /** The place of the grid; null for « any place of this type ». */
  placeId: string | null;
  title: string;
  /** First hour of each row. */
  hours: number[];
  /** cells[weekDay - 1][row] */
  cells: WeekCell[][];
}

const overlaps = (start: number, end: number, hour: number) =>
  start < (hour + 1) * 60 && end > hour * 60;

const span = (slot: { startTime: string; endTime: string }) => ({
  start: minutesOf(slot.startTime) ?? 0,
  end: minutesOf(slot.endTime) ?? 0,
});

/**
 * The facility's week per place (docs/campaigns.md#facility-proposal): for each hour, how many
 * wishes ask for it and who the proposal places there. A wish for any place of a type has a grid
 * of its own (« Tout espace « … » »), its placement shows on the place it got.
 */
export function proposalWeeks(proposal: FacilityProposal): WeekGrid[] {
  const entries = new Map<
    string,
    { title: string; demand: Outcome['wish'][]; placed: { slot: Outcome['wish']; name: string }[] }
  >();
  const entryOf = (key: string, title: string) => {
    const entry = entries.get(key) ?? { title, demand: [], placed: [] };
    entries.set(key, entry);
    return entry;
  };
  for (const outcome of proposal.outcomes) {
    const { wish } = outcome;
    const asked = wish.place
      ? entryOf(wish.place.id, wish.place.name)
      : entryOf(
          `type:${wish.placeType?.id ?? ''}`,
          `Tout espace «\u00a0${wish.placeType?.name ?? ''}\u00a0»`,
        );
    asked.demand.push(wish);
    if (outcome.placement) {
      entryOf(outcome.placement.place.id, outcome.placement.place.name).placed.push({
        slot: { ...wish, ...outcome.placement },
        name: wish.organization.name,
      });
    }
  }
  return [...entries]
    .sort(([a, left], [b, right]) =>
      a.startsWith('type:') === b.startsWith('type:')
        ? left.title.localeCompare(right.title, 'fr')
        : a.startsWith('type:')
          ? 1
          : -1,
    )
    .map(([key, entry]) => {
      const spans = [...entry.demand, ...entry.placed.map((placed) => placed.slot)].map(span);
      const first = Math.floor(Math.min(...spans.map((one) => one.start)) / 60);
      const last = Math.ceil(Math.max(...spans.map((one) => one.end)) / 60);
      const hours = Array.from({ length: Math.max(1, last - first) }, (_, index) => first + index);
      const cells = Array.from({ length: 7 }, (_, day) =>
        hours.map((hour) => ({
          demand: entry.demand.filter((wish) => {
            const { start, end } = span(wish);
            return wish.weekDay === day + 1 && overlaps(start, end, hour);
          }).length,
          placed: entry.placed
            .filter(({ slot }) => {
              const { start, end } = span(slot);
              return slot.weekDay === day + 1 && overlaps(start, end, hour);
            })
            .map(({ name }) => name),
        })),
      );
      return {
        key,
        placeId: key.startsWith('type:') ? null : key,
        title: entry.title,
        hours,
        cells,
      };
    });
}

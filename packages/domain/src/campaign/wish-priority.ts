import type { AllocationWish } from './allocation-input.ts';
import type { DecidingRule, PriorityRule } from './campaign-rules.ts';
import { compareIds } from './facility-week.ts';

/** The organisation's commune as the « commune » priority compares it: case and accents aside. */
export function sameCommune(a: string, b: string): boolean {
  const normal = (commune: string) =>
    commune
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .replace(/[\s’'-]+/g, ' ')
      .trim()
      .toLowerCase();
  return normal(a) !== '' && normal(a) === normal(b);
}

/** A wish with what the priorities compare, read once. */
export interface RankedWish {
  wish: AllocationWish;
  local: boolean;
  appliedAt: number;
}

export function rankedWish(wish: AllocationWish, facilityCommune: string): RankedWish {
  return {
    wish,
    local: sameCommune(wish.organization.commune, facilityCommune),
    appliedAt: wish.appliedAt.getTime(),
  };
}

type Comparison = (a: RankedWish, b: RankedWish) => number;

const byRule: Record<PriorityRule, Comparison> = {
  renewal: (a, b) => Number(b.wish.renewal) - Number(a.wish.renewal),
  youth: (a, b) => Number(b.wish.youth) - Number(a.wish.youth),
  localOrganization: (a, b) => Number(b.local) - Number(a.local),
  applicationDate: (a, b) => a.appliedAt - b.appliedAt,
};

const afterRules: [DecidingRule, Comparison][] = [
  ['rank', (a, b) => a.wish.rank - b.wish.rank],
  ['applicationDate', byRule.applicationDate],
  ['tieBreak', (a, b) => compareIds(a.wish.id, b.wish.id)],
];

function comparisons(priorities: readonly PriorityRule[]): [DecidingRule, Comparison][] {
  return [
    ...priorities.map((rule): [DecidingRule, Comparison] => [rule, byRule[rule]]),
    ...afterRules,
  ];
}

/** The order in which a facility's wishes choose their slot: a total order, whatever the input. */
export function priorityOrder(priorities: readonly PriorityRule[]): Comparison {
  const steps = comparisons(priorities);
  return (a, b) => {
    for (const [, compare] of steps) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };
}

/** The first rule that puts `first` before `second`: what the explanation names. */
export function decidingRule(
  priorities: readonly PriorityRule[],
  first: RankedWish,
  second: RankedWish,
): DecidingRule {
  for (const [rule, compare] of comparisons(priorities)) {
    if (compare(first, second) !== 0) return rule;
  }
  return 'tieBreak';
}

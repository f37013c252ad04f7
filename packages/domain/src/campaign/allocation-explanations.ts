import type { DecidingRule } from './campaign-rules.ts';
import type { AllocationWish } from './allocation-input.ts';
import type { OutcomeCause, WishPlacement } from './allocation-outcome.ts';
import { weekDayName, weekDayPlural } from './campaign-week.ts';
import type { CandidateKind } from './placement-candidates.ts';

/**
 * The French explanation of each outcome:
 * « Attribué : renouvellement prioritaire »,
 * « Non attribué : créneau attribué à Club X (priorité jeunesse) »,
 * « Proposé : mardi 19:00–21:00 au lieu de 18:00–20:00 ; créneau attribué à … ».
 */

const NBSP = '\u00a0';

export const DECIDING_RULE_REASONS: Record<DecidingRule, string> = {
  renewal: 'renouvellement prioritaire',
  youth: 'priorité jeunesse',
  localOrganization: 'priorité à la commune',
  applicationDate: 'vœu déposé plus tôt',
  rank: 'vœu mieux classé',
  tieBreak: 'départage à égalité',
};

const names = (list: readonly string[]) =>
  new Intl.ListFormat('fr', { style: 'long', type: 'conjunction' }).format(list);

/** The cause as a clause: why the wish won, or why the hours asked for were not given. */
function causeClause(cause: OutcomeCause, wish: AllocationWish): string {
  switch (cause.code) {
    case 'uncontested':
      return 'aucun vœu concurrent';
    case 'won':
      return DECIDING_RULE_REASONS[cause.rule];
    case 'taken':
      return `créneau attribué à ${cause.by} (${DECIDING_RULE_REASONS[cause.rule]})`;
    case 'leftForMoreWishes':
      return `créneau laissé à ${names(cause.for)} pour satisfaire plus de vœux`;
    case 'outsideOpeningHours':
      return 'en dehors des heures d’ouverture';
    case 'closedEveryWeek':
      return `établissement fermé tous les ${weekDayPlural(wish.weekDay)} de la période`;
    case 'beyondWishLimit':
      return `au-delà des ${cause.limit} vœux permis par organisation`;
    case 'unknownPlace':
      return 'espace hors de la campagne';
    case 'noPlaceOfType':
      return `aucun espace de ce type dans l’établissement pour ${wish.participants} participants`;
    case 'invalidHours':
      return 'horaires invalides';
  }
}

export interface ExplainedWish {
  wish: AllocationWish;
  /** Name of the place asked for, null for « any place of this type ». */
  askedPlaceName: string | null;
}

const hoursOf = (slot: { weekDay: number; startTime: string; endTime: string }) =>
  `${weekDayName(slot.weekDay)} ${slot.startTime}–${slot.endTime}`;

export function explainOutcome(
  { wish, askedPlaceName }: ExplainedWish,
  placed: { kind: CandidateKind; placement: WishPlacement } | null,
  cause: OutcomeCause,
): string {
  const because = causeClause(cause, wish);
  if (placed === null) return `Non attribué${NBSP}: ${because}`;
  const { kind, placement } = placed;
  const samePlace = placement.placeId === wish.placeId;
  const where = samePlace ? hoursOf(placement) : `${placement.placeName}, ${hoursOf(placement)}`;
  switch (kind) {
    case 'exact':
      return samePlace
        ? `Attribué${NBSP}: ${because}`
        : `Attribué${NBSP}: ${because} (${placement.placeName})`;
    case 'withinRange':
      return `Attribué${NBSP}: ${where} dans la plage demandée${NBSP}; ${because}`;
    case 'otherPlace':
    case 'otherTime':
    case 'otherPlaceAndTime': {
      const asked = `${wish.startTime}–${wish.endTime}`;
      const instead =
        askedPlaceName === null || samePlace
          ? asked
          : kind === 'otherPlace'
            ? askedPlaceName
            : `${askedPlaceName}, ${hoursOf(wish)}`;
      return `Proposé${NBSP}: ${where} au lieu de ${instead}${NBSP}; ${because}`;
    }
  }
}

/** The explanation of an outcome a facility decided itself, wish by wish. */
export function overrideExplanation(
  status: 'allocated' | 'partly' | 'unmet',
  placement: { placeName: string; weekDay: number; startTime: string; endTime: string } | null,
): string {
  if (status === 'unmet' || placement === null) {
    return `Non attribué${NBSP}: décision de l’établissement`;
  }
  const where = `${placement.placeName}, ${hoursOf(placement)}`;
  return status === 'allocated'
    ? `Attribué${NBSP}: décision de l’établissement (${where})`
    : `Proposé${NBSP}: ${where}${NBSP}; décision de l’établissement`;
}

import type { WishOutcomeStatus } from './allocation-outcome.ts';
import type { OutcomeDecision } from './campaign-lifecycle.ts';
import type { OfferStatus, WishPublication } from './publication.ts';
import { formatDate, formatDateTime } from '../locale/format.ts';
import { countOf, plural } from '../locale/french.ts';

const NBSP = '\u00a0';
export const WISH_NOUN = { one: 'vœu', other: 'vœux' };

type OutcomeCounts = Record<WishOutcomeStatus, number>;

const outcomeCounts = (counts: OutcomeCounts) =>
  `Attribués${NBSP}: ${counts.allocated} · proposés autrement${NBSP}: ${counts.partly} · non attribués${NBSP}: ${counts.unmet}.`;

/** What the campaign pages tell their users (docs/campaigns.md), in French. */
export const CAMPAIGN_SCREEN_MESSAGES = {
  created: 'Campagne créée (brouillon).',
  opened: `Campagne ouverte${NBSP}: les organisations du périmètre en sont averties.`,
  allocated: (summary: OutcomeCounts & { wishes: number }) =>
    `Attribution faite sur ${countOf(summary.wishes, WISH_NOUN)}. ${outcomeCounts(summary)}`,
  /** « Attribués : 8 · proposés autrement : 2 · non attribués : 1. » */
  outcomeCounts: (counts: OutcomeCounts) => outcomeCounts(counts),
  published: 'Publication faite.',
  wishFiled: 'Vœu déposé. Un récapitulatif vous est envoyé par courriel.',
  wishSaved: 'Vœu modifié. Un récapitulatif vous est envoyé par courriel.',
  wishWithdrawn: 'Vœu retiré.',
  wishesOrdered: 'Ordre de vos vœux enregistré.',
  renewed: (count: number) =>
    count === 0
      ? 'Aucun créneau de l’an dernier à renouveler dans cette campagne.'
      : `${countOf(count, WISH_NOUN)} de renouvellement ${plural(count, 'ajouté')}, à vérifier.`,
  proposalAccepted: 'Proposition acceptée.',
  /** The organisation's answers to an offer (docs/campaigns.md#offers). */
  offerAccepted: `Créneau accepté${NBSP}: la réservation à l’année est approuvée.`,
  offerDeclined: `Proposition refusée${NBSP}: le vœu est clos.`,
  /** « Réponse attendue avant le 30/05/2027 00:00 (heure de Paris). » */
  offerDeadline: (deadline: string) =>
    `Réponse attendue avant le ${formatDateTime(deadline)} (heure de Paris).`,
  /** « Sur liste d’attente — rang 2 » */
  waitingRank: (rank: number) => `Sur liste d’attente — rang ${rank}`,
  publishedOn: (publishedAt: string) => `Publiée le ${formatDate(publishedAt)}`,
  outcomeDecided: 'Décision enregistrée.',
  /** The home page's banner of an open campaign. */
  openUntil: (name: string, lastDay: string) =>
    `La campagne «${NBSP}${name}${NBSP}» est ouverte jusqu’au ${formatDate(lastDay)}${NBSP}:`,
  windowOpen: (lastDay: string) =>
    `Dépôt des vœux ouvert jusqu’au ${formatDate(lastDay)} inclus (heure de Paris).`,
  windowLater: (firstDay: string) =>
    `Le dépôt des vœux ouvrira le ${formatDate(firstDay)} à 00:00 (heure de Paris).`,
  windowClosed: (lastDay: string) =>
    `Le dépôt des vœux est clos depuis la fin du ${formatDate(lastDay)}.`,
  nextWindow: (name: string, firstDay: string) =>
    `Prochaine période de dépôt${NBSP}: «${NBSP}${name}${NBSP}», à partir du ${formatDate(firstDay)}.`,
  noNextWindow: 'Aucune autre période de dépôt n’est prévue pour l’instant.',
} as const;

export const OUTCOME_STATUS_LABELS: Record<WishOutcomeStatus, string> = {
  allocated: 'Attribué',
  partly: 'Proposé autrement',
  unmet: 'Non attribué',
};

export const DECISION_LABELS: Record<OutcomeDecision, string> = {
  proposed: 'Proposé',
  accepted: 'Accepté',
  overridden: 'Décidé à la main',
};

/** What became of a wish once published (docs/campaigns.md#wishes-after-publication). */
export const WISH_PUBLICATION_LABELS: Record<WishPublication, string> = {
  booked: 'Réservé',
  offered: 'Créneau proposé',
  waiting: 'Sur liste d’attente',
  closed: 'Clos',
};

/** Why an offer is no longer awaited. */
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  pending: 'Proposition en attente de votre réponse',
  accepted: 'Proposition acceptée',
  declined: 'Proposition refusée',
  expired: 'Proposition expirée sans réponse',
};

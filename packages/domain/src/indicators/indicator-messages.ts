import type { PeriodProblem } from './indicator-period.ts';

/**
 * What the indicators page and its CSV say (docs/indicators.md): titles, one definition per figure
 * (shown beside the figure and recorded in docs/decisions.md), labels and refusals.
 */
export const INDICATOR_MESSAGES = {
  periodEndBeforeStart: 'La fin de la période doit être le même jour que son début ou après.',
  periodIncomplete: 'Indiquez le début et la fin de la période, ou aucun des deux.',
  periodTooLong: 'La période dure au plus 366\u00a0jours.',
  periodStartFormat: 'Le début de la période doit être une date AAAA-MM-JJ.',
  periodEndFormat: 'La fin de la période doit être une date AAAA-MM-JJ.',
  forbidden: 'Les indicateurs sont réservés au personnel des établissements et de la région.',
  noFigure: '—',
} as const;

/** What is wrong with a period (indicator-period.ts), as the form and the API say it. */
export function periodProblemMessage(problem: PeriodProblem | null): string | undefined {
  if (problem === 'endBeforeStart') return INDICATOR_MESSAGES.periodEndBeforeStart;
  if (problem === 'tooLong') return INDICATOR_MESSAGES.periodTooLong;
  return undefined;
}

export const PERIOD_PRESET_LABELS = {
  month: 'Mois',
  term: 'Trimestre',
  school_year: 'Année scolaire',
  custom: 'Période choisie',
} as const;

/** One definition per figure: the tooltip of the screen and the footnote of the CSV. */
export const FIGURE_DEFINITIONS = {
  openedHours:
    'Heures d’ouverture\u00a0: durée réelle des plages d’ouverture des espaces comprise dans la période (changements d’heure compris).',
  bookedHours:
    'Heures réservées\u00a0: durée des créneaux non annulés des réservations approuvées, à signer, validées ou terminées, pour leur part comprise dans la période.',
  occupancy:
    'Taux d’occupation\u00a0: heures réservées ÷ heures d’ouverture, au plus 100\u00a0%\u00a0; « — » quand l’espace n’a pas ouvert.',
  organizations:
    'Organisations\u00a0: nombre d’organisations distinctes ayant au moins une heure réservée dans la période.',
  requestsReceived: 'Demandes reçues\u00a0: réservations demandées pendant la période.',
  requestsApproved:
    'Approuvées\u00a0: demandes reçues pendant la période que l’établissement a approuvées, ou dont l’organisation a accepté la contre-proposition.',
  requestsCounterProposed:
    'Contre-proposées\u00a0: demandes reçues pendant la période ayant reçu au moins une contre-proposition.',
  requestsRejected:
    'Refusées\u00a0: demandes reçues pendant la période que l’établissement a refusées.',
  requestsWithdrawn:
    'Retirées\u00a0: demandes reçues pendant la période que l’organisation a retirées.',
  medianDecision:
    'Délai médian de décision\u00a0: médiane du temps écoulé entre la demande et la première décision de l’établissement (approbation, contre-proposition ou refus), pour les demandes reçues pendant la période.',
  cancelledSlots:
    'Créneaux annulés\u00a0: créneaux annulés commençant ou finissant dans la période, selon qui les a annulés et la condition appliquée.',
  heatmap:
    'Occupation par jour et par heure\u00a0: heures réservées ÷ heures d’ouverture de chaque heure de la semaine (heure de Paris) sur la période.',
  amountInvoiced:
    'Montant facturé\u00a0: total des échéances de paiement des conventions de l’établissement pour les mois de créneaux que touche la période (chaque mois compté en entier), avoirs déduits, échéances annulées exclues.',
  amountPaid: 'Montant payé\u00a0: part du montant facturé déjà payée (carte ou autre moyen).',
  amountDue:
    'Montant dû\u00a0: part du montant facturé non payée dont la date d’échéance est passée (le reste n’est pas encore échu).',
  amountsByPlaceType:
    'Les montants se lisent par établissement et par territoire, pas par espace\u00a0: une échéance couvre un mois de tous les espaces d’une convention. Ils ne sont pas donnés quand un type d’espace est choisi.',
} as const;

export const CANCELLED_BY_LABELS = {
  organization: 'Organisation',
  facility: 'Établissement',
  central: 'Région',
  unknown: 'Inconnu',
} as const;

export const CANCELLATION_CONDITION_LABELS = {
  not_to_be_paid: 'Non dû',
  fully_paid: 'Dû en totalité',
  partially_paid: 'Dû en partie',
  none: 'Par avenant',
} as const;

/** What the campaign figures count (docs/indicators.md#campaigns), shown under their tables. */
export const CAMPAIGN_FIGURE_DEFINITIONS = {
  wishes: 'Vœux\u00a0: vœux déposés par les organisations pour les espaces de la campagne.',
  outcomes:
    'Attribués\u00a0: le créneau demandé, ou une partie d’au moins la durée minimale\u00a0; partiellement attribués\u00a0: un autre créneau ou un autre espace proposé le même jour\u00a0; non attribués\u00a0: aucun créneau. Selon la décision actuelle de l’établissement, ou la proposition de l’attribution tant qu’il n’a pas décidé.',
  awaitingDecision:
    'En attente de décision\u00a0: propositions de l’attribution que l’établissement n’a encore ni acceptées ni modifiées.',
  beforeAllocation:
    'L’attribution n’a pas encore eu lieu\u00a0: seuls les vœux sont comptés («\u00a0—\u00a0» pour le reste).',
} as const;

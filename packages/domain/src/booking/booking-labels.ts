import type { BookingStatus, PurposeType } from './booking-statuses.ts';
import { countOf, type Noun } from '../locale/french.ts';

/**
 * French labels of the booking statuses (docs/bookings.md#statuses) for badges, lists, filters and
 * e-mails.
 */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  new: 'Nouvelle demande',
  pending: 'Contre-proposition',
  approved: 'Approuvée',
  to_review: 'Convention à signer',
  validated: 'Validée',
  finished: 'Terminée',
  cancelled: 'Annulée',
  rejected: 'Refusée',
};

export const PURPOSE_TYPE_LABELS: Record<PurposeType, string> = {
  casual: 'Ponctuelle',
  yearly: 'Annuelle',
};

/**
 * What each history event of a booking means (`action` of the history, docs/bookings.md#lifecycle).
 */
const HISTORY_ACTION_LABELS: Record<string, string> = {
  request: 'Demande envoyée',
  edit: 'Demande modifiée',
  withdraw: 'Demande retirée',
  approve: 'Demande approuvée',
  counter_propose: 'Contre-proposition envoyée',
  accept: 'Contre-proposition acceptée',
  reject: 'Demande refusée',
  generate_agreement: 'Convention générée',
  sign_agreement: 'Convention signée',
  finish: 'Réservation terminée',
  cancel: 'Réservation annulée',
  cancel_slots: 'Créneaux annulés',
  propose_amendment: 'Avenant proposé',
  accept_amendment: 'Avenant accepté',
  refuse_amendment: 'Avenant refusé',
};

export function historyActionLabel(action: string): string {
  return HISTORY_ACTION_LABELS[action] ?? 'Modification';
}

/**
 * ISO week days 1 (lundi) … 7 (dimanche), as the yearly query sends them
 * (docs/api.md#money-and-dates).
 */
export const WEEK_DAYS = [
  { value: 1, label: 'Lundi', short: 'lun.', plural: 'lundis' },
  { value: 2, label: 'Mardi', short: 'mar.', plural: 'mardis' },
  { value: 3, label: 'Mercredi', short: 'mer.', plural: 'mercredis' },
  { value: 4, label: 'Jeudi', short: 'jeu.', plural: 'jeudis' },
  { value: 5, label: 'Vendredi', short: 'ven.', plural: 'vendredis' },
  { value: 6, label: 'Samedi', short: 'sam.', plural: 'samedis' },
  { value: 7, label: 'Dimanche', short: 'dim.', plural: 'dimanches' },
] as const;

/** « Tous les mardis de 18:00 à 20:00 » (Paris wall clock). */
export function describeWeeklyQuery(query: {
  weekDay: number;
  startTime: string;
  endTime: string;
}): string {
  const day = WEEK_DAYS.find((candidate) => candidate.value === query.weekDay);
  const days = day ? day.plural : 'jours';
  return `Tous les ${days} de ${query.startTime} à ${query.endTime}`;
}

/** The noun of slots, for countOf and plural (« 0 créneau », « 2 créneaux »). */
export const SLOT_NOUN: Noun = { one: 'créneau', other: 'créneaux' };

/** « 3 créneaux », « 1 créneau », « 0 créneau ». */
export function slotCountLabel(count: number): string {
  return countOf(count, SLOT_NOUN);
}

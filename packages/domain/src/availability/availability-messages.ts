import { formatDate, formatTime } from '../locale/format.ts';
import { countOf, plural } from '../locale/french.ts';
import { SLOT_NOUN } from '../booking/booking-labels.ts';

/**
 * Violations of opening-window changes (docs/bookings.md#opening-windows), in French (U+00A0 before
 * « : »).
 */
export const WINDOW_NOT_FOUND = 'Ce créneau d’ouverture n’existe pas pour cet espace.';
export const WINDOW_ALREADY_CHANGED =
  'Ce créneau d’ouverture fait déjà l’objet d’une autre action.';
export const PAST_WINDOW_FROZEN = 'Un créneau d’ouverture passé ne peut pas être modifié.';
export const WINDOW_IN_THE_PAST = 'Un créneau d’ouverture ne peut pas être placé dans le passé.';
export const WEEKLY_UNTIL_BEFORE_START =
  'La date de fin de répétition ne peut pas précéder le premier créneau.';
export const WEEKLY_TOO_LONG = 'La répétition ne peut pas dépasser deux ans (105 semaines).';
export const WINDOW_TOO_LONG =
  'Un créneau d’ouverture dure au plus 24\u00a0heures, y compris après sa fusion avec les créneaux qu’il touche.';
export const WINDOWS_OVERLAP = 'Ce créneau d’ouverture en chevauche un autre.';

/** « Le créneau du 02/12/2026 de 18:00 à 20:00 est réservé (RES-2026-000042) : … ». */
export function bookedSlotCannotBeRemoved(slot: {
  startDate: Date;
  endDate: Date;
  bookingReference: string;
}): string {
  return (
    `Le créneau du ${formatDate(slot.startDate)} de ${formatTime(slot.startDate)} ` +
    `à ${formatTime(slot.endDate)} est réservé (${slot.bookingReference})\u00a0: ` +
    'il ne peut pas être retiré.'
  );
}

/** After PUT {place}/delete-future-slots: the windows kept for bookings. */
export function windowsKeptForBookings(kept: number): string {
  return plural(kept, {
    one: 'Un créneau d’ouverture portant une réservation a été gardé\u00a0: pour le libérer, annulez ses créneaux par un avenant depuis la réservation.',
    other: `${countOf(kept, SLOT_NOUN)} d’ouverture portant des réservations ont été gardés\u00a0: pour les libérer, annulez leurs créneaux par un avenant depuis chaque réservation.`,
  });
}

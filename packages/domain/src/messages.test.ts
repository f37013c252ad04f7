import { describe, expect, it } from 'vitest';
import * as messages from './messages.ts';

describe('messages quoted by the original specification, character for character', () => {
  it.each([
    [
      messages.DEFAULT_ERROR,
      "Une erreur est survenue, veuillez réessayer ultérieurement. Si le problème persiste, contactez l'administrateur.",
    ],
    [
      messages.SESSION_EXPIRED_401,
      'Vous avez été déconnecté du service. Veuillez vous reconnecter.',
    ],
    [messages.PAGE_NOT_FOUND, 'Page Not Found'],
    [messages.SLOT_IN_THE_PAST, 'Un créneau est dans le passé.'],
    [
      messages.SLOT_IN_THE_PAST_LONG,
      'Un créneau est dans le passé. Veuillez le modifier par la contre-proposition ou annuler la demande',
    ],
    [messages.SLOT_TAKEN, 'Ce créneau n’est plus disponible.'],
    [
      messages.ORGANIZATION_NOT_VALIDATED,
      "Merci de faire valider votre compte avant d'accéder à un espace",
    ],
    [
      messages.PASSWORD_RESET_SUCCESS,
      'Votre mot de passe a été modifié, merci de vous reconnecter',
    ],
    [messages.PASSWORD_RESET_FAILURE, 'Erreur lors du changement de mot de passe'],
    [messages.PASSWORD_CHANGE_SUCCESS, 'Mot de passe modifié'],
    [messages.EMAIL_CHANGE_SUCCESS, 'Email modifié'],
    [messages.PLACE_FETCH_FAILURE, 'Failed to fetch place details.'],
    [messages.EMAIL_VALIDATION_FAILURE, "Erreur pendant l'activation"],
    [messages.ALL_SLOTS_DELETED, 'Tous les créneaux ont été supprimés'],
    [messages.PLACE_DELETED, 'Espace supprimé'],
    [messages.ORGANIZATION_VALIDATED, 'Organisation validée'],
    [messages.ORGANIZATION_NON_COMPLIANT, "L'organisation est maintenant non conforme"],
    [messages.ORGANIZATION_REJECTED, "L'organisation a été rejetée"],
    [messages.EMAIL_VALIDATED, 'Email validé'],
    [messages.CHANGES_SAVED, 'Modification sauvegardée'],
    [messages.PAYMENT_MEANS_DELETED, 'Votre moyen de paiement a été supprimé'],
    [messages.TOAST_CLOSE_ACTION, 'Fermer'],
    [messages.ERROR_TITLE, 'Une erreur est survenue'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('titles the error page with the status code', () => {
    expect(messages.errorPageTitle(503)).toBe('Erreur 503');
  });
});

describe('bookingUpdateViolationMessage', () => {
  it('replaces the short slot-in-the-past message with the long one', () => {
    expect(messages.bookingUpdateViolationMessage('Un créneau est dans le passé.')).toBe(
      messages.SLOT_IN_THE_PAST_LONG,
    );
  });
  it('keeps any other message', () => {
    expect(messages.bookingUpdateViolationMessage(messages.SLOT_TAKEN)).toBe(messages.SLOT_TAKEN);
  });
});

describe('slotCancellationConfirmation', () => {
  it('tells an organisation that the conditions were applied', () => {
    expect(
      messages.slotCancellationConfirmation({ wholeBooking: true, byOrganization: true }),
    ).toBe(`${messages.BOOKING_CANCELLED} ${messages.CANCELLATION_CONDITIONS_APPLIED}`);
  });
  it('tells staff that the price was adjusted in an amendment', () => {
    expect(
      messages.slotCancellationConfirmation({ wholeBooking: false, byOrganization: false }),
    ).toBe(`${messages.SLOTS_CANCELLED} ${messages.CANCELLATION_PRICE_ADJUSTED}`);
  });
});

describe('French typography of every message', () => {
  const texts = Object.entries(messages as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );

  it.each(texts)('%s has no plain space before a high punctuation mark', (_name, text) => {
    expect(text).not.toMatch(/ [:;!?»]|« /);
  });

  it.each(texts)('%s has no double space and no trailing space', (_name, text) => {
    expect(text).not.toMatch(/ {2}|\s$|^\s/);
  });
});

/**
 * Every user-facing message (docs/messages.md#where-messages-live). The few texts the product
 * copies from its original specification keep their straight apostrophe; the others follow the
 * French typography of docs/messages.md#typography.
 */

export {
  DEFAULT_ERROR,
  ORGANIZATION_NOT_VALIDATED,
  PAGE_NOT_FOUND,
  TOAST_CLOSE_ACTION,
} from './shell-messages.ts';
import { DEFAULT_ERROR, ORGANIZATION_NOT_VALIDATED } from './shell-messages.ts';

// Error screen and unknown route (docs/routes.md#error-pages).
export const SESSION_EXPIRED_401 =
  'Vous avez été déconnecté du service. Veuillez vous reconnecter.';
export const LOGIN_LINK_LABEL = 'Se reconnecter';
export const errorPageTitle = (statusCode: number): string => `Erreur ${statusCode}`;

/**
 * Under the title « Erreur {statusCode} »: why the page is not shown, in a sentence, so that the
 * reader knows whether to wait, ask or go elsewhere (docs/routes.md#error-pages).
 */
export function errorPageReason(statusCode: number): string {
  if (statusCode === 403) {
    return 'Votre compte n’a pas accès à cette page\u00a0: elle est réservée à un autre profil, ou à une autre organisation ou un autre établissement que les vôtres.';
  }
  if (statusCode === 404) return 'Cette page, ou ce qu’elle devait montrer, n’existe pas ou plus.';
  if (statusCode === 409) {
    return 'Ces données viennent d’être modifiées par quelqu’un d’autre. Rechargez la page pour voir leur état actuel.';
  }
  if (statusCode === 429) {
    return 'Trop de demandes ont été envoyées en peu de temps. Patientez une minute avant de réessayer.';
  }
  if (statusCode >= 500) {
    return 'Le service a rencontré un problème de son côté. Réessayez dans quelques instants.';
  }
  return 'La page n’a pas pu être affichée.';
}
export const ERROR_PAGE_HOME_LINK = 'Retour à l’accueil';
export const ERROR_PAGE_BACK_LINK = 'Revenir à la page précédente';
export const ERROR_PAGE_RETRY = 'Réessayer';
export const errorPageContact = (email: string): string =>
  `Si le problème persiste, écrivez à ${email} en indiquant l’adresse de la page.`;

// Violations shown as toasts; severe ones carry a "Fermer" action (docs/messages.md#violations).
export const SLOT_IN_THE_PAST = 'Un créneau est dans le passé.';
export const SLOT_IN_THE_PAST_LONG =
  'Un créneau est dans le passé. Veuillez le modifier par la contre-proposition ou annuler la demande';

/** On booking update and pre-approval validation, the short text becomes the long one. */
export function bookingUpdateViolationMessage(message: string): string {
  return message === SLOT_IN_THE_PAST ? SLOT_IN_THE_PAST_LONG : message;
}

// The exclusion constraint turned into a 422 violation (docs/bookings.md#no-double-booking).
export const SLOT_TAKEN = 'Ce créneau n’est plus disponible.';

// Passwords and e-mails.
/** A reset, first-password or activation link already used, expired or unknown. */
export const LINK_NO_LONGER_VALID = 'Ce lien n’est plus valable.';
export const PASSWORD_RESET_SUCCESS = 'Votre mot de passe a été modifié, merci de vous reconnecter';
export const PASSWORD_RESET_FAILURE = 'Erreur lors du changement de mot de passe';
export const PASSWORD_CHANGE_SUCCESS = 'Mot de passe modifié';
export const EMAIL_CHANGE_SUCCESS = 'Email modifié';
export const EMAIL_VALIDATION_FAILURE = "Erreur pendant l'activation";

// Kept as the original specification writes it (docs/messages.md#error-catalogue).
export const PLACE_FETCH_FAILURE = 'Failed to fetch place details.';

// Success messages (docs/messages.md#success-messages).
export const ALL_SLOTS_DELETED = 'Tous les créneaux ont été supprimés';
export const PLACE_DELETED = 'Espace supprimé';
export const ORGANIZATION_VALIDATED = 'Organisation validée';
export const ORGANIZATION_NON_COMPLIANT = "L'organisation est maintenant non conforme";
export const ORGANIZATION_REJECTED = "L'organisation a été rejetée";
export const EMAIL_VALIDATED = 'Email validé';
export const CHANGES_SAVED = 'Modification sauvegardée';
export const PAYMENT_MEANS_DELETED = 'Votre moyen de paiement a été supprimé';

// Slot cancellation confirmation (docs/messages.md#success-messages).
export const BOOKING_CANCELLED = 'La demande a été annulée.';
export const SLOTS_CANCELLED = 'Les créneaux sélectionnés ont été annulés.';
export const CANCELLATION_CONDITIONS_APPLIED =
  'Les conditions d’annulation ont été appliquées et un avenant a été généré et joint à la convention. Il est téléchargeable en PDF depuis la page de la réservation.';
export const CANCELLATION_PRICE_ADJUSTED =
  'Le prix a été ajusté en conséquence et figure dans un avenant joint à la convention. Il est téléchargeable en PDF depuis la page de la réservation.';

export function slotCancellationConfirmation(options: {
  wholeBooking: boolean;
  byOrganization: boolean;
}): string {
  const what = options.wholeBooking ? BOOKING_CANCELLED : SLOTS_CANCELLED;
  const how = options.byOrganization
    ? CANCELLATION_CONDITIONS_APPLIED
    : CANCELLATION_PRICE_ADJUSTED;
  return `${what} ${how}`;
}

// hydra:title of every error (docs/api.md#errors-and-violations).
export const ERROR_TITLE = 'Une erreur est survenue';

// Server answers (docs/security.md).
// One answer for a wrong password and an account not yet activated (docs/security.md#sessions).
export const INVALID_CREDENTIALS =
  'Identifiants invalides. Si vous venez de créer votre compte, activez-le d’abord avec le lien reçu par e-mail.';
export const ACCOUNT_DISABLED = 'Ce compte est désactivé.';
export const NOT_AUTHENTICATED = 'Authentification requise.';
export const INVALID_REFRESH_TOKEN = 'Votre session a expiré. Veuillez vous reconnecter.';
export const TOO_MANY_ATTEMPTS = 'Trop de tentatives. Veuillez réessayer dans quelques minutes.';
/**
 * An account whose sign-ins are slowed (account/sign-in-throttle.ts): `retryTime` is the Paris
 * 'HH:mm' from which the next attempt may start; a new password by e-mail opens it at once.
 */
export const signInDelayed = (retryTime: string): string =>
  `Trop d’essais de connexion pour ce compte. Pour le protéger, réessayez à partir de ${retryTime}, ou choisissez un nouveau mot de passe avec le lien «\u00a0Mot de passe oublié\u00a0?\u00a0».`;
export const FORBIDDEN = 'Vous n’avez pas accès à cette ressource.';
export const NOT_FOUND = 'Ressource introuvable.';
export const CONFLICT = 'Cette action n’est pas possible dans l’état actuel de la ressource.';
// A write the database stopped because another one crossed it (deadlock, serialization).
export const CONCURRENT_CHANGE =
  'Une autre modification était en cours au même moment. Veuillez réessayer.';
export const VALIDATION_FAILED = 'Les données envoyées sont invalides.';
// A stored document whose bytes no longer match the SHA-256 recorded when it was issued.
export const DOCUMENT_ALTERED =
  'Ce document ne correspond plus à l’original enregistré\u00a0: il ne peut pas être délivré. Nos services ont été alertés.';
export const BAD_REQUEST = 'La requête est invalide.';
export const INVALID_ORIGIN = 'L’origine de la requête n’est pas autorisée.';
export const UNSUPPORTED_MEDIA_TYPE = 'Le type de contenu de la requête n’est pas pris en charge.';
export const INTERNAL_ERROR = DEFAULT_ERROR;
export const PROVIDER_UNAVAILABLE =
  'Le prestataire de paiement ne répond pas. Veuillez réessayer dans quelques minutes.';
export const ALREADY_AUTHENTICATED = 'Vous êtes déjà connecté.';

// Checks shared by several request contracts (docs/api.md#request-fields).
export const INVALID_ID = 'Identifiant invalide.';
export const UNKNOWN_STATUS = 'Statut inconnu.';
export const UNKNOWN_PROFILE = 'Profil inconnu.';
export const END_BEFORE_START = 'La fin doit être après le début.';
export const END_TIME_BEFORE_START = 'L’heure de fin doit être après l’heure de début.';
export const EMAIL_ALREADY_USED = 'Un compte existe déjà avec cette adresse e-mail.';

// Web: a resource that could not be read, and an edited booking left without slots.
export const PLACE_LOAD_FAILURE = 'Cet espace n’a pas pu être chargé.';
export const BOOKING_LOAD_FAILURE = 'Cette réservation n’a pas pu être chargée.';
export const AVAILABILITY_LOAD_FAILURE = 'Les disponibilités n’ont pas pu être chargées.';
export const NO_SLOT_LEFT = 'Aucun créneau\u00a0: ajoutez-en au moins un.';

// Uploads (docs/security.md#uploads-and-files).
export const UPLOAD_TOO_LARGE = 'Le fichier dépasse 10 Mo.';
export const UPLOAD_TYPE_REFUSED = 'Seuls les fichiers PDF, JPEG ou PNG sont acceptés.';
export const UPLOAD_MISSING = 'Le fichier est obligatoire.';

/**
 * The only user-facing texts written with a straight apostrophe: the original specification quotes
 * them so and they are copied byte for byte (docs/messages.md#where-messages-live). Every other
 * text uses ’, checked by the web typography test.
 */
export const SPEC_TEXTS_WITH_STRAIGHT_APOSTROPHE: readonly string[] = [
  DEFAULT_ERROR,
  ORGANIZATION_NOT_VALIDATED,
  EMAIL_VALIDATION_FAILURE,
  ORGANIZATION_NON_COMPLIANT,
  ORGANIZATION_REJECTED,
];

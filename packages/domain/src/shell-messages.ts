/**
 * The messages the application's shell shows before any page loads (the default error toast
 * and its « Fermer », the unknown route, the route guard's refusal), apart from the others
 * (messages.ts re-exports them) so that the first page carries only these
 * (docs/performance.md#mechanisms).
 */

// Default error toast (5 s, top-right; docs/messages.md#error-catalogue).
export const DEFAULT_ERROR =
  "Une erreur est survenue, veuillez réessayer ultérieurement. Si le problème persiste, contactez l'administrateur.";

// Unknown route (docs/routes.md#error-pages).
export const PAGE_NOT_FOUND = 'Page Not Found';

// Severe violations carry a "Fermer" action (docs/messages.md#violations).
export const TOAST_CLOSE_ACTION = 'Fermer';

// Shown for 3 s (docs/messages.md#toasts).
export const ORGANIZATION_NOT_VALIDATED =
  "Merci de faire valider votre compte avant d'accéder à un espace";

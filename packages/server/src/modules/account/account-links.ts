// Links e-mailed by the account flows, to the pages of docs/routes.md#pages.

const base = (appUrl: string) => appUrl.replace(/\/+$/, '');

/** /utilisateur/mot-de-passe/changement reads `token` (reset and first password alike). */
export function setPasswordLink(appUrl: string, token: string): string {
  return `${base(appUrl)}/utilisateur/mot-de-passe/changement?token=${encodeURIComponent(token)}`;
}

/** /utilisateur/mot-de-passe/demande-changement: where someone asks for a new link. */
export function passwordResetRequestPage(appUrl: string): string {
  return `${base(appUrl)}/utilisateur/mot-de-passe/demande-changement`;
}

/**
 * /organisation/activer-nouvel-email/{id}: `id` is the user's organisation; a user without
 * one (institutional staff) gets its own id, which the validation call accepts likewise.
 */
export function emailChangeLink(appUrl: string, accountId: string, token: string): string {
  return `${base(appUrl)}/organisation/activer-nouvel-email/${accountId}?token=${encodeURIComponent(token)}`;
}

/**
 * Mémoire du referer (docs/routes.md#redirects) : un visiteur non connecté est mémorisé
 * dans un cookie pour tout chemin sauf ceux-ci, et renvoyé vers ce chemin après connexion.
 * Seul un chemin relatif du même site est suivi, pour éviter les redirections ouvertes.
 */
export const REFERER_EXCLUDED_PATHS: readonly string[] = [
  '/',
  '/connexion',
  '/inscription',
  '/recherche',
  '/licence',
  '/donnees-personnelles',
  '/credits',
  '/aide',
  '/conditions-generales-d-utilisation',
  '/utilisateur/mot-de-passe/demande-changement',
];

/** Cookie holding the remembered path. */
export const REFERER_COOKIE_NAME = 'espaces_referer';

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** `pathname` may carry a query string or a hash; only the path decides. */
export function shouldRememberReferer(pathname: string): boolean {
  if (!isSafeReturnPath(pathname)) return false;
  const path = withoutTrailingSlash(pathname.split(/[?#]/, 1)[0] ?? '');
  return !REFERER_EXCLUDED_PATHS.includes(path);
}

/**
 * A same-site relative path: one leading `/`, not `//host` nor `/\host` (browsers read both
 * as another origin), no scheme, no backslash, control characters or whitespace.
 */
export function isSafeReturnPath(path: string): boolean {
  if (path.length === 0 || path.length > 2048) return false;
  if (!path.startsWith('/')) return false;
  if (path[1] === '/' || path[1] === '\\') return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f\\]/.test(path)) return false;
  // An encoded second slash or backslash may be decoded into `//host` further down the line.
  return !/^\/(%2f|%5c)/i.test(path);
}

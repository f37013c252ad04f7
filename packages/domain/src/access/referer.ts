/**
 * Referer memory (docs/routes.md#redirects): a signed-out visitor is remembered in a cookie
 * for any path except these, and sent back to that path after sign-in. Only a same-site
 * relative path is followed, to avoid open redirects.
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

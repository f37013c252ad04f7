/**
 * An unauthenticated visitor's path (docs/routes.md#redirects) is remembered in a referer cookie
 * and they are sent back to it after login. Path + query string, readable by the client only (no
 * secret).
 */
import { REFERER_COOKIE_NAME as REFERER_COOKIE } from '@espaces/domain/access/referer';

export { REFERER_COOKIE };
const MAX_AGE_SECONDS = 60 * 60;

export function rememberReferer(path: string): void {
  document.cookie = `${REFERER_COOKIE}=${encodeURIComponent(path)}; path=/; max-age=${MAX_AGE_SECONDS}; SameSite=Lax`;
}

export function readReferer(): string | null {
  const prefix = `${REFERER_COOKIE}=`;
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (entry === undefined) return null;
  try {
    const value = decodeURIComponent(entry.slice(prefix.length));
    return value === '' ? null : value;
  } catch {
    return null;
  }
}

export function forgetReferer(): void {
  document.cookie = `${REFERER_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

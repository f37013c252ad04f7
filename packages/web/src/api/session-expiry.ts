/**
 * Session expiry kept in localStorage (docs/security.md#sessions): the user counts as signed in
 * while an expiry is stored; after login or refresh it is set to now + lifetime − 10 s, so the
 * client refreshes a little before the server's access token runs out.
 */
export const SESSION_EXPIRES_AT_KEY = 'espaces.sessionExpiresAt';

/** Session lifetime 1 hour minus a 10-second margin. */
export const SESSION_LIFETIME_SECONDS = 3600;
export const SESSION_MARGIN_MS = 10_000;

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeSessionExpiry(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the same key.
  const onStorage = (event: StorageEvent): void => {
    if (event.key === SESSION_EXPIRES_AT_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function readSessionExpiry(): number | null {
  const stored = window.localStorage.getItem(SESSION_EXPIRES_AT_KEY);
  if (stored === null) return null;
  const expiresAt = Number(stored);
  return Number.isFinite(expiresAt) ? expiresAt : null;
}

export function hasStoredSession(): boolean {
  return readSessionExpiry() !== null;
}

export function storeSessionExpiry(
  expiresInSeconds: number = SESSION_LIFETIME_SECONDS,
  now: number = Date.now(),
): number {
  const expiresAt = now + expiresInSeconds * 1000 - SESSION_MARGIN_MS;
  window.localStorage.setItem(SESSION_EXPIRES_AT_KEY, String(expiresAt));
  notify();
  return expiresAt;
}

export function clearSessionExpiry(): void {
  if (window.localStorage.getItem(SESSION_EXPIRES_AT_KEY) === null) return;
  window.localStorage.removeItem(SESSION_EXPIRES_AT_KEY);
  notify();
}

export function isSessionExpired(now: number = Date.now()): boolean {
  const expiresAt = readSessionExpiry();
  return expiresAt !== null && expiresAt <= now;
}

import type { Session } from '@espaces/domain/api/authentication';
import { DEFAULT_ERROR, TOAST_CLOSE_ACTION } from '@espaces/domain/shell-messages';
import { ofetch, type FetchOptions } from 'ofetch';
import { toast, TOAST_DURATION } from '../ui/toast.tsx';
import { hydraDescriptionOf, statusOf, violationsOf } from './errors.ts';
import { clearSessionExpiry, isSessionExpired, storeSessionExpiry } from './session-expiry.ts';
import { raiseUnauthorized } from './unauthorized.ts';

/**
 * The client retries once on these statuses, and only for methods that are safe to
 * repeat; POST, PUT, PATCH and DELETE are never retried (a retried POST could book twice).
 */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504];
const RETRYABLE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const RETRY_DELAY_MS = 300;

export function retriesFor(method: string): number {
  return RETRYABLE_METHODS.has(method.toUpperCase()) ? 1 : 0;
}

export const LOGIN_PATH = '/connexion';

const http = ofetch.create(
  {
    credentials: 'include',
    headers: { Accept: 'application/ld+json, application/json' },
    retryStatusCodes: RETRY_STATUS_CODES,
    retryDelay: RETRY_DELAY_MS,
  },
  // Resolved at call time so tests (and polyfills) can replace the global fetch.
  { fetch: (input, init) => globalThis.fetch(input, init) },
);

export interface ApiFetchOptions extends Omit<FetchOptions<'json'>, 'retry' | 'retryStatusCodes'> {
  /**
   * Whether a 401 answer raises the 401 error screen (docs/routes.md#error-pages). Off for the
   * calls whose 401 is an expected answer: the initial user fetch, login and refresh.
   */
  raiseUnauthorized?: boolean;
  /** Skip the refresh of an expired session before the call (authentication calls). */
  skipSessionRefresh?: boolean;
}

let pendingRefresh: Promise<boolean> | null = null;

async function refreshSession(): Promise<boolean> {
  try {
    const session = await http<Session>('/api/authentication/refresh', {
      method: 'POST',
      body: {},
      retry: 0,
    });
    storeSessionExpiry(session.expiresIn);
    return true;
  } catch (error) {
    console.error('Échec du renouvellement de la session', error);
    clearSessionExpiry();
    return false;
  }
}

/**
 * If the stored expiry has passed (docs/security.md#sessions), refresh once before the call.
 * Concurrent calls share one refresh (single flight) so the rotating refresh token is used only
 * once.
 */
export function refreshSessionIfExpired(now: number = Date.now()): Promise<boolean> {
  if (!isSessionExpired(now)) return Promise.resolve(true);
  pendingRefresh ??= refreshSession().finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
}

function isOnLoginPage(): boolean {
  return window.location.pathname === LOGIN_PATH;
}

/**
 * Calls the API with cookies, JSON bodies, the retry and session rules of
 * docs/routes.md#client-calls.
 */
export async function apiFetch<T>(request: string, options: ApiFetchOptions = {}): Promise<T> {
  const {
    raiseUnauthorized: raises401 = true,
    skipSessionRefresh = false,
    ...fetchOptions
  } = options;
  const method = (fetchOptions.method ?? 'GET').toUpperCase();
  // No await unless a refresh is due: the request then leaves at once, before the page's code
  // that main.tsx asks for right after its prefetches.
  if (!skipSessionRefresh && isSessionExpired()) await refreshSessionIfExpired();
  try {
    return await http<T>(request, { ...fetchOptions, method, retry: retriesFor(method) });
  } catch (error) {
    if (raises401 && statusOf(error) === 401 && !isOnLoginPage()) {
      raiseUnauthorized();
      clearSessionExpiry();
    }
    throw error;
  }
}

/**
 * Server violations become toasts (docs/messages.md#violations); when any violation's severity
 * contains « error » they stay until closed (with a « Fermer » action), otherwise they last 5
 * seconds. Returns whether the error carried violations.
 */
export function showViolations(error: unknown): boolean {
  const violations = violationsOf(error);
  if (violations === null || violations.length === 0) return false;
  const severe = violations.some((violation) => violation.payload?.severity?.includes('error'));
  for (const violation of violations) {
    toast(
      severe
        ? {
            message: violation.message,
            type: 'error',
            autoClose: false,
            action: { label: TOAST_CLOSE_ACTION },
          }
        : {
            message: violation.message,
            type: violation.payload?.severity === 'warning' ? 'warning' : 'error',
            autoClose: TOAST_DURATION.default,
          },
    );
  }
  return true;
}

/** The default error toast (5 s, top-right; docs/messages.md#toasts). */
export function showDefaultError(): void {
  toast({
    message: DEFAULT_ERROR,
    type: 'error',
    position: 'top-right',
    autoClose: TOAST_DURATION.default,
  });
}

/**
 * The generic reaction to a failed call: a 401 already raised its screen, violations are shown as
 * toasts (docs/messages.md#violations), anything else gets the default error toast
 * (docs/messages.md#error-catalogue).
 */
export function handleApiError(error: unknown): void {
  const status = statusOf(error);
  console.error(
    `Appel à l’API en échec (${status ?? 'réseau'})`,
    hydraDescriptionOf(error) ?? error,
  );
  if (status === 401) return;
  if (showViolations(error)) return;
  showDefaultError();
}

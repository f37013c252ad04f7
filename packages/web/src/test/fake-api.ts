import { CANCELLATION_TERMS } from '@espaces/domain/agreement/cancellation-terms';
import { vi } from 'vitest';
import type { AppConfig } from '../api/config.ts';
import { SESSION_EXPIRES_AT_KEY } from '../api/session-expiry.ts';

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
  init: RequestInit | undefined;
}

type Answer = Response | ((request: FakeRequest) => Response | Promise<Response>);

export function jsonResponse(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/ld+json; charset=utf-8' },
  });
}

export function hydraError(status: number, description: string): Response {
  return jsonResponse(status, {
    '@type': 'hydra:Error',
    'hydra:title': 'Une erreur est survenue',
    'hydra:description': description,
  });
}

export const TEST_CONFIG: AppConfig = {
  appName: 'Espaces Partagés',
  regionName: 'la Région Val-d’Azur',
  regionLogoUrl: null,
  contactEmail: 'contact@region.example',
  mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
  captchaSiteKey: null,
  captchaScriptUrl: 'https://www.google.com/recaptcha/api.js',
  matomoUrl: null,
  matomoSiteId: null,
  proconnect: false,
  paymentProvider: 'sandbox',
  cancellationTerms: CANCELLATION_TERMS,
};

/**
 * Replaces `fetch` with a table of answers keyed « METHOD /path » (query string ignored).
 * An array answers in turn (the last one repeats). Unknown calls get a 404. Every call is
 * recorded in `requests`.
 */
export type FakeAnswers = Record<string, Answer | Answer[]>;

export function installFakeApi(answers: FakeAnswers = {}) {
  const requests: FakeRequest[] = [];
  const served = new Map<string, number>();
  const table: Record<string, Answer | Answer[]> = {
    'GET /api/config': () => jsonResponse(200, TEST_CONFIG),
    ...answers,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const request: FakeRequest = { method, path: url.pathname, body, init };
    requests.push(request);
    const key = `${method} ${url.pathname}`;
    const entry = table[key];
    if (entry === undefined) return hydraError(404, 'Ressource introuvable.');
    const count = served.get(key) ?? 0;
    served.set(key, count + 1);
    const answer = Array.isArray(entry) ? entry[Math.min(count, entry.length - 1)] : entry;
    if (answer === undefined) throw new Error(`No answer for ${key}`);
    return typeof answer === 'function' ? answer(request) : answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string): FakeRequest[] =>
    requests.filter((request) => request.method === method && request.path === path);
  return { fetchMock, requests, callsTo };
}

/** A stored, unexpired session for `user` plus the given answers. */
export function installSignedInApi(user: object, answers: FakeAnswers = {}) {
  window.localStorage.setItem(SESSION_EXPIRES_AT_KEY, String(Date.now() + 3_000_000));
  return installFakeApi({ 'GET /api/authentication/user': jsonResponse(200, user), ...answers });
}

/** The query string of the last call to `path` (the fake API itself ignores it). */
export function lastQueryTo(api: ReturnType<typeof installFakeApi>, path: string): URLSearchParams {
  const urls = api.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);
  const last = urls.at(-1);
  if (last === undefined) throw new Error(`No call to ${path}`);
  return last.searchParams;
}

/**
 * A 422 answer (docs/api.md#errors-and-violations) whose violations must be corrected
 * (severity « error »).
 */
export function violationList(violations: { propertyPath: string; message: string }[]) {
  return jsonResponse(422, {
    '@type': 'ConstraintViolationList',
    'hydra:title': 'Une erreur est survenue',
    'hydra:description': violations.map((violation) => violation.message).join(' '),
    violations: violations.map((violation) => ({
      ...violation,
      code: 'VALIDATION_FAILED',
      payload: { severity: 'error' },
    })),
  });
}

/** The query strings of the calls to `path` (the fake API keys answers without them). */
export function queriesTo(
  fetchMock: { mock: { calls: unknown[][] } },
  path: string,
): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams);
}

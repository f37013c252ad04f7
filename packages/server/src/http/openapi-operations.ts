import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { constraintViolationListSchema, hydraErrorSchema } from '@espaces/domain/api/hydra';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../modules/auth/session-cookies.ts';

// What the OpenAPI document says of each operation beyond its zod contracts (docs/api.md#openapi):
// a stable operationId, a tag, who may call it and the errors it may answer. Derived from the
// routes themselves, never written per route; openapi.api.test.ts checks it against the app.

/**
 * Who may call an operation. Every operation needs the access cookie (`cookieAuth`) except
 * these, whose handlers answer without a session; openapi.api.test.ts sends each operation
 * without cookies and checks that exactly the others answer 401.
 */
const SESSION_FREE: Record<string, SessionUse> = {
  'POST /api/authentication': 'public',
  'POST /api/authentication/refresh': 'refresh',
  'GET /api/authentication/logout': 'public',
  'GET /api/config': 'public',
  // Visitors see the public calendar and search; signed-in users see more.
  'GET /api/places/{id}/time_slots': 'optional',
  'GET /api/places/{id}/alternatives': 'optional',
  'GET /api/places/{id}/weekly_alternatives': 'optional',
  'GET /api/search/places': 'optional',
  // Sign-up, by a visitor or by a signed-in user adding an organisation.
  'POST /api/organizations': 'optional',
  'GET /api/company-register': 'public',
  // Links in e-mails and feeds: their token is the credential.
  'GET /api/organizations/{id}/validate': 'public',
  'GET /api/organizations/{id}/validation-new-email': 'public',
  'GET /api/users/{id}/validation-email': 'public',
  'POST /api/user_password_reset_requests': 'public',
  'POST /api/user_password_resets': 'public',
  'GET /api/calendars/{token}.ics': 'public',
  // The payment provider's sandbox pages and the development tools (DEV_MAIL_PREVIEW).
  'GET /api/sandbox/card-registrations/{id}': 'public',
  'POST /api/sandbox/card-registrations/{id}': 'public',
  // Stripe's webhook: its signature is the credential.
  'POST /api/payments/stripe/webhook': 'public',
  'GET /dev/mails': 'public',
  'GET /dev/mails.json': 'public',
  'GET /dev/mails/{id}.html': 'public',
  'GET /dev/payments/charge': 'public',
  'POST /dev/payments/{id}/fall-due': 'public',
  'POST /dev/campaigns/{id}/close-applications': 'public',
};

type SessionUse = 'required' | 'public' | 'optional' | 'refresh';

export const SECURITY_SCHEMES = {
  cookieAuth: { type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE },
  refreshCookie: { type: 'apiKey', in: 'cookie', name: REFRESH_COOKIE },
} as const;

export const ERROR_SCHEMAS = {
  HydraError: z.toJSONSchema(hydraErrorSchema, { target: 'draft-2020-12' }),
  ConstraintViolationList: z.toJSONSchema(constraintViolationListSchema, {
    target: 'draft-2020-12',
  }),
};

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `GET /api/facilities/{id}/documents` → `getFacilitiesByIdDocuments`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .flatMap((segment) => segment.replace(/\{(\w+)\}/g, ' by $1 ').split(/[^A-Za-z0-9]+/))
    .filter((word) => word !== '');
  const pascal = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  return method.toLowerCase() + pascal;
}

/** The module an operation belongs to, as its first path segment after /api. */
export function tagOf(url: string): string {
  const segments = url.split('/').filter((segment) => segment !== '' && segment !== 'api');
  return (segments[0] ?? 'api').replace(/\{.*$|\..*$/, '');
}

export function sessionUseOf(method: string, url: string): SessionUse {
  return SESSION_FREE[`${method} ${url}`] ?? 'required';
}

/** OpenAPI security requirement: required cookie, optional cookie, or none. */
export function securityOf(method: string, url: string): Record<string, string[]>[] {
  const use = sessionUseOf(method, url);
  if (use === 'required') return [{ cookieAuth: [] }];
  if (use === 'optional') return [{}, { cookieAuth: [] }];
  if (use === 'refresh') return [{ refreshCookie: [] }];
  return [];
}

interface ErrorResponse {
  description: string;
  content: { 'application/json': { schema: { $ref: string } } };
}

const errorResponse = (description: string, schema: keyof typeof ERROR_SCHEMAS): ErrorResponse => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
});

/** The 4xx answers an operation may give, from what its route declares. */
export function errorResponsesOf(
  method: string,
  url: string,
  route: Pick<RouteOptions, 'schema' | 'config'>,
): Record<string, ErrorResponse> {
  const responses: Record<string, ErrorResponse> = {};
  const schema = route.schema ?? {};
  const config = route.config as
    { rateLimit?: unknown; changesSessions?: boolean; endsSessions?: boolean } | undefined;
  const use = sessionUseOf(method, url);
  if (use === 'refresh')
    responses['401'] = errorResponse('Pas de session à prolonger.', 'HydraError');
  if (use === 'required') {
    responses['401'] = errorResponse('Pas de session valide.', 'HydraError');
    responses['403'] = errorResponse('Action refusée à cet utilisateur.', 'HydraError');
  } else if (UNSAFE_METHODS.has(method) || config?.changesSessions || config?.endsSessions) {
    responses['403'] = errorResponse('Origine de la requête refusée.', 'HydraError');
  }
  if (url.includes('{')) responses['404'] = errorResponse('Ressource introuvable.', 'HydraError');
  // Multipart uploads are validated by their handlers, without a body schema.
  if (
    schema.body ||
    schema.querystring ||
    schema.params ||
    (UNSAFE_METHODS.has(method) && method !== 'DELETE')
  )
    responses['422'] = errorResponse('Données refusées.', 'ConstraintViolationList');
  if (config?.rateLimit) responses['429'] = errorResponse('Trop de tentatives.', 'HydraError');
  return responses;
}

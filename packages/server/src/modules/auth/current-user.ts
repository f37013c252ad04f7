import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '@espaces/domain/api/authentication';
import { DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { presentAuthenticatedUser } from './auth.presenter.ts';
import { findSessionUser } from './auth.service.ts';
import { SessionCache } from './session-cache.ts';
import { followSessionChanges } from './session-changes.ts';
import { sessionFromAccessCookie } from './session-cookies.ts';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: AuthenticatedUser | null;
  }
  interface FastifyContextConfig {
    /**
     * Whether the route may change what a session lookup reads, when its method says otherwise:
     * true for a safe-method route that does (sign-out by GET), false for a write that never
     * touches users, memberships, tokens, organisations, facilities or territories (a booking
     * request), which then answers without waiting for this process to catch up.
     */
    changesSessions?: boolean;
    /**
     * True for a route that ends sessions (sign-out, a password changed or reset, an account
     * disabled): it answers only once every instance has dropped them from its cache.
     */
    endsSessions?: boolean;
  }
}

/** Enough for every session active in a minute on a region; each entry is a few kB. */
const CACHED_SESSIONS_MAX = 10_000;
/** A safety net only: every change that matters drops its entries at once. */
const CACHED_SESSION_MAX_AGE_MS = 60_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves who asks from the access cookie, once per request, before any handler. A session
 * ended by sign-out or a password change, a disabled account, a changed membership are seen
 * at once (docs/security.md#sessions): the answer is kept per session only while this
 * process follows the database's notifications of such changes (triggers of migration 0014),
 * and a write request answers only once its own changes have reached this process's cache —
 * every instance's cache, for a route that ends sessions.
 */
export function registerCurrentUser(app: FastifyInstance, db: Database, clock: () => Date): void {
  const cache = new SessionCache<AuthenticatedUser>({
    maxEntries: CACHED_SESSIONS_MAX,
    maxAgeMs: CACHED_SESSION_MAX_AGE_MS,
  });
  const changes = followSessionChanges(db, cache, (message) => app.log.error(message));
  app.addHook('onClose', () => changes.close());
  app.decorateRequest('currentUser', null);
  // Callback style: anonymous requests and cached sessions go on without a promise.
  app.addHook('preHandler', (request, _reply, done) => {
    const session = sessionFromAccessCookie(request, clock());
    if (!session) return done();
    const cached = cache.get(session.userId, session.sessionId);
    if (cached) {
      request.currentUser = cached;
      return done();
    }
    cache
      .lookup(session.userId, session.sessionId, () =>
        findSessionUser(db, session).then(
          (profile) => profile && deepFreeze(presentAuthenticatedUser(profile)),
        ),
      )
      .then((user) => {
        request.currentUser = user;
      })
      .then(() => done(), done);
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    const { changesSessions, endsSessions } = request.routeOptions.config;
    if (endsSessions)
      return void changes.everyInstanceCaughtUp().then(() => done(null, payload), done);
    const mayChange = changesSessions ?? !SAFE_METHODS.has(request.method);
    if (!mayChange) return done(null, payload);
    changes.caughtUp().then(() => done(null, payload), done);
  });
}

/** One answer serves many requests: none may change it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.currentUser) throw new DomainError('NOT_AUTHENTICATED');
  return request.currentUser;
}

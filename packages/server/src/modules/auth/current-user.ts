import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '@espaces/domain/api/authentication';
import { DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { presentAuthenticatedUser } from './auth.presenter.ts';
import { findSessionUser } from './auth.service.ts';
import { sessionFromAccessCookie } from './session-cookies.ts';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: AuthenticatedUser | null;
  }
}

/**
 * Resolves who asks from the access cookie, once per request, before any handler. A session
 * ended by sign-out or a password change is refused at once (issue 10 item 4).
 */
export function registerCurrentUser(app: FastifyInstance, db: Database, clock: () => Date): void {
  app.decorateRequest('currentUser', null);
  // Callback style: anonymous requests go on without a promise.
  app.addHook('preHandler', (request, _reply, done) => {
    const session = sessionFromAccessCookie(request, clock());
    if (!session) return done();
    findSessionUser(db, session)
      .then((profile) => {
        request.currentUser = profile ? presentAuthenticatedUser(profile) : null;
      })
      .then(() => done(), done);
  });
}

export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.currentUser) throw new DomainError('NOT_AUTHENTICATED');
  return request.currentUser;
}

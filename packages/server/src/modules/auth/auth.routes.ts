import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authenticatedUserSchema,
  sessionSchema,
  signOutSchema,
} from '@espaces/domain/api/authentication';
import { credentialsSchema, type Credentials } from '@espaces/domain/api/credentials';
import type { Database } from '../../db/client.ts';
import { requireSameOrigin } from '../../http/fetch-metadata.ts';
import { ACCESS_TOKEN_TTL_SECONDS, refreshSession, signIn, signOut } from './auth.service.ts';
import { requireUser } from './current-user.ts';
import {
  clearSessionCookies,
  REFRESH_COOKIE,
  sessionFromAccessCookie,
  setSessionCookies,
  setTrustedDeviceCookie,
  trustedDeviceFromCookie,
} from './session-cookies.ts';

interface AuthRoutesOptions {
  db: Database;
  clock: () => Date;
  appUrl: string;
  signInRateLimit: { max: number; timeWindow: string };
  /**
   * Ends the session at the identity provider it came from, if any: its end-session address
   * (proconnect/proconnect.routes.ts).
   */
  endProviderSession?: (request: FastifyRequest, reply: FastifyReply) => Promise<string | null>;
}

const TAGS = ['Authentification'];

/** Authentication calls (docs/security.md#sessions). */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const { db, clock, appUrl } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/authentication',
    {
      schema: {
        tags: TAGS,
        summary: 'Se connecter',
        body: credentialsSchema,
        response: { 200: sessionSchema },
      },
      config: {
        rateLimit: {
          ...options.signInRateLimit,
          // Once validated, the body holds the e-mail as the contract normalised it, the very
          // address the sign-in looks up: no spelling of it opens another bucket.
          hook: 'preHandler',
          // Per address and account: one office sharing an IP is not locked out by a colleague.
          keyGenerator: (request) => `${request.ip}:${(request.body as Credentials).email}`,
        },
      },
    },
    async (request, reply) => {
      const now = clock();
      const signedIn = await signIn(db, request.body, now, trustedDeviceFromCookie(request));
      setSessionCookies(reply, signedIn.session, now, appUrl);
      setTrustedDeviceCookie(reply, signedIn.device, appUrl);
      return { expiresIn: ACCESS_TOKEN_TTL_SECONDS };
    },
  );

  api.post(
    '/api/authentication/refresh',
    {
      schema: {
        tags: TAGS,
        summary: 'Renouveler la session (jeton de rafraîchissement en cookie)',
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      const now = clock();
      try {
        const session = await refreshSession(db, request.cookies[REFRESH_COOKIE], now);
        setSessionCookies(reply, session, now, appUrl);
        return { expiresIn: ACCESS_TOKEN_TTL_SECONDS };
      } catch (error) {
        clearSessionCookies(reply, appUrl);
        throw error;
      }
    },
  );

  api.get(
    '/api/authentication/user',
    {
      schema: {
        tags: TAGS,
        summary: 'Utilisateur connecté',
        response: { 200: authenticatedUserSchema },
      },
    },
    async (request) => requireUser(request),
  );

  api.get(
    '/api/authentication/logout',
    {
      schema: {
        tags: TAGS,
        summary: 'Se déconnecter',
        response: { 200: signOutSchema, 204: z.null() },
      },
      // A GET that ends a session: it answers once every instance's cache has dropped it.
      config: { endsSessions: true },
    },
    async (request, reply) => {
      requireSameOrigin(request);
      const now = clock();
      await signOut(
        db,
        {
          refreshToken: request.cookies[REFRESH_COOKIE],
          session: sessionFromAccessCookie(request, now),
        },
        now,
      );
      clearSessionCookies(reply, appUrl);
      const endSessionUrl = (await options.endProviderSession?.(request, reply)) ?? null;
      if (endSessionUrl !== null) return { endSessionUrl };
      return reply.code(204).send(null);
    },
  );
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { REFRESH_TOKEN_TTL_SECONDS, signInAgent } from '../auth.service.ts';
import { cookieBaseOptions, REFRESH_PATH, setSessionCookies } from '../session-cookies.ts';
import type { AuthorizationFlow, ProConnectClient } from './proconnect-client.ts';

/** The flow's secrets between the start and the callback: 10 minutes, then sign in again. */
const FLOW_COOKIE = 'espaces_proconnect_flow';
const FLOW_PATH = '/api/proconnect/callback';
const FLOW_TTL_SECONDS = 600;
/**
 * The ID token of a session opened through ProConnect, the `id_token_hint` of its logout: sent
 * to the authentication routes only, like the refresh cookie.
 */
const ID_TOKEN_COOKIE = 'espaces_proconnect_id_token';

/** Web pages the callback ends on (docs/routes.md#redirects). */
export const PROCONNECT_PAGES = {
  signedIn: '/connexion?proconnect=connecte',
  unknownAgent: '/connexion/proconnect-inconnu',
  failed: '/connexion?proconnect=echec',
} as const;

interface ProConnectRoutesOptions {
  db: Database;
  clock: () => Date;
  appUrl: string;
  client: ProConnectClient;
}

const TAGS = ['Authentification'];

/**
 * ProConnect sign-in of public agents (docs/security.md#proconnect): registered only when it is
 * configured, so that its routes answer 404 otherwise.
 */
export async function proconnectRoutes(
  app: FastifyInstance,
  options: ProConnectRoutesOptions,
): Promise<void> {
  const { db, clock, appUrl, client } = options;
  const redirectUri = new URL(FLOW_PATH, appUrl).href;

  app.get(
    '/api/proconnect/authorize',
    { schema: { tags: TAGS, summary: 'Se connecter avec ProConnect (redirection)', hide: true } },
    async (_request, reply) => {
      const { flow, url } = await client.startAuthorization(redirectUri);
      reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
        ...cookieBaseOptions(appUrl),
        path: FLOW_PATH,
        signed: true,
        maxAge: FLOW_TTL_SECONDS,
      });
      return reply.redirect(url.href);
    },
  );

  app.get(
    FLOW_PATH,
    { schema: { tags: TAGS, summary: 'Retour de ProConnect (redirection)', hide: true } },
    async (request, reply) => {
      // Single use: whatever happens next, this browser's flow is over.
      const flow = flowFromCookie(request);
      reply.clearCookie(FLOW_COOKIE, { ...cookieBaseOptions(appUrl), path: FLOW_PATH });
      if (!flow) return reply.redirect(PROCONNECT_PAGES.failed);
      const callbackUrl = new URL(request.url, redirectUri);
      let identity;
      try {
        identity = await client.finishAuthorization(callbackUrl, flow);
      } catch (error) {
        // The reason only: the callback's address holds the code.
        request.log.warn({ reason: (error as Error).message }, 'ProConnect callback refused');
        return reply.redirect(PROCONNECT_PAGES.failed);
      }
      const now = clock();
      const session = await signInAgent(db, identity.email, now);
      if (!session) return reply.redirect(PROCONNECT_PAGES.unknownAgent);
      setSessionCookies(reply, session, now, appUrl);
      reply.setCookie(ID_TOKEN_COOKIE, identity.idToken, {
        ...cookieBaseOptions(appUrl),
        path: REFRESH_PATH,
        signed: true,
        maxAge: REFRESH_TOKEN_TTL_SECONDS,
      });
      return reply.redirect(PROCONNECT_PAGES.signedIn);
    },
  );
}

function flowFromCookie(request: FastifyRequest): AuthorizationFlow | null {
  const raw = request.cookies[FLOW_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const flow = JSON.parse(unsigned.value) as Partial<AuthorizationFlow>;
    const { state, nonce, codeVerifier } = flow;
    return state && nonce && codeVerifier ? { state, nonce, codeVerifier } : null;
  } catch {
    return null;
  }
}

/**
 * For the sign-out route: when the session came from ProConnect, forgets its ID token and returns
 * the provider's end-session address (RP-initiated logout), else null.
 */
export function proconnectSignOut(client: ProConnectClient, appUrl: string) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<string | null> => {
    const raw = request.cookies[ID_TOKEN_COOKIE];
    if (!raw) return null;
    reply.clearCookie(ID_TOKEN_COOKIE, { ...cookieBaseOptions(appUrl), path: REFRESH_PATH });
    const unsigned = request.unsignCookie(raw);
    if (!unsigned.valid || !unsigned.value) return null;
    const url = await client.endSessionUrl(unsigned.value, new URL('/', appUrl).href);
    return url.href;
  };
}

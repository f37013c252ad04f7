import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const CLIENT_ID = 'espaces-partages';
export const CLIENT_SECRET = 'proconnect-test-secret-not-for-production';

/** A local OpenID provider that answers like ProConnect: PKCE, signed ID tokens and userinfo. */
export interface TestOpenIdProvider {
  issuer: string;
  /**
   * Plays the agent's browser at the provider: from the authorization address to the callback
   * address the provider sends it back to, signed in as `email`.
   */
  signInAs: (authorizationUrl: string, email: string) => Promise<URL>;
  close: () => Promise<void>;
}

export async function startOpenIdProvider(appUrl: string): Promise<TestOpenIdProvider> {
  // Listening first: the issuer, which the provider needs, names the port.
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [new URL('/api/proconnect/callback', appUrl).href],
        post_logout_redirect_uris: [new URL('/', appUrl).href],
        token_endpoint_auth_method: 'client_secret_post',
        id_token_signed_response_alg: 'RS256',
        userinfo_signed_response_alg: 'RS256',
      },
    ],
    jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256', kid: 'test' }] },
    cookies: { keys: ['test-provider-cookie-key'] },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    claims: {
      openid: ['sub'],
      email: ['email'],
      given_name: ['given_name'],
      usual_name: ['usual_name'],
    },
    features: {
      devInteractions: { enabled: true },
      jwtUserinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true },
    },
    // Consent is ProConnect's business, not the test's: every client gets what it asks.
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId || !ctx.oidc.client) return undefined;
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId: ctx.oidc.client.clientId });
      grant.addOIDCScope('openid email given_name usual_name');
      await grant.save();
      return grant;
    },
    findAccount: (_ctx, accountId) => ({
      accountId,
      claims: () => ({
        sub: accountId,
        email: accountId,
        given_name: 'Agent',
        usual_name: 'Public',
      }),
    }),
  });

  server.on('request', provider.callback());

  return {
    issuer,
    signInAs: (authorizationUrl, email) => signInAs(issuer, authorizationUrl, email),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function signInAs(issuer: string, authorizationUrl: string, email: string): Promise<URL> {
  const jar = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  let url = authorizationUrl;
  let loggedIn = false;
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await send(url);
    const location = response.headers.get('location');
    if (location === null) {
      // The login form of the provider's development interactions.
      if (loggedIn || !url.startsWith(`${issuer}/interaction/`)) {
        throw new Error(`provider answered ${response.status} at ${url}`);
      }
      const login = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login: email, password: 'x' }).toString(),
      });
      loggedIn = true;
      url = new URL(login.headers.get('location') ?? '', issuer).href;
      continue;
    }
    const next = new URL(location, url);
    if (!next.href.startsWith(issuer)) return next;
    url = next.href;
  }
  throw new Error('the provider never sent the browser back');
}

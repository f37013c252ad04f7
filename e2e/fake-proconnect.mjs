// Stands in for ProConnect during the journeys (docs/security.md#proconnect,
// docs/operations.md#proconnect): an `oidc-provider` set up like the API tests' provider
// (packages/server/test/support/openid-provider.ts), whose login prompt is a plain form here
// rather than the package's development pages, which load a font from the internet.
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const PORT = Number(process.env.PORT ?? 3201);
const ISSUER = process.env.ISSUER ?? `http://127.0.0.1:${PORT}`;
const APP_URL = process.env.APP_URL ?? 'http://localhost:3100';

const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
  format: 'jwk',
});

const provider = new Provider(ISSUER, {
  clients: [
    {
      client_id: process.env.CLIENT_ID,
      client_secret: process.env.CLIENT_SECRET,
      redirect_uris: [new URL('/api/proconnect/callback', APP_URL).href],
      post_logout_redirect_uris: [new URL('/', APP_URL).href],
      token_endpoint_auth_method: 'client_secret_post',
      id_token_signed_response_alg: 'RS256',
      userinfo_signed_response_alg: 'RS256',
    },
  ],
  jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256', kid: 'e2e' }] },
  cookies: { keys: ['e2e-provider-cookie-key'] },
  pkce: { required: () => true },
  ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
  claims: {
    openid: ['sub'],
    email: ['email'],
    given_name: ['given_name'],
    usual_name: ['usual_name'],
  },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  features: {
    devInteractions: { enabled: false },
    jwtUserinfo: { enabled: true },
    rpInitiatedLogout: { enabled: true },
  },
  // Consent is ProConnect's business, not the journeys': the client gets what it asks.
  loadExistingGrant: async (ctx) => {
    const accountId = ctx.oidc.session?.accountId;
    if (!accountId || !ctx.oidc.client) return undefined;
    const grant = new ctx.oidc.provider.Grant({ accountId, clientId: ctx.oidc.client.clientId });
    grant.addOIDCScope('openid email given_name usual_name');
    await grant.save();
    return grant;
  },
  // The login typed at the prompt is the agent's e-mail.
  findAccount: (_ctx, accountId) => ({
    accountId,
    claims: () => ({ sub: accountId, email: accountId }),
  }),
});

const LOGIN_PAGE = `<!doctype html>
<html lang="fr">
  <head><meta charset="utf-8"><title>ProConnect (local)</title></head>
  <body>
    <main>
      <h1>ProConnect (local)</h1>
      <form method="post">
        <label>Adresse e-mail professionnelle <input type="email" name="login" required></label>
        <button type="submit">Continuer</button>
      </form>
    </main>
  </body>
</html>`;

async function readForm(request) {
  let body = '';
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
}

/** The login prompt: the form, then the provider's flow resumed as the typed e-mail. */
async function interaction(request, response) {
  try {
    await provider.interactionDetails(request, response);
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(LOGIN_PAGE);
      return;
    }
    const login = (await readForm(request)).get('login') ?? '';
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: login } },
      { mergeWithLastSubmission: false },
    );
  } catch (error) {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(String(error));
  }
}

const callback = provider.callback();
createServer((request, response) => {
  if (request.url?.startsWith('/interaction/')) void interaction(request, response);
  else callback(request, response);
}).listen(PORT, '127.0.0.1');

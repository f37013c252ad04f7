import * as oidc from 'openid-client';
import type { ProConnectSettings } from '../../../config.ts';

/** What ProConnect is asked for (docs/operations.md#proconnect). */
const SCOPES = 'openid email given_name usual_name';
/** ProConnect signs its ID tokens and userinfo answers (docs/security.md#proconnect). */
const SIGNING_ALG = 'RS256';

/** The secrets of one authorization request, kept by the browser until its callback. */
export interface AuthorizationFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The agent as ProConnect vouches for them, and the token that ends their session there. */
export interface ProConnectIdentity {
  email: string;
  idToken: string;
}

export interface ProConnectClient {
  /** A new flow and the provider's address to send the browser to. */
  startAuthorization(redirectUri: string): Promise<{ flow: AuthorizationFlow; url: URL }>;
  /**
   * Exchanges the code of `callbackUrl` (PKCE), checks state, nonce and the ID token's signature,
   * then reads the e-mail from the signed userinfo answer; throws on any mismatch.
   */
  finishAuthorization(callbackUrl: URL, flow: AuthorizationFlow): Promise<ProConnectIdentity>;
  /** RP-initiated logout: where to send the browser so that its ProConnect session ends too. */
  endSessionUrl(idToken: string, postLogoutRedirectUri: string): Promise<URL>;
}

/**
 * openid-client over the issuer's discovery document, fetched at first use and again after a
 * failure, so that the app starts even while the provider is unreachable.
 */
export function proconnectClient(settings: ProConnectSettings): ProConnectClient {
  let configuration: Promise<oidc.Configuration> | undefined;
  const discovered = (): Promise<oidc.Configuration> => {
    configuration ??= discover(settings).catch((error: unknown) => {
      configuration = undefined;
      throw error;
    });
    return configuration;
  };

  return {
    async startAuthorization(redirectUri) {
      const config = await discovered();
      const flow: AuthorizationFlow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPES,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { flow, url };
    },

    async finishAuthorization(callbackUrl, flow) {
      const config = await discovered();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || !tokens.id_token) throw new Error('ProConnect: no ID token');
      const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      if (typeof userInfo.email !== 'string' || userInfo.email === '') {
        throw new Error('ProConnect: no e-mail in userinfo');
      }
      return { email: userInfo.email, idToken: tokens.id_token };
    },

    async endSessionUrl(idToken, postLogoutRedirectUri) {
      return oidc.buildEndSessionUrl(await discovered(), {
        id_token_hint: idToken,
        post_logout_redirect_uri: postLogoutRedirectUri,
        state: oidc.randomState(),
      });
    },
  };
}

function discover(settings: ProConnectSettings): Promise<oidc.Configuration> {
  const issuer = new URL(settings.issuer);
  // Plain HTTP only for a provider on this machine (the tests' one).
  const local = issuer.hostname === 'localhost' || issuer.hostname === '127.0.0.1';
  return oidc.discovery(
    issuer,
    settings.clientId,
    {
      id_token_signed_response_alg: SIGNING_ALG,
      userinfo_signed_response_alg: SIGNING_ALG,
    },
    oidc.ClientSecretPost(settings.clientSecret),
    local && issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
  );
}

/**
 * The captcha of the sign-up form (SPEC §7 "Third-party loads": one action string per call),
 * checked on the server before anything is stored. reCAPTCHA v3 style: the browser sends a
 * token, the server asks `siteverify` whether it is genuine, for our action, and human enough.
 */
export interface CaptchaVerifier {
  /** True when the token proves a human performed `action`. */
  verify(token: string, action: string, remoteIp: string): Promise<boolean>;
}

export const SIGN_UP_CAPTCHA_ACTION = 'signup';

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** Google's advice for v3: 0.5 separates likely humans from likely bots. */
const MINIMUM_SCORE = 0.5;
const TIMEOUT_MS = 5000;

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * `fetch` is looked up when a token is checked (not when the app starts), so tests can stand
 * in for the captcha provider with `vi.stubGlobal('fetch', …)`.
 */
export function createRecaptchaVerifier(
  secret: string,
  fetchImpl: Fetch = (url, init) => fetch(url, init),
): CaptchaVerifier {
  return {
    async verify(token, action, remoteIp) {
      try {
        const response = await fetchImpl(SITEVERIFY_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }).toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) return false;
        const answer = (await response.json()) as SiteverifyAnswer;
        return (
          answer.success === true &&
          answer.action === action &&
          typeof answer.score === 'number' &&
          answer.score >= MINIMUM_SCORE
        );
      } catch {
        // The provider being unreachable must not let bots through: refuse, the user retries.
        return false;
      }
    },
  };
}

import { violation } from '@espaces/domain/errors';
import { CAPTCHA_FAILED } from '@espaces/domain/api/config';
import type { Violation } from '@espaces/domain/api/hydra';
import type { AppConfig } from '../../config.ts';

/**
 * The captcha of public forms (docs/security.md#passwords-and-links: one action string per call),
 * checked on the server before anything is stored. The protocol is reCAPTCHA v3's: the browser
 * sends a token, the server asks the provider's `siteverify` endpoint whether it is genuine, for
 * our action, and human enough. Any provider speaking it can be configured (docs/decisions.md).
 */
export interface CaptchaVerifier {
  /** True when the token proves a human performed `action`. */
  verify(token: string, action: string, remoteIp: string): Promise<boolean>;
}

export interface CaptchaSettings {
  secret: string;
  verifyUrl: string;
  /** Google's advice for v3: 0.5 separates likely humans from likely bots. */
  minScore: number;
}

const TIMEOUT_MS = 5000;

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** No verifier when no captcha is configured: the forms then need no token. */
export function captchaVerifierOf(config: AppConfig): CaptchaVerifier | null {
  if (!config.captchaSecret) return null;
  return createCaptchaVerifier({
    secret: config.captchaSecret,
    verifyUrl: config.captchaVerifyUrl,
    minScore: config.captchaMinScore,
  });
}

/**
 * `fetch` is looked up when a token is checked (not when the app starts), so tests can stand
 * in for the captcha provider with `vi.stubGlobal('fetch', …)`.
 */
export function createCaptchaVerifier(
  settings: CaptchaSettings,
  fetchImpl: Fetch = (url, init) => fetch(url, init),
): CaptchaVerifier {
  return {
    async verify(token, action, remoteIp) {
      try {
        const response = await fetchImpl(settings.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            secret: settings.secret,
            response: token,
            remoteip: remoteIp,
          }).toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) return false;
        const answer = (await response.json()) as SiteverifyAnswer;
        return (
          answer.success === true &&
          answer.action === action &&
          typeof answer.score === 'number' &&
          answer.score >= settings.minScore
        );
      } catch {
        // The provider being unreachable must not let bots through: refuse, the user retries.
        return false;
      }
    },
  };
}

/** The violation of a missing or refused token; none when no captcha is configured. */
export async function captchaViolation(
  captcha: CaptchaVerifier | null,
  token: string | undefined,
  action: string,
  remoteIp: string,
): Promise<Violation | null> {
  if (!captcha) return null;
  const human = token ? await captcha.verify(token, action, remoteIp) : false;
  return human ? null : violation('captchaToken', CAPTCHA_FAILED, 'VALIDATION_FAILED');
}

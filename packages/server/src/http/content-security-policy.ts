import type { AppConfig } from '../config.ts';

type Directives = Record<string, string[] | null>;

/**
 * The page may load scripts from its own origin and, only when configured, from the captcha
 * provider and the audience-measurement host (docs/security.md#requests): nothing else runs.
 */
export function contentSecurityDirectives(
  config: Pick<AppConfig, 'captchaCspSources' | 'matomoUrl' | 'matomoSiteId'>,
): Directives {
  const matomo = config.matomoUrl && config.matomoSiteId ? [new URL(config.matomoUrl).origin] : [];
  const captcha = config.captchaCspSources;
  return {
    defaultSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'https:', ...matomo],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'", ...captcha, ...matomo],
    connectSrc: ["'self'", ...captcha, ...matomo],
    // 'self': agreements show their PDF in a frame.
    frameSrc: ["'self'", ...captcha],
    upgradeInsecureRequests: null,
  };
}

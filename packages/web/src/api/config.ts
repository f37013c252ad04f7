import { CANCELLATION_TERMS } from '@espaces/domain/agreement/cancellation-terms';
import type { PublicConfig } from '@espaces/domain/api/config';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from './client.ts';

/** Public configuration served by GET /api/config (no rebuild per environment). */
export type AppConfig = PublicConfig;

/** Used until the configuration arrives, and if it cannot be loaded. */
export const FALLBACK_CONFIG: AppConfig = {
  appName: 'Espaces Partagés',
  regionName: 'la région',
  regionLogoUrl: null,
  contactEmail: 'contact@espaces-partages.fr',
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  captchaSiteKey: null,
  captchaScriptUrl: 'https://www.google.com/recaptcha/api.js',
  matomoUrl: null,
  matomoSiteId: null,
  proconnect: false,
  paymentProvider: 'sandbox',
  cancellationTerms: CANCELLATION_TERMS,
};

export const APP_CONFIG_QUERY_KEY = ['config'] as const;

export function fetchAppConfig(): Promise<AppConfig> {
  return apiFetch<AppConfig>('/api/config', { raiseUnauthorized: false, skipSessionRefresh: true });
}

const appConfigQuery = {
  queryKey: APP_CONFIG_QUERY_KEY,
  queryFn: fetchAppConfig,
  staleTime: Infinity,
  retry: false,
} as const;

export function useAppConfig(): AppConfig {
  const { data } = useQuery(appConfigQuery);
  return data ?? FALLBACK_CONFIG;
}

/**
 * Asks for the configuration with the page's code (main.tsx) instead of after the first render:
 * its round trip no longer follows the page's. A failure is left to the fallback.
 */
export function prefetchAppConfig(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(appConfigQuery);
}

import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../app/providers.tsx';
import { installFakeApi, TEST_CONFIG } from '../test/fake-api.ts';
import { FALLBACK_CONFIG, prefetchAppConfig, useAppConfig } from './config.ts';

describe('app configuration', () => {
  it('is there at the first render once prefetched, without a second request', async () => {
    const api = installFakeApi();
    const queryClient = createQueryClient();
    await prefetchAppConfig(queryClient);
    const { result } = renderHook(useAppConfig, {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    });
    expect(result.current.regionName).toBe(TEST_CONFIG.regionName);
    expect(result.current.regionName).not.toBe(FALLBACK_CONFIG.regionName);
    expect(api.requests.filter((request) => request.path === '/api/config')).toHaveLength(1);
  });
});

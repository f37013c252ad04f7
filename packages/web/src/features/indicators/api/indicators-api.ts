import type { Indicators } from '@espaces/domain/api/indicators';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';

/** GET /api/indicators with the page's query (period and shared filter). */
export function useIndicators(query: Record<string, string>) {
  return useQuery({
    queryKey: ['indicators', query],
    queryFn: ({ signal }) => apiFetch<Indicators>('/api/indicators', { query, signal }),
    // Changing a filter keeps the previous figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

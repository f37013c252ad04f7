import type { HydraCollection } from '@espaces/domain/api/hydra';
import { apiFetch } from './client.ts';

/** One filter of a collection: absent (null, undefined, ''), one value, or a list. */
export type CollectionParam = string | number | boolean | null | undefined | readonly string[];
export type CollectionParams = Record<string, CollectionParam>;

/** How long lists that rarely change (territories, types) stay fresh in the cache. */
export const REFERENCE_DATA_STALE_MS = 10 * 60 * 1000;

/**
 * The query string of a collection (docs/api.md#collections-and-filters): empty filters are left
 * out (the server reads an empty `search` as a filter), a list goes as repeated
 * `status[]=a&status[]=b`, the keys the server reads with `listParam`.
 */
export function collectionQuery(params: CollectionParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      query.set(key, String(value));
    } else {
      for (const item of value) query.append(`${key}[]`, item);
    }
  }
  return query;
}

/** GET of a hydra collection; `params` as for `collectionQuery`, or a query already built. */
export function fetchCollection<T>(
  path: string,
  params: CollectionParams | URLSearchParams,
  signal?: AbortSignal,
): Promise<HydraCollection<T>> {
  const query = (params instanceof URLSearchParams ? params : collectionQuery(params)).toString();
  return apiFetch<HydraCollection<T>>(query === '' ? path : `${path}?${query}`, { signal });
}

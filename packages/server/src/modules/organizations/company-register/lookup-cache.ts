/**
 * The register's answers kept in memory per instance (docs/performance.md#mechanisms): a found or
 * not-found answer for an hour, at most 1,000 identifiers, the oldest dropped first. The register
 * changes slowly and a stale answer only pre-fills a form or informs a human check.
 */
export const LOOKUP_CACHE_TTL_MS = 60 * 60 * 1000;
export const LOOKUP_CACHE_MAX_ENTRIES = 1000;

export interface LookupCache<Value> {
  get(key: string): Value | undefined;
  set(key: string, value: Value): void;
}

export function createLookupCache<Value>(
  now: () => number,
  { ttlMs = LOOKUP_CACHE_TTL_MS, maxEntries = LOOKUP_CACHE_MAX_ENTRIES } = {},
): LookupCache<Value> {
  const entries = new Map<string, { value: Value; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
  };
}

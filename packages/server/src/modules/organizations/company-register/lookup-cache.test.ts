import { describe, expect, it } from 'vitest';
import { createLookupCache } from './lookup-cache.ts';

describe('createLookupCache', () => {
  it('serves an answer until its time is up', () => {
    let now = 0;
    const cache = createLookupCache<string>(() => now, { ttlMs: 1000 });
    cache.set('W691234567', 'trouvée');
    now = 999;
    expect(cache.get('W691234567')).toBe('trouvée');
    now = 1000;
    expect(cache.get('W691234567')).toBeUndefined();
  });

  it('keeps at most its size, dropping the oldest identifier first', () => {
    const cache = createLookupCache<number>(() => 0, { maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 3);
    cache.set('c', 4);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(3);
    expect(cache.get('c')).toBe(4);
  });
});

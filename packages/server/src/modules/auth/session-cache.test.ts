import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

function listeningCache(maxEntries = 3, maxAgeMs = 60_000) {
  let now = 0;
  const cache = new SessionCache<string>({ maxEntries, maxAgeMs, now: () => now });
  cache.setListening(true);
  return { cache, advance: (ms: number) => void (now += ms) };
}

const store = (cache: SessionCache<string>, userId: string, sessionId: string) =>
  cache.set(userId, sessionId, `${userId}/${sessionId}`, cache.ticket());

describe('SessionCache', () => {
  it('answers per user and session, never for another pairing', () => {
    const { cache } = listeningCache();
    store(cache, 'u1', 's1');
    expect(cache.get('u1', 's1')).toBe('u1/s1');
    expect(cache.get('u2', 's1')).toBeUndefined();
    expect(cache.get('u1', 's2')).toBeUndefined();
  });

  it('serves nothing and keeps nothing while it does not listen, and starts empty', () => {
    const { cache } = listeningCache();
    store(cache, 'u1', 's1');
    cache.setListening(false);
    expect(cache.get('u1', 's1')).toBeUndefined();
    store(cache, 'u2', 's2');
    cache.setListening(true);
    expect(cache.get('u1', 's1')).toBeUndefined();
    expect(cache.get('u2', 's2')).toBeUndefined();
  });

  it('forgets an answer past its maximum age', () => {
    const { cache, advance } = listeningCache(3, 1_000);
    store(cache, 'u1', 's1');
    advance(1_000);
    expect(cache.get('u1', 's1')).toBe('u1/s1');
    advance(1);
    expect(cache.get('u1', 's1')).toBeUndefined();
  });

  it('holds at most its bound, however many sessions come, dropping the oldest user first', () => {
    const { cache } = listeningCache(3);
    for (let i = 0; i < 1_000; i += 1) store(cache, `flood${i}`, 's');
    expect(cache.entries).toBe(3);
    store(cache, 'u1', 's1');
    expect(cache.entries).toBe(3);
    expect(cache.get('u1', 's1')).toBe('u1/s1');
    expect(cache.get('flood997', 's')).toBeUndefined();
    expect(cache.get('flood999', 's')).toBe('flood999/s');
  });

  it('drops every session of a user, or everyone', () => {
    const { cache } = listeningCache();
    store(cache, 'u1', 's1');
    store(cache, 'u1', 's2');
    store(cache, 'u2', 's1');
    cache.dropUser('u1');
    expect(cache.get('u1', 's1')).toBeUndefined();
    expect(cache.get('u1', 's2')).toBeUndefined();
    expect(cache.get('u2', 's1')).toBe('u2/s1');
    expect(cache.entries).toBe(1);
    cache.dropAll();
    expect(cache.get('u2', 's1')).toBeUndefined();
  });

  it('does not store an answer read before a change it has since seen', () => {
    const { cache } = listeningCache();
    const ticket = cache.ticket();
    cache.dropUser('u1');
    cache.set('u1', 's1', 'stale', ticket);
    expect(cache.get('u1', 's1')).toBeUndefined();
  });
});

describe('SessionCache.lookup', () => {
  /** A lookup the test answers when it wants, counting how many began. */
  function pendingLoads() {
    const answers: ((value: string | null) => void)[] = [];
    const load = () => new Promise<string | null>((resolve) => answers.push(resolve));
    return { load, answers };
  }

  it('shares one lookup among the requests of a session that arrive together, then caches it', async () => {
    const { cache } = listeningCache();
    const { load, answers } = pendingLoads();

    const together = [1, 2, 3].map(() => cache.lookup('u1', 's1', load));
    answers[0]!('u1/s1');

    expect(answers).toHaveLength(1);
    expect(await Promise.all(together)).toEqual(['u1/s1', 'u1/s1', 'u1/s1']);
    expect(cache.get('u1', 's1')).toBe('u1/s1');
    expect(await cache.lookup('u1', 's1', load)).toBe('u1/s1');
    expect(answers).toHaveLength(1);
  });

  it('never shares a lookup with another session', () => {
    const { cache } = listeningCache();
    const { load, answers } = pendingLoads();

    void cache.lookup('u1', 's1', load);
    void cache.lookup('u1', 's2', load);
    void cache.lookup('u2', 's1', load);

    expect(answers).toHaveLength(3);
  });

  it('reads again for a request that arrives after a change, and keeps only that answer', async () => {
    const { cache } = listeningCache();
    const { load, answers } = pendingLoads();

    const before = cache.lookup('u1', 's1', load);
    cache.dropUser('u1');
    const after = cache.lookup('u1', 's1', load);
    answers[0]!('old');
    answers[1]!('new');

    expect(answers).toHaveLength(2);
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(cache.get('u1', 's1')).toBe('new');
  });

  it('looks up again once a lookup has ended, refused or failed', async () => {
    const { cache } = listeningCache();
    let loads = 0;
    const refused = () => ((loads += 1), Promise.resolve(null));
    const failing = () => ((loads += 1), Promise.reject(new Error('connexion perdue')));

    expect(await cache.lookup('u1', 's1', refused)).toBeNull();
    expect(await cache.lookup('u1', 's1', refused)).toBeNull();
    await expect(cache.lookup('u1', 's1', failing)).rejects.toThrow('connexion perdue');
    await expect(cache.lookup('u1', 's1', failing)).rejects.toThrow('connexion perdue');

    expect(loads).toBe(4);
    expect(cache.get('u1', 's1')).toBeUndefined();
  });
});

import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../../db/client.ts';
import { countRateLimitHit, deleteEndedRateLimitWindows } from './rate-limit.repository.ts';

/** Ended windows are swept at most this often per instance, on a hit. */
const SWEEP_INTERVAL_MS = 60_000;

type HitCallback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteLimitOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
};

/**
 * The bucket of a route and a key, hashed: keys carry raw input (an e-mail, a path id, possibly a
 * NUL byte or 100 kB) that must neither break the text column nor rest in the database.
 */
export function bucketKey(route: string, key: string): string {
  return createHash('sha256').update(`${route} ${key}`).digest('hex');
}

/**
 * @fastify/rate-limit store in the database (docs/security.md#rate-limits): every instance on one
 * database counts into the same buckets, so a limit holds whichever instance a request reaches.
 * Each route counts apart (its method and URL prefix the key). The clock is the application's.
 */
export function databaseRateLimitStore(db: Database, clock: () => Date): FastifyRateLimitStoreCtor {
  let lastSweep = 0;

  async function sweepEndedWindows(now: Date): Promise<void> {
    if (now.getTime() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now.getTime();
    await deleteEndedRateLimitWindows(db, now);
  }

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly route = 'global',
    ) {}

    incr(key: string, callback: HitCallback, timeWindow: number): void {
      const now = clock();
      sweepEndedWindows(now)
        .then(() => countRateLimitHit(db, bucketKey(this.route, key), now, timeWindow))
        .then(
          ({ hits, windowEndsAt }) =>
            callback(null, { current: hits, ttl: windowEndsAt.getTime() - now.getTime() }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(options: RouteLimitOptions): FastifyRateLimitStore {
      const { method = '', url = '' } = options.routeInfo ?? {};
      return new DatabaseRateLimitStore(options, `${String(method)} ${url}`);
    }
  };
}

import { lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimitBuckets } from '../../db/schema.ts';

/**
 * Counts one hit in one atomic statement, so that concurrent instances never lose a hit: a
 * new key or an ended window starts a fresh window of `windowMs` at one hit.
 */
export async function countRateLimitHit(
  db: Database,
  key: string,
  now: Date,
  windowMs: number,
): Promise<{ hits: number; windowEndsAt: Date }> {
  const windowEndsAt = new Date(now.getTime() + windowMs);
  const ended = sql`${rateLimitBuckets.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  const [bucket] = await db
    .insert(rateLimitBuckets)
    .values({ key, hits: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitBuckets.hits} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE ${rateLimitBuckets.windowEndsAt} END`,
      },
    })
    .returning({ hits: rateLimitBuckets.hits, windowEndsAt: rateLimitBuckets.windowEndsAt });
  return bucket!;
}

export async function deleteEndedRateLimitWindows(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimitBuckets).where(lte(rateLimitBuckets.windowEndsAt, now));
}

import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { organizations, users } from './people.ts';
import { facilities, places } from './places.ts';

// Calendar feeds (docs/calendar-feeds.md): a secret address per user and followed thing, stored
// hashed.

/**
 * One row per link ever made; a revoked or regenerated link keeps its row with `revoked_at`.
 * Exactly the target column of the scope is set, and a user holds one live link per target.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: ['organization', 'facility', 'place'] }).notNull(),
    organizationId: uuid('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    facilityId: uuid('facility_id').references(() => facilities.id, { onDelete: 'cascade' }),
    placeId: uuid('place_id').references(() => places.id, { onDelete: 'cascade' }),
    /** SHA-256 of the 256-bit token: the address travels only to its owner, once. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: instant('created_at').notNull().defaultNow(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    index('calendar_feeds_user_idx').on(t.userId),
    uniqueIndex('calendar_feeds_live_target')
      .on(t.userId, t.scope, sql`coalesce(${t.organizationId}, ${t.facilityId}, ${t.placeId})`)
      .where(sql`${t.revokedAt} IS NULL`),
    check(
      'calendar_feeds_one_target',
      sql`(${t.scope} = 'organization' AND ${t.organizationId} IS NOT NULL AND ${t.facilityId} IS NULL AND ${t.placeId} IS NULL)
        OR (${t.scope} = 'facility' AND ${t.facilityId} IS NOT NULL AND ${t.organizationId} IS NULL AND ${t.placeId} IS NULL)
        OR (${t.scope} = 'place' AND ${t.placeId} IS NOT NULL AND ${t.organizationId} IS NULL AND ${t.facilityId} IS NULL)`,
    ),
  ],
);

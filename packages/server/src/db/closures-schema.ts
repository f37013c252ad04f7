import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { facilities, territories, users } from './schema.ts';

/**
 * Closures declared by staff (issue 18, domain/closure/closures.ts): a facility or a whole
 * territory is closed from `from_date` to `to_date`, Paris calendar days, both included.
 */
export const closures = pgTable(
  'closures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    facilityId: uuid('facility_id').references(() => facilities.id, { onDelete: 'cascade' }),
    territoryId: uuid('territory_id').references(() => territories.id, { onDelete: 'cascade' }),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('closures_facility_idx').on(t.facilityId, t.toDate),
    index('closures_territory_idx').on(t.territoryId, t.toDate),
    check('closures_one_scope', sql`(${t.facilityId} IS NULL) <> (${t.territoryId} IS NULL)`),
    check('closures_ordered', sql`${t.toDate} >= ${t.fromDate}`),
    check('closures_kind_known', sql`${t.kind} IN ('holidays', 'works', 'exams', 'other')`),
  ],
);

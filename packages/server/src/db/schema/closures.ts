import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './people.ts';
import { facilities, territories } from './places.ts';

/**
 * Closures declared by staff (docs/bookings.md#closures, domain/closure/closures.ts): a facility or
 * a whole territory is closed from `from_date` to `to_date`, Paris calendar days, both included.
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

/**
 * School holidays imported by central staff from the ministry's CSV: each (zone, school year)
 * found here replaces the calendar shipped with the product for that zone and year
 * (domain/closure/school-holiday-calendar.ts). Days are Paris calendar days, both included.
 */
export const schoolHolidayPeriods = pgTable(
  'school_holiday_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    zone: text('zone').notNull(),
    schoolYear: text('school_year').notNull(),
    name: text('name').notNull(),
    firstDay: date('first_day').notNull(),
    lastDay: date('last_day').notNull(),
    importedByUserId: uuid('imported_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('school_holiday_periods_zone_idx').on(t.zone, t.lastDay),
    check('school_holiday_periods_zone_known', sql`${t.zone} IN ('A', 'B', 'C', 'Corse')`),
    check('school_holiday_periods_ordered', sql`${t.lastDay} >= ${t.firstDay}`),
    check(
      'school_holiday_periods_school_year_format',
      sql`${t.schoolYear} ~ '^[0-9]{4}-[0-9]{4}$'`,
    ),
  ],
);

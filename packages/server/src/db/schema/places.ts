import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, instant } from './columns.ts';

export const territories = pgTable('territories', {
  id: id(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  createdAt: createdAt(),
});

export const facilityTypes = pgTable('facility_types', {
  id: id(),
  name: text('name').notNull().unique(),
});

export const facilities = pgTable(
  'facilities',
  {
    id: id(),
    name: text('name').notNull(),
    facilityTypeId: uuid('facility_type_id')
      .notNull()
      .references(() => facilityTypes.id),
    territoryId: uuid('territory_id')
      .notNull()
      .references(() => territories.id),
    uai: text('uai').notNull().unique(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone'),
    email: text('email'),
    signatoryName: text('signatory_name'),
    signatoryTitle: text('signatory_title'),
    active: boolean('active').notNull().default(true),
    /** The school holidays of this zone close the facility; null = open then. */
    schoolZone: text('school_zone'),
    /** Public holidays close the facility (docs/decisions.md#closures). */
    closedOnPublicHolidays: boolean('closed_on_public_holidays').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('facilities_territory_idx').on(t.territoryId),
    check(
      'facilities_school_zone_known',
      sql`${t.schoolZone} IS NULL OR ${t.schoolZone} IN ('A', 'B', 'C', 'Corse')`,
    ),
  ],
);

export const placeTypes = pgTable('place_types', {
  id: id(),
  name: text('name').notNull().unique(),
});

export const places = pgTable(
  'places',
  {
    id: id(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id),
    placeTypeId: uuid('place_type_id')
      .notNull()
      .references(() => placeTypes.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    capacity: integer('capacity'),
    surface: integer('surface'),
    equipment: text('equipment').notNull().default(''),
    reducedMobilityAccess: boolean('reduced_mobility_access').notNull().default(false),
    // Money is stored as integer cents (docs/api.md#money-and-dates).
    rentPriceCents: integer('rent_price_cents').notNull().default(0),
    cleaningPriceCents: integer('cleaning_price_cents').notNull().default(0),
    published: boolean('published').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('places_facility_idx').on(t.facilityId),
    check(
      'places_prices_non_negative',
      sql`${t.rentPriceCents} >= 0 AND ${t.cleaningPriceCents} >= 0`,
    ),
  ],
);

export const doors = pgTable(
  'doors',
  {
    id: id(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    instructions: text('instructions').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('doors_place_idx').on(t.placeId)],
);

/** Opening windows of a place ("time slots"); never overlapping (see the custom migration). */
export const timeSlots = pgTable(
  'time_slots',
  {
    id: id(),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    startDate: instant('start_date').notNull(),
    endDate: instant('end_date').notNull(),
  },
  (t) => [
    // end_date in the key: the indicators read a place's windows of a period from the index
    // alone (index-only scan) instead of one heap page per window.
    index('time_slots_place_start_idx').on(t.placeId, t.startDate, t.endDate),
    check('time_slots_ordered', sql`${t.endDate} > ${t.startDate}`),
  ],
);

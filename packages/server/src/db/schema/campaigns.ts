import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant } from './columns.ts';
import { bookings } from './bookings.ts';
import { organizations, users } from './people.ts';
import { facilities, placeTypes, places, territories } from './places.ts';

/**
 * Annual campaigns (docs/campaigns.md, domain/campaign/): migration 0033. `status` keeps draft,
 * open, allocated or published; « closed » is an open campaign past its closing instant.
 */

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** null: the whole region. */
    territoryId: uuid('territory_id').references(() => territories.id, { onDelete: 'restrict' }),
    useFrom: date('use_from').notNull(),
    useTo: date('use_to').notNull(),
    applicationsFrom: date('applications_from').notNull(),
    applicationsTo: date('applications_to').notNull(),
    applicationsOpenAt: instant('applications_open_at').notNull(),
    applicationsCloseAt: instant('applications_close_at').notNull(),
    publicationDate: date('publication_date').notNull(),
    priorities: text('priorities').array().notNull(),
    wishesPerOrganization: integer('wishes_per_organization').notNull(),
    status: text('status').notNull().default('draft'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: instant('created_at').notNull().defaultNow(),
    openedAt: instant('opened_at'),
    allocatedAt: instant('allocated_at'),
  },
  (t) => [
    index('campaigns_territory_idx').on(t.territoryId),
    check('campaigns_use_ordered', sql`${t.useTo} >= ${t.useFrom}`),
    check(
      'campaigns_applications_ordered',
      sql`${t.applicationsCloseAt} > ${t.applicationsOpenAt}`,
    ),
    check(
      'campaigns_priorities_known',
      sql`${t.priorities} <@ ARRAY['renewal', 'youth', 'localOrganization', 'applicationDate']::text[]`,
    ),
    check('campaigns_wishes_per_organization', sql`${t.wishesPerOrganization} BETWEEN 1 AND 20`),
    check(
      'campaigns_status_known',
      sql`${t.status} IN ('draft', 'open', 'allocated', 'published')`,
    ),
  ],
);

export const campaignPlaces = pgTable(
  'campaign_places',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'campaign_places_pkey', columns: [t.campaignId, t.placeId] }),
    index('campaign_places_place_idx').on(t.placeId),
  ],
);

export const campaignWishes = pgTable(
  'campaign_wishes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    placeId: uuid('place_id').references(() => places.id, { onDelete: 'cascade' }),
    placeTypeId: uuid('place_type_id').references(() => placeTypes.id, { onDelete: 'restrict' }),
    weekDay: integer('week_day').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    minimumMinutes: integer('minimum_minutes').notNull(),
    participants: integer('participants').notNull(),
    activity: text('activity').notNull(),
    youth: boolean('youth').notNull().default(false),
    renewal: boolean('renewal').notNull().default(false),
    renewedBookingId: uuid('renewed_booking_id').references(() => bookings.id, {
      onDelete: 'set null',
    }),
    appliedAt: instant('applied_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    // Deferred: reordering swaps ranks within one transaction.
    unique('campaign_wishes_rank_unique').on(t.campaignId, t.organizationId, t.rank),
    index('campaign_wishes_facility_idx').on(t.campaignId, t.facilityId),
    uniqueIndex('campaign_wishes_renewal_once')
      .on(t.campaignId, t.renewedBookingId)
      .where(sql`${t.renewedBookingId} IS NOT NULL`),
    check(
      'campaign_wishes_place_or_type',
      sql`(${t.placeId} IS NULL) <> (${t.placeTypeId} IS NULL)`,
    ),
    check('campaign_wishes_week_day', sql`${t.weekDay} BETWEEN 1 AND 7`),
    check(
      'campaign_wishes_hours',
      sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${t.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${t.startTime} < ${t.endTime}`,
    ),
    check(
      'campaign_wishes_positive',
      sql`${t.rank} >= 1 AND ${t.minimumMinutes} >= 1 AND ${t.participants} >= 1`,
    ),
  ],
);

export const campaignOutcomes = pgTable(
  'campaign_outcomes',
  {
    wishId: uuid('wish_id')
      .primaryKey()
      .references(() => campaignWishes.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    placeId: uuid('place_id').references(() => places.id, { onDelete: 'cascade' }),
    weekDay: integer('week_day'),
    startTime: text('start_time'),
    endTime: text('end_time'),
    explanation: text('explanation').notNull(),
    cause: jsonb('cause').notNull(),
    decision: text('decision').notNull().default('proposed'),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    decidedAt: instant('decided_at'),
    /** After the facility's publication: booked, offered, waiting or closed (migration 0034). */
    publication: text('publication'),
    /** Why a wish was not booked at publication (a slot taken meanwhile), in French. */
    publicationNote: text('publication_note'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** Since when the wish waits (its place in the list is its priority, not this). */
    waitingSince: instant('waiting_since'),
    offerStatus: text('offer_status'),
    offerDeadline: instant('offer_deadline'),
    offerPlaceId: uuid('offer_place_id').references(() => places.id, { onDelete: 'cascade' }),
    offerStartTime: text('offer_start_time'),
    offerEndTime: text('offer_end_time'),
  },
  (t) => [
    index('campaign_outcomes_facility_idx').on(t.campaignId, t.facilityId),
    index('campaign_outcomes_publication_idx').on(t.campaignId, t.facilityId, t.publication),
    index('campaign_outcomes_booking_idx')
      .on(t.bookingId)
      .where(sql`${t.bookingId} IS NOT NULL`),
    check(
      'campaign_outcomes_publication_known',
      sql`${t.publication} IN ('booked', 'offered', 'waiting', 'closed')`,
    ),
    check(
      'campaign_outcomes_offer_status_known',
      sql`${t.offerStatus} IN ('pending', 'accepted', 'declined', 'expired')`,
    ),
    check(
      'campaign_outcomes_offer_placed',
      sql`(${t.offerStatus} IS NULL) = (${t.offerPlaceId} IS NULL) AND (${t.offerPlaceId} IS NULL) = (${t.offerDeadline} IS NULL) AND (${t.offerPlaceId} IS NULL) = (${t.offerStartTime} IS NULL) AND (${t.offerPlaceId} IS NULL) = (${t.offerEndTime} IS NULL)`,
    ),
    check('campaign_outcomes_status_known', sql`${t.status} IN ('allocated', 'partly', 'unmet')`),
    check(
      'campaign_outcomes_decision_known',
      sql`${t.decision} IN ('proposed', 'accepted', 'overridden')`,
    ),
    check(
      'campaign_outcomes_placed',
      sql`(${t.status} = 'unmet') = (${t.placeId} IS NULL) AND (${t.placeId} IS NULL) = (${t.startTime} IS NULL) AND (${t.placeId} IS NULL) = (${t.weekDay} IS NULL)`,
    ),
  ],
);

/** A facility's part of a campaign, published once (docs/campaigns.md#publication). */
export const campaignFacilityPublications = pgTable(
  'campaign_facility_publications',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    publishedAt: instant('published_at').notNull(),
    publishedByUserId: uuid('published_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    primaryKey({
      columns: [t.campaignId, t.facilityId],
      name: 'campaign_facility_publications_pkey',
    }),
  ],
);

import {
  FACILITY_PROFILES,
  ORGANIZATION_STATUSES,
  TERRITORY_PROFILES,
} from '@espaces/domain/access/actor';
import type { ContractTimeSlot } from '@espaces/domain/api/bookings';
import { AGREEMENT_STATUSES } from '@espaces/domain/agreement/agreement-lifecycle';
import { AMENDMENT_PROPOSAL_STATUSES } from '@espaces/domain/api/amendments';
import { BOOKING_STATUSES, PURPOSE_TYPES } from '@espaces/domain/booking/booking-statuses';
import { ORGANIZATION_DOCUMENT_KINDS } from '@espaces/domain/organizations/legal-forms';
import { PAYMENT_TYPES } from '@espaces/domain/payment/payment-statuses';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A mail in the outbox: waiting, delivered, or given up after its retries. */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const instant = (name: string) => timestamp(name, { withTimezone: true });

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

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    legalForm: text('legal_form').notNull(),
    siret: text('siret'),
    rna: text('rna'),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    phone: text('phone').notNull(),
    status: text('status', { enum: ORGANIZATION_STATUSES }).notNull(),
    nonComplianceReason: text('non_compliance_reason'),
    rejectionReason: text('rejection_reason'),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull().default('other'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpiryMonth: smallint('card_expiry_month'),
    cardExpiryYear: smallint('card_expiry_year'),
    cardHolder: text('card_holder'),
    /** The payment provider's token of the card (never its number nor its CVV). */
    cardToken: text('card_token'),
    /** Consent to the CGU given at sign-up. */
    termsAcceptedAt: instant('terms_accepted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('organizations_status_idx').on(t.status),
    check('organizations_identifier', sql`${t.siret} IS NOT NULL OR ${t.rna} IS NOT NULL`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    roles: text('roles').array().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    organizationId: uuid('organization_id').references(() => organizations.id),
    emailValidatedAt: instant('email_validated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_organization_idx').on(t.organizationId),
  ],
);

export const facilityMemberships = pgTable(
  'facility_memberships',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    profile: text('profile', { enum: FACILITY_PROFILES }).notNull(),
  },
  (t) => [
    uniqueIndex('facility_memberships_user_facility').on(t.userId, t.facilityId),
    index('facility_memberships_facility_idx').on(t.facilityId),
  ],
);

export const territoryMemberships = pgTable(
  'territory_memberships',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    territoryId: uuid('territory_id')
      .notNull()
      .references(() => territories.id, { onDelete: 'cascade' }),
    profile: text('profile', { enum: TERRITORY_PROFILES }).notNull(),
  },
  (t) => [uniqueIndex('territory_memberships_user_territory').on(t.userId, t.territoryId)],
);

/**
 * Rotating refresh tokens, stored hashed; a reused token revokes its whole family
 * (docs/security.md#sessions).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Who did what and when; written in the transaction of the change it records. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    /** Order of writing: events of one instant (a fixed test clock, a burst) keep their order. */
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
    occurredAt: instant('occurred_at').notNull().defaultNow(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    changes: jsonb('changes'),
  },
  (t) => [index('audit_events_entity_idx').on(t.entityType, t.entityId, t.occurredAt)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('new'),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    purposeType: text('purpose_type', { enum: PURPOSE_TYPES }).notNull().default('casual'),
    queryWeekDay: smallint('query_week_day'),
    queryStartTime: text('query_start_time'),
    queryEndTime: text('query_end_time'),
    activity: text('activity').notNull().default(''),
    expectedAttendance: integer('expected_attendance'),
    rentPriceCents: integer('rent_price_cents').notNull(),
    cleaningPriceCents: integer('cleaning_price_cents').notNull(),
    originalData: jsonb('original_data'),
    previousContractTimeSlots: jsonb('previous_contract_time_slots').$type<ContractTimeSlot[]>(),
    rejectionReason: text('rejection_reason'),
    // What the request's history holds (audit events), kept by a trigger on audit_events in the
    // transaction that writes each event (custom migration 0015): the indicators count outcomes
    // and decision times from the booking row instead of probing the history of each request.
    everApproved: boolean('ever_approved').notNull().default(false),
    everCounterProposed: boolean('ever_counter_proposed').notNull().default(false),
    everRejected: boolean('ever_rejected').notNull().default(false),
    everWithdrawn: boolean('ever_withdrawn').notNull().default(false),
    firstDecidedAt: instant('first_decided_at'),
    // The booking's text in the lists but for its slots, as the list writes it (its head up to
    // the slots, its tail after them): a cache that triggers null in the transaction of any
    // change it depends on (custom migration 0021), refilled by a scheduled job; the list
    // writes a NULL one as it always did (docs/decisions.md).
    listTextHead: text('list_text_head'),
    listTextTail: text('list_text_tail'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_list_text_stale_idx')
      .on(t.id)
      .where(sql`${t.listTextHead} is null or ${t.listTextTail} is null`),
    // A facility's lists and menu count read their places' bookings by status, then only id
    // and reference: all four in the index, PostgreSQL answers from it without the rows
    // (index-only, 60 buffers instead of 164 for a menu count).
    index('bookings_place_status_idx').on(t.placeId, t.status, t.reference, t.id),
    index('bookings_organization_idx').on(t.organizationId),
    index('bookings_status_idx').on(t.status),
    // The job that finishes ended bookings reads every validated booking each minute, in id
    // order (claimEndedBookings): 17,500 entries of a region instead of its 100,000 rows.
    index('bookings_validated_idx')
      .on(t.id)
      .where(sql`${t.status} = 'validated'`),
  ],
);

/**
 * `place_id` and `active` are kept by triggers from the booking (custom migration), so the
 * exclusion constraint "active slots of a place never overlap" holds whatever the code does.
 */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    placeId: uuid('place_id')
      .notNull()
      .references(() => places.id),
    startDate: instant('start_date').notNull(),
    endDate: instant('end_date').notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    cancelledAt: instant('cancelled_at'),
    cancelledByUserId: uuid('cancelled_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    cancelledByOrganizationNotToBePaid: boolean('cancelled_by_organization_not_to_be_paid')
      .notNull()
      .default(false),
    cancelledByOrganizationToBeFullyPaid: boolean('cancelled_by_organization_to_be_fully_paid')
      .notNull()
      .default(false),
    cancelledByOrganizationToBePartiallyPaid: boolean(
      'cancelled_by_organization_to_be_partially_paid',
    )
      .notNull()
      .default(false),
    // The amounts an issued document states for the slot (domain agreement/amendment-lines.ts):
    // its price from the agreement's issue on, what its cancellation left due once cancelled;
    // NULL before (the booking's prices apply). Final once cancelled (trigger, migration 0027).
    priceCents: integer('price_cents'),
    dueCents: integer('due_cents'),
    active: boolean('active').notNull().default(true),
    // The slot's text in the lists before and after its `available` (which depends on other
    // bookings, so is always written at read time): a cache as the booking's list text is.
    listTextHead: text('list_text_head'),
    listTextTail: text('list_text_tail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_slots_booking_idx').on(t.bookingId),
    // A booking's last slot not cancelled, from the index alone (claimEndedBookings).
    index('booking_slots_booking_end_idx')
      .on(t.bookingId, t.endDate)
      .where(sql`not ${t.cancelled}`),
    index('booking_slots_list_text_stale_idx')
      .on(t.id)
      .where(sql`${t.listTextHead} is null or ${t.listTextTail} is null`),
    index('booking_slots_place_start_idx').on(t.placeId, t.startDate),
    // The search's probe of a place (modules/search): its last active slot starting before
    // the wanted range's end, from the index alone, past no cancelled slot.
    index('booking_slots_active_place_start_idx')
      .on(t.placeId, t.startDate, t.endDate)
      .where(sql`${t.active}`),
    check('booking_slots_ordered', sql`${t.endDate} > ${t.startDate}`),
    check(
      'booking_slots_held_amounts_not_negative',
      sql`(${t.priceCents} is null or ${t.priceCents} >= 0) and (${t.dueCents} is null or ${t.dueCents} >= 0)`,
    ),
  ],
);

/** Annex documents of a facility, attached to its agreements; files live outside the web root. */
export const facilityDocuments = pgTable(
  'facility_documents',
  {
    id: id(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [index('facility_documents_facility_idx').on(t.facilityId)],
);

/** Single-use, expiring links (set or reset a password, validate an e-mail), stored hashed. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['set_password', 'password_reset', 'email_validation', 'email_change'],
    }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    payload: jsonb('payload'),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Every e-mail is written here in the transaction of its cause, then sent by a job with retries. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.status, t.nextAttemptAt)],
);

/** Statuts and attestation d'assurance sent at sign-up (docs/organisations.md#fields). */
export const organizationDocuments = pgTable(
  'organization_documents',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORGANIZATION_DOCUMENT_KINDS }).notNull(),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('organization_documents_organization_idx').on(t.organizationId)],
);

/**
 * Rate-limit counters shared by every instance on the database (docs/security.md#rate-limits): one
 * row per route and key, counting the hits of the window that ends at `window_ends_at`.
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: instant('window_ends_at').notNull(),
  },
  (t) => [index('rate_limit_buckets_window_ends_idx').on(t.windowEndsAt)],
);

/**
 * Sign-in attempts counted per account, whatever the client's address, and per trusted browser
 * (domain/account/sign-in-throttle.ts): an attempt is counted as a failure when it begins and
 * the count is cleared by a success; `next_attempt_at` is when the next attempt may start.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    nextAttemptAt: instant('next_attempt_at').notNull(),
  },
  (t) => [
    index('sign_in_throttles_next_attempt_idx').on(t.nextAttemptAt),
    check('sign_in_throttles_failures_check', sql`${t.failures} >= 0`),
  ],
);

/**
 * Which instance runs a scheduled job's pass (docs/architecture.md#jobs): the one whose claim of
 * the row found the previous lease ended. A pass that dies keeps the lease until `leased_until`.
 */
export const scheduledJobLeases = pgTable('scheduled_job_leases', {
  job: text('job').primaryKey(),
  holder: uuid('holder').notNull(),
  leasedUntil: instant('leased_until').notNull(),
});

/**
 * Password reset requests waiting for the mail worker (docs/security.md#passwords-and-links): the
 * request only records the address, so a known and an unknown one take the same time; the worker
 * looks the account up, issues the link and deletes the row.
 */
export const passwordResetRequests = pgTable('password_reset_requests', {
  id: id(),
  email: text('email').notNull(),
  requestedAt: instant('requested_at').notNull(),
});

// Agreements (docs/agreements.md).

/**
 * Issued documents, addressed by the SHA-256 of their bytes and never changed nor removed
 * (a trigger refuses DELETE and any UPDATE but of `storageKey`, which re-issuing moves to
 * bytes matching the hash when the stored ones were altered): the evidence of what was issued
 * and signed.
 */
export const storedDocuments = pgTable(
  'stored_documents',
  {
    sha256: text('sha256').primaryKey(),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('stored_documents_sha256_hex', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('stored_documents_size_positive', sql`${t.size} > 0`),
  ],
);

/** One organisation's approved bookings at one facility, issued and signed as one document. */
export const agreements = pgTable(
  'agreements',
  {
    id: id(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    status: text('status', { enum: AGREEMENT_STATUSES }).notNull().default('draft'),
    /** « CONV-2026-0042 », taken at issue (agreement-reference.ts); older ones keep theirs. */
    reference: text('reference').unique('agreements_reference_unique'),
    documentSha256: text('document_sha256').references(() => storedDocuments.sha256),
    generatedAt: instant('generated_at'),
    generatedByUserId: uuid('generated_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    signedDocumentSha256: text('signed_document_sha256').references(() => storedDocuments.sha256),
    signedAt: instant('signed_at'),
    totalCents: integer('total_cents'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('agreements_facility_idx').on(t.facilityId),
    index('agreements_organization_idx').on(t.organizationId),
    check(
      'agreements_issued_has_document',
      sql`${t.status} = 'draft' or (${t.documentSha256} is not null and ${t.generatedAt} is not null)`,
    ),
    check(
      'agreements_signed_has_document',
      sql`${t.status} in ('draft', 'to_sign') or (${t.signedDocumentSha256} is not null and ${t.signedAt} is not null)`,
    ),
    check('agreements_total_not_negative', sql`${t.totalCents} is null or ${t.totalCents} >= 0`),
    check(
      'agreements_issued_has_reference',
      sql`${t.status} = 'draft' or ${t.reference} is not null`,
    ),
  ],
);

/** Agreement references: one counter per Paris year of issue, taken in the issuing transaction. */
export const agreementReferenceCounters = pgTable('agreement_reference_counters', {
  year: smallint('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** A booking belongs to one agreement at most. */
export const agreementBookings = pgTable(
  'agreement_bookings',
  {
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id)
      .unique(),
  },
  (t) => [index('agreement_bookings_agreement_idx').on(t.agreementId)],
);

/** Copies of the facility's annex documents taken when the agreement is issued. */
export const agreementAnnexes = pgTable(
  'agreement_annexes',
  {
    id: id(),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    documentSha256: text('document_sha256')
      .notNull()
      .references(() => storedDocuments.sha256),
  },
  (t) => [uniqueIndex('agreement_annexes_position_idx').on(t.agreementId, t.position)],
);

/** Six-digit codes e-mailed to the signer, stored hashed (docs/agreements.md#signature). */
export const signatureCodes = pgTable(
  'signature_codes',
  {
    id: id(),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    sentTo: text('sent_to').notNull(),
    sentAt: instant('sent_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Each try: when and whether it matched, kept as the code's validation trail. */
    trail: jsonb('trail').notNull().default([]),
    usedAt: instant('used_at'),
  },
  (t) => [
    index('signature_codes_agreement_user_idx').on(t.agreementId, t.userId, t.sentAt),
    check('signature_codes_attempts_range', sql`${t.attempts} between 0 and 5`),
  ],
);

/** The evidence of a signature; never changed nor removed (trigger). */
export const agreementSignatures = pgTable('agreement_signatures', {
  id: id(),
  agreementId: uuid('agreement_id')
    .notNull()
    .references(() => agreements.id)
    .unique(),
  signerUserId: uuid('signer_user_id').references(() => users.id),
  fullName: text('full_name').notNull(),
  signerEmail: text('signer_email').notNull(),
  signedAt: instant('signed_at').notNull(),
  ipAddress: text('ip_address').notNull(),
  userAgent: text('user_agent').notNull(),
  documentSha256: text('document_sha256')
    .notNull()
    .references(() => storedDocuments.sha256),
  codeTrail: jsonb('code_trail').notNull(),
});

/**
 * Issued amendments (avenants) of a signed agreement, numbered per agreement; each refers to
 * the document it follows (the signed agreement or the previous amendment) by SHA-256, so the
 * agreement and its amendments form one verifiable chain. Never changed nor removed (trigger).
 */
export const amendments = pgTable(
  'amendments',
  {
    id: id(),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    number: integer('number').notNull(),
    reason: text('reason').notNull().default(''),
    counterPart: text('counter_part').notNull().default(''),
    /** What it changes (domain AmendmentContent): slots cancelled, prices, totals. */
    content: jsonb('content').notNull(),
    documentSha256: text('document_sha256')
      .notNull()
      .references(() => storedDocuments.sha256),
    previousDocumentSha256: text('previous_document_sha256')
      .notNull()
      .references(() => storedDocuments.sha256),
    issuedByUserId: uuid('issued_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    issuedAt: instant('issued_at').notNull(),
    /** Who accepted a proposed amendment, when, from where (domain AmendmentAcceptance). */
    acceptance: jsonb('acceptance'),
  },
  (t) => [
    uniqueIndex('amendments_agreement_number_idx').on(t.agreementId, t.number),
    index('amendments_booking_idx').on(t.bookingId),
    check('amendments_number_positive', sql`${t.number} > 0`),
    check(
      'amendments_acceptance_complete',
      sql`${t.acceptance} is null or ${t.acceptance} ?& array['userId', 'fullName', 'email', 'acceptedAt', 'ipAddress', 'userAgent']`,
    ),
  ],
);

/**
 * Amendments that change the agreement (docs/agreements.md#amendments) wait for the organisation:
 * the draft as staff sent it, judged again when the organisation accepts (then an amendment is
 * issued and `amendment_id` names it). At most one pending per booking: a new proposal supersedes
 * it.
 */
export const amendmentProposals = pgTable(
  'amendment_proposals',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => agreements.id),
    status: text('status', { enum: AMENDMENT_PROPOSAL_STATUSES }).notNull().default('pending'),
    /** The normalised draft (server ProposalDraft): slots, query, prices in cents, reason. */
    draft: jsonb('draft').notNull(),
    /** What it changed when it was proposed (domain AmendmentContent), as the preview showed. */
    content: jsonb('content').notNull(),
    proposedByUserId: uuid('proposed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    proposedAt: instant('proposed_at').notNull(),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    decidedAt: instant('decided_at'),
    refusalReason: text('refusal_reason'),
    amendmentId: uuid('amendment_id').references(() => amendments.id),
  },
  (t) => [
    index('amendment_proposals_booking_idx').on(t.bookingId),
    uniqueIndex('amendment_proposals_one_pending_idx')
      .on(t.bookingId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export * from './payments-schema.ts';
export * from './calendar-feeds-schema.ts';
export * from './closures-schema.ts';
export * from './campaigns-schema.ts';

import {
  FACILITY_PROFILES,
  ORGANIZATION_STATUSES,
  TERRITORY_PROFILES,
} from '@espaces/domain/access/actor';
import { ORGANIZATION_DOCUMENT_KINDS } from '@espaces/domain/organizations/legal-forms';
import { PAYMENT_TYPES } from '@espaces/domain/payment/payment-statuses';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { facilities, territories } from './places.ts';
import { id, createdAt, updatedAt, instant } from './columns.ts';

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

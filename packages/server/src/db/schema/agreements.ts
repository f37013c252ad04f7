import { AGREEMENT_STATUSES } from '@espaces/domain/agreement/agreement-lifecycle';
import { AMENDMENT_PROPOSAL_STATUSES } from '@espaces/domain/api/amendments';
import { sql } from 'drizzle-orm';
import {
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
import { bookings } from './bookings.ts';
import { organizations, users } from './people.ts';
import { facilities } from './places.ts';
import { id, createdAt, updatedAt, instant } from './columns.ts';

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

import { z } from 'zod';
import { AGREEMENT_STATUSES } from '../agreement/agreement-lifecycle.ts';
import { AGREEMENT_MESSAGES } from '../agreement/agreement-messages.ts';
import { SIGNATURE_CODE_PATTERN } from '../agreement/signature-code.ts';
import { abilities, iriField, isoInstant, namedRef, textField } from './fields.ts';

/**
 * Contracts of the agreement endpoints (docs/agreements.md; an agreement lists its bookings'
 * IRIs, which the client reads one by one). Money in euros.
 */

export const agreementAnnexSchema = z.object({
  '@id': z.string(),
  id: z.uuid(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  /** Where both parties download it. */
  file: z.string(),
});
export type AgreementAnnex = z.infer<typeof agreementAnnexSchema>;

export const agreementDoorSchema = z.object({ name: z.string(), instructions: z.string() });

/** A place of the agreement; its doors only once signed, or for the facility's staff. */
export const agreementPlaceSchema = namedRef.extend({
  address: z.string(),
  capacity: z.number().int().nullable(),
  doors: z.array(agreementDoorSchema).optional(),
});

/**
 * The agreement's one ledger (domain agreement/agreement-ledger.ts), in euros: its total when
 * issued, each amendment's change, the current total and the payments that add up to it.
 */
export const agreementLedgerSchema = z.object({
  /** Null while a draft. */
  signedTotal: z.number().nullable(),
  amendments: z.array(
    z.object({
      '@id': z.string(),
      id: z.uuid(),
      number: z.number().int(),
      title: z.string(),
      booking: z.object({ '@id': z.string(), id: z.uuid(), reference: z.string() }),
      issuedAt: isoInstant,
      /** Σ (after − before) of its lines. */
      change: z.number(),
      document: z.string(),
    }),
  ),
  currentTotal: z.number(),
  payments: z.object({
    scheduled: z.number(),
    paid: z.number(),
    /** Negative. */
    credited: z.number(),
    /** Negative: of the credits, those imputed on a later instalment (it asks that much less). */
    imputed: z.number(),
    cancelled: z.number(),
    /** Paid, to come and credited: equal to the current total once signed. */
    total: z.number(),
  }),
});
export type AgreementLedger = z.infer<typeof agreementLedgerSchema>;

export const agreementSchema = z.object({
  '@context': z.string().optional(),
  '@id': z.string(),
  '@type': z.literal('Agreement'),
  id: z.uuid(),
  /** « CONV-2026-0042 », given at issue: null while a draft (agreement/agreement-reference.ts). */
  reference: z.string().nullable(),
  status: z.enum(AGREEMENT_STATUSES),
  facility: namedRef,
  organization: namedRef,
  /** The client reads each booking through its IRI. */
  bookings: z.array(z.string()),
  places: z.array(agreementPlaceSchema),
  totalPrice: z.number(),
  ledger: agreementLedgerSchema,
  annexes: z.array(agreementAnnexSchema),
  generatedAt: isoInstant.nullable(),
  documentSha256: z.string().nullable(),
  signedAt: isoInstant.nullable(),
  signedBy: z.string().nullable(),
  signedDocumentSha256: z.string().nullable(),
  /**
   * Whether the issued document and annexes of an agreement to sign still match their SHA-256,
   * checked when the agreement is read alone; null otherwise (lists, drafts, signed ones).
   * Altered, it cannot be signed until the facility admin re-issues it (`_abilities.generate`).
   */
  documentIntact: z.boolean().nullable(),
  _abilities: abilities('generate', 'sign', 'manageAnnexes'),
});
export type Agreement = z.infer<typeof agreementSchema>;

/** POST /api/agreements: prepares (or completes) the draft holding this approved booking. */
export const agreementDraftInputSchema = z.object({
  booking: iriField('bookings', 'La réservation'),
});

/**
 * POST /api/agreements/{id}/signature: the simple electronic signature
 * (docs/agreements.md#signature).
 */
export const agreementSignatureInputSchema = z.object({
  fullName: textField('Le nom', 200).min(1, { message: AGREEMENT_MESSAGES.fullNameRequired }),
  consent: z.literal(true, { message: AGREEMENT_MESSAGES.consentRequired }),
  code: z
    .string({ message: AGREEMENT_MESSAGES.codeFormat })
    .regex(SIGNATURE_CODE_PATTERN, { message: AGREEMENT_MESSAGES.codeFormat }),
});
export type AgreementSignatureInput = z.infer<typeof agreementSignatureInputSchema>;

/** POST /api/agreements/{id}/signature-code: when the code sent expires. */
export const signatureCodeSentSchema = z.object({
  '@type': z.literal('SignatureCode'),
  sentTo: z.string(),
  expiresAt: isoInstant,
});
export type SignatureCodeSent = z.infer<typeof signatureCodeSentSchema>;

/** GET /api/facility/{id}/available-organization: organisations holding bookings there. */
export const availableOrganizationSchema = namedRef.extend({ '@type': z.literal('Organization') });

import { z } from 'zod';
import { AGREEMENT_STATUSES } from '../agreement/agreement-lifecycle.ts';
import { AGREEMENT_MESSAGES } from '../agreement/agreement-messages.ts';
import { SIGNATURE_CODE_PATTERN } from '../agreement/signature-code.ts';
import { abilities, iriField, isoInstant, namedRef, textField } from './fields.ts';

/**
 * Contracts of the agreement endpoints (SPEC §3 « Agreement: a list of bookings », §7
 * `GET /api/agreements/{id}` then each booking IRI; DESIGN §5). Money in euros.
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
  /** SPEC §7: the client reads each booking through its IRI. */
  bookings: z.array(z.string()),
  places: z.array(agreementPlaceSchema),
  totalPrice: z.number(),
  annexes: z.array(agreementAnnexSchema),
  generatedAt: isoInstant.nullable(),
  documentSha256: z.string().nullable(),
  signedAt: isoInstant.nullable(),
  signedBy: z.string().nullable(),
  signedDocumentSha256: z.string().nullable(),
  _abilities: abilities('generate', 'sign', 'manageAnnexes'),
});
export type Agreement = z.infer<typeof agreementSchema>;

/** POST /api/agreements: prepares (or completes) the draft holding this approved booking. */
export const agreementDraftInputSchema = z.object({
  booking: iriField('bookings', 'La réservation'),
});
export type AgreementDraftInput = z.infer<typeof agreementDraftInputSchema>;

/** POST /api/agreements/{id}/signature: the simple electronic signature (DESIGN §5). */
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

import { z } from 'zod';
import { parseOrganizationIdentifier } from '../organizations/identifiers.ts';
import { ORGANIZATION_LEGAL_FORMS } from '../organizations/legal-forms.ts';
import { COMPANY_REGISTER_MESSAGES } from '../organizations/organization-messages.ts';

/**
 * The company register, read at sign-up and at central's review
 * (docs/organisations.md#company-register).
 */

/** `GET /api/company-register?identifier=…`: a SIRET or an RNA number, spaces allowed. */
export const companyRegisterQuery = z.object({
  identifier: z
    .string({ message: COMPANY_REGISTER_MESSAGES.badIdentifier })
    .max(40, { message: COMPANY_REGISTER_MESSAGES.badIdentifier })
    .refine((value) => parseOrganizationIdentifier(value) !== null, {
      message: COMPANY_REGISTER_MESSAGES.badIdentifier,
    }),
});

/** One organisation as the register holds it: the establishment the SIRET names, else the head office. */
export const companyRegisterEntrySchema = z.object({
  siren: z.string(),
  siret: z.string().nullable(),
  rna: z.string().nullable(),
  name: z.string(),
  /** The register's four-digit code, its label, and the sign-up choice it fills in. */
  legalFormCode: z.string().nullable(),
  legalFormLabel: z.string().nullable(),
  legalForm: z.enum(ORGANIZATION_LEGAL_FORMS).nullable(),
  /** Street part only: the postal code and the city are apart. */
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  /** Closed establishment (or ceased organisation); its closing day `YYYY-MM-DD` when known. */
  closed: z.boolean(),
  closedOn: z.string().nullable(),
});
export type CompanyRegisterEntry = z.infer<typeof companyRegisterEntrySchema>;

/**
 * `unavailable`: the register did not answer in time or answered an error; the user types the
 * details by hand.
 */
export const COMPANY_REGISTER_OUTCOMES = ['found', 'not_found', 'unavailable'] as const;
export type CompanyRegisterOutcome = (typeof COMPANY_REGISTER_OUTCOMES)[number];

export const companyRegisterLookupSchema = z.object({
  '@type': z.literal('CompanyRegisterLookup'),
  /** The identifier asked for, normalised (no spaces, upper case). */
  identifier: z.string(),
  outcome: z.enum(COMPANY_REGISTER_OUTCOMES),
  entry: companyRegisterEntrySchema.nullable(),
});
export type CompanyRegisterLookup = z.infer<typeof companyRegisterLookupSchema>;

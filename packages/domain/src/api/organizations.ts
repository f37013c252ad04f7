import { isValidPhoneNumber, parsePhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';
import { ORGANIZATION_STATUSES } from '../access/actor.ts';
import { passwordProblems } from '../account/password-policy.ts';
import { isValidRna, isValidSiret, normalizeIdentifier } from '../organizations/identifiers.ts';
import {
  ORGANIZATION_DOCUMENT_KINDS,
  ORGANIZATION_LEGAL_FORMS,
} from '../organizations/legal-forms.ts';
import { abilities, emailField, requiredText, secretField, textField } from './fields.ts';

/** An optional text field: blank means absent (forms send ''), stored as null. */
const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

const siretField = z.preprocess(
  blankToNull,
  z
    .string()
    .transform(normalizeIdentifier)
    .refine(isValidSiret, { message: 'Le numéro SIRET est invalide (14 chiffres).' })
    .nullable()
    .default(null),
);

const rnaField = z.preprocess(
  blankToNull,
  z
    .string()
    .transform(normalizeIdentifier)
    .refine(isValidRna, { message: 'Le numéro RNA est invalide (W suivi de 9 chiffres).' })
    .nullable()
    .default(null),
);

/** A French phone number, validated with libphonenumber-js and stored in E.164 (+33…). */
export const frenchPhoneField = requiredText('Le numéro de téléphone', 30)
  .refine((value) => isValidPhoneNumber(value, 'FR'), {
    message: 'Le numéro de téléphone est invalide.',
  })
  .transform((value) => parsePhoneNumber(value, 'FR').format('E.164'));

const organizationFields = {
  name: requiredText('Le nom de l’organisation', 200),
  legalForm: z.enum(ORGANIZATION_LEGAL_FORMS, { message: 'Choisissez une forme juridique.' }),
  siret: siretField,
  rna: rnaField,
  address: requiredText('L’adresse', 300),
  postalCode: z
    .string({ message: 'Le code postal est obligatoire.' })
    .trim()
    .regex(/^\d{5}$/, { message: 'Le code postal doit comporter 5 chiffres.' }),
  city: requiredText('La ville', 100),
  phone: frenchPhoneField,
};

const IDENTIFIER_MISSING = 'Renseignez le numéro SIRET ou le numéro RNA.';

/** The organisation's own details, as typed at sign-up and at /organisation/editer. */
export const organizationDetailsSchema = z
  .object(organizationFields)
  .refine((details) => details.siret !== null || details.rna !== null, {
    message: IDENTIFIER_MISSING,
    path: ['siret'],
  });
export type OrganizationDetails = z.infer<typeof organizationDetailsSchema>;

export const representativeSignUpSchema = z.object({
  firstName: requiredText('Le prénom', 100),
  lastName: requiredText('Le nom', 100),
  email: emailField(),
  password: secretField('Le mot de passe').superRefine((password, context) => {
    for (const message of passwordProblems(password)) context.addIssue({ code: 'custom', message });
  }),
});

/**
 * Sign-up at /inscription: the JSON field `data` of `POST /api/organizations` (multipart,
 * with the files `statutes` and `insurance`).
 */
export const organizationSignUpSchema = z.object({
  organization: organizationDetailsSchema,
  representative: representativeSignUpSchema,
  termsAccepted: z.literal(true, {
    message: 'Vous devez accepter les conditions générales d’utilisation.',
  }),
  /** reCAPTCHA token (action `signup`), required when the captcha is configured. */
  captchaToken: textField('La vérification anti-robot', 4000).optional(),
});
export type OrganizationSignUp = z.infer<typeof organizationSignUpSchema>;
export type OrganizationSignUpInput = z.input<typeof organizationSignUpSchema>;

/**
 * Answer of a successful sign-up (201): the representative's id lets the page offer a new
 * activation link through `GET /api/users/{id}/validation-email`. An address that already has
 * an account gets the same answer, with ids that name nothing (docs/security.md#account-privacy).
 */
export const organizationSignUpResultSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Organization'),
  id: z.uuid(),
  status: z.enum(ORGANIZATION_STATUSES),
  representative: z.object({ '@id': z.string(), id: z.uuid(), email: z.string() }),
});
export type OrganizationSignUpResult = z.infer<typeof organizationSignUpResultSchema>;

/**
 * `PUT /api/organizations/{id}`: the organisation edits its details (a non-compliant one is
 * resubmitted for review); central sends `{ "status": "validated" }` alone to validate it.
 */
export const organizationUpdateSchema = z
  .object(organizationFields)
  .partial()
  .extend({
    status: z.literal('validated', { message: 'Seul le statut « validated » peut être envoyé.' }),
  })
  .partial();
export type OrganizationUpdate = z.infer<typeof organizationUpdateSchema>;
export { IDENTIFIER_MISSING as ORGANIZATION_IDENTIFIER_MISSING };

const reasonField = (label: string) => requiredText(label, 2000, { multiline: true });

/** `PUT /api/organizations/{id}/non-compliant`. */
export const nonComplianceInputSchema = z.object({
  nonComplianceReason: reasonField('Le motif de non-conformité'),
});
export type NonComplianceInput = z.infer<typeof nonComplianceInputSchema>;

/** `PUT /api/organizations/{id}/reject`. */
export const rejectionInputSchema = z.object({
  rejectionReason: reasonField('Le motif de rejet'),
});
export type RejectionInput = z.infer<typeof rejectionInputSchema>;

export const organizationDocumentSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('OrganizationDocument'),
  id: z.uuid(),
  kind: z.enum(ORGANIZATION_DOCUMENT_KINDS),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  /** Authorised download endpoint: `/api/organization_documents/{id}/file`. */
  contentUrl: z.string(),
});
export type OrganizationDocument = z.infer<typeof organizationDocumentSchema>;

/** One decision or step in the organisation's life (audit events), oldest first. */
export const organizationHistoryEntrySchema = z.object({
  occurredAt: z.string(),
  action: z.string(),
  fromStatus: z.enum(ORGANIZATION_STATUSES).nullable(),
  toStatus: z.enum(ORGANIZATION_STATUSES).nullable(),
  reason: z.string().nullable(),
  /** Null when the system or the link holder acted (sign-up, e-mail validation). */
  actor: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
});
export type OrganizationHistoryEntry = z.infer<typeof organizationHistoryEntrySchema>;

/** `GET /api/organizations/{id}` and members of `GET /api/organizations`. */
export const organizationSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Organization'),
  id: z.uuid(),
  name: z.string(),
  legalForm: z.string(),
  siret: z.string().nullable(),
  rna: z.string().nullable(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  phone: z.string(),
  status: z.enum(ORGANIZATION_STATUSES),
  nonComplianceReason: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  paymentType: z.enum(['card', 'other']),
  /** The registered card (brand, last digits, expiry), to the organisation itself only. */
  creditCard: z
    .object({
      brand: z.string().nullable(),
      last4: z.string(),
      expiryMonth: z.number().int(),
      expiryYear: z.number().int(),
      holder: z.string().nullable(),
    })
    .nullable(),
  representative: z
    .object({
      id: z.uuid(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
    })
    .nullable(),
  documents: z.array(organizationDocumentSchema),
  createdAt: z.string(),
  history: z.array(organizationHistoryEntrySchema),
  _abilities: abilities('validate', 'markNonCompliant', 'reject', 'edit'),
});
export type Organization = z.infer<typeof organizationSchema>;

/** Members of `GET /api/organizations`: the resource without its documents and history. */
export const organizationListItemSchema = organizationSchema.omit({
  documents: true,
  history: true,
});
export type OrganizationListItem = z.infer<typeof organizationListItemSchema>;

import { z } from 'zod';
import { PAYMENT_MESSAGES } from '../payment/payment-messages.ts';
import { PAID_WITH, PAYMENT_STATUSES, PAYMENT_TYPES } from '../payment/payment-statuses.ts';
import { abilities, isoInstant, namedRef, requiredText, secretField } from './fields.ts';

/**
 * Contracts of the payment endpoints (docs/payments.md: the organisation's payment type and
 * card, payment-type, create-credit-card, delete-credit-card). Money in euros.
 */

/** `PATCH {organization}/payment-type` (merge-patch). */
export const paymentTypeInputSchema = z.object({
  paymentType: z.enum(PAYMENT_TYPES, { message: PAYMENT_MESSAGES.paymentTypeUnknown }),
});
export type PaymentTypeInput = z.infer<typeof paymentTypeInputSchema>;

/** The card the organisation registered: never its number, only what the provider told. */
export const creditCardSchema = z.object({
  brand: z.string().nullable(),
  last4: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  holder: z.string().nullable(),
});

export const createCreditCardQuery = z.object({
  agreementId: z.uuid({ message: PAYMENT_MESSAGES.agreementRequired }),
});

/** The browser goes to `payment_url` (docs/payments.md#card-registration). */
export const creditCardRegistrationSchema = z.object({ payment_url: z.string() });

/** What the sandbox's hosted page shows before the card is typed. */
export const sandboxRegistrationSchema = z.object({
  id: z.uuid(),
  organizationName: z.string(),
  expiresAt: isoInstant,
});

const digits = (message: string, min: number, max: number) =>
  secretField('Le numéro', 40)
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => new RegExp(`^\\d{${min},${max}}$`).test(value), { message });

/** The card widget's fields, posted to the sandbox provider only, never stored. */
export const sandboxCardInputSchema = z.object({
  number: digits(PAYMENT_MESSAGES.cardNumberInvalid, 12, 19),
  name: requiredText('Le nom du titulaire', 100),
  month: z
    .number({ message: PAYMENT_MESSAGES.cardExpiryInvalid })
    .int({ message: PAYMENT_MESSAGES.cardExpiryInvalid })
    .min(1, { message: PAYMENT_MESSAGES.cardExpiryInvalid })
    .max(12, { message: PAYMENT_MESSAGES.cardExpiryInvalid }),
  year: z
    .number({ message: PAYMENT_MESSAGES.cardExpiryInvalid })
    .int({ message: PAYMENT_MESSAGES.cardExpiryInvalid })
    .min(2000, { message: PAYMENT_MESSAGES.cardExpiryInvalid })
    .max(2100, { message: PAYMENT_MESSAGES.cardExpiryInvalid }),
  cvv: digits(PAYMENT_MESSAGES.cvvInvalid, 3, 4),
});
export type SandboxCardInput = z.input<typeof sandboxCardInputSchema>;

export const sandboxCardResultSchema = z.object({ returnUrl: z.string() });

/** Staff record a payment made by mandate or transfer. */
export const recordPaymentInputSchema = z.object({
  reference: requiredText('La référence du paiement', 100),
});

export const paymentSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Payment'),
  id: z.uuid(),
  status: z.enum(PAYMENT_STATUSES),
  agreement: z.object({ '@id': z.string(), id: z.uuid(), reference: z.string() }),
  organization: namedRef,
  facility: namedRef,
  /** Paris calendar month of the slots, YYYY-MM. */
  month: z.string(),
  /** Euros; negative for a credit (a paid month that later owed less). */
  amount: z.number(),
  /**
   * Euros, on an instalment: the credits of earlier months imputed on it; it asks
   * `amount − creditImputed` (docs/payments.md#credits).
   */
  creditImputed: z.number(),
  /** On a credit settled by imputation: the instalment it went to. */
  imputedOn: z.object({ '@id': z.string(), id: z.uuid(), month: z.string() }).nullable(),
  dueDate: z.string(),
  paidAt: isoInstant.nullable(),
  paidWith: z.enum(PAID_WITH).nullable(),
  reference: z.string().nullable(),
  attempts: z.number().int(),
  lastFailureReason: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  _abilities: abilities('record', 'ticket'),
});
export type Payment = z.infer<typeof paymentSchema>;

/** One line of what a receipt's amount covers (payment/receipt-lines.ts), euros. */
export const receiptLineSchema = z.object({
  label: z.string(),
  detail: z.string(),
  amount: z.number(),
});

/** The receipt of a paid payment: `/paiements/{id}/ticket` and its PDF. */
export const paymentTicketSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('PaymentTicket'),
  number: z.string(),
  paidAt: isoInstant,
  /** The organisation: « SIRET 123 456 789 00012 » or « RNA W691234567 » as identifier. */
  payer: z.object({ name: z.string(), identifier: z.string().nullable(), address: z.string() }),
  /** The Région, for the establishment (the lycée with its UAI) whose spaces were used. */
  payee: z.object({
    name: z.string(),
    facility: z.string(),
    uai: z.string(),
    address: z.string(),
  }),
  agreement: z.object({ '@id': z.string(), id: z.uuid(), reference: z.string() }),
  month: z.string(),
  amount: z.number(),
  /** Every slot, fee, earlier payment or credit the amount covers; they add up to it. */
  lines: z.array(receiptLineSchema),
  paidWith: z.enum(PAID_WITH),
  /** « Carte bancaire •••• 4242 », or the other means. */
  means: z.string(),
  reference: z.string().nullable(),
  pdf: z.string(),
});
export type PaymentTicket = z.infer<typeof paymentTicketSchema>;

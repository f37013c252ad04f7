import { z } from 'zod';
import { LINK_NO_LONGER_VALID } from '../messages.ts';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { emailField, requiredText, secretField, textField } from './fields.ts';
import { passwordProblems } from '../account/password-policy.ts';
import { isPlainText } from './plain-text.ts';

/**
 * Contracts of the account calls (docs/routes.md#authentication-and-accounts): password
 * change, reset request, reset, e-mail change and its validation link, profile update.
 * The password rule (docs/security.md#passwords-and-links) is checked by the server on
 * `newPassword` (violations).
 */

const passwordField = (label: string) =>
  secretField(label).min(1, { message: `${label} est obligatoire.` });

const tokenField = z
  .string({ message: LINK_NO_LONGER_VALID })
  .trim()
  .min(1, { message: LINK_NO_LONGER_VALID })
  .max(200, { message: LINK_NO_LONGER_VALID })
  .refine((token) => isPlainText(token), { message: LINK_NO_LONGER_VALID });

/** Every unmet part of the password rule is one violation on the field. */
const newPasswordField = passwordField('Le nouveau mot de passe').superRefine(
  (password, context) => {
    for (const message of passwordProblems(password)) context.addIssue({ code: 'custom', message });
  },
);

/** France and the overseas territories using French numbering (Réunion, Guadeloupe…). */
const FRENCH_PHONE_COUNTRIES = new Set([
  'FR',
  'GP',
  'MQ',
  'GF',
  'RE',
  'YT',
  'PM',
  'BL',
  'MF',
  'NC',
  'PF',
  'WF',
]);

/** A French phone number, stored in its international form (`+33612345678`); '' means none. */
export const frenchPhoneField = textField('Le numéro de téléphone', 30)
  .nullable()
  .transform((value, context) => {
    if (value === null || value === '') return null;
    const phone = parsePhoneNumberFromString(value, 'FR');
    if (!phone?.isValid() || !phone.country || !FRENCH_PHONE_COUNTRIES.has(phone.country)) {
      context.addIssue({
        code: 'custom',
        message: 'Le numéro de téléphone n’est pas un numéro français valide.',
      });
      return z.NEVER;
    }
    return phone.number;
  });

/** POST /api/user_password_changes (signed in) → 204. */
export const passwordChangeSchema = z.object({
  currentPassword: passwordField('Le mot de passe actuel'),
  newPassword: newPasswordField,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** POST /api/user_password_reset_requests → 202, the same answer whether the e-mail exists. */
export const passwordResetRequestSchema = z.object({
  email: emailField(),
  /**
   * Required by the server only when a captcha is configured
   * (docs/security.md#passwords-and-links).
   */
  captchaToken: textField('La vérification anti-robot', 4000).optional(),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetRequestAcceptedSchema = z.object({ message: z.string() });
export const PASSWORD_RESET_REQUEST_ACCEPTED =
  'Si un compte correspond à cette adresse, un e-mail contenant un lien de changement de mot de passe vient de lui être envoyé.';

/** POST /api/user_password_resets → 204 (token of a reset or of a first password). */
export const passwordResetSchema = z.object({
  token: tokenField,
  newPassword: newPasswordField,
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** POST /api/users/change-email → 202; a link is sent to the new address. */
export const emailChangeSchema = z.object({
  email: emailField(),
  password: passwordField('Le mot de passe'),
});
export type EmailChange = z.infer<typeof emailChangeSchema>;

export const emailChangeRequestedSchema = z.object({ message: z.string() });
export const EMAIL_CHANGE_REQUESTED =
  'Un e-mail contenant un lien de validation vient d’être envoyé à la nouvelle adresse.';

/** GET /api/organizations/{id}/validation-new-email?token=… → 200 with the new address. */
export const emailChangeValidationQuerySchema = z.object({ token: tokenField });
export const emailChangeValidatedSchema = z.object({ email: z.string() });
export type EmailChangeValidated = z.infer<typeof emailChangeValidatedSchema>;

/**
 * PATCH /api/users/{id} (application/merge-patch+json, the signed-in user only) → the
 * AuthenticatedUser. The form sends every field; the server accepts any subset
 * (`profilePatchSchema`), `phone: null` removing the number.
 */
export const profileUpdateSchema = z.object({
  firstName: requiredText('Le prénom', 100),
  lastName: requiredText('Le nom', 100),
  phone: frenchPhoneField,
});
export const profilePatchSchema = profileUpdateSchema.partial();

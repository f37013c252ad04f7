import { z } from 'zod';

/** GET /api/config: the settings the browser may know (README « Configuration »). */
export const publicConfigSchema = z.object({
  appName: z.string(),
  regionName: z.string(),
  regionLogoUrl: z.string().nullable(),
  /** Where users write to the operator (help, personal data requests). */
  contactEmail: z.string(),
  mapTileUrl: z.string(),
  captchaSiteKey: z.string().nullable(),
  /** The captcha provider's script (reCAPTCHA v3 protocol), used when a site key is set. */
  captchaScriptUrl: z.string(),
  matomoUrl: z.string().nullable(),
  matomoSiteId: z.string().nullable(),
  /** The « S’identifier avec ProConnect » button, for public agents (docs/security.md#proconnect). */
  proconnect: z.boolean(),
  /**
   * The payment provider (`PAYMENT_PROVIDER`): under `payfip` each instalment is paid online and no
   * card is registered (docs/payments.md#online-payment-payfip).
   */
  paymentProvider: z.string(),
  /**
   * Cancellation thresholds (settings, docs/bookings.md#cancellation-conditions), so the page shows
   * the conditions the server applies.
   */
  cancellationTerms: z.object({
    freeNoticeDays: z.number().int(),
    partialNoticeDays: z.number().int(),
    partialRatioPercent: z.number(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/**
 * One action string per protected call, checked by the server
 * (docs/security.md#passwords-and-links).
 */
export const CAPTCHA_ACTIONS = {
  signUp: 'signup',
  passwordResetRequest: 'password_reset',
} as const;

export const CAPTCHA_FAILED =
  'La vérification anti-robot a échoué. Veuillez réessayer dans quelques instants.';

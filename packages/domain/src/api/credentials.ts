import { z } from 'zod';
import { emailField, secretField } from './fields.ts';

/**
 * POST /api/authentication body (docs/security.md#sessions). The e-mail is normalised here, once
 * (trimmed and lower-cased): the account lookup and the sign-in rate limit both read this value.
 *
 * A module of its own, apart from the authentication answers (authentication.ts), so that the
 * sign-in page's chunk builds this schema alone: a zod schema is built at
 * import, and the signed-in user's schema, thirty-odd zod objects the page never reads, took
 * ≈ 4 ms of main thread (16 ms at Lighthouse's 4× slowdown) in the task that evaluates the page.
 */
export const credentialsSchema = z.object({
  email: emailField(),
  password: secretField('Le mot de passe').min(1, { message: 'Le mot de passe est obligatoire.' }),
});
export type Credentials = z.infer<typeof credentialsSchema>;

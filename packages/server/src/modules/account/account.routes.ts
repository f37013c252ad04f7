import { ValidationFailure } from '@espaces/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMAIL_CHANGE_REQUESTED,
  emailChangeRequestedSchema,
  emailChangeSchema,
  emailChangeValidatedSchema,
  emailChangeValidationQuerySchema,
  PASSWORD_RESET_REQUEST_ACCEPTED,
  passwordChangeSchema,
  passwordResetRequestAcceptedSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  type PasswordResetRequest,
} from '@espaces/domain/api/account';
import { CAPTCHA_ACTIONS } from '@espaces/domain/api/config';
import type { ModuleOptions } from '../../http/module-options.ts';
import { requireUser } from '../auth/current-user.ts';
import { captchaVerifierOf, captchaViolation } from '../captcha/captcha-verifier.ts';
import { setSessionCookies } from '../auth/session-cookies.ts';
import { requestEmailChange, validateNewEmail } from './email-change.service.ts';
import { requestPasswordReset } from './password-reset-request.service.ts';
import { changePassword, resetPassword } from './password.service.ts';
import { INVALID_ID } from '@espaces/domain/messages';

const TAGS = ['Compte'];

const idParams = z.object({ id: z.uuid({ message: INVALID_ID }) });

/** Reset requests allowed per address and account, per window (docs/security.md#rate-limits). */
const PASSWORD_RESET_RATE_LIMIT = { max: 5, timeWindow: '15 minutes' };

/** Choosing a password with a link: guesses of the link's token are slowed down per address. */
const PASSWORD_RESET_LINK_RATE_LIMIT = { max: 10, timeWindow: '15 minutes' };

/**
 * Password, e-mail and profile of the signed-in user; reset links
 * (docs/routes.md#authentication-and-accounts).
 */
export async function accountRoutes(app: FastifyInstance, options: ModuleOptions): Promise<void> {
  const { db, clock, config } = options;
  const mailSettings = { appUrl: config.appUrl, appName: config.appName };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const captcha = captchaVerifierOf(config);

  api.post(
    '/api/user_password_changes',
    {
      schema: {
        tags: TAGS,
        summary: 'Changer son mot de passe (les autres sessions sont fermées)',
        body: passwordChangeSchema,
        response: { 204: z.null() },
      },
      // Slows down guessing the current password from a stolen session.
      config: {
        endsSessions: true,
        rateLimit: {
          max: 10,
          timeWindow: '15 minutes',
          hook: 'preHandler',
          keyGenerator: (request) => request.currentUser?.id ?? request.ip,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const now = clock();
      const session = await changePassword(db, user.id, request.body, now, mailSettings);
      setSessionCookies(reply, session, now, config.appUrl);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/user_password_reset_requests',
    {
      schema: {
        tags: TAGS,
        summary: 'Demander un lien de changement de mot de passe',
        description: 'La réponse est la même, que l’adresse corresponde à un compte ou non.',
        body: passwordResetRequestSchema,
        response: { 202: passwordResetRequestAcceptedSchema },
      },
      config: {
        rateLimit: {
          ...PASSWORD_RESET_RATE_LIMIT,
          // After validation, so that the key holds the address as the contract normalised
          // it: one office sharing an IP is not locked out by a colleague.
          hook: 'preHandler',
          keyGenerator: (request) =>
            `${request.ip}:${(request.body as PasswordResetRequest).email}`,
        },
      },
    },
    async (request, reply) => {
      const { email, captchaToken } = request.body;
      const action = CAPTCHA_ACTIONS.passwordResetRequest;
      const refused = await captchaViolation(captcha, captchaToken, action, request.ip);
      if (refused) throw new ValidationFailure([refused]);
      await requestPasswordReset(db, email, clock());
      return reply.code(202).send({ message: PASSWORD_RESET_REQUEST_ACCEPTED });
    },
  );

  api.post(
    '/api/user_password_resets',
    {
      schema: {
        tags: TAGS,
        summary:
          'Choisir un mot de passe avec le lien reçu par e-mail (oubli ou création d’un compte)',
        body: passwordResetSchema,
        response: { 204: z.null() },
      },
      config: { rateLimit: PASSWORD_RESET_LINK_RATE_LIMIT, endsSessions: true },
    },
    async (request, reply) => {
      await resetPassword(db, request.body, clock(), mailSettings);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/users/change-email',
    {
      schema: {
        tags: TAGS,
        summary: 'Changer son adresse e-mail (un lien de validation part vers la nouvelle)',
        body: emailChangeSchema,
        response: { 202: emailChangeRequestedSchema },
      },
      config: {
        rateLimit: {
          max: 10,
          timeWindow: '15 minutes',
          hook: 'preHandler',
          keyGenerator: (request) => request.currentUser?.id ?? request.ip,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await requestEmailChange(db, user.id, request.body, clock(), mailSettings);
      return reply.code(202).send({ message: EMAIL_CHANGE_REQUESTED });
    },
  );

  api.get(
    '/api/organizations/:id/validation-new-email',
    {
      schema: {
        tags: TAGS,
        summary: 'Valider la nouvelle adresse e-mail avec le lien reçu (sans session)',
        description:
          'L’identifiant est celui de l’organisation de l’utilisateur, ou celui de l’utilisateur s’il n’en a pas.',
        params: idParams,
        querystring: emailChangeValidationQuerySchema,
        response: { 200: emailChangeValidatedSchema },
      },
    },
    async (request) =>
      validateNewEmail(db, request.params.id, request.query.token, clock(), mailSettings),
  );
}

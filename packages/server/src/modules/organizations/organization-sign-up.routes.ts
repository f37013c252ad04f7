import { LINK_NO_LONGER_VALID } from '@espaces/domain/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  organizationSchema,
  organizationSignUpResultSchema,
} from '@espaces/domain/api/organizations';
import { resourceIdOrNotFound, resourceIdParams } from '../../http/params.ts';
import {
  resendValidationEmail,
  signUpOrganization,
  validateOrganizationEmail,
  type SignUpDependencies,
} from './organization-sign-up.service.ts';
import { ORGANIZATIONS_TAGS } from './organizations.http.ts';
import { readSignUpForm } from './sign-up-multipart.ts';

/**
 * Sign-up is rate-limited (docs/security.md#rate-limits); a person signs up once, a few retries are
 * plenty.
 */
const SIGN_UP_RATE_LIMIT = { max: 5, timeWindow: '1 hour' };
const RESEND_RATE_LIMIT = { max: 3, timeWindow: '1 hour' };

const validateQuery = z.object({
  token: z
    .string({ message: LINK_NO_LONGER_VALID })
    .min(1, { message: LINK_NO_LONGER_VALID })
    .max(200, { message: LINK_NO_LONGER_VALID }),
});

/**
 * Sign-up and e-mail validation (docs/organisations.md#sign-up-and-e-mail-validation): callable
 * without a session.
 */
export function registerSignUpRoutes(app: FastifyInstance, deps: SignUpDependencies): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/organizations',
    {
      schema: {
        tags: ORGANIZATIONS_TAGS,
        summary: 'Inscrire une organisation et son représentant',
        description:
          'Corps multipart : champ `data` (JSON, organizationSignUpSchema), fichiers `statutes` et `insurance` (PDF, JPEG ou PNG, 10 Mo au plus). Une adresse déjà utilisée reçoit la même réponse ; rien n’est créé et son titulaire est prévenu par e-mail.',
        consumes: ['multipart/form-data'],
        response: { 201: organizationSignUpResultSchema },
      },
      config: { rateLimit: SIGN_UP_RATE_LIMIT },
    },
    async (request, reply) => {
      const form = await readSignUpForm(app, request);
      const result = await signUpOrganization(deps, form, request.ip);
      return reply.code(201).send(result);
    },
  );

  api.get(
    '/api/organizations/:id/validate',
    {
      schema: {
        tags: ORGANIZATIONS_TAGS,
        summary: 'Valider l’adresse e-mail du représentant (lien reçu par e-mail)',
        description:
          'Le jeton seul autorise cet appel ; il sert une fois et expire après 48 heures.',
        params: resourceIdParams,
        querystring: validateQuery,
        response: { 200: organizationSchema },
      },
    },
    async (request) =>
      validateOrganizationEmail(
        deps,
        resourceIdOrNotFound(request.params.id),
        request.query.token,
        request.currentUser,
      ),
  );

  api.get(
    '/api/users/:id/validation-email',
    {
      schema: {
        tags: ORGANIZATIONS_TAGS,
        summary: 'Renvoyer le lien de validation de l’adresse e-mail',
        description:
          'La réponse est la même, que l’identifiant désigne ou non un représentant en attente de validation.',
        params: resourceIdParams,
        response: { 204: z.null() },
      },
      config: {
        rateLimit: {
          ...RESEND_RATE_LIMIT,
          // The id as the handler reads it (lower-cased): an upper-case spelling names the same
          // user and must not open a fresh bucket of mails to it.
          keyGenerator: (request) =>
            `${request.ip}:${((request.params as { id?: string }).id ?? '').toLowerCase()}`,
        },
      },
    },
    async (request, reply) => {
      await resendValidationEmail(deps, resourceIdOrNotFound(request.params.id));
      return reply.code(204).send(null);
    },
  );
}

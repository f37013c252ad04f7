import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../files/accepted-uploads.ts';
import { captchaVerifierOf } from '../captcha/captcha-verifier.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { resourceIdOrNotFound, resourceIdParams } from '../../http/params.ts';
import { registerCompanyRegisterRoutes } from './company-register/company-register.routes.ts';
import { registerReviewRoutes } from './organization-review.routes.ts';
import { registerSignUpRoutes } from './organization-sign-up.routes.ts';
import { ORGANIZATIONS_TAGS } from './organizations.http.ts';
import { openOrganizationDocument } from './organizations.service.ts';
import { SIGN_UP_MULTIPART_LIMITS } from './sign-up-multipart.ts';

/**
 * Organisations (docs/organisations.md): sign-up with documents, e-mail validation, central review,
 * the company register and the documents' download. Multipart is registered inside this plugin
 * only (encapsulated).
 */
export async function organizationsRoutes(
  app: FastifyInstance,
  options: ModuleOptions,
): Promise<void> {
  const { config, storage } = options;
  const captcha = captchaVerifierOf(config);

  await app.register(multipart, { limits: SIGN_UP_MULTIPART_LIMITS, throwFileSizeLimit: false });
  registerSignUpRoutes(app, { ...options, captcha });
  registerReviewRoutes(app, options);
  registerCompanyRegisterRoutes(app, options);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/organization_documents/:id/file',
    {
      schema: {
        tags: ORGANIZATIONS_TAGS,
        summary: 'Télécharger un document de l’organisation (statuts, attestation d’assurance)',
        params: resourceIdParams,
      },
    },
    async (request, reply) => {
      const { document, content } = await openOrganizationDocument(
        options.db,
        storage,
        request.currentUser,
        resourceIdOrNotFound(request.params.id),
      );
      return reply
        .header('Content-Type', document.mimeType)
        .header('Content-Length', String(document.size))
        .header('Content-Disposition', attachmentDisposition(document.name))
        .header('Cache-Control', 'private, no-store')
        .send(content);
    },
  );
}

import {
  companyRegisterLookupSchema,
  companyRegisterQuery,
  type CompanyRegisterLookup,
} from '@espaces/domain/api/company-register';
import { DomainError } from '@espaces/domain/errors';
import { parseOrganizationIdentifier } from '@espaces/domain/organizations/identifiers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../../../http/module-options.ts';
import { resourceIdOrNotFound, resourceIdParams } from '../../../http/params.ts';
import { ORGANIZATIONS_TAGS } from '../organizations.http.ts';
import { isCentralReviewer } from '../organizations.policy.ts';
import { requireVisibleOrganization } from '../organizations.service.ts';
import { createCompanyRegister, type CompanyRegister } from './company-register.ts';

/**
 * Public, so rate-limited per IP address (docs/security.md#rate-limits): a person looks up their
 * own number, and a few typos; the answers are cached anyway.
 */
const LOOKUP_RATE_LIMIT = { max: 30, timeWindow: '1 hour' };

/**
 * The company register for the sign-up form (visitors) and for central's review of an
 * organisation (docs/organisations.md#company-register).
 */
export function registerCompanyRegisterRoutes(
  app: FastifyInstance,
  { config, db }: ModuleOptions,
  register: CompanyRegister = createCompanyRegister({
    ...config.companyRegister,
    onFailure: (reason) => app.log.warn(`Répertoire des entreprises indisponible : ${reason}`),
  }),
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/company-register',
    {
      schema: {
        tags: ORGANIZATIONS_TAGS,
        summary: 'Chercher un numéro SIRET ou RNA dans le répertoire des entreprises (inscription)',
        description:
          '`outcome` vaut `unavailable` quand le répertoire ne répond pas à temps : les informations se saisissent alors à la main.',
        querystring: companyRegisterQuery,
        response: { 200: companyRegisterLookupSchema },
      },
      config: { rateLimit: LOOKUP_RATE_LIMIT },
    },
    async (request) => register.lookup(parseOrganizationIdentifier(request.query.identifier)!),
  );

  api.get(
    '/api/organizations/:id/company-register',
    {
      schema: {
        tags: ORGANIZATIONS_TAGS,
        summary: 'Ce que le répertoire des entreprises sait de l’organisation (central)',
        params: resourceIdParams,
        response: { 200: companyRegisterLookupSchema },
      },
    },
    async (request): Promise<CompanyRegisterLookup> => {
      const { actor, organization } = await requireVisibleOrganization(
        db,
        request.currentUser,
        resourceIdOrNotFound(request.params.id),
      );
      if (!isCentralReviewer(actor)) throw new DomainError('FORBIDDEN');
      const identifier = parseOrganizationIdentifier(organization.siret ?? organization.rna ?? '');
      if (identifier === null) {
        // Stored before the checks of today's sign-up: nothing the register could find.
        return {
          '@type': 'CompanyRegisterLookup',
          identifier: organization.siret ?? organization.rna ?? '',
          outcome: 'not_found',
          entry: null,
        };
      }
      return register.lookup(identifier);
    },
  );
}

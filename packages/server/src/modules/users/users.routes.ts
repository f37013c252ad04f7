import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FACILITY_PROFILES, TERRITORY_PROFILES } from '@espaces/domain/access/actor';
import {
  managedUserSchema,
  userActiveInputSchema,
  userInputSchema,
} from '@espaces/domain/api/users';
import { searchFilter } from '@espaces/domain/api/fields';
import { hydraCollectionSchema } from '../../http/collection-schemas.ts';
import {
  idListParam,
  enumListParam,
  orderParam,
  paginationQuery,
} from '@espaces/domain/api/collection-params';
import { hydraCollection, pageWindow } from '../../http/collections.ts';
import type { ModuleOptions } from '../../http/module-options.ts';
import { profilePatchSchema } from '@espaces/domain/api/account';
import { authenticatedUserSchema } from '@espaces/domain/api/authentication';
import { presentAuthenticatedUser } from '../auth/auth.presenter.ts';
import { requireUser } from '../auth/current-user.ts';
import {
  createInstitutionalUser,
  setUserActive,
  updateManagedUser,
} from './user-editing.service.ts';
import { updateOwnProfile } from './user-profile.service.ts';
import { presentManagedUser } from './users.presenter.ts';
import type { UserListFilters } from './users.repository.ts';
import { getManagedUser, listManagedUsers, type ManagedUserView } from './users.service.ts';
import { INVALID_ID, UNKNOWN_PROFILE } from '@espaces/domain/messages';

const TAGS = ['Utilisateurs'];

const userParams = z.object({ id: z.uuid({ message: INVALID_ID }) });

const profileList = enumListParam([...FACILITY_PROFILES, ...TERRITORY_PROFILES], UNKNOWN_PROFILE);

const usersQuery = paginationQuery.extend({
  search: searchFilter,
  facility: idListParam.optional(),
  'facility[]': idListParam.optional(),
  profile: profileList.optional(),
  'profile[]': profileList.optional(),
  isActive: z
    .enum(['true', 'false'], { message: 'Valeur attendue\u00a0: true ou false.' })
    .transform((value) => value === 'true')
    .optional(),
  'order[lastName]': orderParam.optional(),
});
type UsersQuery = z.infer<typeof usersQuery>;

const usersCollectionSchema = hydraCollectionSchema(managedUserSchema);

function listFilters(query: UsersQuery): UserListFilters {
  const facilityIds = [...(query.facility ?? []), ...(query['facility[]'] ?? [])];
  const profiles = [...(query.profile ?? []), ...(query['profile[]'] ?? [])];
  const profilesGiven = query.profile !== undefined || query['profile[]'] !== undefined;
  return {
    search: query.search || undefined,
    facilityIds: facilityIds.length > 0 ? facilityIds : undefined,
    facilityProfiles: profilesGiven
      ? FACILITY_PROFILES.filter((profile) => profiles.includes(profile))
      : undefined,
    territoryProfiles: profilesGiven
      ? TERRITORY_PROFILES.filter((profile) => profiles.includes(profile))
      : undefined,
    isActive: query.isActive,
    lastNameOrder: query['order[lastName]'] ?? 'asc',
  };
}

const present = ({ record, abilities, pendingEmail }: ManagedUserView) =>
  presentManagedUser(record, abilities, pendingEmail);

/** Institutional users (/utilisateurs/*, docs/routes.md#users). */
export async function usersRoutes(app: FastifyInstance, options: ModuleOptions): Promise<void> {
  const { db, clock, config } = options;
  const mailSettings = { appUrl: config.appUrl, appName: config.appName };
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/users',
    {
      schema: {
        tags: TAGS,
        summary: 'Utilisateurs institutionnels gérés par la personne connectée',
        querystring: usersQuery,
        response: { 200: usersCollectionSchema },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const { users, totalItems } = await listManagedUsers(
        db,
        actor,
        listFilters(request.query),
        pageWindow(request.query),
        clock(),
      );
      return hydraCollection(
        '/api/users',
        request.query,
        users.map(present),
        totalItems,
        request.query,
      );
    },
  );

  api.get(
    '/api/users/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Consulter un utilisateur',
        params: userParams,
        response: { 200: managedUserSchema },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      return present(await getManagedUser(db, actor, request.params.id, clock()));
    },
  );

  api.post(
    '/api/users',
    {
      schema: {
        tags: TAGS,
        summary: 'Créer un utilisateur institutionnel et lui envoyer le lien de mot de passe',
        body: userInputSchema,
        response: { 201: managedUserSchema },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const context = { db, actor, now: clock() };
      const created = await createInstitutionalUser(context, request.body, mailSettings);
      return reply.code(201).send(present(created));
    },
  );

  api.put(
    '/api/users/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Modifier un utilisateur et ses rattachements',
        description:
          'Une nouvelle adresse e-mail reste en attente (`pendingEmail`) : elle remplace l’actuelle quand le lien envoyé à cette adresse est suivi.',
        params: userParams,
        body: userInputSchema,
        response: { 200: managedUserSchema },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const context = { db, actor, now: clock() };
      return present(
        await updateManagedUser(context, request.params.id, request.body, mailSettings),
      );
    },
  );

  api.put(
    '/api/users/:id/active',
    {
      schema: {
        tags: TAGS,
        summary: 'Activer ou désactiver un utilisateur',
        params: userParams,
        body: userActiveInputSchema,
        response: { 200: managedUserSchema },
      },
      config: { endsSessions: true },
    },
    async (request) => {
      const actor = requireUser(request);
      const context = { db, actor, now: clock() };
      return present(await setUserActive(context, request.params.id, request.body.active));
    },
  );

  api.patch(
    '/api/users/:id',
    {
      schema: {
        tags: ['Compte'],
        summary: 'Modifier son profil (prénom, nom, téléphone), en application/merge-patch+json',
        params: userParams,
        body: profilePatchSchema,
        response: { 200: authenticatedUserSchema },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const profile = await updateOwnProfile(db, actor, request.params.id, request.body, clock());
      return presentAuthenticatedUser(profile);
    },
  );
}

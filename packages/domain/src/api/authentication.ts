import { z } from 'zod';
import {
  FACILITY_PROFILES,
  ORGANIZATION_STATUSES,
  ROLES,
  TERRITORY_PROFILES,
} from '../access/actor.ts';
import { abilities } from './fields.ts';

/** GET /api/authentication/user. */
export const authenticatedUserSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('User'),
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  isActive: z.boolean(),
  organization: z
    .object({
      '@id': z.string(),
      id: z.uuid(),
      name: z.string(),
      status: z.enum(ORGANIZATION_STATUSES),
    })
    .nullable(),
  facilityMemberships: z.array(
    z.object({
      facility: z.object({
        '@id': z.string(),
        id: z.uuid(),
        name: z.string(),
        territory: z.object({ '@id': z.string(), id: z.uuid() }),
      }),
      profile: z.enum(FACILITY_PROFILES),
    }),
  ),
  territoryMemberships: z.array(
    z.object({
      territory: z.object({ '@id': z.string(), id: z.uuid(), name: z.string() }),
      profile: z.enum(TERRITORY_PROFILES),
    }),
  ),
  /** What the user may do beyond one resource: create a facility (central, territory admin). */
  _abilities: abilities('createFacility'),
});
export type AuthenticatedUser = z.infer<typeof authenticatedUserSchema>;

/** Answer of POST /api/authentication and /refresh: the client stores its own expiry from it. */
export const sessionSchema = z.object({
  expiresIn: z.number().int().describe('Seconds until the access token expires'),
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * GET /api/authentication/logout, when the session came from ProConnect: the browser goes on to
 * the provider, which ends its session there too (docs/security.md#proconnect).
 */
export const signOutSchema = z.object({ endSessionUrl: z.url() });
export type SignOut = z.infer<typeof signOutSchema>;

import type { AuthenticatedUser } from '@espaces/domain/api/authentication';
import { iri } from '@espaces/domain/api/iri';
import { canCreateSomeFacility } from '@espaces/domain/access/facility-creation';
import type { UserProfile } from './auth.repository.ts';

/** GET /api/authentication/user. */
export function presentAuthenticatedUser(profile: UserProfile): AuthenticatedUser {
  const { user, organization } = profile;
  const actor: Omit<AuthenticatedUser, '_abilities'> = {
    '@id': iri('users', user.id),
    '@type': 'User',
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    roles: user.roles as AuthenticatedUser['roles'],
    isActive: user.isActive,
    organization: organization
      ? { '@id': iri('organizations', organization.id), ...organization }
      : null,
    facilityMemberships: profile.facilityRows.map((row) => ({
      facility: {
        '@id': iri('facilities', row.facilityId),
        id: row.facilityId,
        name: row.facilityName,
        territory: { '@id': iri('territories', row.territoryId), id: row.territoryId },
      },
      profile: row.profile,
    })),
    territoryMemberships: profile.territoryRows.map((row) => ({
      territory: {
        '@id': iri('territories', row.territoryId),
        id: row.territoryId,
        name: row.territoryName,
      },
      profile: row.profile,
    })),
  };
  return { ...actor, _abilities: { createFacility: canCreateSomeFacility(actor) } };
}

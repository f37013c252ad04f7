import type { ManagedUser } from '@espaces/domain/api/users';
import { iri } from '@espaces/domain/api/iri';
import type { UserRecord } from './users.repository.ts';

export type UserAbilities = ManagedUser['_abilities'];

/** The managed user resource of /utilisateurs (docs/product.md#entities, with its `_abilities`). */
export function presentManagedUser(
  record: UserRecord,
  abilities: UserAbilities,
  pendingEmail: string | null,
): ManagedUser {
  const { user } = record;
  return {
    '@id': iri('users', user.id),
    '@type': 'User',
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    roles: user.roles,
    isActive: user.isActive,
    hasPassword: user.passwordHash !== null,
    pendingEmail,
    facilityMemberships: record.facilityMemberships.map((membership) => ({
      facility: {
        '@id': iri('facilities', membership.facilityId),
        id: membership.facilityId,
        name: membership.facilityName,
      },
      profile: membership.profile,
    })),
    territoryMemberships: record.territoryMemberships.map((membership) => ({
      territory: {
        '@id': iri('territories', membership.territoryId),
        id: membership.territoryId,
        name: membership.territoryName,
      },
      profile: membership.profile,
    })),
    createdAt: user.createdAt.toISOString(),
    _abilities: abilities,
  };
}

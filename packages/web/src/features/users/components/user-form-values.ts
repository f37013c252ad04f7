import type { FacilityProfile, TerritoryProfile } from '@espaces/domain/access/actor';
import type { ManagedUser, UserInput } from '@espaces/domain/api/users';
import { randomId } from '@mantine/hooks';

/** A row of the form; `key` keeps React rows stable while rows are added and removed. */
export interface FacilityMembershipRow {
  key: string;
  facility: string | null;
  profile: FacilityProfile | null;
}

export interface TerritoryMembershipRow {
  key: string;
  territory: string | null;
  profile: TerritoryProfile | null;
}

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  facilityMemberships: FacilityMembershipRow[];
  territoryMemberships: TerritoryMembershipRow[];
}

export const newFacilityMembershipRow = (): FacilityMembershipRow => ({
  key: randomId('membership-'),
  facility: null,
  profile: null,
});

export const newTerritoryMembershipRow = (): TerritoryMembershipRow => ({
  key: randomId('membership-'),
  territory: null,
  profile: 'TERRITORY_PROFILE_ADMIN',
});

export const EMPTY_USER_FORM: UserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  facilityMemberships: [],
  territoryMemberships: [],
};

export function userFormValuesOf(user: ManagedUser): UserFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
    facilityMemberships: user.facilityMemberships.map((membership) => ({
      key: randomId('membership-'),
      facility: membership.facility['@id'],
      profile: membership.profile,
    })),
    territoryMemberships: user.territoryMemberships.map((membership) => ({
      key: randomId('membership-'),
      territory: membership.territory['@id'],
      profile: membership.profile,
    })),
  };
}

/**
 * The body candidate the domain schema validates and the server receives: an empty phone is
 * null, an unchosen facility, territory or profile stays absent so the schema names it.
 */
export function userInputCandidate(values: UserFormValues): Record<string, unknown> {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone.trim() === '' ? null : values.phone,
    facilityMemberships: values.facilityMemberships.map((row) => ({
      facility: row.facility ?? undefined,
      profile: row.profile ?? undefined,
    })),
    territoryMemberships: values.territoryMemberships.map((row) => ({
      territory: row.territory ?? undefined,
      profile: row.profile ?? undefined,
    })),
  } satisfies Partial<Record<keyof UserInput, unknown>>;
}

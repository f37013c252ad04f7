/** Who asks: the signed-in user as the domain sees it (docs/product.md#entities). */
export const ROLES = ['ROLE_INSTITUTIONAL', 'ROLE_ORGANIZATION', 'ROLE_CENTRAL'] as const;
export type Role = (typeof ROLES)[number];

export const FACILITY_PROFILES = [
  'FACILITY_PROFILE_ADMIN',
  'FACILITY_PROFILE_SUPERVISOR',
  'FACILITY_PROFILE_VALIDATOR',
] as const;
export type FacilityProfile = (typeof FACILITY_PROFILES)[number];

export const TERRITORY_PROFILES = ['TERRITORY_PROFILE_ADMIN'] as const;
export type TerritoryProfile = (typeof TERRITORY_PROFILES)[number];

export const ORGANIZATION_STATUSES = [
  'email_to_validate',
  'to_review',
  'validated',
  'non_compliant',
  'rejected',
] as const;
export type OrganizationStatus = (typeof ORGANIZATION_STATUSES)[number];

export interface Actor {
  id: string;
  roles: readonly Role[];
  isActive: boolean;
  organization: { id: string; status: OrganizationStatus } | null;
  facilityMemberships: readonly {
    facility: { id: string; territory?: { id: string } | null };
    profile: FacilityProfile;
  }[];
  territoryMemberships: readonly { territory: { id: string }; profile: TerritoryProfile }[];
}

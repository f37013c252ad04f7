import { describe, expect, it } from 'vitest';
import {
  createCentral,
  createOrganizationUser,
  createStaff,
  createTerritoryAdmin,
  F1,
  F2,
  T1,
  T2,
} from '../test/actors.ts';
import { mayDecideFacilityProposal, mayPublishFacility } from './campaign-access.ts';

// Staff hold F1 (territory T1); docs/campaigns.md « Who does what ».
const OWN = { facilityId: F1, territoryId: T1 };
const OTHER = { facilityId: F2, territoryId: T2 };

describe('mayPublishFacility', () => {
  it('lets central, the territory admin and the facility’s own admins and validators publish it', () => {
    expect(mayPublishFacility(createCentral(), OTHER)).toBe(true);
    expect(mayPublishFacility(createTerritoryAdmin(T1), OWN)).toBe(true);
    expect(mayPublishFacility(createTerritoryAdmin(T1), OTHER)).toBe(false);
    expect(mayPublishFacility(createStaff('FACILITY_PROFILE_ADMIN'), OWN)).toBe(true);
    expect(mayPublishFacility(createStaff('FACILITY_PROFILE_ADMIN'), OTHER)).toBe(false);
    const validator = createStaff('FACILITY_PROFILE_VALIDATOR');
    expect(mayDecideFacilityProposal(validator, OWN)).toBe(true);
    expect(mayPublishFacility(validator, OWN)).toBe(true);
    expect(mayPublishFacility(validator, OTHER)).toBe(false);
  });

  it('refuses supervisors, organisations and guests', () => {
    expect(mayPublishFacility(createStaff('FACILITY_PROFILE_SUPERVISOR'), OWN)).toBe(false);
    expect(mayPublishFacility(createOrganizationUser('validated'), OWN)).toBe(false);
    expect(mayPublishFacility(null, OWN)).toBe(false);
  });
});

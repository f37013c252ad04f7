import { describe, expect, it } from 'vitest';
import {
  createActor,
  createOrganizationUser,
  createStaff,
  createTerritoryAdmin,
  F1,
  F2,
  O1,
  O2,
  T1,
  T2,
} from '../test/actors.ts';
import {
  calendarEventStatus,
  calendarFeedScopesFor,
  calendarFeedWindow,
  feedBookingStatuses,
  maySubscribeToCalendar,
} from './calendar-feeds.ts';

const facilityFeed = (facilityId = F1, territoryId = T1) =>
  ({ scope: 'facility', facilityId, territoryId }) as const;

describe('maySubscribeToCalendar', () => {
  it('lets an organisation user follow its own organisation only', () => {
    const user = createOrganizationUser('validated', O1);
    expect(maySubscribeToCalendar(user, { scope: 'organization', organizationId: O1 })).toBe(true);
    expect(maySubscribeToCalendar(user, { scope: 'organization', organizationId: O2 })).toBe(false);
    expect(maySubscribeToCalendar(user, facilityFeed())).toBe(false);
  });

  it('lets every facility profile follow its facility and its places, not another', () => {
    for (const profile of [
      'FACILITY_PROFILE_ADMIN',
      'FACILITY_PROFILE_VALIDATOR',
      'FACILITY_PROFILE_SUPERVISOR',
    ] as const) {
      const staff = createStaff(profile);
      expect(maySubscribeToCalendar(staff, facilityFeed())).toBe(true);
      expect(maySubscribeToCalendar(staff, { ...facilityFeed(), scope: 'place' })).toBe(true);
      expect(maySubscribeToCalendar(staff, facilityFeed(F2, T1))).toBe(false);
    }
  });

  it('lets a territory admin follow the facilities of its territory, and central any', () => {
    expect(maySubscribeToCalendar(createTerritoryAdmin(T1), facilityFeed(F2, T1))).toBe(true);
    expect(maySubscribeToCalendar(createTerritoryAdmin(T1), facilityFeed(F2, T2))).toBe(false);
    const central = createActor({ roles: ['ROLE_CENTRAL'] });
    expect(maySubscribeToCalendar(central, facilityFeed(F2, T2))).toBe(true);
    expect(maySubscribeToCalendar(central, { scope: 'organization', organizationId: O1 })).toBe(
      false,
    );
  });

  it('refuses an inactive account and nobody', () => {
    const inactive = { ...createStaff('FACILITY_PROFILE_ADMIN'), isActive: false };
    expect(maySubscribeToCalendar(inactive, facilityFeed())).toBe(false);
    expect(maySubscribeToCalendar(null, facilityFeed())).toBe(false);
  });
});

describe('calendarFeedScopesFor', () => {
  it('offers its organisation to an organisation user, facilities and places to staff', () => {
    expect(calendarFeedScopesFor(createOrganizationUser('validated'))).toEqual(['organization']);
    expect(calendarFeedScopesFor(createStaff('FACILITY_PROFILE_SUPERVISOR'))).toEqual([
      'facility',
      'place',
    ]);
    expect(calendarFeedScopesFor(createTerritoryAdmin())).toEqual(['facility', 'place']);
    expect(calendarFeedScopesFor(createActor({ roles: ['ROLE_CENTRAL'] }))).toEqual([
      'facility',
      'place',
    ]);
    expect(calendarFeedScopesFor(createActor({ roles: ['ROLE_INSTITUTIONAL'] }))).toEqual([]);
    expect(calendarFeedScopesFor(null)).toEqual([]);
  });
});

describe('feed contents', () => {
  it('shows organisations their agreed bookings, staff also the requests in progress', () => {
    expect(feedBookingStatuses('organization')).not.toContain('new');
    expect(feedBookingStatuses('facility')).toEqual(expect.arrayContaining(['new', 'pending']));
    expect(feedBookingStatuses('place')).not.toContain('rejected');
  });

  it('marks cancelled slots cancelled, requests tentative, and leaves withdrawn ones out', () => {
    expect(calendarEventStatus('validated', false)).toBe('CONFIRMED');
    expect(calendarEventStatus('validated', true)).toBe('CANCELLED');
    expect(calendarEventStatus('cancelled', true)).toBe('CANCELLED');
    expect(calendarEventStatus('pending', false)).toBe('TENTATIVE');
    expect(calendarEventStatus('cancelled', false)).toBeNull();
    expect(calendarEventStatus('rejected', false)).toBeNull();
  });

  it('spans from three months before to eighteen months after the reading', () => {
    const { from, to } = calendarFeedWindow(new Date('2027-02-15T12:00:00Z'));
    expect(from.toISOString()).toBe('2026-11-15T12:00:00.000Z');
    expect(to.toISOString()).toBe('2028-08-15T12:00:00.000Z');
  });
});

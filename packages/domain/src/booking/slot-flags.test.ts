import { describe, expect, it } from 'vitest';
import {
  createCentral,
  createOrganizationUser,
  createStaff,
  createTerritoryAdmin,
  F1,
  F2,
  O1,
  O2,
  T1,
} from '../test/actors.ts';
import { bookingAbilities } from './booking-abilities.ts';
import { canCancelBooking, isSlotCancelable, isSlotDeletable } from './slot-flags.ts';
import type { BookingStatus } from './booking-statuses.ts';

const NOW = new Date('2027-05-10T10:00:00Z');
const past = { startDate: '2027-05-09T10:00:00Z', cancelled: false };
const present = { startDate: NOW.toISOString(), cancelled: false };
const future = { startDate: '2027-05-11T10:00:00Z', cancelled: false };
const cancelledFuture = { ...future, cancelled: true };

describe('isSlotDeletable', () => {
  it('always deletes a slot of an unsaved booking', () => {
    expect(isSlotDeletable(undefined, past, NOW)).toBe(true);
  });
  it.each(['new', 'pending', 'approved'] as const)('deletes any slot of a %s booking', (status) => {
    expect(isSlotDeletable(status, past, NOW)).toBe(true);
  });
  it.each(['to_review', 'validated'] as const)(
    'deletes a %s booking slot only if it starts now or later and is not cancelled',
    (status) => {
      expect(isSlotDeletable(status, past, NOW)).toBe(false);
      expect(isSlotDeletable(status, present, NOW)).toBe(true);
      expect(isSlotDeletable(status, future, NOW)).toBe(true);
      expect(isSlotDeletable(status, cancelledFuture, NOW)).toBe(false);
    },
  );
  it.each(['finished', 'cancelled', 'rejected'] as const)('never deletes in %s', (status) => {
    expect(isSlotDeletable(status, future, NOW)).toBe(false);
  });
});

describe('isSlotCancelable', () => {
  it('cancels a future slot of a validated booking only', () => {
    expect(isSlotCancelable('validated', future, NOW)).toBe(true);
    expect(isSlotCancelable('validated', present, NOW)).toBe(false);
    expect(isSlotCancelable('validated', past, NOW)).toBe(false);
    expect(isSlotCancelable('validated', cancelledFuture, NOW)).toBe(false);
    expect(isSlotCancelable('to_review', future, NOW)).toBe(false);
  });
});

const booking = (status: BookingStatus, slots = [past, future]) => ({
  status,
  organizationId: O1,
  facilityId: F1,
  facilityTerritoryId: T1,
  bookingSlots: slots,
});

describe('canCancelBooking', () => {
  it('lets central, admin or validator of the facility, territory admin and the organisation cancel', () => {
    for (const user of [
      createCentral(),
      createStaff('FACILITY_PROFILE_ADMIN'),
      createStaff('FACILITY_PROFILE_VALIDATOR'),
      createTerritoryAdmin(),
      createOrganizationUser('validated', O1),
    ]) {
      expect(canCancelBooking(user, booking('validated'), NOW)).toBe(true);
    }
  });
  it('refuses a supervisor, staff of another facility and another organisation', () => {
    for (const user of [
      createStaff('FACILITY_PROFILE_SUPERVISOR'),
      createStaff('FACILITY_PROFILE_ADMIN', F2),
      createOrganizationUser('validated', O2),
    ]) {
      expect(canCancelBooking(user, booking('validated'), NOW)).toBe(false);
    }
  });
  it('needs a validated booking with a future slot not cancelled', () => {
    const central = createCentral();
    expect(canCancelBooking(central, booking('to_review'), NOW)).toBe(false);
    expect(canCancelBooking(central, booking('validated', [past, cancelledFuture]), NOW)).toBe(
      false,
    );
  });
});

describe('bookingAbilities', () => {
  it('gives the organisation edit and withdraw on its new booking, nothing to staff decisions', () => {
    expect(bookingAbilities(createOrganizationUser('validated', O1), booking('new'), NOW)).toEqual({
      edit: true,
      withdraw: true,
      approve: false,
      counterPropose: false,
      accept: false,
      reject: false,
      cancel: false,
      prepareAgreement: false,
    });
  });
  it('gives the organisation accept, edit and withdraw on a counter-proposal, and the validator reject', () => {
    expect(
      bookingAbilities(createOrganizationUser('validated', O1), booking('pending'), NOW),
    ).toMatchObject({ accept: true, edit: true, withdraw: true, approve: false });
    expect(
      bookingAbilities(createStaff('FACILITY_PROFILE_VALIDATOR'), booking('pending'), NOW),
    ).toMatchObject({ accept: false, approve: false, counterPropose: false, reject: true });
  });
  it('gives the validator the decisions on a new booking', () => {
    expect(
      bookingAbilities(createStaff('FACILITY_PROFILE_VALIDATOR'), booking('new'), NOW),
    ).toEqual({
      edit: false,
      withdraw: false,
      approve: true,
      counterPropose: true,
      accept: false,
      reject: true,
      cancel: false,
      prepareAgreement: false,
    });
  });
  it('gives the facility admin, and only it, the agreement to prepare on an approved booking', () => {
    const approved = booking('approved');
    expect(bookingAbilities(createStaff('FACILITY_PROFILE_ADMIN'), approved, NOW)).toMatchObject({
      prepareAgreement: true,
      approve: false,
    });
    expect(
      bookingAbilities(createStaff('FACILITY_PROFILE_VALIDATOR'), approved, NOW).prepareAgreement,
    ).toBe(false);
    expect(
      bookingAbilities(createOrganizationUser('validated', O1), approved, NOW).prepareAgreement,
    ).toBe(false);
    expect(
      bookingAbilities(createStaff('FACILITY_PROFILE_ADMIN'), booking('new'), NOW).prepareAgreement,
    ).toBe(false);
  });
  it('gives a supervisor nothing', () => {
    const abilities = bookingAbilities(
      createStaff('FACILITY_PROFILE_SUPERVISOR'),
      booking('new'),
      NOW,
    );
    expect(Object.values(abilities).every((allowed) => !allowed)).toBe(true);
  });
});

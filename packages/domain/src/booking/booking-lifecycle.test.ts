import { describe, expect, it } from 'vitest';
import {
  BOOKING_ACTIONS,
  BOOKING_LIFECYCLE,
  bookingActionOfUpdate,
  canTransition,
  wasStepOvertaken,
} from './booking-lifecycle.ts';
import { BOOKING_STATUSES } from './booking-statuses.ts';

describe('canTransition', () => {
  it.each([
    ['organization', 'new', 'edit', 'new'],
    ['organization', 'pending', 'edit', 'new'],
    ['organization', 'new', 'withdraw', 'cancelled'],
    ['organization', 'pending', 'withdraw', 'cancelled'],
    ['validator', 'new', 'approve', 'approved'],
    ['validator', 'new', 'counter_propose', 'pending'],
    ['organization', 'pending', 'accept', 'approved'],
    ['validator', 'new', 'reject', 'rejected'],
    ['validator', 'pending', 'reject', 'rejected'],
    ['facility_admin', 'approved', 'generate_agreement', 'to_review'],
    ['organization', 'to_review', 'sign_agreement', 'validated'],
    ['system', 'validated', 'finish', 'finished'],
    ['central', 'validated', 'cancel', 'cancelled'],
    ['validator', 'validated', 'cancel', 'cancelled'],
    ['organization', 'validated', 'cancel', 'cancelled'],
  ] as const)('lets %s %s → %s give %s', (actor, from, action, to) => {
    expect(canTransition(actor, from, action)).toEqual({ allowed: true, to });
  });

  it('refuses a person who may never take the action (403)', () => {
    expect(canTransition('organization', 'new', 'approve')).toEqual({
      allowed: false,
      reason: 'wrong_actor',
    });
    expect(canTransition('validator', 'new', 'withdraw')).toEqual({
      allowed: false,
      reason: 'wrong_actor',
    });
    expect(canTransition([], 'new', 'edit')).toEqual({ allowed: false, reason: 'wrong_actor' });
  });

  it('refuses an allowed person in the wrong status (422)', () => {
    expect(canTransition('organization', 'approved', 'edit')).toEqual({
      allowed: false,
      reason: 'wrong_state',
    });
    expect(canTransition('organization', 'validated', 'withdraw')).toEqual({
      allowed: false,
      reason: 'wrong_state',
    });
    expect(canTransition('validator', 'pending', 'approve')).toEqual({
      allowed: false,
      reason: 'wrong_state',
    });
  });

  it('accepts the union of the kinds someone holds', () => {
    expect(
      canTransition(['validator', 'facility_admin'], 'approved', 'generate_agreement'),
    ).toEqual({ allowed: true, to: 'to_review' });
  });

  it('never leaves a final status', () => {
    for (const action of BOOKING_ACTIONS) {
      for (const from of ['finished', 'cancelled', 'rejected'] as const) {
        expect(
          canTransition(
            ['organization', 'validator', 'central', 'system', 'facility_admin'],
            from,
            action,
          ).allowed,
        ).toBe(false);
      }
    }
  });

  it('only names known statuses', () => {
    for (const rule of BOOKING_LIFECYCLE) {
      expect(BOOKING_STATUSES).toContain(rule.to);
      for (const from of rule.from) expect(BOOKING_STATUSES).toContain(from);
    }
  });
});

describe('bookingActionOfUpdate', () => {
  it('reads a PUT body as a lifecycle action', () => {
    const org = ['organization'] as const;
    const staff = ['validator'] as const;
    expect(bookingActionOfUpdate({ changesContent: true }, org)).toBe('edit');
    expect(bookingActionOfUpdate({ status: 'new', changesContent: true }, org)).toBe('edit');
    expect(bookingActionOfUpdate({ status: 'cancelled', changesContent: false }, org)).toBe(
      'withdraw',
    );
    expect(bookingActionOfUpdate({ status: 'approved', changesContent: false }, org)).toBe(
      'accept',
    );
    expect(bookingActionOfUpdate({ status: 'approved', changesContent: false }, staff)).toBe(
      'approve',
    );
    expect(bookingActionOfUpdate({ status: 'pending', changesContent: true }, staff)).toBe(
      'counter_propose',
    );
    expect(bookingActionOfUpdate({ status: 'validated', changesContent: false }, org)).toBeNull();
    expect(bookingActionOfUpdate({ status: 'rejected', changesContent: false }, staff)).toBeNull();
  });
});

describe('wasStepOvertaken', () => {
  it('tells a decision overtaken by someone else from a step never possible from there', () => {
    // Another validator approved while this one was refusing: overtaken (409).
    expect(wasStepOvertaken('validator', 'reject', { from: 'new', byAsker: false })).toBe(true);
    // A validator approved while the organisation withdrew: overtaken too.
    expect(wasStepOvertaken('organization', 'withdraw', { from: 'new', byAsker: false })).toBe(
      true,
    );
    // Their own earlier decision, or no history: a plain 422.
    expect(wasStepOvertaken('validator', 'reject', { from: 'new', byAsker: true })).toBe(false);
    expect(wasStepOvertaken('validator', 'reject', null)).toBe(false);
    // Approval was never possible from pending or to_review: a plain 422.
    expect(wasStepOvertaken('validator', 'approve', { from: 'pending', byAsker: false })).toBe(
      false,
    );
    expect(wasStepOvertaken('validator', 'approve', { from: 'to_review', byAsker: false })).toBe(
      false,
    );
  });
});

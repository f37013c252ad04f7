import { describe, expect, it } from 'vitest';
import { ORGANIZATION_STATUSES } from '../access/actor.ts';
import {
  ORGANIZATION_TRANSITIONS,
  canTransition,
  nextOrganizationStatus,
  transitionRefusal,
} from './organization-transitions.ts';

describe('organisation transitions', () => {
  it('moves to review once the e-mail is validated', () => {
    expect(nextOrganizationStatus('email_to_validate', 'validate_email')).toBe('to_review');
    expect(canTransition('to_review', 'validate_email')).toBe(false);
  });

  it('lets central validate, mark non-compliant or reject an organisation under review', () => {
    expect(nextOrganizationStatus('to_review', 'validate')).toBe('validated');
    expect(nextOrganizationStatus('to_review', 'mark_non_compliant')).toBe('non_compliant');
    expect(nextOrganizationStatus('to_review', 'reject')).toBe('rejected');
  });

  it('brings a non-compliant organisation back to review when it resubmits', () => {
    expect(nextOrganizationStatus('non_compliant', 'resubmit')).toBe('to_review');
    expect(canTransition('non_compliant', 'validate')).toBe(false);
  });

  it('lets central mark a validated organisation non-compliant, its new identity send it back to review', () => {
    expect(ORGANIZATION_TRANSITIONS.validated).toEqual({
      mark_non_compliant: 'non_compliant',
      change_identity: 'to_review',
    });
  });

  it('keeps a rejected organisation rejected', () => {
    expect(ORGANIZATION_TRANSITIONS.rejected).toEqual({});
  });

  it('refuses validation before the e-mail is validated', () => {
    expect(canTransition('email_to_validate', 'validate')).toBe(false);
  });

  it('names both states in French in a refusal', () => {
    expect(transitionRefusal('rejected', 'validate')).toBe(
      'Cette organisation ne peut pas passer de l’état « Rejetée » à « Validée ».',
    );
  });

  it('covers every status', () => {
    expect(Object.keys(ORGANIZATION_TRANSITIONS).sort()).toEqual([...ORGANIZATION_STATUSES].sort());
  });
});

import { describe, expect, it } from 'vitest';
import { ORGANIZATION_STATUSES } from '../access/actor.ts';
import { changedIdentityFields, editSendsBackToReview } from './organization-identity.ts';

const identity = {
  name: 'Club Alpha',
  legalForm: 'Association loi 1901',
  siret: null,
  rna: 'W691234567',
};

describe('identity of an organisation', () => {
  it('names the identity fields an edit changes, ignoring absent and unchanged ones', () => {
    expect(changedIdentityFields(identity, {})).toEqual([]);
    expect(changedIdentityFields(identity, { name: 'Club Alpha', rna: 'W691234567' })).toEqual([]);
    expect(
      changedIdentityFields(identity, {
        name: 'Club Alpha Lyon',
        legalForm: 'Société par actions simplifiée',
        siret: '73282932000074',
        rna: null,
      }),
    ).toEqual(['name', 'legalForm', 'siret', 'rna']);
  });

  it('sends only a validated organisation back to review', () => {
    for (const status of ORGANIZATION_STATUSES) {
      expect(editSendsBackToReview(status, identity, { name: 'Autre nom' })).toBe(
        status === 'validated',
      );
    }
    expect(editSendsBackToReview('validated', identity, { name: 'Club Alpha' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { FACILITY_PROFILES, TERRITORY_PROFILES } from './actor.ts';
import { FACILITY_PROFILE_LABELS, TERRITORY_PROFILE_LABELS } from './profile-labels.ts';

describe('profile labels', () => {
  it('names every profile in French, each with its own name', () => {
    const labels = [
      ...FACILITY_PROFILES.map((profile) => FACILITY_PROFILE_LABELS[profile]),
      ...TERRITORY_PROFILES.map((profile) => TERRITORY_PROFILE_LABELS[profile]),
    ];
    expect(labels).toEqual([
      'Administrateur',
      'Superviseur',
      'Validateur',
      'Administrateur du territoire',
    ]);
  });
});

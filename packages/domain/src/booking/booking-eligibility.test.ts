import { describe, expect, it } from 'vitest';
import { ORGANIZATION_STATUSES } from '../access/actor.ts';
import { mayOrganizationBook } from './booking-eligibility.ts';

describe('mayOrganizationBook', () => {
  it('lets only a validated organisation book', () => {
    const allowed = ORGANIZATION_STATUSES.filter((status) => mayOrganizationBook({ status }));
    expect(allowed).toEqual(['validated']);
    expect(mayOrganizationBook(null)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { schoolYearsOfUse } from './campaign-lifecycle.ts';

describe('schoolYearsOfUse', () => {
  it('names the school year of a period from September', () => {
    expect(schoolYearsOfUse('2027-09-01', '2028-07-04')).toBe('2027–2028');
  });

  it('names the school year of a period that starts in January', () => {
    expect(schoolYearsOfUse('2027-01-04', '2027-07-02')).toBe('2026–2027');
  });

  it('names both ends of a period across two school years', () => {
    expect(schoolYearsOfUse('2027-06-01', '2028-05-31')).toBe('2026–2028');
  });
});

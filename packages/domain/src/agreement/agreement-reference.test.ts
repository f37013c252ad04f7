import { describe, expect, it } from 'vitest';
import { agreementReferenceLabel, normalizedAgreementReference } from './agreement-reference.ts';

describe('agreement references', () => {
  it('numbers per year on four digits, more when a year needs them', () => {
    expect(agreementReferenceLabel(2026, 42)).toBe('CONV-2026-0042');
    expect(agreementReferenceLabel(2027, 1)).toBe('CONV-2027-0001');
    expect(agreementReferenceLabel(2027, 12345)).toBe('CONV-2027-12345');
  });

  it('reads a typed reference whatever its case and surrounding spaces', () => {
    expect(normalizedAgreementReference(' conv-83646e50 ')).toBe('CONV-83646E50');
  });
});

import { describe, expect, it } from 'vitest';
import { ORGANIZATION_LEGAL_FORMS } from './legal-forms.ts';
import { legalFormOfCode } from './register-legal-forms.ts';

describe('legalFormOfCode', () => {
  it('names the association codes and picks the sign-up choice', () => {
    expect(legalFormOfCode('9220')).toEqual({
      label: 'Association déclarée',
      legalForm: 'Association loi 1901',
    });
    expect(legalFormOfCode('9260')?.legalForm).toBe('Association loi 1908 (Alsace-Moselle)');
    expect(legalFormOfCode('9230')?.label).toBe('Association déclarée reconnue d’utilité publique');
    expect(legalFormOfCode('9300')).toEqual({ label: 'Fondation', legalForm: 'Autre' });
  });

  it('falls back to the family, then to the code', () => {
    expect(legalFormOfCode('7229')?.legalForm).toBe('Collectivité territoriale');
    expect(legalFormOfCode('5720')?.legalForm).toBe('Société');
    expect(legalFormOfCode('8450')).toEqual({
      label: 'Catégorie juridique 8450',
      legalForm: null,
    });
    expect(legalFormOfCode(null)).toBeNull();
  });

  it('only ever picks a choice the sign-up offers', () => {
    for (let code = 1000; code <= 9999; code += 1) {
      const legalForm = legalFormOfCode(String(code))?.legalForm ?? null;
      if (legalForm !== null) expect(ORGANIZATION_LEGAL_FORMS).toContain(legalForm);
    }
  });
});

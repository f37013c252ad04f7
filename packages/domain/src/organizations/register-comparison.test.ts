import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registerDifferences, type ComparedValues } from './register-comparison.ts';

const DECLARED: ComparedValues = {
  name: 'Club de basket de la Croix-Rousse',
  legalForm: 'Association loi 1901',
  address: '12, rue des Canuts',
  postalCode: '69004',
  city: 'Lyon',
};

describe('registerDifferences', () => {
  it('sees no difference in case, accents, punctuation or spacing', () => {
    expect(
      registerDifferences(DECLARED, {
        name: 'CLUB DE BASKET DE LA CROIX ROUSSE',
        legalForm: 'Association loi 1901',
        address: '12 RUE DES CANUTS',
        postalCode: '69004',
        city: 'LYON',
      }),
    ).toEqual([]);
  });

  it('names each field that differs, in the order of the page', () => {
    expect(
      registerDifferences(DECLARED, {
        ...DECLARED,
        city: 'Villeurbanne',
        name: 'Basket Club Croix-Rousse',
        legalForm: 'Autre',
      }),
    ).toEqual(['name', 'legalForm', 'city']);
  });

  it('does not compare what the register leaves blank', () => {
    expect(registerDifferences(DECLARED, { ...DECLARED, legalForm: null, address: ' ' })).toEqual(
      [],
    );
  });

  it('finds any text equal to itself in upper case', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const values = { ...DECLARED, name: text };
        return registerDifferences(values, { ...values, name: text.toUpperCase() }).length === 0;
      }),
    );
  });
});

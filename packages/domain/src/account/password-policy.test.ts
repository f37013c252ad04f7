import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-policy.ts';

describe('passwordProblems', () => {
  it('accepts 12 characters with a letter and a digit', () => {
    expect(passwordProblems('abcdefghijk1')).toEqual([]);
    expect(passwordProblems('Espaces-Demo-2026')).toEqual([]);
  });

  it('names every unmet part of the rule', () => {
    expect(passwordProblems('abc')).toEqual([
      'Le mot de passe doit contenir au moins 12 caractères.',
      'Le mot de passe doit contenir au moins un chiffre.',
    ]);
    expect(passwordProblems('123456789012')).toEqual([
      'Le mot de passe doit contenir au moins une lettre.',
    ]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblems('ééééééééééé')).toContain(
      'Le mot de passe doit contenir au moins 12 caractères.',
    );
  });
});

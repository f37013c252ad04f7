import { PASSWORD_MIN_LENGTH, passwordProblems } from '@espaces/domain/account/password-policy';
import type { PasswordRule } from './password-input.tsx';

/**
 * The password policy (docs/security.md#passwords-and-links) as a checklist. `passwordProblems`
 * (domain) lists the unmet parts in a fixed order — length, letter, digit — so each line is met
 * when its sentence is absent, and the checklist cannot drift from what the server checks.
 */
const [LENGTH_PROBLEM, LETTER_PROBLEM, DIGIT_PROBLEM] = passwordProblems('');

const ruleOf = (label: string, problem: string | undefined): PasswordRule => ({
  label,
  isMet: (password) => !passwordProblems(password).includes(problem ?? ''),
});

export const NEW_PASSWORD_RULES: readonly PasswordRule[] = [
  ruleOf(`Au moins ${PASSWORD_MIN_LENGTH} caractères`, LENGTH_PROBLEM),
  ruleOf('Au moins une lettre', LETTER_PROBLEM),
  ruleOf('Au moins un chiffre', DIGIT_PROBLEM),
];

export const NEW_PASSWORD_DESCRIPTION = `${PASSWORD_MIN_LENGTH} caractères au minimum, dont une lettre et un chiffre.`;

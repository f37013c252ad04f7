/**
 * Password rule (docs/security.md#passwords-and-links): at least 12 characters, including at
 * least one letter and at least one digit. Applied at sign-up, change and reset.
 */
export const PASSWORD_MIN_LENGTH = 12;

/** Each unmet part of the rule as a French sentence; an empty list means the password is accepted. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    problems.push(`Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères.`);
  }
  if (!/\p{L}/u.test(password)) problems.push('Le mot de passe doit contenir au moins une lettre.');
  if (!/\p{Nd}/u.test(password))
    problems.push('Le mot de passe doit contenir au moins un chiffre.');
  return problems;
}

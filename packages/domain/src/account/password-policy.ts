/**
 * Règle des mots de passe (docs/security.md#passwords-and-links) : au moins 12 caractères, dont au
 * moins une lettre et au moins un chiffre. Appliquée à l'inscription, au changement et à la
 * réinitialisation.
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

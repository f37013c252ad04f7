/** The second typing of a new password must match the first (a typo would lock the user out). */
export function confirmationError(
  newPassword: string,
  confirmation: string,
): { confirmation?: string } {
  if (confirmation === '') return { confirmation: 'Confirmez le nouveau mot de passe.' };
  return confirmation === newPassword
    ? {}
    : { confirmation: 'Les deux mots de passe ne correspondent pas.' };
}

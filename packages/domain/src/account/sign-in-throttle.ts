/**
 * Ralentissement des connexions par compte, quelles que soient les adresses IP d’où elles
 * viennent (en plus de la limite par adresse IP et adresse e-mail) :
 * - un essai compte comme un échec dès qu’il commence ; une connexion réussie efface le compte ;
 * - les 5 premiers échecs d’affilée ne retardent rien ;
 * - ensuite chaque essai fixe l’attente avant le suivant : 1 minute, puis le double à chaque
 *   échec, 15 minutes au plus — quatre essais par heure pour qui devine ;
 * - un compte sans essai depuis 24 heures repart de zéro.
 * Le compteur d’un navigateur où le compte s’est déjà connecté est tenu à part : qui devine
 * ailleurs ne bloque pas le titulaire chez lui (voir docs/decisions.md).
 */
export const FREE_SIGN_IN_FAILURES = 5;
export const FIRST_SIGN_IN_DELAY_MS = 60_000;
export const MAX_SIGN_IN_DELAY_MS = 15 * 60_000;
export const SIGN_IN_FAILURES_FORGOTTEN_AFTER_MS = 24 * 3_600_000;

/** The attempts counted on one key: failures in a row, and when the next attempt may start. */
export interface SignInThrottle {
  failures: number;
  nextAttemptAt: Date;
}

export type SignInAttemptClaim =
  { allowed: true; next: SignInThrottle } | { allowed: false; retryAt: Date };

/** The wait that `failures` failures in a row impose before the next attempt. */
export function signInDelayAfter(failures: number): number {
  if (failures <= FREE_SIGN_IN_FAILURES) return 0;
  const doublings = Math.min(failures - FREE_SIGN_IN_FAILURES - 1, 10);
  return Math.min(MAX_SIGN_IN_DELAY_MS, FIRST_SIGN_IN_DELAY_MS * 2 ** doublings);
}

/** Whether an attempt may start at `now`, and the count it leaves if it fails. */
export function claimSignInAttempt(current: SignInThrottle | null, now: Date): SignInAttemptClaim {
  const forgotten =
    current === null ||
    current.nextAttemptAt.getTime() + SIGN_IN_FAILURES_FORGOTTEN_AFTER_MS <= now.getTime();
  const counted = forgotten ? null : current;
  if (counted && counted.nextAttemptAt > now)
    return { allowed: false, retryAt: counted.nextAttemptAt };
  const failures = (counted?.failures ?? 0) + 1;
  return {
    allowed: true,
    next: { failures, nextAttemptAt: new Date(now.getTime() + signInDelayAfter(failures)) },
  };
}

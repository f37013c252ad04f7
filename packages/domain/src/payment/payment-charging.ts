/**
 * Prélèvement des paiements par carte (docs/payments.md#charging) : la tâche quotidienne présente à
 * la banque chaque paiement scheduled positif dont l'échéance est arrivée, pour une organisation
 * payant par carte enregistrée ; trois essais au plus, le deuxième un jour après le premier refus,
 * le troisième deux jours après le deuxième ; après le troisième refus le paiement est failed et
 * l'organisation prévenue (elle l'est à chaque refus). Chaque essai a sa clé d'idempotence :
 * rejouer un essai interrompu ne débite jamais deux fois.
 */
export const MAX_CHARGE_ATTEMPTS = 3;
const DAY_MS = 86_400_000;
const BACKOFF_DAYS = [1, 2] as const;

/** When the next attempt may run after `attemptNumber` (1-based) was declined; null: no more. */
export function nextChargeAttemptAt(attemptNumber: number, declinedAt: Date): Date | null {
  const days = BACKOFF_DAYS[attemptNumber - 1];
  if (attemptNumber >= MAX_CHARGE_ATTEMPTS || days === undefined) return null;
  return new Date(declinedAt.getTime() + days * DAY_MS);
}

/** The idempotency key of one attempt: stable across a replay of that attempt, new for the next. */
export function chargeIdempotencyKey(paymentId: string, attemptNumber: number): string {
  return `payment-${paymentId}-attempt-${attemptNumber}`;
}

/** « 2027-000042 »: receipts are numbered per calendar year, from 1, without gaps. */
export function receiptNumberLabel(year: number, number: number): string {
  return `${String(year).padStart(4, '0')}-${String(number).padStart(6, '0')}`;
}

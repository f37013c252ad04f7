/**
 * Charging card payments (docs/payments.md#charging): the daily job presents to the bank
 * every positive scheduled payment whose due date has come, for an organisation paying by
 * saved card; three attempts at most, the second one day after the first decline, the third
 * two days after the second; after the third decline the payment is failed and the
 * organisation notified (it is at every decline). Each attempt has its idempotency key:
 * replaying an interrupted attempt never charges twice.
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

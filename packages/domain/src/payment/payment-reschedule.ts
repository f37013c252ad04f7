import { dueDateOfMonth, type MonthlyAmount } from './payment-schedule.ts';
import { isOpenPayment, type StoredPaymentStatus } from './payment-statuses.ts';

/**
 * Updating payments when slots change (cancellation, amendment;
 * docs/payments.md#rescheduling):
 * - a paid payment never changes;
 * - for each month, the open payment (scheduled or failed) carries the difference between
 *   what the month owes and what has already been paid of it: it is adjusted, created, or
 *   cancelled when nothing is left to pay;
 * - a negative difference (the paid month owes less) is a credit, its own line; an open
 *   payment that would change sign is cancelled and replaced.
 * So the sum of an agreement's payments not cancelled always equals what it owes.
 */
export interface ExistingPayment {
  id: string;
  month: string;
  amountCents: number;
  status: StoredPaymentStatus;
}

export type ScheduleChange =
  | { kind: 'create'; month: string; amountCents: number; dueDate: string }
  | { kind: 'update'; id: string; amountCents: number }
  | { kind: 'cancel'; id: string };

export function scheduleChanges(
  existing: readonly ExistingPayment[],
  target: readonly MonthlyAmount[],
): ScheduleChange[] {
  const months = new Set([...existing.map((p) => p.month), ...target.map((t) => t.month)]);
  const changes: ScheduleChange[] = [];
  for (const month of [...months].sort()) {
    const owed = target.find((t) => t.month === month)?.amountCents ?? 0;
    const ofMonth = existing.filter((p) => p.month === month);
    const paid = ofMonth
      .filter((p) => p.status === 'paid')
      .reduce((total, p) => total + p.amountCents, 0);
    const remaining = owed - paid;
    const [open, ...extra] = ofMonth.filter((p) => isOpenPayment(p.status));
    for (const duplicate of extra) changes.push({ kind: 'cancel', id: duplicate.id });
    const keepsOpen =
      open !== undefined && remaining !== 0 && Math.sign(open.amountCents) === Math.sign(remaining);
    if (open && !keepsOpen) changes.push({ kind: 'cancel', id: open.id });
    if (keepsOpen && open.amountCents !== remaining) {
      changes.push({ kind: 'update', id: open.id, amountCents: remaining });
    }
    if (!keepsOpen && remaining !== 0) {
      changes.push({
        kind: 'create',
        month,
        amountCents: remaining,
        dueDate: dueDateOfMonth(month),
      });
    }
  }
  return changes;
}

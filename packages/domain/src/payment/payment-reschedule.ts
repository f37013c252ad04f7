import { dueDateOfMonth, type MonthlyAmount } from './payment-schedule.ts';
import { isOpenPayment, type StoredPaymentStatus } from './payment-statuses.ts';

/**
 * Mise à jour des paiements quand les créneaux changent (annulation, avenant ;
 * docs/payments.md#rescheduling) :
 * - un paiement payé ne change jamais ;
 * - pour chaque mois, le paiement ouvert (scheduled ou failed) porte la différence entre ce que
 *   le mois doit et ce qui en est déjà payé : il est ajusté, créé, ou annulé quand il n'y a plus
 *   rien à payer ;
 * - une différence négative (le mois payé doit moins) est un avoir, sa propre ligne ; un
 *   paiement ouvert qui changerait de signe est annulé et remplacé.
 * Ainsi la somme des paiements non annulés d'une convention égale toujours ce qu'elle doit.
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

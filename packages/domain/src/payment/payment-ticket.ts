import type { PaymentTicket } from '../api/payments.ts';
import { formatDate, formatEuros } from '../locale/format.ts';
import { PAYMENT_TYPE_LABELS } from './payment-statuses.ts';

const monthFormat = new Intl.DateTimeFormat('fr-FR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** « janvier 2027 » for 2027-01 (a calendar month: no time zone involved). */
export function paymentMonthLabel(month: string): string {
  return monthFormat.format(new Date(`${month}-01T12:00:00Z`));
}

/** The receipt's lines, the same on the printable page and in the PDF. */
export function receiptLines(ticket: PaymentTicket): [string, string][] {
  return [
    ['Numéro du reçu', ticket.number],
    ['Date du paiement', formatDate(ticket.paidAt)],
    ['Convention', ticket.agreement.reference],
    ['Période', paymentMonthLabel(ticket.month)],
    ['Montant', formatEuros(ticket.amount)],
    ['Moyen de paiement', PAYMENT_TYPE_LABELS[ticket.paidWith]],
    ...(ticket.reference ? ([['Référence', ticket.reference]] as [string, string][]) : []),
  ];
}

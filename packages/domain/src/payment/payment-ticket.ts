import type { PaymentTicket } from '../api/payments.ts';
import { formatDate, formatEuros } from '../locale/format.ts';
import { PAID_WITH_LABELS, type PaidWith } from './payment-statuses.ts';

const monthFormat = new Intl.DateTimeFormat('fr-FR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** « janvier 2027 » for 2027-01 (a calendar month: no time zone involved). */
export function paymentMonthLabel(month: string): string {
  return monthFormat.format(new Date(`${month}-01T12:00:00Z`));
}

/** « Carte bancaire •••• 4242 » (the card charged), or the other means. */
export function paymentMeansLabel(paidWith: PaidWith, cardLast4: string | null): string {
  if (paidWith === 'card' && cardLast4) return `${PAID_WITH_LABELS.card} ••••\u00a0${cardLast4}`;
  return PAID_WITH_LABELS[paidWith];
}

/** The receipt's summary, the same on the printable page and in the PDF. */
export function receiptLines(ticket: PaymentTicket): [string, string][] {
  return [
    ['Numéro du reçu', ticket.number],
    ['Date du paiement', formatDate(ticket.paidAt)],
    ['Convention', ticket.agreement.reference],
    ['Période', paymentMonthLabel(ticket.month)],
    ['Montant', formatEuros(ticket.amount)],
    ['Moyen de paiement', ticket.means],
    ...(ticket.reference
      ? ([
          [
            ticket.paidWith === 'card' || ticket.paidWith === 'online'
              ? 'Référence de l’opération'
              : 'Référence du virement ou du mandat',
            ticket.reference,
          ],
        ] as [string, string][])
      : []),
  ];
}

/** « Montant payé pour janvier 2027 », or the credit refunded. */
export function receiptTotalLabel(ticket: Pick<PaymentTicket, 'amount' | 'month'>): string {
  const month = paymentMonthLabel(ticket.month);
  return ticket.amount < 0 ? `Avoir remboursé pour ${month}` : `Montant payé pour ${month}`;
}

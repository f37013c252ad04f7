import { formatCents, formatDate } from '@espaces/domain/locale/format';
import type { PaidWith } from '@espaces/domain/payment/payment-statuses';
import { paymentMeansLabel, paymentMonthLabel } from '@espaces/domain/payment/payment-ticket';
import { composeMail, type MailContent } from '../mail/mail-layout.ts';

const NBSP = '\u00a0';

export interface DeclinedChargeFacts {
  appName: string;
  appUrl: string;
  agreementReference: string;
  month: string;
  amountCents: number;
  reason: string;
  /** The next attempt, or null when the card will not be tried again. */
  nextAttemptAt: Date | null;
}

/**
 * To the organisation's members: the card was declined (docs/payments.md#charging), or its bank
 * wants the payment confirmed (`confirmPaymentId`: the link to confirm it).
 */
export function declinedChargeMail(
  facts: DeclinedChargeFacts & { confirmPaymentId?: string },
): MailContent {
  const period = paymentMonthLabel(facts.month);
  const base = facts.appUrl.replace(/\/$/, '');
  if (facts.confirmPaymentId) {
    return composeMail({
      subject: `Paiement à confirmer${NBSP}: ${period}`,
      paragraphs: [
        'Bonjour,',
        `Le paiement de ${formatCents(facts.amountCents)} pour ${period} (convention ${facts.agreementReference}) n’a pas été prélevé${NBSP}: ${facts.reason}`,
        'Confirmez-le auprès de votre banque en suivant le lien ci-dessous.',
      ],
      action: {
        label: 'Confirmer le paiement',
        link: `${base}/paiements/${facts.confirmPaymentId}/confirmer`,
      },
      closing: [`L’équipe ${facts.appName}`],
    });
  }
  const next = facts.nextAttemptAt
    ? `Un nouvel essai aura lieu le ${formatDate(facts.nextAttemptAt)}. Vous pouvez d’ici là enregistrer une autre carte.`
    : `La carte ne sera plus présentée pour ce paiement. Enregistrez une autre carte puis contactez l’établissement, ou payez par mandat administratif ou par virement.`;
  return composeMail({
    subject: `Paiement refusé${NBSP}: ${period}`,
    paragraphs: [
      'Bonjour,',
      `Le paiement de ${formatCents(facts.amountCents)} pour ${period} (convention ${facts.agreementReference}) a été refusé${NBSP}: ${facts.reason}`,
      next,
    ],
    action: {
      label: 'Voir les moyens de paiement',
      link: `${base}/moyens-de-paiement`,
    },
    closing: [`L’équipe ${facts.appName}`],
  });
}

export interface ReceiptMailFacts {
  appName: string;
  appUrl: string;
  paymentId: string;
  receiptNumber: string;
  agreementReference: string;
  month: string;
  amountCents: number;
  paidAt: Date;
  paidWith: PaidWith;
  cardLast4: string | null;
}

/** To the organisation's members: a payment was charged or recorded; its receipt is ready. */
export function receiptMail(facts: ReceiptMailFacts): MailContent {
  const period = paymentMonthLabel(facts.month);
  const what =
    facts.amountCents < 0
      ? `L’avoir de ${formatCents(-facts.amountCents)} pour ${period} vous a été remboursé`
      : `Votre paiement de ${formatCents(facts.amountCents)} pour ${period} a été reçu`;
  return composeMail({
    subject: `Reçu n°${NBSP}${facts.receiptNumber}${NBSP}: ${period}`,
    paragraphs: [
      'Bonjour,',
      `${what} le ${formatDate(facts.paidAt)} (convention ${facts.agreementReference}).`,
      `Moyen de paiement${NBSP}: ${paymentMeansLabel(facts.paidWith, facts.cardLast4)}.`,
      `Le reçu n°${NBSP}${facts.receiptNumber} détaille ce que couvre ce montant (créneaux, frais d’annulation, avoirs)${NBSP}; imprimez-le ou téléchargez-le en PDF depuis sa page.`,
    ],
    action: {
      label: 'Voir le reçu',
      link: `${facts.appUrl.replace(/\/$/, '')}/paiements/${facts.paymentId}/ticket`,
    },
    closing: [`L’équipe ${facts.appName}`],
  });
}

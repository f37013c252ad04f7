import { formatCents, formatDate } from '@espaces/domain/locale/format';
import { ONLINE_PAYMENT_MESSAGES } from '@espaces/domain/payment/online-payment';
import { paymentMonthLabel } from '@espaces/domain/payment/payment-ticket';
import { composeMail, type MailContent } from '../../../mail/mail-layout.ts';

const NBSP = '\u00a0';

export interface DueInstalmentFacts {
  appName: string;
  appUrl: string;
  agreementReference: string;
  month: string;
  amountCents: number;
  /** YYYY-MM-DD. */
  dueDate: string;
}

/**
 * To the organisation's members under PayFiP: an instalment fell due, with the « Payer en
 * ligne » link to the payment list, where its button is (docs/payments.md#online-payment-payfip).
 */
export function dueInstalmentMail(facts: DueInstalmentFacts): MailContent {
  const period = paymentMonthLabel(facts.month);
  return composeMail({
    subject: `Échéance à payer${NBSP}: ${period}`,
    paragraphs: [
      'Bonjour,',
      `L’échéance de ${formatCents(facts.amountCents)} pour ${period} (convention ${facts.agreementReference}) est à payer depuis le ${formatDate(`${facts.dueDate}T12:00:00Z`)}.`,
      `Payez-la en ligne sur le site sécurisé de la DGFiP (PayFiP), par carte bancaire ou prélèvement unique, ou par virement ou mandat administratif.`,
    ],
    action: {
      label: ONLINE_PAYMENT_MESSAGES.payOnline,
      link: `${facts.appUrl.replace(/\/$/, '')}/paiements/liste`,
    },
    closing: [`L’équipe ${facts.appName}`],
  });
}

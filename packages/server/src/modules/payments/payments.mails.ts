import { formatCents, formatDate } from '@espaces/domain/locale/format';
import { paymentMonthLabel } from '@espaces/domain/payment/payment-ticket';
import { agreementReference } from '../../documents/agreement-document.tsx';
import { composeMail, type MailContent } from '../mail/mail-layout.ts';

const NBSP = '\u00a0';

export interface DeclinedChargeFacts {
  appName: string;
  appUrl: string;
  agreementId: string;
  month: string;
  amountCents: number;
  reason: string;
  /** The next attempt, or null when the card will not be tried again. */
  nextAttemptAt: Date | null;
}

/** To the organisation's members: the card was declined (issue 13 « e-mail on failure »). */
export function declinedChargeMail(facts: DeclinedChargeFacts): MailContent {
  const period = paymentMonthLabel(facts.month);
  const next = facts.nextAttemptAt
    ? `Un nouvel essai aura lieu le ${formatDate(facts.nextAttemptAt)}. Vous pouvez d’ici là enregistrer une autre carte.`
    : `La carte ne sera plus présentée pour ce paiement. Enregistrez une autre carte puis contactez l’établissement, ou payez par mandat administratif ou par virement.`;
  return composeMail({
    subject: `Paiement refusé${NBSP}: ${period}`,
    paragraphs: [
      'Bonjour,',
      `Le paiement de ${formatCents(facts.amountCents)} pour ${period} (convention ${agreementReference(facts.agreementId)}) a été refusé${NBSP}: ${facts.reason}`,
      next,
    ],
    action: {
      label: 'Voir les moyens de paiement',
      link: `${facts.appUrl.replace(/\/$/, '')}/moyens-de-paiement`,
    },
    closing: [`L’équipe ${facts.appName}`],
  });
}

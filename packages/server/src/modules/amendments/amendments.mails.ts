import {
  amendmentTitle,
  cancellationConditionLabel,
} from '@espaces/domain/agreement/amendment-messages';
import type { AmendmentContent, Canceller } from '@espaces/domain/agreement/amendment-plan';
import { formatCents } from '@espaces/domain/locale/format';
import { agreementReference } from '../../documents/agreement-document.tsx';
import { slotLine } from '../bookings/bookings.mails.ts';
import { composeMail, type MailContent } from '../mail/mail-layout.ts';

const NBSP = '\u00a0';

export interface AmendmentMailFacts {
  appName: string;
  appUrl: string;
  bookingId: string;
  agreementId: string;
  number: number;
  canceller: Canceller;
  facilityName: string;
  organizationName: string;
  placeName: string;
  content: AmendmentContent;
}

/**
 * To both parties (issue 12: « every party is e-mailed what changed »): the slots cancelled
 * with how each is settled, the amount due before and after, and the link to the booking
 * page where the amendment's PDF is downloaded.
 */
export function amendmentIssuedMail(facts: AmendmentMailFacts): MailContent {
  const title = amendmentTitle(facts.number);
  const { content } = facts;
  const who =
    facts.canceller === 'organization'
      ? `${facts.organizationName} a annulé des créneaux de sa réservation`
      : `${facts.facilityName} a annulé des créneaux de la réservation de ${facts.organizationName}`;
  return composeMail({
    subject: `${title} à la convention ${agreementReference(facts.agreementId)} — réservation ${content.bookingReference}`,
    paragraphs: [
      'Bonjour,',
      `${who} (espace «${NBSP}${facts.placeName}${NBSP}»). L’${title} les enregistre et est joint à la convention.`,
      `Montant dû avant${NBSP}: ${formatCents(content.totalBeforeCents)}, après${NBSP}: ${formatCents(content.totalAfterCents)}.`,
      ...(content.remainingSlots === 0
        ? ['Plus aucun créneau ne reste\u00a0: la réservation est annulée.']
        : []),
      `Créneaux annulés${NBSP}:`,
    ],
    items: content.cancelledSlots.map(
      (slot) =>
        `${slotLine({ startDate: new Date(slot.startDate), endDate: new Date(slot.endDate) })} — ${cancellationConditionLabel(slot.condition)}`,
    ),
    action: {
      label: 'Voir la réservation et l’avenant',
      link: `${facts.appUrl.replace(/\/$/, '')}/reservation/${facts.bookingId}`,
    },
    closing: [`L’équipe ${facts.appName}`],
  });
}

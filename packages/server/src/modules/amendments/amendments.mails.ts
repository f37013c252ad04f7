import { amendmentTitle } from '@espaces/domain/agreement/amendment-messages';
import {
  slotLineLabel,
  type AmendmentContent,
  type Canceller,
} from '@espaces/domain/agreement/amendment-plan';
import { formatCents } from '@espaces/domain/locale/format';
import { slotLine } from '../bookings/bookings.mails.ts';
import { composeMail, type MailContent } from '../mail/mail-layout.ts';

const NBSP = '\u00a0';

export interface AmendmentMailFacts {
  appName: string;
  appUrl: string;
  bookingId: string;
  agreementId: string;
  agreementReference: string;
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
    subject: `${title} à la convention ${facts.agreementReference} — réservation ${content.bookingReference}`,
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
        `${slotLine({ startDate: new Date(slot.startDate), endDate: new Date(slot.endDate) })} — ${slotLineLabel(slot)}`,
    ),
    action: {
      label: 'Voir la réservation et l’avenant',
      link: `${facts.appUrl.replace(/\/$/, '')}/reservation/${facts.bookingId}`,
    },
    closing: [`L’équipe ${facts.appName}`],
  });
}

export type ProposalMailFacts = Omit<AmendmentMailFacts, 'canceller'>;

const bookingLink = (facts: { appUrl: string; bookingId: string }, path = '') =>
  `${facts.appUrl.replace(/\/$/, '')}/reservation/${facts.bookingId}${path}`;

/** Each change of an amendment on one line, as the e-mails list them. */
export function changeLines(content: AmendmentContent): string[] {
  const line = (slot: { startDate: string; endDate: string }) =>
    slotLine({ startDate: new Date(slot.startDate), endDate: new Date(slot.endDate) });
  return [
    ...content.cancelledSlots.map((slot) => `Annulé${NBSP}: ${line(slot)}`),
    ...(content.addedSlots ?? []).map((slot) => `Ajouté${NBSP}: ${line(slot)}`),
    ...(content.movedSlots ?? []).map(
      (move) => `Déplacé${NBSP}: ${line(move.from)} → ${line(move.to)}`,
    ),
    ...(content.rentPriceCents.before === content.rentPriceCents.after
      ? []
      : [
          `Tarif horaire${NBSP}: ${formatCents(content.rentPriceCents.before)} → ${formatCents(content.rentPriceCents.after)}`,
        ]),
    ...(content.cleaningPriceCents.before === content.cleaningPriceCents.after
      ? []
      : [
          `Forfait ménage${NBSP}: ${formatCents(content.cleaningPriceCents.before)} → ${formatCents(content.cleaningPriceCents.after)}`,
        ]),
  ];
}

const totals = (content: AmendmentContent) =>
  `Montant dû avant${NBSP}: ${formatCents(content.totalBeforeCents)}, après${NBSP}: ${formatCents(content.totalAfterCents)}.`;

/** To the organisation: staff propose an amendment that waits for its answer (issue 12 item 3). */
export function amendmentProposedMail(facts: ProposalMailFacts): MailContent {
  return composeMail({
    subject: `Avenant proposé — réservation ${facts.content.bookingReference}`,
    paragraphs: [
      'Bonjour,',
      `${facts.facilityName} propose de modifier votre réservation (espace «${NBSP}${facts.placeName}${NBSP}») par un avenant à la convention ${facts.agreementReference}. Rien ne change tant que vous ne l’avez pas accepté.`,
      totals(facts.content),
      `Changements proposés${NBSP}:`,
    ],
    items: changeLines(facts.content),
    action: {
      label: 'Accepter ou refuser l’avenant',
      link: bookingLink(facts, '/avenant/valider'),
    },
    closing: [`L’équipe ${facts.appName}`],
  });
}

/** To both parties: the organisation accepted, the amendment is issued. */
export function amendmentAcceptedMail(facts: ProposalMailFacts): MailContent {
  const title = amendmentTitle(facts.number);
  return composeMail({
    subject: `${title} à la convention ${facts.agreementReference} — réservation ${facts.content.bookingReference}`,
    paragraphs: [
      'Bonjour,',
      `${facts.organizationName} a accepté l’avenant proposé par ${facts.facilityName} (espace «${NBSP}${facts.placeName}${NBSP}»). L’${title} est joint à la convention et la réservation est modifiée.`,
      totals(facts.content),
      `Changements${NBSP}:`,
    ],
    items: changeLines(facts.content),
    action: { label: 'Voir la réservation et l’avenant', link: bookingLink(facts) },
    closing: [`L’équipe ${facts.appName}`],
  });
}

/** To the facility's staff: the organisation refused, nothing changed. */
export function amendmentRefusedMail(
  facts: Omit<ProposalMailFacts, 'number' | 'agreementReference'> & { refusalReason: string },
): MailContent {
  return composeMail({
    subject: `Avenant refusé — réservation ${facts.content.bookingReference}`,
    paragraphs: [
      'Bonjour,',
      `${facts.organizationName} a refusé l’avenant proposé pour sa réservation (espace «${NBSP}${facts.placeName}${NBSP}»)${NBSP}: la réservation reste inchangée.`,
      ...(facts.refusalReason ? [`Motif${NBSP}: ${facts.refusalReason}`] : []),
    ],
    action: { label: 'Voir la réservation', link: bookingLink(facts) },
    closing: [`L’équipe ${facts.appName}`],
  });
}

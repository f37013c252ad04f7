import {
  amendmentChangeCents,
  amendmentLines,
  type AmendmentLine,
} from '@espaces/domain/agreement/amendment-lines';
import { amendmentTitle } from '@espaces/domain/agreement/amendment-messages';
import type { AmendmentContent, Canceller } from '@espaces/domain/agreement/amendment-plan';
import { formatCents, formatCentsChange } from '@espaces/domain/locale/format';
import { slotLine } from '../bookings/bookings.mails.ts';
import { composeMail, type MailContent } from '../mail/mail-layout.ts';
import { capitalized, deName, parName, withArticle } from '@espaces/domain/locale/french';

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
 * To both parties (« every party is e-mailed what changed »): the slots cancelled with how each
 * is settled and its amount before and after, the amounts reconciled, and the link to the
 * booking page where the amendment's PDF is downloaded.
 */
export function amendmentIssuedMail(facts: AmendmentMailFacts): MailContent {
  const title = amendmentTitle(facts.number);
  const { content } = facts;
  const who =
    facts.canceller === 'organization'
      ? `${facts.organizationName} a annulé des créneaux de sa réservation`
      : `${capitalized(withArticle(facts.facilityName))} a annulé des créneaux de la réservation ${deName(facts.organizationName)}`;
  return composeMail({
    subject: `${title} à la convention ${facts.agreementReference} — réservation ${content.bookingReference}`,
    paragraphs: [
      'Bonjour,',
      `${who} (espace «${NBSP}${facts.placeName}${NBSP}»). L’${title} les enregistre et est joint à la convention.`,
      totals(content),
      ...(content.remainingSlots === 0
        ? ['Plus aucun créneau ne reste\u00a0: la réservation est annulée.']
        : []),
      `Créneaux annulés${NBSP}:`,
    ],
    items: changeLines(content),
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

const rangeText = (slot: { startDate: string; endDate: string }) =>
  slotLine({ startDate: new Date(slot.startDate), endDate: new Date(slot.endDate) });

/** « 65,00 € → 32,50 € »: an amount before and after, never two amounts that read as a sum. */
const amounts = (line: AmendmentLine) =>
  `${formatCents(line.beforeCents)} → ${formatCents(line.afterCents)}`;

function lineText(line: AmendmentLine): string {
  switch (line.kind) {
    case 'cancelled':
      return `Annulé${NBSP}: ${rangeText(line)} — prix → reste dû${NBSP}: ${amounts(line)} (${line.label ?? ''})`;
    case 'moved':
      return `Déplacé${NBSP}: ${rangeText(line.from!)} → ${rangeText(line)} — prix${NBSP}: ${amounts(line)}`;
    case 'added':
      return `Ajouté${NBSP}: ${rangeText(line)} — ${amounts(line)}`;
    case 'repriced':
      return `Nouveau prix${NBSP}: ${rangeText(line)} — ${amounts(line)}`;
  }
}

/** Each change of an amendment on one line with its amounts, as the e-mails list them. */
export function changeLines(content: AmendmentContent): string[] {
  return [
    ...amendmentLines(content).map(lineText),
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

/** The amounts reconciled: before, the lines' change, after. */
function totals(content: AmendmentContent): string {
  const change = formatCentsChange(amendmentChangeCents(content));
  return `Montant dû avant${NBSP}: ${formatCents(content.totalBeforeCents)}\u00a0; variation des lignes ci-dessous${NBSP}: ${change}\u00a0; montant dû après${NBSP}: ${formatCents(content.totalAfterCents)}.`;
}

/** To the organisation: staff propose an amendment that waits for its answer. */
export function amendmentProposedMail(facts: ProposalMailFacts): MailContent {
  return composeMail({
    subject: `Avenant proposé — réservation ${facts.content.bookingReference}`,
    paragraphs: [
      'Bonjour,',
      `${capitalized(withArticle(facts.facilityName))} propose de modifier votre réservation (espace «${NBSP}${facts.placeName}${NBSP}») par un avenant à la convention ${facts.agreementReference}. Rien ne change tant que vous ne l’avez pas accepté.`,
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
      `${facts.organizationName} a accepté l’avenant proposé ${parName(withArticle(facts.facilityName))} (espace «${NBSP}${facts.placeName}${NBSP}»). L’${title} est joint à la convention et la réservation est modifiée.`,
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

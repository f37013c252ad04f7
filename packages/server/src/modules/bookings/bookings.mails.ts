import { formatDate, formatTimeRange } from '@espaces/domain/locale/format';
import { composeMail, type MailContent } from '../mail/mail-layout.ts';
import { capitalized, deName, plural, withArticle } from '@espaces/domain/locale/french';

/**
 * French e-mails of a booking's life (every step e-mails the party that needs it:
 * docs/bookings.md#lifecycle), in the layout of modules/mail/mail-layout.ts: the facility's
 * deciders hear of the organisation's steps, the organisation of the facility's decisions.
 */

const NBSP = '\u00a0';

export interface BookingMailFacts {
  appName: string;
  appUrl: string;
  bookingId: string;
  reference: string;
  placeName: string;
  facilityName: string;
  organizationName: string;
  slots: readonly { startDate: Date; endDate: Date }[];
  /** Words written by staff: the reason of a refusal. */
  reason?: string;
}

/** « 12/01/2027 18:00 – 20:00 », one line per slot. */
export function slotLine(slot: { startDate: Date; endDate: Date }): string {
  return `${formatDate(slot.startDate)} ${formatTimeRange(slot.startDate, slot.endDate)}`;
}

const bookingLink = (facts: BookingMailFacts) =>
  `${facts.appUrl.replace(/\/$/, '')}/reservation/${facts.bookingId}`;

function bookingMail(
  facts: BookingMailFacts,
  subject: string,
  intro: string,
  options: { quote?: string; outro?: string } = {},
): MailContent {
  const slotsTitle = `${plural(facts.slots.length, { one: 'Créneau', other: 'Créneaux' })}${NBSP}:`;
  return composeMail({
    subject,
    paragraphs: [
      'Bonjour,',
      intro,
      `Référence${NBSP}: ${facts.reference}`,
      `Espace${NBSP}: ${facts.placeName} (${facts.facilityName})`,
      `Organisation${NBSP}: ${facts.organizationName}`,
      slotsTitle,
    ],
    items: facts.slots.map(slotLine),
    quote: options.quote,
    action: { label: 'Voir la réservation', link: bookingLink(facts) },
    closing: [...(options.outro ? [options.outro] : []), `L’équipe ${facts.appName}`],
  });
}

export type BookingMailTemplate = (facts: BookingMailFacts) => MailContent;

/** To the facility's admins and validators when an organisation requests a booking. */
export const bookingRequestedMail: BookingMailTemplate = (facts) =>
  bookingMail(
    facts,
    `Nouvelle demande de réservation ${facts.reference}`,
    `${facts.organizationName} demande à réserver l’espace « ${facts.placeName} ». La demande attend votre décision.`,
  );

/** To the facility's admins and validators when the organisation changes its request. */
export const bookingEditedMail: BookingMailTemplate = (facts) =>
  bookingMail(
    facts,
    `Demande de réservation ${facts.reference} modifiée`,
    `${facts.organizationName} a modifié sa demande de réservation de l’espace « ${facts.placeName} ». La demande attend votre décision.`,
  );

/** To the facility's admins and validators when the organisation withdraws its request. */
export const bookingWithdrawnMail: BookingMailTemplate = (facts) =>
  bookingMail(
    facts,
    `Demande de réservation ${facts.reference} retirée`,
    `${facts.organizationName} a retiré sa demande de réservation de l’espace « ${facts.placeName} ». Les créneaux sont de nouveau libres.`,
  );

/** To the facility's admins and validators when the organisation accepts their proposal. */
export const counterProposalAcceptedMail: BookingMailTemplate = (facts) =>
  bookingMail(
    facts,
    `Contre-proposition acceptée pour la réservation ${facts.reference}`,
    `${facts.organizationName} a accepté votre contre-proposition pour l’espace « ${facts.placeName} ». La réservation est approuvée.`,
    { outro: 'Vous pouvez maintenant générer la convention.' },
  );

/** To the organisation when the facility approves its request. */
export const bookingApprovedMail: BookingMailTemplate = (facts) =>
  bookingMail(
    facts,
    `Demande de réservation ${facts.reference} approuvée`,
    `${capitalized(withArticle(facts.facilityName))} a approuvé votre demande de réservation de l’espace « ${facts.placeName} ».`,
    { outro: 'L’établissement va préparer la convention que vous serez invité à signer.' },
  );

/**
 * To the facility's admins (but the one who approved) when a request is approved: preparing the
 * agreement is their next step, one e-mail per approval (docs/decisions.md#bookings).
 */
export const agreementToPrepareMail: BookingMailTemplate = (facts) =>
  bookingMail(
    facts,
    `Réservation ${facts.reference} approuvée${NBSP}: convention à préparer`,
    `La demande de réservation ${deName(facts.organizationName)} pour l’espace « ${facts.placeName} » a été approuvée. Il reste à préparer sa convention, que l’organisation attend pour la signer.`,
    {
      outro:
        'Sur la page de la réservation, « Préparer la convention » ouvre son projet, à vérifier avant de l’émettre.',
    },
  );

/** To the organisation when the facility proposes other slots, prices or hours. */
export const counterProposalMail: BookingMailTemplate = (facts) =>
  bookingMail(
    facts,
    `Contre-proposition pour votre demande ${facts.reference}`,
    `${capitalized(withArticle(facts.facilityName))} vous fait une contre-proposition pour votre demande de réservation de l’espace « ${facts.placeName} ». Voici les créneaux proposés.`,
    {
      outro:
        'Depuis la page de la réservation, vous pouvez accepter la contre-proposition, modifier votre demande ou la retirer.',
    },
  );

/** To the organisation when the facility refuses its request, with the reason staff wrote. */
export const bookingRejectedMail: BookingMailTemplate = (facts) =>
  bookingMail(
    facts,
    `Demande de réservation ${facts.reference} refusée`,
    `${capitalized(withArticle(facts.facilityName))} a refusé votre demande de réservation de l’espace « ${facts.placeName} ». Motif du refus${NBSP}:`,
    { quote: facts.reason, outro: 'Les créneaux demandés sont de nouveau libres.' },
  );

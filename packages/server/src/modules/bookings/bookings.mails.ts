import { formatDate, formatTimeRange } from '@espaces/domain/locale/format';
import { escapeHtml, type MailContent } from '../mail/mail-templates.ts';

/**
 * French e-mails of a booking request (DESIGN §5: every transition e-mails the other party).
 * Same layout as modules/mail/mail-templates.ts: plain text and one-column HTML, every
 * interpolated value escaped.
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
}

/** « 12/01/2027 18:00 – 20:00 », one line per slot. */
export function slotLine(slot: { startDate: Date; endDate: Date }): string {
  return `${formatDate(slot.startDate)} ${formatTimeRange(slot.startDate, slot.endDate)}`;
}

const bookingLink = (facts: BookingMailFacts) =>
  `${facts.appUrl.replace(/\/$/, '')}/reservation/${facts.bookingId}`;

const paragraphHtml = (text: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(text)}</p>`;

function bookingMail(facts: BookingMailFacts, subject: string, intro: string): MailContent {
  const link = bookingLink(facts);
  const details = [
    `Référence${NBSP}: ${facts.reference}`,
    `Espace${NBSP}: ${facts.placeName} (${facts.facilityName})`,
    `Organisation${NBSP}: ${facts.organizationName}`,
  ];
  const slotsTitle = facts.slots.length > 1 ? `Créneaux${NBSP}:` : `Créneau${NBSP}:`;
  const lines = facts.slots.map(slotLine);
  const signature = `L'équipe ${facts.appName}`;
  const text = [
    'Bonjour,',
    '',
    intro,
    '',
    ...details,
    slotsTitle,
    ...lines.map((line) => `- ${line}`),
    '',
    `Voir la réservation${NBSP}:`,
    link,
    '',
    signature,
  ].join('\n');
  const safeLink = escapeHtml(link);
  const html = [
    '<!DOCTYPE html>',
    '<html lang="fr">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1e1e1e;font-family:Arial,sans-serif">',
    '<main style="max-width:600px;margin:0 auto">',
    paragraphHtml('Bonjour,'),
    paragraphHtml(intro),
    ...details.map(paragraphHtml),
    paragraphHtml(slotsTitle),
    '<ul style="margin:0 0 16px;font-size:16px;line-height:1.5">',
    ...lines.map((line) => `<li>${escapeHtml(line)}</li>`),
    '</ul>',
    '<p style="margin:24px 0">',
    `<a href="${safeLink}" style="display:inline-block;padding:12px 20px;background:#000091;color:#ffffff;font-size:16px;text-decoration:underline">Voir la réservation</a>`,
    '</p>',
    paragraphHtml(`Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur${NBSP}:`),
    `<p style="margin:0 0 16px;font-size:14px;word-break:break-all"><a href="${safeLink}" style="color:#000091">${safeLink}</a></p>`,
    paragraphHtml(signature),
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
  return { subject, text, html };
}

/** To the facility's admins and validators when an organisation requests a booking. */
export function bookingRequestedMail(facts: BookingMailFacts): MailContent {
  return bookingMail(
    facts,
    `Nouvelle demande de réservation ${facts.reference}`,
    `${facts.organizationName} demande à réserver l'espace « ${facts.placeName} ». La demande attend votre décision.`,
  );
}

/** To the facility's admins and validators when the organisation changes its request. */
export function bookingEditedMail(facts: BookingMailFacts): MailContent {
  return bookingMail(
    facts,
    `Demande de réservation ${facts.reference} modifiée`,
    `${facts.organizationName} a modifié sa demande de réservation de l'espace « ${facts.placeName} ». La demande attend votre décision.`,
  );
}

/** To the facility's admins and validators when the organisation withdraws its request. */
export function bookingWithdrawnMail(facts: BookingMailFacts): MailContent {
  return bookingMail(
    facts,
    `Demande de réservation ${facts.reference} retirée`,
    `${facts.organizationName} a retiré sa demande de réservation de l'espace « ${facts.placeName} ». Les créneaux sont de nouveau libres.`,
  );
}

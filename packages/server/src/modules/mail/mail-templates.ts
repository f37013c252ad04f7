import { htmlMailDocument, type MailContent } from './mail-layout.ts';

/** French e-mails of the users module, in the layout of mail-layout.ts. */

// modules/account, modules/bookings and modules/dev import these from here.
export { escapeHtml, type MailContent } from './mail-layout.ts';

/** How long a set-password link stays valid; the users module issues tokens with it. */
export const SET_PASSWORD_LINK_VALIDITY_DAYS = 7;

const NBSP = '\u00a0';

/** Sent when staff create an institutional user: the account has no password yet. */
export function setPasswordMail(options: {
  appName: string;
  firstName: string;
  link: string;
}): MailContent {
  const { appName, firstName, link } = options;
  const subject = `Votre compte ${appName}${NBSP}: choisissez votre mot de passe`;
  const greeting = `Bonjour ${firstName},`;
  const created = `Un compte a été créé pour vous sur ${appName}. Pour l’activer, choisissez votre mot de passe.`;
  const validity = `Ce lien est valable ${SET_PASSWORD_LINK_VALIDITY_DAYS} jours et ne peut servir qu’une fois.`;
  const ignore = 'Si vous n’attendiez pas ce message, vous pouvez l’ignorer.';
  const signature = `L’équipe ${appName}`;
  const text = [
    greeting,
    '',
    created,
    `Suivez ce lien${NBSP}:`,
    link,
    '',
    validity,
    ignore,
    '',
    signature,
  ].join('\n');
  const html = htmlMailDocument({
    title: subject,
    paragraphs: [greeting, created],
    action: { label: 'Choisir mon mot de passe', link },
    closing: [validity, ignore, signature],
  });
  return { subject, text, html };
}

import { formatDateAtTime } from '@espaces/domain/locale/format';
import { escapeHtml, type MailContent } from '../mail/mail-templates.ts';

/**
 * French e-mails of the account flows, in the style of modules/mail/mail-templates.ts:
 * subject naming the product, plain-text body with the link written out, simple HTML body.
 */

/**
 * Reset links are short-lived, e-mail change links last two days
 * (docs/security.md#passwords-and-links).
 */
export const PASSWORD_RESET_LINK_VALIDITY_HOURS = 1;
export const EMAIL_CHANGE_LINK_VALIDITY_HOURS = 48;

const NBSP = '\u00a0';

interface AccountMail {
  appName: string;
  subject: string;
  firstName: string;
  paragraphs: string[];
  action?: { label: string; link: string };
  closing: string[];
}

/**
 * The HTML layout of mail-templates.ts (whose `htmlDocument` is private there): one column,
 * real text, the link also written out in full for clients that block links.
 */
function htmlBody({ subject, paragraphs, action, closing }: Omit<AccountMail, 'appName'>) {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const actionBlock = action
    ? [
        '<p style="margin:24px 0">',
        `<a href="${escapeHtml(action.link)}" style="display:inline-block;padding:12px 20px;background:#000091;color:#ffffff;font-size:16px;text-decoration:underline">${escapeHtml(action.label)}</a>`,
        '</p>',
        paragraph(`Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur${NBSP}:`),
        `<p style="margin:0 0 16px;font-size:14px;word-break:break-all"><a href="${escapeHtml(action.link)}" style="color:#000091">${escapeHtml(action.link)}</a></p>`,
      ]
    : [];
  return [
    '<!DOCTYPE html>',
    '<html lang="fr">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1e1e1e;font-family:Arial,sans-serif">',
    '<main style="max-width:600px;margin:0 auto">',
    ...paragraphs.map(paragraph),
    ...actionBlock,
    ...closing.map(paragraph),
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}

function accountMail(mail: AccountMail): MailContent {
  const greeting = `Bonjour ${mail.firstName},`;
  const signature = `L’équipe ${mail.appName}`;
  const actionLines = mail.action ? [`${mail.action.label}${NBSP}:`, mail.action.link, ''] : [];
  const text = [
    greeting,
    '',
    ...mail.paragraphs,
    '',
    ...actionLines,
    ...mail.closing,
    '',
    signature,
  ].join('\n');
  const html = htmlBody({
    ...mail,
    paragraphs: [greeting, ...mail.paragraphs],
    closing: [...mail.closing, signature],
  });
  return { subject: mail.subject, text, html };
}

/** POST /api/user_password_reset_requests: the link to /utilisateur/mot-de-passe/changement. */
export function passwordResetMail(options: {
  appName: string;
  firstName: string;
  link: string;
}): MailContent {
  const { appName, firstName, link } = options;
  return accountMail({
    appName,
    firstName,
    subject: `Votre compte ${appName}${NBSP}: changement de mot de passe`,
    paragraphs: [
      `Vous avez demandé à changer le mot de passe de votre compte ${appName}. Pour choisir un nouveau mot de passe, suivez ce lien.`,
    ],
    action: { label: 'Choisir un nouveau mot de passe', link },
    closing: [
      `Ce lien est valable ${PASSWORD_RESET_LINK_VALIDITY_HOURS}${NBSP}heure et ne peut servir qu’une fois.`,
      `Si vous n’avez pas fait cette demande, ignorez ce message${NBSP}: votre mot de passe reste inchangé.`,
    ],
  });
}

/** After a change or a reset: tells the owner, with a way out if it was not them. */
export function passwordChangedMail(options: {
  appName: string;
  firstName: string;
  changedAt: Date;
  resetRequestLink: string;
}): MailContent {
  const { appName, firstName, changedAt, resetRequestLink } = options;
  return accountMail({
    appName,
    firstName,
    subject: `Votre compte ${appName}${NBSP}: votre mot de passe a été modifié`,
    paragraphs: [
      `Votre mot de passe a été modifié le ${formatDateAtTime(changedAt)} (heure de Paris). Vos autres sessions ont été fermées.`,
      'Si vous n’êtes pas à l’origine de ce changement, demandez tout de suite un nouveau mot de passe.',
    ],
    action: { label: 'Demander un nouveau mot de passe', link: resetRequestLink },
    closing: [],
  });
}

/** POST /api/users/change-email: sent to the NEW address, which the link proves. */
export function emailChangeMail(options: {
  appName: string;
  firstName: string;
  newEmail: string;
  link: string;
}): MailContent {
  const { appName, firstName, newEmail, link } = options;
  return accountMail({
    appName,
    firstName,
    subject: `Votre compte ${appName}${NBSP}: confirmez votre nouvelle adresse e-mail`,
    paragraphs: [
      `Vous avez demandé à utiliser l’adresse ${newEmail} pour vous connecter à ${appName}. Pour confirmer ce changement, suivez ce lien.`,
    ],
    action: { label: 'Confirmer ma nouvelle adresse e-mail', link },
    closing: [
      `Ce lien est valable ${EMAIL_CHANGE_LINK_VALIDITY_HOURS}${NBSP}heures et ne peut servir qu’une fois.`,
      `Si vous n’avez pas fait cette demande, ignorez ce message${NBSP}: votre adresse reste inchangée.`,
    ],
  });
}

/** Sent to the OLD address once the change is confirmed, so a hijack does not go unseen. */
export function emailChangedNoticeMail(options: {
  appName: string;
  firstName: string;
  newEmail: string;
  changedAt: Date;
}): MailContent {
  const { appName, firstName, newEmail, changedAt } = options;
  return accountMail({
    appName,
    firstName,
    subject: `Votre compte ${appName}${NBSP}: votre adresse e-mail a été modifiée`,
    paragraphs: [
      `Depuis le ${formatDateAtTime(changedAt)} (heure de Paris), votre compte ${appName} utilise l’adresse ${newEmail}. Ce message est le dernier envoyé à cette adresse-ci.`,
    ],
    closing: [
      'Si vous n’êtes pas à l’origine de ce changement, contactez sans attendre l’administrateur du service.',
    ],
  });
}

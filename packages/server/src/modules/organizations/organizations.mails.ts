import { composeMail, type MailContent } from '../mail/mail-layout.ts';

/**
 * French e-mails of the organisation's life (docs/organisations.md#statuses-and-transitions):
 * activation link at sign-up, then each decision of central staff, in the layout of
 * modules/mail/mail-layout.ts; a refusal quotes the reason staff wrote.
 */

const NBSP = '\u00a0';

/** How long the activation link of a sign-up stays valid (docs/security.md#passwords-and-links). */
export const ACTIVATION_LINK_VALIDITY_HOURS = 48;

interface OrganizationMail {
  appName: string;
  firstName: string;
  organizationName: string;
}

const mail = composeMail;

const greeting = (firstName: string) => `Bonjour ${firstName},`;
const signature = (appName: string) => `L’équipe ${appName}`;

/** Sent at sign-up and on request: the link that validates the representative's address. */
export function activationMail(options: OrganizationMail & { link: string }): MailContent {
  const { appName, firstName, organizationName, link } = options;
  return mail({
    subject: `${appName}${NBSP}: validez votre adresse e-mail`,
    paragraphs: [
      greeting(firstName),
      `Vous avez inscrit l’organisation « ${organizationName} » sur ${appName}. Pour que nos services puissent examiner votre inscription, validez votre adresse e-mail.`,
    ],
    action: { label: 'Valider mon adresse e-mail', link },
    closing: [
      `Ce lien est valable ${ACTIVATION_LINK_VALIDITY_HOURS}${NBSP}heures et ne peut servir qu’une fois.`,
      'Si vous n’êtes pas à l’origine de cette inscription, vous pouvez ignorer ce message.',
      signature(appName),
    ],
  });
}

/**
 * Someone signed up with an address that already has an account. Nothing was
 * created; the owner hears of it here, and only here.
 */
export function signUpWithUsedAddressMail(options: {
  appName: string;
  appUrl: string;
  firstName: string;
}): MailContent {
  const { appName, appUrl, firstName } = options;
  return mail({
    subject: `${appName}${NBSP}: tentative d’inscription avec votre adresse e-mail`,
    paragraphs: [
      greeting(firstName),
      `Quelqu’un a tenté de créer un compte sur ${appName} avec votre adresse e-mail. Comme un compte existe déjà avec cette adresse, aucun nouveau compte n’a été créé.`,
      `Si c’était vous, connectez-vous avec votre compte existant${NBSP}; en cas d’oubli, la page de connexion permet de choisir un nouveau mot de passe.`,
    ],
    action: { label: 'Me connecter', link: `${baseUrl(appUrl)}/connexion` },
    closing: [
      `Si vous n’êtes pas à l’origine de cette tentative, ignorez ce message${NBSP}: votre compte n’est pas touché.`,
      signature(appName),
    ],
  });
}

export function organizationValidatedMail(
  options: OrganizationMail & { appUrl: string },
): MailContent {
  const { appName, firstName, organizationName } = options;
  return mail({
    subject: `${appName}${NBSP}: votre organisation est validée`,
    paragraphs: [
      greeting(firstName),
      `L’organisation « ${organizationName} » a été validée. Vous pouvez dès maintenant réserver des espaces.`,
    ],
    action: { label: `Aller sur ${appName}`, link: `${baseUrl(options.appUrl)}/connexion` },
    closing: [signature(appName)],
  });
}

export function organizationNonCompliantMail(
  options: OrganizationMail & { appUrl: string; reason: string },
): MailContent {
  const { appName, firstName, organizationName, reason } = options;
  return mail({
    subject: `${appName}${NBSP}: votre organisation doit être complétée`,
    paragraphs: [
      greeting(firstName),
      `Après examen, les informations de l’organisation « ${organizationName} » ne sont pas conformes, pour le motif suivant${NBSP}:`,
    ],
    quote: reason,
    action: {
      label: 'Corriger mes informations',
      link: `${baseUrl(options.appUrl)}/organisation/editer`,
    },
    closing: [
      'Une fois vos informations corrigées, votre organisation sera de nouveau examinée.',
      signature(appName),
    ],
  });
}

export function organizationRejectedMail(
  options: OrganizationMail & { reason: string },
): MailContent {
  const { appName, firstName, organizationName, reason } = options;
  return mail({
    subject: `${appName}${NBSP}: votre inscription a été refusée`,
    paragraphs: [
      greeting(firstName),
      `L’inscription de l’organisation « ${organizationName} » a été refusée, pour le motif suivant${NBSP}:`,
    ],
    quote: reason,
    closing: [signature(appName)],
  });
}

function baseUrl(appUrl: string): string {
  return appUrl.replace(/\/+$/, '');
}

/** The page that consumes the activation link: /organisation/activer/{id}?token=… */
export function activationLink(appUrl: string, organizationId: string, token: string): string {
  return `${baseUrl(appUrl)}/organisation/activer/${organizationId}?token=${encodeURIComponent(token)}`;
}

import { composeMail, type MailContent } from '../mail/mail-layout.ts';
import { EMAIL_CHANGE_LINK_VALIDITY_HOURS } from './account.mails.ts';
import { deName } from '@espaces/domain/locale/french';

/**
 * E-mails of a pending address change (docs/security.md#account-privacy): the link to the new
 * address when staff asked for it, the notice to the old address, and the notice to the owner of an
 * address that is already taken. The link sent when users ask for themselves is
 * `emailChangeMail` of account.mails.ts.
 */

const NBSP = '\u00a0';

interface PersonMail {
  appName: string;
  firstName: string;
}

const greeting = (firstName: string) => `Bonjour ${firstName},`;
const signature = (appName: string) => `L’équipe ${appName}`;

/** To the NEW address, when an administrator changed the address of someone else. */
export function staffEmailChangeMail(
  options: PersonMail & { newEmail: string; link: string },
): MailContent {
  const { appName, firstName, newEmail, link } = options;
  return composeMail({
    subject: `Votre compte ${appName}${NBSP}: confirmez votre nouvelle adresse e-mail`,
    paragraphs: [
      greeting(firstName),
      `Un administrateur ${deName(appName)} a indiqué l’adresse ${newEmail} pour votre compte. Elle ne sera utilisée qu’une fois confirmée par ce lien.`,
    ],
    action: { label: 'Confirmer ma nouvelle adresse e-mail', link },
    closing: [
      `Ce lien est valable ${EMAIL_CHANGE_LINK_VALIDITY_HOURS}${NBSP}heures et ne peut servir qu’une fois.`,
      `Si vous ne vous attendiez pas à ce message, ignorez-le${NBSP}: rien ne change.`,
      signature(appName),
    ],
  });
}

/** To the OLD address as soon as a change is asked, so a takeover attempt does not go unseen. */
export function emailChangeRequestedNoticeMail(
  options: PersonMail & { newEmail: string; byStaff: boolean },
): MailContent {
  const { appName, firstName, newEmail, byStaff } = options;
  const who = byStaff ? 'Un administrateur a demandé' : 'Vous avez demandé';
  return composeMail({
    subject: `Votre compte ${appName}${NBSP}: demande de changement d’adresse e-mail`,
    paragraphs: [
      greeting(firstName),
      `${who} que votre compte ${appName} utilise désormais l’adresse ${newEmail}.`,
      `Le changement ne prendra effet que lorsque le lien envoyé à cette nouvelle adresse aura été suivi${NBSP}; d’ici là, votre compte garde l’adresse actuelle.`,
    ],
    closing: [
      `Si vous n’êtes pas à l’origine de cette demande, contactez sans attendre l’administrateur du service.`,
      signature(appName),
    ],
  });
}

/** To the owner of an address someone asked to use for another account: nothing changed. */
export function addressAlreadyUsedMail(options: PersonMail & { email: string }): MailContent {
  const { appName, firstName, email } = options;
  return composeMail({
    subject: `Votre compte ${appName}${NBSP}: votre adresse e-mail a été proposée pour un autre compte`,
    paragraphs: [
      greeting(firstName),
      `Quelqu’un a demandé que l’adresse ${email} soit utilisée par un autre compte ${appName}. Comme elle est déjà celle de votre compte, rien n’a été modifié.`,
    ],
    closing: [
      `Vous n’avez rien à faire${NBSP}; si cette demande vous surprend, signalez-la à l’administrateur du service.`,
      signature(appName),
    ],
  });
}

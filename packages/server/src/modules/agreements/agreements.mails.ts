import { SIGNATURE_CODE_VALIDITY_MS } from '@espaces/domain/agreement/signature-code';
import { formatCents, formatDateAtTime } from '@espaces/domain/locale/format';
import { composeMail, type MailContent } from '../mail/mail-layout.ts';
import { capitalized, withArticle } from '@espaces/domain/locale/french';

/** French e-mails of an agreement's life (every step e-mails the party that needs it). */

const NBSP = '\u00a0';

export interface AgreementMailFacts {
  appName: string;
  appUrl: string;
  agreementId: string;
  agreementReference: string;
  facilityName: string;
  organizationName: string;
  references: string[];
  totalCents: number;
}

const link = (facts: { appUrl: string }, path: string) =>
  `${facts.appUrl.replace(/\/$/, '')}${path}`;

function agreementLines(facts: AgreementMailFacts): string[] {
  return [
    `Convention${NBSP}: ${facts.agreementReference}`,
    `Établissement${NBSP}: ${facts.facilityName}`,
    `Organisation${NBSP}: ${facts.organizationName}`,
    `Montant total${NBSP}: ${formatCents(facts.totalCents)}`,
    `Réservations${NBSP}:`,
  ];
}

/** To the organisation's members: the agreement waits for their signature. */
export function agreementToSignMail(facts: AgreementMailFacts): MailContent {
  return composeMail({
    subject: `Convention ${facts.agreementReference} à signer`,
    paragraphs: [
      'Bonjour,',
      `${capitalized(withArticle(facts.facilityName))} a émis la convention de vos réservations. Lisez-la puis signez-la en ligne\u00a0: un code vous sera envoyé par e-mail.`,
      ...agreementLines(facts),
    ],
    items: facts.references,
    action: {
      label: 'Lire et signer la convention',
      link: link(facts, `/convention/signer/${facts.agreementId}`),
    },
    closing: [`L’équipe ${facts.appName}`],
  });
}

/** To both parties once signed. */
export function agreementSignedMail(
  facts: AgreementMailFacts & { signerName: string; signedAt: Date },
): MailContent {
  return composeMail({
    subject: `Convention ${facts.agreementReference} signée`,
    paragraphs: [
      'Bonjour,',
      `${facts.signerName} a signé la convention le ${formatDateAtTime(facts.signedAt)} (heure de Paris). Les réservations sont validées\u00a0; la convention signée se télécharge depuis chaque réservation.`,
      ...agreementLines(facts),
    ],
    items: facts.references,
    action: { label: 'Voir les conventions', link: link(facts, '/convention/liste-reservations') },
    closing: [`L’équipe ${facts.appName}`],
  });
}

/** To the signer: the six-digit code. */
export function signatureCodeMail(facts: {
  appName: string;
  agreementReference: string;
  code: string;
}): MailContent {
  const minutes = SIGNATURE_CODE_VALIDITY_MS / 60_000;
  return composeMail({
    subject: `Code de signature de la convention ${facts.agreementReference}`,
    paragraphs: [
      'Bonjour,',
      `Votre code de signature est ${facts.code}. Il est valable ${minutes}${NBSP}minutes et ne sert qu’une fois.`,
      'Si vous n’avez pas demandé ce code, ignorez ce message\u00a0: rien n’est signé sans lui.',
    ],
    closing: [`L’équipe ${facts.appName}`],
  });
}

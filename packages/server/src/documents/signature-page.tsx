/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: this file also runs under tsx from other folders (bench, e2e, scripts), whose
// tsconfig does not set the JSX runtime.
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { formatDate, formatTime } from '@espaces/domain/locale/format';
import type { SignaturePageFacts } from './agreement-facts.ts';
import { pdfStyles as s } from './pdf-styles.ts';
import { countOf } from '@espaces/domain/locale/french';

const at = (instant: Date) => `${formatDate(instant)} à ${formatTime(instant)} (heure de Paris)`;

/**
 * The evidence sheet attached to the issued agreement once signed (docs/agreements.md#signature):
 * the issued pages are copied untouched, numbered « sur N », so the sheet names itself as their
 * attachment instead of a page N + 1 they do not count.
 */
export function SignaturePageDocument({ facts }: { facts: SignaturePageFacts }) {
  const reference = facts.agreementReference;
  const pages = countOf(facts.issuedPages, 'page');
  return (
    <Document
      title={`Fiche de preuve de signature — convention ${reference}`}
      creator={facts.appName}
      language="fr-FR"
    >
      <Page size="A4" style={s.page}>
        <Text style={s.title}>Fiche de preuve de signature électronique</Text>
        <Text style={s.subtitle}>
          Convention {reference} — {facts.organizationName}
        </Text>
        <Text style={s.paragraph}>
          {`Cette fiche est jointe à la convention ${reference} (${pages}) qui la précède, dont elle établit la signature. La convention a été signée électroniquement (signature électronique simple) par le représentant de l’organisation, après lecture du document, consentement exprès et saisie d’un code à usage unique envoyé par e-mail.`}
        </Text>
        <Text style={s.heading}>Signataire</Text>
        <Text>Nom saisi : {facts.fullName}</Text>
        <Text>Adresse e-mail du compte : {facts.signerEmail}</Text>
        <Text>Signée le {at(facts.signedAt)}</Text>
        <Text>Adresse IP : {facts.ipAddress}</Text>
        <Text>Navigateur : {facts.userAgent}</Text>
        <Text style={s.heading}>Document signé</Text>
        <Text>Empreinte SHA-256 du document émis :</Text>
        <Text style={s.mono}>{facts.documentSha256}</Text>
        <Text style={s.heading}>Vérification du code</Text>
        <Text>
          Code envoyé à {facts.codeSentTo} le {at(facts.codeSentAt)}, valable 10 minutes.
        </Text>
        <View>
          {facts.codeTrail.map((attempt, index) => (
            <Text key={attempt.at.toISOString() + index}>
              Essai {index + 1} le {at(attempt.at)} :{' '}
              {attempt.matched ? 'code exact' : 'code erroné'}
            </Text>
          ))}
        </View>
        <Text style={s.footerLabel} fixed>
          Fiche de preuve de signature — jointe au document de {pages}
        </Text>
        <Text style={s.pageNumber} fixed>
          Convention {reference}
        </Text>
      </Page>
    </Document>
  );
}

/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: this file also runs under tsx from other folders (bench, e2e, scripts), whose
// tsconfig does not set the JSX runtime.
import { Document, Page, Text } from '@react-pdf/renderer';
import { formatDate } from '@espaces/domain/locale/format';
import type { AgreementFacts } from './agreement-facts.ts';
import { Parties, Places, SignatureBlocks, Slots, Terms } from './agreement-sections.tsx';
import { pdfStyles as s } from './pdf-styles.ts';

/** « page 2 sur 5 » at the foot of every page, with the document's reference. */
export function PageFooter({ label }: { label: string }) {
  return (
    <>
      <Text style={s.footerLabel} fixed>
        {label}
      </Text>
      <Text
        style={s.pageNumber}
        fixed
        render={({ pageNumber, totalPages }) => `page ${pageNumber} sur ${totalPages}`}
      />
    </>
  );
}

export function agreementReference(agreementId: string): string {
  return `CONV-${agreementId.slice(0, 8).toUpperCase()}`;
}

/** The agreement (convention) as issued by the facility admin (DESIGN §5). */
export function AgreementDocument({ facts }: { facts: AgreementFacts }) {
  const reference = agreementReference(facts.agreementId);
  return (
    <Document
      title={`Convention ${reference}`}
      author={facts.facility.name}
      subject={`Convention de mise à disposition — ${facts.organization.name}`}
      creator={facts.appName}
      producer={facts.appName}
      language="fr-FR"
    >
      <Page size="A4" style={s.page}>
        <Text style={s.header} fixed>
          {facts.regionName} — {facts.facility.name} — {facts.appName}
        </Text>
        <Text style={s.title}>Convention de mise à disposition d’espaces</Text>
        <Text style={s.subtitle}>
          Référence {reference} — émise le {formatDate(facts.issuedAt)}
        </Text>
        <Parties facts={facts} />
        <Places places={facts.places} />
        <Slots facts={facts} />
        <Terms facts={facts} />
        <SignatureBlocks facts={facts} />
        <PageFooter label={`Convention ${reference}`} />
      </Page>
    </Document>
  );
}

/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Pragmas: this file also runs under tsx from other folders (bench, e2e, scripts), whose
// tsconfig does not set the JSX runtime.
import { Document, Page, Text } from '@react-pdf/renderer';
import { formatDate } from '@espaces/domain/locale/format';
import type { AgreementFacts } from './agreement-facts.ts';
import {
  Annexes,
  CancellationTerms,
  Parties,
  PaymentTerms,
  Places,
  SignatureBlocks,
  Slots,
} from './agreement-sections.tsx';
import { agreementPeriod } from './agreement-period.ts';
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

export const DRAFT_BAND = 'PROJET — document non émis';

/** The band at the top of every page of a draft's preview: nobody takes it for the issued one. */
function DraftBand() {
  return (
    <Text style={s.draftBand} fixed>
      {DRAFT_BAND}
    </Text>
  );
}

/**
 * The agreement (convention) as issued by the facility admin, or its draft
 * (docs/agreements.md#preparation-and-generation).
 */
export function AgreementDocument({ facts }: { facts: AgreementFacts }) {
  const { reference } = facts;
  const name = reference ? `Convention ${reference}` : 'Projet de convention';
  const period = agreementPeriod(facts);
  return (
    <Document
      title={name}
      author={facts.facility.name}
      subject={`Convention de mise à disposition — ${facts.organization.name}`}
      creator={facts.appName}
      producer={facts.appName}
      language="fr-FR"
    >
      <Page size="A4" style={reference ? s.page : s.draftPage}>
        {reference ? null : <DraftBand />}
        <Text style={s.header} fixed>
          {facts.regionName} — {facts.facility.name} — {facts.appName}
        </Text>
        <Text style={s.title}>Convention de mise à disposition d’espaces</Text>
        <Text style={s.subtitle}>
          {reference
            ? `Référence ${reference} — émise le ${formatDate(facts.issuedAt)}`
            : `Projet du ${formatDate(facts.issuedAt)} — la référence est attribuée à l’émission`}
        </Text>
        {period ? (
          <Text style={s.period}>
            Période couverte : du {formatDate(period.from)} au {formatDate(period.to)}
          </Text>
        ) : null}
        <Parties facts={facts} />
        <Places places={facts.places} />
        <Slots facts={facts} />
        <PaymentTerms facts={facts} />
        <CancellationTerms facts={facts} />
        <Annexes facts={facts} />
        <SignatureBlocks facts={facts} />
        <PageFooter label={name} />
      </Page>
    </Document>
  );
}

import { AGREEMENT_MESSAGES } from '@espaces/domain/agreement/agreement-messages';
import type { Agreement } from '@espaces/domain/api/agreements';
import { Alert, Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Page } from '../../../ui/page.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useAgreement } from '../api/agreement-api.ts';

/** Loads the agreement of the route's `{id}` and hands it to `render`, or says it cannot. */
export function WithAgreement({
  title,
  render,
}: {
  title: string;
  render: (agreement: Agreement) => ReactNode;
}) {
  const { id = '' } = useParams();
  const agreement = useAgreement(id);
  if (agreement.isPending) return <PageLoader />;
  if (agreement.isError) {
    return (
      <Page title={title}>
        <Text role="alert">Cette convention n’a pas pu être chargée.</Text>
        <Anchor component={Link} to="/convention/liste-reservations">
          Revenir à la liste des conventions
        </Anchor>
      </Page>
    );
  }
  return render(agreement.data);
}

/**
 * Whether the browser shows PDFs inside a page: `navigator.pdfViewerEnabled` says so where it
 * exists (false on phones and in browsers without a reader); older browsers are trusted.
 */
const showsPdfInline = (): boolean =>
  typeof navigator === 'undefined' || navigator.pdfViewerEnabled !== false;

/**
 * The PDF shown in the page (the browser's own reader), with its download beside; where the
 * browser cannot show it, only the download, said plainly, instead of a blank frame.
 */
export function PdfFrame({ src, title }: { src: string; title: string }) {
  if (!showsPdfInline()) {
    return (
      <Alert color="blue" title={title}>
        <Text size="sm">
          Votre navigateur n’affiche pas les PDF dans la page&nbsp;: téléchargez le document pour le
          lire.
        </Text>
        <Anchor href={src} download>
          Télécharger le PDF
        </Anchor>
      </Alert>
    );
  }
  return (
    <>
      <iframe
        src={src}
        title={title}
        style={{ width: '100%', height: '70vh', border: '1px solid #ced4da' }}
      />
      <Anchor href={src} download>
        Télécharger le PDF
      </Anchor>
    </>
  );
}

/** An agreement to sign whose issued documents no longer match: nothing to read nor to sign. */
export function AgreementAlteredAlert() {
  return (
    <Alert color="red" title="Document altéré">
      {AGREEMENT_MESSAGES.documentAltered}
    </Alert>
  );
}

/** The agreement's PDF, or why it cannot be shown. */
export function AgreementPdf({
  agreement,
  src,
  title,
}: {
  agreement: Agreement;
  src: string;
  title: string;
}) {
  return agreement.documentIntact === false ? (
    <AgreementAlteredAlert />
  ) : (
    <PdfFrame src={src} title={title} />
  );
}

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

/** The PDF shown in the page (the browser's own reader), with its download beside. */
export function PdfFrame({ src, title }: { src: string; title: string }) {
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

import { createHash } from 'node:crypto';
import { renderToBuffer } from '@react-pdf/renderer';
import { PDFDocument } from 'pdf-lib';
import type { AgreementFacts, SignatureFacts } from './agreement-facts.ts';
import { AgreementDocument } from './agreement-document.tsx';
import { AmendmentDocument } from './amendment-document.tsx';
import type { AmendmentFacts } from './amendment-facts.ts';
import { registerPdfFonts } from './pdf-fonts.ts';
import { SignaturePageDocument } from './signature-page.tsx';

export function sha256Of(content: Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}

/** The agreement's PDF, exactly as the preview shows it and generation issues it. */
export async function renderAgreementPdf(facts: AgreementFacts): Promise<Buffer> {
  registerPdfFonts();
  // Called as a function: renderToBuffer takes the <Document> element itself.
  return renderToBuffer(AgreementDocument({ facts }));
}

/**
 * The signed agreement: the issued pages, untouched, followed by the signature page. The
 * pages are copied (pdf-lib), not drawn again, so the signed file shows exactly what was read.
 */
export async function renderSignedAgreementPdf(
  issued: Uint8Array,
  signature: SignatureFacts,
): Promise<Buffer> {
  registerPdfFonts();
  const signed = await PDFDocument.load(issued);
  const signaturePage = await renderToBuffer(
    SignaturePageDocument({ facts: { ...signature, issuedPages: signed.getPageCount() } }),
  );
  const appendix = await PDFDocument.load(signaturePage);
  for (const page of await signed.copyPages(appendix, appendix.getPageIndices())) {
    signed.addPage(page);
  }
  signed.setModificationDate(signature.signedAt);
  return Buffer.from(await signed.save());
}

/** An amendment's PDF, as issued and stored under its SHA-256. */
export async function renderAmendmentPdf(facts: AmendmentFacts): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(AmendmentDocument({ facts }));
}

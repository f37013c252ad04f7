// The renderers themselves, run by pdf-worker.ts off the requests' thread (render-pdf.ts).
import type { PaymentTicket } from '@espaces/domain/api/payments';
import { renderToBuffer } from '@react-pdf/renderer';
import { PDFDocument } from 'pdf-lib';
import type { AgreementFacts, SignatureFacts } from './agreement-facts.ts';
import { AgreementDocument } from './agreement-document.tsx';
import { AmendmentDocument } from './amendment-document.tsx';
import type { AmendmentFacts } from './amendment-facts.ts';
import { registerPdfFonts } from './pdf-fonts.ts';
import { ReceiptDocument } from './receipt-document.tsx';
import { SignaturePageDocument } from './signature-page.tsx';

/** The agreement's PDF, exactly as the preview shows it and generation issues it. */
async function agreement(facts: AgreementFacts): Promise<Buffer> {
  registerPdfFonts();
  // Called as a function: renderToBuffer takes the <Document> element itself.
  return renderToBuffer(AgreementDocument({ facts }));
}

/**
 * The signed agreement: the issued pages, untouched, followed by the signature page. The
 * pages are copied (pdf-lib), not drawn again, so the signed file shows exactly what was read.
 */
async function signedAgreement(issued: Uint8Array, signature: SignatureFacts): Promise<Buffer> {
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
async function amendment(facts: AmendmentFacts): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(AmendmentDocument({ facts }));
}

/** The receipt's PDF, drawn from the same ticket the printable page shows. */
async function receipt(ticket: PaymentTicket, appName: string): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(ReceiptDocument({ ticket, appName }));
}

export const pdfRenderers = { agreement, signedAgreement, amendment, receipt };
export type PdfRenderers = typeof pdfRenderers;

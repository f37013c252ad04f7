// The operator's electronic seal on every PDF the product delivers as evidence
// (docs/security.md#the-seal): applied last, over the final bytes, so the
// SHA-256 stored and printed is the hash of the sealed file users download.
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import {
  openSealCertificate,
  SealSigner,
  TEST_SEAL_LABEL,
  type PdfSeal,
  type SealCertificate,
} from './seal-certificate.ts';

const SEAL_REASON = 'Cachet électronique — origine et intégrité du document';

/** PDFDocEncoding's places of the typography French text uses beyond Latin-1. */
const PDF_DOC_ENCODING: Record<string, string> = {
  '•': '\x80',
  '…': '\x83',
  '—': '\x84',
  '–': '\x85',
  '“': '\x8d',
  '”': '\x8e',
  '‘': '\x8f',
  '’': '\x90',
  Œ: '\x96',
  œ: '\x9c',
  '€': '\xa0',
  '\u00a0': ' ',
  '\u202f': ' ',
};

/**
 * The seal's texts as a literal string holds them: pdf-lib writes each character's low byte
 * as is, so they go in PDFDocEncoding (readers decode it), delimiters escaped.
 */
function pdfDocText(text: string): string {
  return [...text]
    .map((character) => {
      if ('()\\'.includes(character)) return `\\${character}`;
      const code = character.charCodeAt(0);
      if (code >= 0x20 && code < 0x7f) return character;
      if (code > 0xa0 && code <= 0xff && code !== 0xad) return character;
      return PDF_DOC_ENCODING[character] ?? '?';
    })
    .join('');
}

/**
 * Drops the seal fields a PDF already carries: a signed agreement is the issued (sealed) file
 * with pages appended, which breaks that seal's byte range; the new seal covers it all. The
 * seal widgets are invisible, so the issued pages look exactly as they did.
 */
function removeSeals(document: PDFDocument): void {
  const isSeal = (ref: unknown) =>
    ref instanceof PDFRef &&
    document.context.lookupMaybe(ref, PDFDict)?.get(PDFName.of('FT')) === PDFName.of('Sig');
  for (const page of document.getPages()) {
    const annotations = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    if (!annotations) continue;
    const seals = annotations.asArray().filter(isSeal) as PDFRef[];
    for (const ref of seals) {
      const value = document.context.lookup(ref, PDFDict).get(PDFName.of('V'));
      if (value instanceof PDFRef) document.context.delete(value);
      document.context.delete(ref);
      annotations.remove(annotations.indexOf(ref)!);
    }
  }
  // The product's documents have no other form field: the form was the seals'.
  document.catalog.delete(PDFName.of('AcroForm'));
}

/** The last certificate opened: decrypting a PKCS#12 file costs more than the signature. */
let opened: { p12: Buffer; password: string; certificate: SealCertificate } | null = null;

function certificateOf(seal: PdfSeal): SealCertificate {
  const p12 = Buffer.from(seal.p12);
  if (opened?.password !== seal.password || !opened.p12.equals(p12)) {
    opened = { p12, password: seal.password, certificate: openSealCertificate(p12, seal.password) };
  }
  return opened.certificate;
}

/**
 * `pdf` sealed (PDF signature, adbe.pkcs7.detached, SHA-256) with the operator's certificate.
 * The signature field is invisible; readers show the seal in their signature panel.
 */
export async function sealPdf(pdf: Uint8Array, seal: PdfSeal): Promise<Buffer> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  removeSeals(document);
  const signingTime = new Date();
  const certificate = certificateOf(seal);
  pdflibAddPlaceholder({
    pdfDoc: document,
    reason: pdfDocText(seal.test ? TEST_SEAL_LABEL : SEAL_REASON),
    name: pdfDocText(seal.test ? TEST_SEAL_LABEL : seal.name),
    contactInfo: '',
    location: '',
    signingTime,
    // In hexadecimal digits; a provider's chain can outgrow the library's 4 kB default.
    signatureLength: 2 * certificate.signatureBytes,
  });
  // signpdf finds the placeholder in plain text: no object streams.
  const prepared = Buffer.from(await document.save({ useObjectStreams: false }));
  return new SignPdf().sign(prepared, new SealSigner(certificate), signingTime);
}

import { execFileSync } from 'node:child_process';
import type { PdfSeal } from './seal-certificate.ts';
import { pdfFileOf } from './pdf-text.test-support.ts';
import { createTestSealP12, openSealCertificate, sealCertificateName } from './seal-certificate.ts';

let generated: PdfSeal | undefined;

/** One self-signed test seal per test file: generating its key is the slow part. */
export function testSeal(): PdfSeal {
  if (!generated) {
    const p12 = createTestSealP12('Espaces Partagés', 'essai');
    const name = sealCertificateName(openSealCertificate(p12, 'essai'));
    generated = { p12, password: 'essai', name, test: true };
  }
  return generated;
}

/** What poppler's pdfsig reports of the file's signatures. */
export function pdfsigOf(pdf: Buffer): string {
  return execFileSync('pdfsig', [pdfFileOf(pdf)], { encoding: 'utf8' });
}

/** The lines pdfsig prints for an untouched seal over the whole file. */
export const VALID_SEAL = ['Total document signed', 'Signature Validation: Signature is Valid.'];

/**
 * A copy with one byte changed inside the range the seal covers: in the first stream's data,
 * so that the file still parses and only its digest differs.
 */
export function withOneByteChanged(pdf: Buffer): Buffer {
  const copy = Buffer.from(pdf);
  const at = copy.indexOf('stream\n') + 'stream\n'.length + 10;
  copy[at] = copy[at]! ^ 0x01;
  return copy;
}

import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { agreementFacts, yearlyBookingFacts } from './agreement-facts.test-support.ts';
import { pdfRenderers } from './pdf-renderers.ts';
import { sealPdf } from './pdf-seal.ts';
import { TEST_SEAL_LABEL } from './seal-certificate.ts';
import { pdfsigOf, testSeal, VALID_SEAL, withOneByteChanged } from './pdf-seal.test-support.ts';
import { createTestSealP12, openSealCertificate } from './seal-certificate.ts';

// The seal over the whole file, as poppler's pdfsig checks it (docs/security.md#the-seal).

/** The reason and name of the file's seal, as a PDF reader decodes them. */
async function sealProperties(pdf: Buffer): Promise<{ reason: string; name: string }> {
  const { catalog } = await PDFDocument.load(pdf);
  const fields = catalog.lookup(PDFName.of('AcroForm'), PDFDict).lookup(PDFName.of('Fields'));
  const seal = (fields as PDFArray).lookup(0, PDFDict).lookup(PDFName.of('V'), PDFDict);
  const text = (key: string) => seal.lookup(PDFName.of(key), PDFString).decodeText();
  return { reason: text('Reason'), name: text('Name') };
}

describe('sealing a PDF', () => {
  let document: Buffer;
  let sealed: Buffer;
  beforeAll(async () => {
    document = await pdfRenderers.agreement(agreementFacts([yearlyBookingFacts(1)]));
    sealed = await sealPdf(document, testSeal());
  });

  it('seals the whole file, valid for pdfsig, signed by the test certificate it names', async () => {
    const report = pdfsigOf(sealed);
    for (const line of VALID_SEAL) expect(report).toContain(line);
    expect(report).toContain('Signature Type: adbe.pkcs7.detached');
    expect(report).toContain('Signing Hash Algorithm: SHA-256');
    // Accents in the issuer's name: the signer must still be found.
    expect(report).toContain(`Common Name: Espaces Partagés — ${TEST_SEAL_LABEL}`);
    expect(await sealProperties(sealed)).toEqual({
      reason: TEST_SEAL_LABEL,
      name: TEST_SEAL_LABEL,
    });
  });

  it('no longer validates once one byte of the signed range changed', () => {
    const report = pdfsigOf(withOneByteChanged(sealed));
    expect(report).toContain('Signature Validation: Digest Mismatch.');
    expect(report).not.toContain('Signature is Valid');
  });

  it('seals anew a sealed file with pages appended: one seal, over it all', async () => {
    const grown = await PDFDocument.load(sealed);
    const [page] = await grown.copyPages(await PDFDocument.load(document), [0]);
    grown.addPage(page);
    const resealed = await sealPdf(await grown.save(), testSeal());

    const report = pdfsigOf(resealed);
    expect(report.match(/Signature #/g)).toHaveLength(1);
    for (const line of VALID_SEAL) expect(report).toContain(line);
  });

  it('signs with an operator certificate as its holder, not as a test seal', async () => {
    const p12 = createTestSealP12('Région Val-d’Azur', 'secret');
    const seal = { p12, password: 'secret', name: 'Région Val-d’Azur (cachet)', test: false };
    const operatorSealed = await sealPdf(document, seal);

    for (const line of VALID_SEAL) expect(pdfsigOf(operatorSealed)).toContain(line);
    expect(await sealProperties(operatorSealed)).toEqual({
      reason: 'Cachet électronique — origine et intégrité du document',
      name: 'Région Val-d’Azur (cachet)',
    });
  });

  it('refuses a wrong password without repeating it', () => {
    const p12 = createTestSealP12('Espaces Partagés', 'secret');
    expect(() => openSealCertificate(p12, 'mauvais-mot')).toThrow(
      'fichier PKCS#12 illisible ou mot de passe incorrect',
    );
  });
});

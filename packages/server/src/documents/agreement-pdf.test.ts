import { beforeAll, describe, expect, it } from 'vitest';
import { agreementFacts, yearlyBookingFacts } from './agreement-facts.test-support.ts';
import { textOf } from './pdf-text.test-support.ts';
import { renderAgreementPdf, renderSignedAgreementPdf, sha256Of } from './render-pdf.ts';

// Issue 11: the agreement is a real French document; its text is read back with pdftotext.

describe('agreement PDF', () => {
  const yearly = yearlyBookingFacts(40);
  const facts = agreementFacts([yearly]);
  let issued: Buffer;
  let text: string;
  // Rendered once: every test reads the same document.
  beforeAll(async () => {
    issued = await renderAgreementPdf(facts);
    text = textOf(issued);
  });

  it('names both parties, the place with its doors (never their instructions), and the annexes', async () => {
    expect(text).toContain('Région Val-d’Azur et l’établissement Lycée Ampère');
    expect(text).toContain('Association sportive des Pentes');
    expect(text).toContain('RNA W691234567');
    expect(text).toContain('représentée par Léa Martin');
    expect(text).toContain('Capacité d’accueil : 120 personnes');
    expect(text).toMatch(/Porte d’accès «\s*Porte B\s*»\s*Les consignes d’accès sont communiquées/);
    expect(text).toContain('Annexe 2 : Consignes de sécurité');
  });

  it('lists every occurrence in Paris time, grouped by month, across the clock change', async () => {
    for (const month of ['octobre 2026', 'novembre 2026', 'janvier 2027', 'juin 2027']) {
      expect(text).toContain(month);
    }
    // 06/10/2026 is summer time, 03/11/2026 winter time: both stay 18:00 – 20:00.
    expect(text).toMatch(/mardi 06\/10\/2026\s+18:00 – 20:00\s+61,00\s€/);
    expect(text).toMatch(/mardi 03\/11\/2026\s+18:00 – 20:00/);
    expect(text).toContain('mardi 06/07/2027');
    expect(text.match(/18:00 – 20:00/g)).toHaveLength(40);
  });

  it('writes amounts the French way with the narrow no-break space', async () => {
    // 40 × (2 h × 25,50 € + 10,00 €); Helvetica would print U+202F as a slash (« 2/440 »).
    expect(text).toContain('Montant total de la convention');
    expect(text).toMatch(/Montant total de la convention\s+2 440,00 €/);
    expect(text).not.toContain('/440');
    expect(text).toMatch(/page 1 sur \d/);
  });

  it('appends a signature page to the issued pages, which stay as issued', async () => {
    const signed = await renderSignedAgreementPdf(issued, {
      appName: 'Espaces Partagés',
      agreementId: facts.agreementId,
      organizationName: 'Association sportive des Pentes',
      fullName: 'Léa Martin',
      signerEmail: 'asso@espaces.test',
      signedAt: new Date('2026-09-21T16:05:00Z'),
      ipAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 Chromium',
      documentSha256: sha256Of(issued),
      codeTrail: [{ at: new Date('2026-09-21T16:04:30Z'), matched: true }],
      codeSentAt: new Date('2026-09-21T16:03:00Z'),
      codeSentTo: 'asso@espaces.test',
    });
    const signedText = textOf(signed);
    expect(signedText).toContain('Page de signature électronique');
    expect(signedText).toContain('Nom saisi : Léa Martin');
    expect(signedText).toContain('Signée le 21/09/2026 à 18:05 (heure de Paris)');
    expect(signedText).toContain('Adresse IP : 203.0.113.7');
    expect(signedText).toContain(sha256Of(issued));
    expect(signedText).toContain('Essai 1 le 21/09/2026 à 18:04 (heure de Paris) : code exact');
    expect(signedText).toContain('Convention de mise à disposition d’espaces');
    // The issued pages are copied untouched: they keep their own numbering.
    expect(signedText).toMatch(/page 1 sur 3/);
    expect(signedText).toMatch(/Signature de la convention CONV-0A1B2C3D\s+page 4 sur 4/);
  });
});

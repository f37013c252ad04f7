import { beforeAll, describe, expect, it } from 'vitest';
import { agreementFacts, yearlyBookingFacts } from './agreement-facts.test-support.ts';
import { pdfsigOf, testSeal, VALID_SEAL } from './pdf-seal.test-support.ts';
import { textOf } from './pdf-text.test-support.ts';
import { renderAgreementPdf, renderSignedAgreementPdf, sha256Of } from './render-pdf.ts';

// The agreement is a real French administrative document; its text is read back with pdftotext.

/** The text of each page (pdftotext separates them with a form feed). */
const pagesOf = (text: string) => text.split('\f').filter((page) => page.trim() !== '');

describe('agreement PDF', () => {
  const yearly = yearlyBookingFacts(40);
  const facts = agreementFacts([yearly]);
  let issued: Buffer;
  let text: string;
  // Rendered once: every test reads the same document.
  beforeAll(async () => {
    issued = await renderAgreementPdf(facts, testSeal());
    text = textOf(issued);
  });

  it('names both parties with their SIRET and UAI as people write them', () => {
    expect(text).toContain('Région Val-d’Azur et l’établissement Lycée Ampère');
    expect(text).toContain('UAI 0690001A');
    expect(text).toContain('Association sportive des Pentes');
    expect(text).toContain('SIRET 123 456 789 00012');
    expect(text).toContain('représentée par Léa Martin');
  });

  it('names the place with its doors (never their instructions), and the annexes', () => {
    expect(text).toContain('Capacité d’accueil : 120 personnes');
    expect(text).toMatch(/Porte d’accès «\s*Porte B\s*»\s*Les consignes d’accès sont communiquées/);
    expect(text).toContain('Annexe 2 : Consignes de sécurité');
    expect(text).toMatch(/déclare avoir pris connaissance des annexes/);
  });

  it('quotes its yearly reference and the period it covers', () => {
    expect(text).toContain('Référence CONV-2026-0042 — émise le 20/09/2026');
    expect(text).toContain('Période couverte : du 06/10/2026 au 06/07/2027');
    expect(text).toMatch(/Convention CONV-2026-0042\s+page 1 sur \d/);
  });

  it('lists every occurrence in Paris time, grouped by month, across the clock change', () => {
    for (const month of ['octobre 2026', 'novembre 2026', 'janvier 2027', 'juin 2027']) {
      expect(text).toContain(month);
    }
    // 06/10/2026 is summer time, 03/11/2026 winter time: both stay 18:00 – 20:00.
    expect(text).toMatch(/mardi 06\/10\/2026\s+18:00 – 20:00\s+61,00\s€/);
    expect(text).toMatch(/mardi 03\/11\/2026\s+18:00 – 20:00/);
    expect(text).toContain('mardi 06/07/2027');
    expect(text.match(/18:00 – 20:00/g)).toHaveLength(40);
  });

  it('writes amounts the French way with the narrow no-break space', () => {
    // 40 × (2 h × 25,50 € + 10,00 €); Helvetica would print U+202F as a slash (« 2/440 »).
    expect(text).toMatch(/Montant total de la convention\s+2 440,00 €/);
    expect(text).not.toContain('/440');
  });

  it('states the payment terms: monthly instalments due the 5th, the means, where to pay', () => {
    expect(text).toContain('Article 3 — Conditions de paiement');
    expect(text).toMatch(/échéances mensuelles/);
    expect(text).toMatch(/au plus tard le 5 du mois\s+suivant/);
    // October 2026: four Tuesdays of 61,00 €, due 05/11/2026.
    expect(text).toMatch(/octobre 2026\s+au plus tard le 05\/11\/2026\s+244,00 €/);
    expect(text).toMatch(/juillet 2027\s+au plus tard le 05\/08\/2027\s+61,00 €/);
    expect(text).toMatch(/Moyen de paiement choisi par l’organisation : carte bancaire/);
    expect(text).toContain('•••• 4242');
    expect(text).toMatch(/virement ou mandat\s+administratif/);
    expect(text).toContain('https://espaces.example.fr/paiements/liste');
  });

  it('is never marked as a draft once issued, and sealed', () => {
    expect(text).not.toContain('PROJET');
    for (const line of VALID_SEAL) expect(pdfsigOf(issued)).toContain(line);
  });

  it('appends the evidence sheet, named as the attachment of the issued pages', async () => {
    const issuedPages = pagesOf(text).length;
    const signed = await renderSignedAgreementPdf(
      issued,
      {
        appName: 'Espaces Partagés',
        agreementReference: 'CONV-2026-0042',
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
      },
      testSeal(),
    );
    const signedPages = pagesOf(textOf(signed));
    expect(signedPages).toHaveLength(issuedPages + 1);
    const sheet = signedPages.at(-1)!;
    expect(sheet).toContain('Fiche de preuve de signature électronique');
    expect(sheet).toContain(
      `Fiche de preuve de signature — jointe au document de ${issuedPages} pages`,
    );
    expect(sheet).not.toMatch(/page \d+ sur \d+/);
    expect(sheet).toContain('Nom saisi : Léa Martin');
    expect(sheet).toContain('Signée le 21/09/2026 à 18:05 (heure de Paris)');
    expect(sheet).toContain('Adresse IP : 203.0.113.7');
    expect(sheet).toContain(sha256Of(issued));
    expect(sheet).toContain('Essai 1 le 21/09/2026 à 18:04 (heure de Paris) : code exact');
    // The issued pages are copied untouched: they keep their own numbering.
    expect(signedPages[0]).toContain(`page 1 sur ${issuedPages}`);
    // Sealed anew over the whole signed file: the issued file's seal no longer covers it.
    const report = pdfsigOf(signed);
    expect(report.match(/Signature #/g)).toHaveLength(1);
    for (const line of VALID_SEAL) expect(report).toContain(line);
  });
});

describe('a draft agreement PDF', () => {
  it('marks every page « PROJET — document non émis » and quotes no reference yet', async () => {
    const draft = agreementFacts([yearlyBookingFacts(40)], { reference: null });
    const pages = pagesOf(textOf(await renderAgreementPdf(draft, null)));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain('PROJET — document non émis');
    expect(pages[0]).toContain('la référence est attribuée à l’émission');
    expect(pages.join('\n')).not.toMatch(/CONV-/);
    expect(pages.at(-1)).toContain('Projet non émis');
  });

  it('says « Aucune annexe. » and nothing of annexes read when there are none', async () => {
    const text = textOf(
      await renderAgreementPdf(agreementFacts([yearlyBookingFacts(2)], { annexes: [] }), null),
    );
    expect(text).toContain('Aucune annexe.');
    expect(text).not.toContain('pris connaissance');
  });

  it('names the means « autre » when the organisation pays by transfer or mandate', async () => {
    const facts = agreementFacts([yearlyBookingFacts(2)]);
    const text = textOf(
      await renderAgreementPdf(
        {
          ...facts,
          payment: { ...facts.payment, paymentType: 'other', cardLast4: null },
        },
        null,
      ),
    );
    expect(text).toMatch(/Moyen de paiement choisi par l’organisation : « autre » : virement ou/);
    expect(text).not.toContain('••••');
  });
});

import { expect, test, type Page } from '@playwright/test';
import { signedAgreement } from './api-support.ts';
import { expectNoSeriousAxeViolation, signInAs } from './support.ts';

// The organisation pays by card. Its signed agreement is prepared through the API
// (the agreements journey walks those pages); the payment pages are walked as a user would.

async function typeCard(page: Page, number: string): Promise<void> {
  await expect(page.getByText('Page de test du prestataire de paiement « sandbox »')).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('textbox', { name: 'Numéro de carte' }).fill(number);
  await page.getByRole('textbox', { name: 'Nom du titulaire' }).fill('Camille Bernard');
  await page.getByRole('textbox', { name: 'Mois' }).fill('12');
  await page.getByRole('textbox', { name: 'Année' }).fill('2030');
  await page.getByLabel('Cryptogramme').fill('123');
  await page.getByRole('button', { name: 'Enregistrer la carte' }).click();
}

test.describe.configure({ mode: 'serial' });

test('a declined card is told and nothing is kept', async ({ page, baseURL }) => {
  // The agreement is issued and signed first (two PDFs rendered): about 50 s on 2 busy cores.
  test.slow();
  await signedAgreement(baseURL!, 3, '21:00');
  await signInAs(page, 'asso@espaces.test');
  await page.goto('/moyens-de-paiement');
  await expect(page.getByRole('heading', { name: 'Moyens de paiement', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'Carte bancaire' }).check();
  await expect(page.getByText('Modification sauvegardée')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer une carte' }).click();
  await expect(page).toHaveURL(/\/bac-a-sable\/carte\/[0-9a-f-]{36}$/);
  await typeCard(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL('/moyens-de-paiement');
  await expect(page.getByText(/Carte refusée par la banque/)).toBeVisible();
  await expect(page.getByText('Aucune carte n’est enregistrée.')).toBeVisible();
});

test('the card 4242… is registered and shown by brand and last digits, with the payments', async ({
  page,
}) => {
  await signInAs(page, 'asso@espaces.test');
  await page.goto('/moyens-de-paiement');
  await page.getByRole('button', { name: 'Enregistrer une carte' }).click();
  await typeCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL('/moyens-de-paiement');
  await expect(page.getByText(/Votre carte est enregistrée/)).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Carte Visa •••• 4242, expire 12\/30/ }),
  ).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  await page.goto('/paiements/liste');
  const due = page.getByRole('row').filter({ hasText: 'À venir' }).first();
  await expect(due).toBeVisible();
  await expectNoSeriousAxeViolation(page);
});

test('once due, the job charges the card; the receipt opens and downloads as PDF', async ({
  page,
}) => {
  await signInAs(page, 'asso@espaces.test');
  await page.goto('/paiements/liste');
  await expect(page.getByRole('row').filter({ hasText: 'À venir' }).first()).toBeVisible();
  const { dueDate } = await page.evaluate(async () => {
    const response = await fetch('/api/payments?status[]=scheduled', { credentials: 'include' });
    const body = (await response.json()) as { 'hydra:member': { dueDate: string }[] };
    return body['hydra:member'][0]!;
  });
  const charged = await page.request.get('/dev/payments/charge', {
    params: { at: `${dueDate}T10:00:00.000Z` },
  });
  expect((await charged.json()).paid).toBeGreaterThanOrEqual(1);

  await page.reload();
  const receipt = page.getByRole('link', { name: /^Reçu \d{4}-\d{6}$/ }).first();
  await receipt.click();
  await expect(page).toHaveURL(/\/paiements\/[0-9a-f-]{36}\/ticket$/);
  await expect(page.getByRole('heading', { name: /^Reçu n°\s\d{4}-\d{6}$/ })).toBeVisible();
  await expect(
    page.getByRole('row', { name: /^Moyen de paiement Carte bancaire ••••\s\d{4}$/ }),
  ).toBeVisible();
  const lines = page.getByRole('table', { name: 'Détail du montant' });
  await expect(lines.getByRole('row', { name: /^Montant payé pour / })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Télécharger le PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^recu-\d{4}-\d{6}\.pdf$/);
});

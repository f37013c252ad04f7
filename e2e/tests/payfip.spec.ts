import { expect, test, type Page } from '@playwright/test';
import { PAYFIP_APP_URL, PAYFIP_URL } from '../third-party-urls.ts';
import { signedAgreement } from './api-support.ts';
import { expectNoSeriousAxeViolation, pdfFileText, signInAs } from './support.ts';

// The organisation pays an instalment online through PayFiP (docs/payments.md#online-payment-payfip),
// on the app started with PAYMENT_PROVIDER=payfip against the local treasury (e2e/fake-payfip.ts):
// it abandons, is refused, then pays; the app believes only the treasury's web service. The
// signed agreement is prepared through the API, its instalment brought due today through the
// development route; the payment is walked as a user would.
test.use({ baseURL: PAYFIP_APP_URL });

interface TreasuryOperation {
  idOp: string;
  resultrans: string | null;
  numauto: string;
  dattrans: string;
  heurtrans: string;
}

/** The treasury's page of the operation the app sent the browser to, where `choice` is made. */
async function onTreasuryPage(page: Page, choice: 'Payer' | 'Refuser' | 'Abandonner') {
  await expect(page).toHaveURL(new RegExp(`^${PAYFIP_URL}/tpa/paiementws\\.web\\?idop=idop-\\d+$`));
  await expect(page.getByRole('heading', { name: /^Paiement PayFiP/ })).toBeVisible();
  await page.getByRole('button', { name: choice }).click();
}

/** The return page, once the server holds the treasury's answer. */
async function backOnReturnPage(page: Page, paymentId: string, message: RegExp) {
  await expect(page).toHaveURL(`${PAYFIP_APP_URL}/paiements/${paymentId}/paiement-en-ligne`);
  await expect(page.getByRole('heading', { name: 'Paiement en ligne', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
}

test('an instalment abandoned, then refused, is paid online on the treasury’s page', async ({
  page,
  baseURL,
}) => {
  // The agreement is issued and signed first (two PDFs rendered): about 50 s on 2 busy cores.
  test.slow();
  await signedAgreement(baseURL!, 3, '21:00');
  await signInAs(page, 'asso@espaces.test');

  await page.goto('/moyens-de-paiement');
  await expect(page.getByRole('heading', { name: 'Moyens de paiement', level: 1 })).toBeVisible();
  const online = page.getByRole('radio', { name: 'Paiement en ligne de chaque échéance (PayFiP)' });
  await expect(online).toBeVisible();
  if (!(await online.isChecked())) {
    await online.check();
    await expect(page.getByText('Modification sauvegardée')).toBeVisible();
  }
  await expect(
    page.getByText(/^Chaque échéance se paie en ligne sur le site sécurisé de la DGFiP/),
  ).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  // A journey cannot wait for the 5th of next month: the instalment falls due today.
  const { id: paymentId } = await page.evaluate(async () => {
    const response = await fetch('/api/payments?status[]=scheduled', { credentials: 'include' });
    const body = (await response.json()) as { 'hydra:member': { id: string }[] };
    return body['hydra:member'][0]!;
  });
  expect((await page.request.post(`/dev/payments/${paymentId}/fall-due`)).ok()).toBe(true);

  await page.goto('/paiements/liste');
  const due = page.getByRole('row').filter({ hasText: 'À payer' });
  await expect(due).toHaveCount(1);
  await expectNoSeriousAxeViolation(page);
  await due.getByRole('button', { name: 'Payer en ligne' }).click();

  await onTreasuryPage(page, 'Abandonner');
  await backOnReturnPage(page, paymentId, /^Paiement abandonné\s:\svous pouvez réessayer\.$/);
  await page.getByRole('button', { name: 'Payer en ligne' }).click();

  await onTreasuryPage(page, 'Refuser');
  await backOnReturnPage(
    page,
    paymentId,
    /^Paiement refusé par la banque\s:\svous pouvez réessayer\.$/,
  );
  await page.getByRole('button', { name: 'Payer en ligne' }).click();

  await onTreasuryPage(page, 'Payer');
  await backOnReturnPage(page, paymentId, /^Paiement accepté\s:\sle reçu est disponible\./);
  const operations = (await (
    await page.request.get(`${PAYFIP_URL}/operations`)
  ).json()) as TreasuryOperation[];
  expect(operations.map((operation) => operation.resultrans)).toEqual(['A', 'R', 'P']);
  // Each result reached the app by the treasury's notification, which it took (204).
  await expect
    .poll(async () => (await page.request.get(`${PAYFIP_URL}/notifications`)).json())
    .toEqual(operations.map(({ idOp }) => ({ idop: idOp, status: 204 })));
  const { numauto, dattrans, heurtrans } = operations[2]!;
  await expect(
    page.getByText(new RegExp(`^Transaction de la DGFiP n°\\s${numauto}$`)),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payer en ligne' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Retour aux paiements' }).click();
  const paid = page.getByRole('row').filter({ hasText: 'Payé' });
  await expect(paid).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Payer en ligne' })).toHaveCount(0);
  await expectNoSeriousAxeViolation(page);

  await paid.getByRole('link', { name: /^Reçu \d{4}-\d{6}$/ }).click();
  await expect(page).toHaveURL(`${PAYFIP_APP_URL}/paiements/${paymentId}/ticket`);
  const date = `${dattrans.slice(0, 2)}/${dattrans.slice(2, 4)}/${dattrans.slice(4)}`;
  const time = `${heurtrans.slice(0, 2)}:${heurtrans.slice(2)}`;
  const reference = `PayFiP n°\\s${numauto} du ${date} à ${time}`;
  await expect(
    page.getByRole('row', { name: new RegExp(`^Référence de l’opération ${reference}$`) }),
  ).toBeVisible();
  await expect(
    page.getByRole('row', { name: 'Moyen de paiement Paiement en ligne (PayFiP)' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Télécharger le PDF' }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^recu-\d{4}-\d{6}\.pdf$/);
  const receipt = pdfFileText(await pdf.path());
  expect(receipt).toMatch(new RegExp(reference.replaceAll('\\s', ' ')));
  expect(receipt).toContain('Paiement en ligne (PayFiP)');
});

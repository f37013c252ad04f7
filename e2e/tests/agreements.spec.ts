import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousAxeViolation,
  nextWeekday,
  signInAs,
  signatureCode,
  toast,
} from './support.ts';

async function expectPdf(page: Page, url: string): Promise<void> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

// One journey in two steps run in order, each within the usual test time: the booking and
// the agreement of the first step are the ones the second step signs.
test.describe.configure({ mode: 'serial' });

let bookingPath = '';
let agreementId = '';

test('the association requests, the validator approves, the admin previews and issues the agreement', async ({
  page,
}) => {
  const wednesday = nextWeekday('Wednesday');

  await signInAs(page, 'asso@espaces.test');
  await page.goto('/recherche');
  await page
    .getByRole('link', { name: /^Voir l’espace Gymnase/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Demander une réservation' }).click();
  const addSlot = page.getByRole('form', { name: 'Ajouter un créneau' });
  await addSlot.getByLabel('Date').fill(wednesday);
  await addSlot.getByRole('textbox', { name: 'Heure de début' }).fill('20:00');
  await addSlot.getByRole('textbox', { name: 'Heure de fin' }).fill('21:30');
  await addSlot.getByRole('button', { name: 'Ajouter le créneau' }).click();
  await page.getByRole('textbox', { name: 'Activité prévue' }).fill('Répétition de théâtre');
  await page.getByRole('textbox', { name: 'Nombre de participants' }).fill('15');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page).toHaveURL(/\/reservation\/[0-9a-f-]{36}$/);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(/^Réservation RES-\d{4}-\d{6}$/);
  const reference = /RES-\d{4}-\d{6}/.exec(await title.innerText())![0];
  bookingPath = new URL(page.url()).pathname;

  await signInAs(page, 'validateur@espaces.test');
  await page.goto(bookingPath);
  await page.getByRole('button', { name: 'Approuver la demande' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approuver' }).click();
  // The toast comes with the server's answer: signing in again before it would abort the call.
  await expect(toast(page, 'La demande a été approuvée.')).toBeVisible();

  await signInAs(page, 'admin@espaces.test');
  await page.goto('/convention/liste-reservations');
  await expect(page.getByRole('heading', { name: 'Conventions', level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('button', { name: `Préparer la convention de ${reference}` }).click();
  await expect(page).toHaveURL(/\/convention\/[0-9a-f-]{36}\/previsualiser$/);
  agreementId = /convention\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  // A draft has no reference yet: it is numbered CONV-YYYY-NNNN when issued.
  await expect(page.getByTitle('Convention (projet) (PDF)')).toBeVisible();
  await expectPdf(page, `/api/agreements/${agreementId}/preview`);
  await page.getByRole('link', { name: 'Émettre la convention' }).click();
  await expect(page).toHaveURL(`/convention/${agreementId}/generer`);
  await page.getByRole('button', { name: 'Émettre la convention' }).click();
  await expect(page).toHaveURL('/convention/liste-reservations');
});

test('the association signs with the e-mailed code, both parties download the signed agreement', async ({
  page,
}) => {
  await signInAs(page, 'asso@espaces.test');
  await page.goto(bookingPath);
  await page.getByRole('link', { name: 'Lire et signer la convention' }).click();
  await expect(page).toHaveURL(`/convention/signer/${agreementId}`);
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('textbox', { name: 'Vos nom et prénom' }).fill('Camille Bernard');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Recevoir le code par e-mail' }).click();
  await expect(page.getByText(/Un code a été envoyé à asso@espaces\.test/)).toBeVisible();
  const code = await signatureCode(page, 'asso@espaces.test');
  await page.getByRole('textbox', { name: /Code reçu par e-mail/ }).fill(code);
  await page.getByRole('button', { name: 'Signer la convention' }).click();
  await expect(page.getByText(/^Signée par Camille Bernard le /)).toBeVisible();
  await expectPdf(page, `/api/agreements/${agreementId}/signed-document`);

  await page.goto(bookingPath);
  await expect(page.getByText('Validée').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Accès aux espaces' })).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  await signInAs(page, 'admin@espaces.test');
  await expectPdf(page, `/api/agreements/${agreementId}/signed-document`);
});

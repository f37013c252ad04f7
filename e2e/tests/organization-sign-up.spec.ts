import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolation, signInThroughForm } from './support.ts';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const PASSWORD = 'Basket-Club-2026';

function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

async function signOut(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
}

async function firstPublishedPlaceId(page: Page): Promise<string> {
  const response = await page.request.get('/api/search/places?pagination=false');
  const body = await response.json();
  return body['hydra:member'][0].id;
}

async function activationLink(page: Page, email: string): Promise<string> {
  const response = await page.request.get(`/dev/mails.json?recipient=${encodeURIComponent(email)}`);
  const { mails } = await response.json();
  const link = /https?:\/\/\S+\/organisation\/activer\/\S+/.exec(mails[0].text)?.[0];
  if (!link) throw new Error(`no activation link in ${mails[0]?.text}`);
  return new URL(link).pathname + new URL(link).search;
}

test('an association signs up, validates its e-mail, is validated by central, then opens a space', async ({
  page,
}) => {
  const email = `basket-${Date.now()}@espaces.test`;
  const organizationName = `Basket Club Confluence ${Date.now()}`;

  await page.goto('/inscription');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await field(page, 'Nom de l’organisation').fill(organizationName);
  await page.getByRole('combobox', { name: 'Forme juridique' }).click();
  await page.getByRole('option', { name: 'Association loi 1901' }).click();
  await field(page, 'Numéro SIRET').fill('73282932000074');
  await field(page, 'Adresse').fill('12 rue de la Charité');
  await field(page, 'Code postal').fill('69002');
  await field(page, 'Commune').fill('Lyon');
  await field(page, 'Téléphone').fill('01 23 45 67 89');
  await field(page, 'Prénom').fill('Inès');
  await field(page, 'Nom').fill('Benali');
  await field(page, 'Adresse e-mail').fill(email);
  await field(page, 'Mot de passe').fill(PASSWORD);
  const files = page.locator('input[type="file"]');
  await files
    .nth(0)
    .setInputFiles({ name: 'statuts.pdf', mimeType: 'application/pdf', buffer: PDF });
  await files
    .nth(1)
    .setInputFiles({ name: 'assurance.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('checkbox', { name: /conditions générales/ }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Vérifiez votre boîte mail')).toBeVisible();

  await page.goto(await activationLink(page, email));
  await expect(page.getByRole('alert').filter({ hasText: 'Email validé' })).toBeVisible();

  const placeId = await firstPublishedPlaceId(page);
  await page.goto('/connexion');
  await signInThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto(`/espace/${placeId}`);
  await expect(
    page.getByText("Merci de faire valider votre compte avant d'accéder à un espace"),
  ).toBeVisible();
  await signOut(page);

  await page.goto('/connexion');
  await signInThroughForm(page, 'central@espaces.test');
  await expect(page).toHaveURL(/\/organisations\/liste\?status=to_review$/);
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('link', { name: organizationName }).click();
  await expect(page.getByRole('heading', { level: 1, name: organizationName })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('button', { name: 'Valider' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Organisation validée' })).toBeVisible();
  await signOut(page);

  await page.goto('/connexion');
  await signInThroughForm(page, email, PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto(`/espace/${placeId}`);
  await expect(
    page.getByRole('button', { name: /Afficher le calendrier|Masquer le calendrier/ }),
  ).toBeVisible();
  await expectNoSeriousAxeViolation(page);
});

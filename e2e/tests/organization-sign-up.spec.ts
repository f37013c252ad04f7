import { expect, test, type Page } from '@playwright/test';
import { activationLink, fillSignUpForm } from './sign-up-form.ts';
import { expectNoSeriousAxeViolation, signInThroughForm } from './support.ts';

const PASSWORD = 'Basket-Club-2026';

async function signOut(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
}

async function firstPublishedPlaceId(page: Page): Promise<string> {
  const response = await page.request.get('/api/search/places?pagination=false');
  const body = await response.json();
  return body['hydra:member'][0].id;
}

test('an association signs up, validates its e-mail, is validated by central, then opens a space', async ({
  page,
}) => {
  const email = `basket-${Date.now()}@espaces.test`;
  const organizationName = `Basket Club Confluence ${Date.now()}`;

  await page.goto('/inscription');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await fillSignUpForm(page, { organizationName, email, password: PASSWORD });
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

import { expect, test } from '@playwright/test';
import { signInThroughForm } from './support.ts';

const ROLE_HOMES = [
  ['central@espaces.test', '/organisations/liste?status=to_review'],
  ['territoire@espaces.test', '/reservations/liste'],
  ['admin@espaces.test', '/reservations/liste'],
  ['validateur@espaces.test', '/reservations/liste'],
  ['superviseur@espaces.test', '/reservations/liste'],
  ['asso@espaces.test', '/'],
  ['asso-attente@espaces.test', '/'],
] as const;

for (const [email, home] of ROLE_HOMES) {
  test(`${email} signs in through the form and lands on its home`, async ({ page }) => {
    await page.goto('/connexion');
    await signInThroughForm(page, email);
    await expect(page).toHaveURL((url) => url.pathname + url.search === home);
    await expect(page.getByRole('button', { name: /^Menu d(e |’)/ })).toBeVisible();
  });
}

test('a wrong password is told in French and keeps the visitor on /connexion', async ({ page }) => {
  await page.goto('/connexion');
  await signInThroughForm(page, 'admin@espaces.test', 'pas-le-bon-mot-de-passe');
  await expect(page.getByRole('alert')).toContainText('Identifiants invalides.');
  await expect(page).toHaveURL(/\/connexion$/);
});

test('a protected page visited signed out comes back after sign-in', async ({ page }) => {
  await page.goto('/mon-compte');
  await expect(page).toHaveURL(/\/connexion$/);
  await signInThroughForm(page, 'asso@espaces.test');
  await expect(page).toHaveURL(/\/mon-compte$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
});

test('logout goes to the home page and forgets the session', async ({ page }) => {
  await page.goto('/connexion');
  await signInThroughForm(page, 'admin@espaces.test');
  await expect(page).toHaveURL(/\/reservations\/liste$/);
  await page.getByRole('button', { name: /^Menu d(e |’)/ }).click();
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/reservations/liste');
  await expect(page).toHaveURL(/\/connexion$/);
});

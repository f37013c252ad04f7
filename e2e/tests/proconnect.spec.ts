import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './support.ts';

// ProConnect sign-in of public agents (docs/security.md#proconnect) against the local provider
// e2e/fake-proconnect.mjs, which the main app server is pointed at (docs/operations.md#proconnect).

/** From /connexion to the provider's login prompt and back, as the agent `email`. */
async function signInWithProConnect(page: Page, email: string): Promise<void> {
  await page.goto('/connexion');
  await page.getByRole('link', { name: 'S’identifier avec ProConnect' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ProConnect (local)' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Adresse e-mail professionnelle' }).fill(email);
  await page.getByRole('button', { name: 'Continuer' }).click();
}

test('the sign-in page shows the ProConnect button with no serious or critical axe violation', async ({
  page,
}) => {
  await page.goto('/connexion');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'S’identifier avec ProConnect' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
});

test('an agent signs in with ProConnect and lands on the bookings list', async ({ page }) => {
  await signInWithProConnect(page, 'territoire@espaces.test');
  await expect(page).toHaveURL((url) => url.pathname + url.search === '/reservations/liste');
  await expect(page.getByRole('heading', { level: 1, name: 'Réservations' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Menu d(e |’)/ })).toBeVisible();
});

test('an agent without an account here ends on the French refusal page', async ({ page }) => {
  await signInWithProConnect(page, 'personne@espaces.test');
  await expect(page).toHaveURL((url) => url.pathname === '/connexion/proconnect-inconnu');
  await expect(page.getByRole('heading', { level: 1, name: 'Compte non ouvert' })).toBeVisible();
  const refusal = page.getByRole('alert').filter({ hasText: 'Connexion avec ProConnect refusée' });
  await expect(refusal).toContainText('Votre compte n’est pas ouvert dans');
  await expect(refusal).toContainText('l’adresse e-mail que ProConnect a transmise');
  await expect(page.getByRole('link', { name: 'Revenir à la connexion' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Menu d(e |’)/ })).toHaveCount(0);
  await expectNoSeriousAxeViolation(page);
});

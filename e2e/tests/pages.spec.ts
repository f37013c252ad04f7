import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './support.ts';

test('an unknown URL shows the 404 page with its path', async ({ page }) => {
  await page.goto('/cette/page/nexiste-pas');
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await expect(page.getByText('/cette/page/nexiste-pas')).toBeVisible();
});

for (const [name, path] of [
  ['home', '/'],
  ['sign-in', '/connexion'],
  ['404', '/cette/page/nexiste-pas'],
] as const) {
  test(`the ${name} page has no serious or critical axe violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolation(page);
  });
}

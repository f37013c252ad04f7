import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolation } from './support.ts';

/** The heading levels of the page's main area, in document order. */
function headingLevels(page: Page): Promise<number[]> {
  return page
    .locator('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
}

for (const [path, title] of [
  ['/aide', 'Aide'],
  ['/conditions-generales-d-utilisation', 'Conditions générales d’utilisation'],
  ['/donnees-personnelles', 'Données personnelles'],
  ['/credits', 'Crédits'],
  ['/licence', 'Licence'],
] as const) {
  test(`${path} reads in order and has no serious or critical axe violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const levels = await headingLevels(page);
    expect(levels[0]).toBe(1);
    levels
      .slice(1)
      .forEach((level, index) => expect(level).toBeLessThanOrEqual(levels[index]! + 1));
    await expectNoSeriousAxeViolation(page);
  });
}

test('a table of contents link brings its section into view', async ({ page }) => {
  await page.goto('/donnees-personnelles');
  const toc = page.getByRole('navigation', { name: 'Sommaire' });
  await toc.getByRole('link', { name: 'Cookies et mesure d’audience' }).click();
  await expect(page).toHaveURL(/\/donnees-personnelles#cookies$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Cookies et mesure d’audience' }),
  ).toBeInViewport();
});

test('the credits list the open-source components found at build time', async ({ page }) => {
  await page.goto('/credits');
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /^react \d+\.\d+\.\d+ MIT$/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /^fastify \d+\.\d+\.\d+ MIT$/ })).toBeVisible();
  await expect(page.getByText('contributeurs d’OpenStreetMap')).toBeVisible();
});

test('an open page learns within the hour that a new version is deployed', async ({ page }) => {
  await page.clock.install();
  await page.goto('/aide');
  await expect(page.getByRole('heading', { level: 1, name: 'Aide' })).toBeVisible();
  await page.route('/version.json', (route) =>
    route.fulfill({ json: { buildId: 'a-newer-build' } }),
  );
  await page.clock.runFor('01:00:00');
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'Une nouvelle version est disponible' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Recharger' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aide' })).toBeVisible();
});

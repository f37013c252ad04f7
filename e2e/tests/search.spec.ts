import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolation, nextWeekday } from './support.ts';

// The filters' selects, number and date inputs load after the page's first paint.
const LATE_INPUTS = /search-filter-widgets/;

test('the filters keep their place while their late inputs arrive', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(LATE_INPUTS, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/recherche');
  const results = page.getByRole('heading', { name: 'Résultats' });
  await expect(results).toBeVisible();
  await expect(page.getByText('Territoire', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Territoire')).toHaveCount(0);
  const pending = await results.boundingBox();
  release();
  await expect(page.getByLabel('Capacité minimale')).toBeVisible();
  expect(await results.boundingBox()).toEqual(pending);
});

test('a visitor narrows the search with every filter, and the address keeps them', async ({
  page,
}) => {
  const monday = nextWeekday('Monday');
  await page.goto('/recherche');
  await page.getByLabel('Territoire').click();
  const territory = page.getByRole('option').first();
  const territoryName = (await territory.textContent()) ?? '';
  await territory.click();
  await page.getByLabel('Capacité minimale').fill('20');
  await page.getByLabel('Accès pour les personnes à mobilité réduite (PMR)').check();
  await page.getByRole('textbox', { name: 'Date' }).fill(monday);
  await page.getByLabel('Heure de début').fill('18:00');
  await page.getByLabel('Heure de fin').fill('20:00');
  await page.getByRole('button', { name: 'Rechercher' }).click();

  const [day, month, year] = monday.split('/');
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.has('territory') &&
      url.searchParams.get('capacity') === '20' &&
      url.searchParams.get('reducedMobilityAccess') === 'true' &&
      url.searchParams.get('availableOn') === `${year}-${month}-${day}` &&
      url.searchParams.get('startTime') === '18:00' &&
      url.searchParams.get('endTime') === '20:00',
  );
  await page.reload();
  await expect(page.getByLabel('Territoire')).toHaveValue(territoryName);
  await expect(page.getByLabel('Capacité minimale')).toHaveValue('20');
  await expect(page.getByRole('textbox', { name: 'Date' })).toHaveValue(monday);
  await expectNoSeriousAxeViolation(page);
});

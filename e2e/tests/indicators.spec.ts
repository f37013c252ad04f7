import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolation, signInThroughForm, pickOption } from './support.ts';

/** Chooses an option of a select once its options have loaded, and checks it is kept. */
test('a facility admin reads the indicators of a month, by facility type, and downloads the heat map as CSV', async ({
  page,
}) => {
  // A long page (charts, tables) checked twice by axe: beyond the default minute on 2 busy cores.
  test.setTimeout(150_000);
  await page.goto('/connexion');
  await signInThroughForm(page, 'admin@espaces.test');
  await expect(page).toHaveURL(/\/reservations\/liste$/);

  await page.getByRole('link', { name: 'Indicateurs' }).first().click();
  await expect(page).toHaveURL(/\/espaces\/indicateurs/);
  await expect(page.getByRole('heading', { level: 1, name: 'Indicateurs' })).toBeVisible();
  await expect(page.getByText(/^Période du 01\/09\/\d{4} au 31\/08\/\d{4}\.$/)).toBeVisible();
  await expect(page.getByText('Taux d’occupation', { exact: true }).first()).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  await pickOption(page, 'Période', 'Mois');
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}/);
  await expect(
    page.getByText(/^Période du 01\/\d{2}\/\d{4} au \d{2}\/\d{2}\/\d{4}\.$/),
  ).toBeVisible();
  await pickOption(page, 'Type d’établissement', 'Lycée polyvalent');
  await expect(page).toHaveURL(/facilityType=[0-9a-f-]{36}/);

  const heatmap = page.getByRole('region', { name: 'Occupation par jour et par heure' });
  await heatmap.getByRole('button', { name: 'Afficher le tableau de données' }).click();
  const table = heatmap.getByRole('table', { name: 'Occupation par jour et par heure' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Heure',
    'Lundi',
    'Mardi',
    'Mercredi',
    'Jeudi',
    'Vendredi',
    'Samedi',
    'Dimanche',
  ]);
  await expect(table.getByRole('rowheader').first()).toHaveText(/^\d{2}:00$/);
  await expect(table.getByRole('cell').first()).toHaveText(/^(\d{1,3}(,\d)?\u00a0%|—)$/);
  await expectNoSeriousAxeViolation(page);

  const downloading = page.waitForEvent('download');
  await heatmap
    .getByRole('button', { name: 'Télécharger « Occupation par jour et par heure » en CSV' })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^indicateurs-occupation-par-jour-et-heure-\d{4}-\d{2}-01-au-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Heure;Lundi (%);Mardi (%);Mercredi (%);Jeudi (%);Vendredi (%);Samedi (%);Dimanche (%)',
  );
  // The CSV holds the rows of the screen's table, every rate a decimal comma or empty.
  expect(lines.length).toBe(await table.getByRole('row').count());
  for (const line of lines.slice(1)) expect(line).toMatch(/^\d{2}:00(;(\d{1,3}(,\d)?)?){7}$/);
});

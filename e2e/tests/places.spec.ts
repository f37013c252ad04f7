import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolation, signInThroughForm, toast, pickOption } from './support.ts';

const DAY = 24 * 3600 * 1000;

/** DD/MM/YYYY of a day `days` from now, as a French user types it. */
function frenchDay(days: number): string {
  return new Date(Date.now() + days * DAY).toLocaleDateString('fr-FR', {
    timeZone: 'Europe/Paris',
  });
}

/** Chooses an option of a select once its options have loaded, and checks it is kept. */
test('a facility admin publishes a space with weekly windows, then removes them and the space', async ({
  page,
}) => {
  const name = `Salle de répétition ${Date.now()}`;
  await page.goto('/connexion');
  await signInThroughForm(page, 'admin@espaces.test');
  await expect(page).toHaveURL(/\/reservations\/liste$/);

  await page.goto('/espaces/liste');
  await expect(page.getByRole('heading', { level: 1, name: 'Espaces' })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('link', { name: 'Créer un espace' }).click();
  await expect(page).toHaveURL(/\/espace\/creer$/);
  // The admin manages one establishment: it is chosen already.
  await expect(page.getByRole('combobox', { name: 'Établissement' })).toHaveValue(/Canuts/);
  await pickOption(page, 'Type d’espace', 'Salle polyvalente');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Tarif horaire' }).fill('12,50');
  await page.getByRole('textbox', { name: 'Forfait ménage' }).fill('5');
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('button', { name: 'Créer l’espace' }).click();
  await expect(page).toHaveURL(/\/espace\/editer\/[0-9a-f-]{36}$/);
  const editUrl = new URL(page.url()).pathname;

  await page.getByRole('checkbox', { name: 'Lundi' }).check();
  await page.getByRole('checkbox', { name: 'Jeudi' }).check();
  await page.getByRole('textbox', { name: 'Heure de début' }).fill('18:00');
  await page.getByRole('textbox', { name: 'Heure de fin' }).fill('22:00');
  await page.getByRole('textbox', { name: 'Du' }).fill(frenchDay(1));
  await page.getByRole('textbox', { name: 'Du' }).press('Tab');
  await page.getByRole('textbox', { name: 'Au' }).fill(frenchDay(31));
  await page.getByRole('textbox', { name: 'Au' }).press('Tab');
  await page.getByRole('button', { name: 'Ajouter aux modifications' }).click();
  await page.getByRole('button', { name: 'Prévisualiser' }).click();
  const preview = page.getByRole('dialog', { name: 'Prévisualisation des créneaux' });
  await expect(
    preview
      .getByRole('listitem')
      .filter({ hasText: /Ajout.*18:00.*22:00/ })
      .first(),
  ).toBeVisible();
  expect(await preview.getByRole('listitem').count()).toBeGreaterThanOrEqual(8);
  await preview.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Modification sauvegardée')).toBeVisible();

  // The next week always holds one Monday and one Thursday of the pattern.
  await page.getByRole('button', { name: 'Semaine suivante' }).click();
  const week = page.getByRole('list', { name: 'Créneaux de la semaine affichée' });
  await expect(week.getByText(/^Lundi .* de 18:00 à 22:00$/)).toBeVisible();
  await expect(week.getByText(/^Jeudi .* de 18:00 à 22:00$/)).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  await page.getByRole('button', { name: 'Supprimer tous les créneaux à venir' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer les créneaux' }).click();
  await expect(toast(page, 'Tous les créneaux ont été supprimés')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === editUrl);
  await expect(week.getByText(/18:00 à 22:00/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Supprimer l’espace' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer l’espace' }).click();
  await expect(toast(page, 'Espace supprimé')).toBeVisible();
  await expect(page).toHaveURL(/\/espaces\/liste$/);
  await expect(page.getByText(name)).toHaveCount(0);
});

test('the establishment and staff pages have no serious or critical axe violation', async ({
  page,
}) => {
  await page.goto('/connexion');
  await signInThroughForm(page, 'territoire@espaces.test');
  await expect(page).toHaveURL(/\/reservations\/liste$/);
  for (const path of [
    '/etablissements/liste',
    '/etablissement/creer',
    '/utilisateurs/liste',
    '/utilisateur/creer',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolation(page);
  }
  await page.goto('/etablissements/liste');
  await page
    .getByRole('link', { name: /Canuts/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Canuts/ })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.goto('/utilisateurs/liste');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/utilisateur\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.goto('/espace/editer/' + (await firstManagedPlaceId(page)) + '/portes');
  await expect(page.getByRole('heading', { level: 1, name: 'Portes de l’espace' })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
});

async function firstManagedPlaceId(page: Page): Promise<string> {
  const response = await page.request.get('/api/places?pagination=false');
  return (await response.json())['hydra:member'][0].id;
}

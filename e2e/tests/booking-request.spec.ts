import { expect, request, test } from '@playwright/test';
import { APP_PORT } from '../third-party-urls.ts';
import {
  DEMO_PASSWORD,
  expectNoSeriousAxeViolation,
  signInThroughForm,
  pickOption,
  weeksAfterShownWeek,
} from './support.ts';

const BASE_URL = `http://localhost:${APP_PORT}`;

/** Central validates the waiting demo organisation through the API, as its review page does. */
async function validateWaitingOrganization(): Promise<void> {
  const waiting = await request.newContext({ baseURL: BASE_URL });
  await waiting.post('/api/authentication', {
    data: { email: 'asso-attente@espaces.test', password: DEMO_PASSWORD },
  });
  const organizationId = (await (await waiting.get('/api/authentication/user')).json()).organization
    .id;
  const central = await request.newContext({ baseURL: BASE_URL });
  await central.post('/api/authentication', {
    data: { email: 'central@espaces.test', password: DEMO_PASSWORD },
  });
  const response = await central.put(`/api/organizations/${organizationId}`, {
    data: { status: 'validated' },
  });
  expect(response.status()).toBe(200);
  await Promise.all([waiting.dispose(), central.dispose()]);
}

test('an association requests a yearly booking, finds it in its list, and another sees the ranges booked', async ({
  page,
}) => {
  await page.goto('/connexion');
  await signInThroughForm(page, 'asso@espaces.test');
  await expect(page).toHaveURL((url) => url.pathname === '/');

  await page.goto('/recherche');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page
    .getByRole('link', { name: /^Voir l’espace Gymnase/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/espace\/[0-9a-f-]{36}$/);
  const placePath = new URL(page.url()).pathname;
  await expectNoSeriousAxeViolation(page);

  await page.getByRole('link', { name: 'Demander une réservation' }).click();
  await expect(page).toHaveURL(/\/reservation$/);
  await page.getByText('À l’année', { exact: true }).click();
  await pickOption(page, 'Jour de la semaine', 'Mardi');
  await page.getByRole('textbox', { name: 'Heure de début' }).fill('18:00');
  await page.getByRole('textbox', { name: 'Heure de fin' }).fill('20:00');
  const occurrences = page.getByRole('table', { name: 'Occurrences de la réservation à l’année' });
  await expect(occurrences.getByRole('row').nth(5)).toBeVisible();
  const firstTuesday = /\d{2}\/\d{2}\/\d{4}/.exec(
    await occurrences.getByRole('row').nth(1).innerText(),
  )?.[0];
  expect(firstTuesday).toBeTruthy();
  await page
    .getByRole('textbox', { name: 'Activité prévue' })
    .fill('Entraînement de basket des cadets');
  await page.getByRole('textbox', { name: 'Nombre de participants' }).fill('18');
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /Votre demande a été envoyée \(RES-\d{4}-\d{6}\)/ }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/reservation\/[0-9a-f-]{36}$/);
  // The URL changes before the booking page has drawn its title: wait for the reference.
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(/^Réservation RES-\d{4}-\d{6}$/);
  const reference = /RES-\d{4}-\d{6}/.exec(await title.innerText())?.[0];
  expect(reference).toBeTruthy();
  await expectNoSeriousAxeViolation(page);

  await page.goto('/reservations/liste');
  await expect(page.getByRole('link', { name: reference! })).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  await validateWaitingOrganization();
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/connexion');
  await signInThroughForm(page, 'asso-attente@espaces.test');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto(placePath);
  // The calendar opens on the first week holding a free range; the first Tuesday booked may be
  // in a later one.
  await expect(page.getByRole('button', { name: 'Masquer le calendrier' })).toBeVisible();
  const week = page.getByRole('list', { name: 'Plages de la semaine affichée' });
  await expect(week).toBeVisible();
  for (let weeks = await weeksAfterShownWeek(page, firstTuesday!); weeks > 0; weeks--) {
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
  }
  await expect(week.getByText(/^Réservé\u00a0: mardi .* de 18:00 à 20:00$/)).toBeVisible();
  await expect(week.getByText(reference!)).toHaveCount(0);
});

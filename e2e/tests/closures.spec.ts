import { expect, test, type Page } from '@playwright/test';
import { apiAs, ok, placeIri, requestBooking } from './api-support.ts';
import {
  expectNoSeriousAxeViolation,
  nextWeekday,
  signInAs,
  toast,
  pickOption,
} from './support.ts';

// The facility admin closes the lycée for a day of works; the association's yearly
// request shows that Monday unavailable with the reason. The closure is deleted at the end, so
// the other journeys find the demo facility open.
const CLOSED_MONDAY = nextWeekday('Monday', 22);
const REASON = 'Travaux du gymnase';

async function openCanutsClosures(page: Page) {
  await page.goto('/etablissements/liste');
  await page
    .getByRole('link', { name: /Canuts/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Canuts/ })).toBeVisible();
  const section = page.getByRole('region', { name: 'Fermetures' });
  await expect(section.getByRole('button', { name: 'Déclarer la fermeture' })).toBeVisible();
  return section;
}

// One story in three steps, run in order: the closure of the first is read by the second and
// deleted by the third.
test.describe.configure({ mode: 'serial' });

test('the facility admin declares a day of works and sees the booking it falls on', async ({
  page,
  baseURL,
}) => {
  // The demo seed holds no booking and no other journey books a Monday: asso@ asks for that one.
  const asso = await apiAs(baseURL!, 'asso@espaces.test');
  const admin = await apiAs(baseURL!, 'admin@espaces.test');
  const danceStudio = await placeIri(admin, 'Salle de danse');
  const booking = await requestBooking(asso, danceStudio, CLOSED_MONDAY, '18:00');

  await signInAs(page, 'admin@espaces.test');
  const section = await openCanutsClosures(page);
  await expect(section.getByText('Aucune fermeture déclarée à venir.')).toBeVisible();
  // Works are the kind chosen by default.
  await expect(section.getByRole('combobox', { name: 'Type de fermeture' })).toHaveValue('Travaux');
  await section.getByRole('textbox', { name: /Libellé/ }).fill(REASON);
  await section.getByRole('textbox', { name: /Premier jour fermé/ }).fill(CLOSED_MONDAY);
  await section.getByRole('textbox', { name: /Premier jour fermé/ }).press('Tab');
  await section.getByRole('textbox', { name: /Dernier jour fermé/ }).fill(CLOSED_MONDAY);
  await section.getByRole('textbox', { name: /Dernier jour fermé/ }).press('Tab');
  await section.getByRole('button', { name: 'Déclarer la fermeture' }).click();
  // Before saving, the admin sees the booking the closure does not cancel.
  const affected = section.getByRole('list', { name: 'Réservations concernées' });
  await expect(affected.getByRole('listitem')).toHaveCount(1);
  await expect(affected).toContainText(`${booking.reference} · `);
  await expect(affected).toContainText('Salle de danse');
  await expect(affected).toContainText(CLOSED_MONDAY);
  await section.getByRole('button', { name: 'Enregistrer la fermeture' }).click();
  await expect(section.getByText(/^Fermeture enregistrée/)).toBeVisible();
  await expect(section.getByRole('cell', { name: `le ${CLOSED_MONDAY}` })).toBeVisible();
  await expect(section.getByRole('cell', { name: REASON, exact: true })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await ok(asso.put(`/api/bookings/${booking.id}`, { data: { status: 'cancelled' } }));
  await Promise.all([asso.dispose(), admin.dispose()]);
});

test('the association’s yearly request shows that Monday unavailable with the reason', async ({
  page,
}) => {
  await signInAs(page, 'asso@espaces.test');
  await page.goto('/recherche');
  await page
    .getByRole('link', { name: /^Voir l’espace Gymnase des Canuts/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/espace\/[0-9a-f-]{36}$/);
  await page.getByRole('link', { name: 'Demander une réservation' }).click();
  await page.getByText('À l’année', { exact: true }).click();
  await pickOption(page, 'Jour de la semaine', 'Lundi');
  await page.getByRole('textbox', { name: 'Heure de début' }).fill('18:00');
  await page.getByRole('textbox', { name: 'Heure de fin' }).fill('20:00');
  const occurrences = page.getByRole('table', { name: 'Occurrences de la réservation à l’année' });
  const closedRow = occurrences.getByRole('row').filter({ hasText: CLOSED_MONDAY });
  await expect(closedRow).toContainText('Indisponible');
  await expect(closedRow).toContainText(REASON);
  await expectNoSeriousAxeViolation(page);
});

test('the facility admin deletes the closure after confirming', async ({ page }) => {
  await signInAs(page, 'admin@espaces.test');
  const section = await openCanutsClosures(page);
  await section
    .getByRole('button', { name: `Supprimer la fermeture ${REASON} du ${CLOSED_MONDAY}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(toast(page, 'Fermeture supprimée')).toBeVisible();
  await expect(section.getByText('Aucune fermeture déclarée à venir.')).toBeVisible();
});

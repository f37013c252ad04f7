import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolation, nextWeekday, signInAs, toast } from './support.ts';

test('an association requests, the validator counter-proposes another hour, the association accepts', async ({
  page,
}) => {
  const thursday = nextWeekday('Thursday');

  await signInAs(page, 'asso@espaces.test');
  await page.goto('/recherche');
  await page
    .getByRole('link', { name: /^Voir l’espace Gymnase/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Demander une réservation' }).click();
  await expect(page).toHaveURL(/\/reservation$/);
  const addSlot = page.getByRole('form', { name: 'Ajouter un créneau' });
  await addSlot.getByLabel('Date').fill(thursday);
  await addSlot.getByRole('textbox', { name: 'Heure de début' }).fill('18:00');
  await addSlot.getByRole('textbox', { name: 'Heure de fin' }).fill('20:00');
  await addSlot.getByRole('button', { name: 'Ajouter le créneau' }).click();
  await expect(page.getByRole('table', { name: 'Créneaux choisis' })).toContainText(thursday);
  await page.getByRole('textbox', { name: 'Activité prévue' }).fill('Tournoi de badminton');
  await page.getByRole('textbox', { name: 'Nombre de participants' }).fill('24');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page).toHaveURL(/\/reservation\/[0-9a-f-]{36}$/);
  const bookingPath = new URL(page.url()).pathname;

  await signInAs(page, 'validateur@espaces.test');
  await expect(page).toHaveURL(/\/reservations\/liste/);
  await expect(
    page.getByRole('link', { name: /^Réservations, \d+ demandes? à traiter$/ }),
  ).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.goto(bookingPath);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Réservation RES-');
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('link', { name: 'Faire une contre-proposition' }).click();
  await expect(page).toHaveURL(`${bookingPath}/contre-proposition`);
  await expect(page.getByRole('heading', { name: 'Demande initiale' })).toBeVisible();
  const start = page.getByRole('textbox', { name: `Début du créneau du ${thursday}` });
  const end = page.getByRole('textbox', { name: `Fin du créneau du ${thursday}` });
  await expect(start).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await start.fill('19:00');
  await end.fill('21:00');
  await page.getByRole('button', { name: 'Envoyer la contre-proposition' }).click();
  await expect(
    toast(page, 'Votre contre-proposition a été envoyée à l’organisation.'),
  ).toBeVisible();
  await expect(page).toHaveURL(bookingPath);

  await signInAs(page, 'asso@espaces.test');
  await page.goto(bookingPath);
  const proposal = page.getByRole('region', { name: 'Contre-proposition de l’établissement' });
  await expect(proposal).toContainText('19:00');
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('button', { name: 'Accepter la contre-proposition' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Accepter/ })
    .click();
  await expect(toast(page, 'Vous avez accepté la contre-proposition.')).toBeVisible();

  await expect(page.getByText('Approuvée').first()).toBeVisible();
  const history = page.getByRole('table', { name: 'Historique de la réservation' });
  await expect(history).toContainText('Demande envoyée');
  await expect(history).toContainText('Contre-proposition envoyée');
  await expect(history).toContainText('Contre-proposition acceptée');
  // The hours that changed read as one moved slot, old hours → new hours.
  await expect(history).toContainText(`${thursday} 18:00 – 20:00 → 19:00 – 21:00`);
  await expectNoSeriousAxeViolation(page);
});

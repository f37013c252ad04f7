import { expect, test } from '@playwright/test';
import {
  expectNoSeriousAxeViolation,
  nextWeekday,
  signInAs,
  signatureCode,
  toast,
} from './support.ts';

// The organisation cancels two evenings of its signed booking, sees the amount due
// change and « Avenant n° 1 » appear on the booking page; then the validator proposes moving
// the last evening and the organisation accepts it, which issues « Avenant n° 2 ».

test.describe.configure({ mode: 'serial' });

let bookingPath = '';
let reference = '';

test('the association asks for three Friday evenings', async ({ page }) => {
  await signInAs(page, 'asso@espaces.test');
  await page.goto('/recherche');
  await page
    .getByRole('link', { name: /^Voir l’espace Gymnase/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Demander une réservation' }).click();
  const addSlot = page.getByRole('form', { name: 'Ajouter un créneau' });
  // Under 7 days' notice once cancelled: full price; 7 to 29 days: half; 30 and more: free.
  for (const day of [
    nextWeekday('Friday', 10),
    nextWeekday('Friday', 31),
    nextWeekday('Friday', 45),
  ]) {
    await addSlot.getByLabel('Date').fill(day);
    await addSlot.getByRole('textbox', { name: 'Heure de début' }).fill('20:00');
    await addSlot.getByRole('textbox', { name: 'Heure de fin' }).fill('21:30');
    await addSlot.getByRole('button', { name: 'Ajouter le créneau' }).click();
  }
  await page.getByRole('textbox', { name: 'Activité prévue' }).fill('Chorale du vendredi');
  await page.getByRole('textbox', { name: 'Nombre de participants' }).fill('12');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page).toHaveURL(/\/reservation\/[0-9a-f-]{36}$/);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(/^Réservation RES-\d{4}-\d{6}$/);
  reference = /RES-\d{4}-\d{6}/.exec(await title.innerText())![0];
  bookingPath = new URL(page.url()).pathname;
});

test('the validator approves and the admin issues the agreement', async ({ page }) => {
  await signInAs(page, 'validateur@espaces.test');
  await page.goto(bookingPath);
  await page.getByRole('button', { name: 'Approuver la demande' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approuver' }).click();
  // The toast comes with the server's answer: signing in again before it would abort the call.
  await expect(toast(page, 'La demande a été approuvée.')).toBeVisible();

  await signInAs(page, 'admin@espaces.test');
  await page.goto('/convention/liste-reservations');
  await page.getByRole('button', { name: `Préparer la convention de ${reference}` }).click();
  await expect(page).toHaveURL(/\/convention\/[0-9a-f-]{36}\/previsualiser$/);
  await page.getByRole('link', { name: 'Émettre la convention' }).click();
  await page.getByRole('button', { name: 'Émettre la convention' }).click();
  await expect(page).toHaveURL('/convention/liste-reservations');
});

test('the association signs the agreement', async ({ page }) => {
  await signInAs(page, 'asso@espaces.test');
  await page.goto(bookingPath);
  await page.getByRole('link', { name: 'Lire et signer la convention' }).click();
  await page.getByRole('textbox', { name: 'Vos nom et prénom' }).fill('Camille Bernard');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Recevoir le code par e-mail' }).click();
  await expect(page.getByText(/Un code a été envoyé à asso@espaces\.test/)).toBeVisible();
  const code = await signatureCode(page, 'asso@espaces.test');
  await page.getByRole('textbox', { name: /Code reçu par e-mail/ }).fill(code);
  await page.getByRole('button', { name: 'Signer la convention' }).click();
  await expect(page.getByText(/^Signée par Camille Bernard le /)).toBeVisible();
});

test('the association cancels two evenings and gets « Avenant n° 1 »', async ({ page }) => {
  await signInAs(page, 'asso@espaces.test');
  await page.goto(bookingPath);
  const section = page.getByRole('region', { name: 'Annuler des créneaux' });
  await expect(section).toBeVisible();
  const amount = section.getByText(/^Montant dû|^Choisissez/);
  await expect(amount).toHaveText('Choisissez les créneaux à annuler.');
  const slots = section.getByRole('group', { name: 'Créneaux à annuler' }).getByRole('checkbox');
  await expect(slots).toHaveCount(3);
  await slots.nth(0).check();
  await expect(section.getByText(/7 à 29\s+jours avant/)).toBeVisible();
  const afterOne = await amount.innerText();
  await slots.nth(1).check();
  await expect(amount).not.toHaveText(afterOne);
  const [before, after] = (await amount.innerText())
    .replace(/^Montant dû\s*:\s*/, '')
    .split('→')
    .map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
  // Half of the first evening stays due, nothing of the second: more than a third less.
  expect(after).toBeLessThan((before! * 2) / 3);
  await expectNoSeriousAxeViolation(page);

  await section.getByRole('button', { name: 'Annuler les créneaux choisis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Annuler des créneaux' });
  await expect(dialog.getByText(/2\s+créneaux seront annulés/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler les créneaux' }).click();
  await expect(page.getByText(/Les conditions d’annulation ont été appliquées/)).toBeVisible();

  const amendments = page.getByRole('region', { name: 'Avenants' });
  await expect(amendments.getByRole('cell', { name: /^Avenant n°\s1$/ })).toBeVisible();
  const download = amendments.getByRole('link', { name: /Télécharger l’Avenant n°\s1/ });
  const pdf = await page.request.get((await download.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect(page.getByText('Montant dû (conditions d’annulation comprises)')).toBeVisible();
  await expect(section.getByRole('checkbox')).toHaveCount(2);
  await expectNoSeriousAxeViolation(page);
});

// The validator proposes moving the last evening; nothing changes until the
// association accepts it at /avenant/valider; then the booking holds the new hours and
// « Avenant n° 2 ».
test('the validator proposes moving the last evening by an amendment', async ({ page }) => {
  await signInAs(page, 'validateur@espaces.test');
  await page.goto(bookingPath);
  await page.getByRole('link', { name: 'Modifier la réservation par un avenant' }).click();
  await expect(page).toHaveURL(`${bookingPath}/avenant`);
  const change = page.getByRole('region', { name: 'Modifier la réservation' });
  const lastFriday = nextWeekday('Friday', 45);
  await change.getByRole('textbox', { name: `Début du créneau du ${lastFriday}` }).fill('18:30');
  await change.getByRole('textbox', { name: `Fin du créneau du ${lastFriday}` }).fill('20:00');
  await expect(change.getByText('Modifié')).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await change.getByRole('button', { name: 'Prévisualiser la modification' }).click();

  await expect(page).toHaveURL(`${bookingPath}/avenant/previsualiser`);
  const moved = page.getByRole('table', { name: 'Créneaux déplacés par l’avenant' });
  await expect(moved.getByRole('cell', { name: /18:30/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Avenant n°\s2$/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Motif' }).fill('Tournoi de judo à 20 h');
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('button', { name: 'Envoyer l’avenant à l’organisation' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Envoyer l’avenant' }).click();
  await expect(toast(page, 'L’avenant a été envoyé à l’organisation')).toBeVisible();
  await expect(page).toHaveURL(bookingPath);
  await expect(page.getByText('Un avenant attend la réponse de l’organisation')).toBeVisible();
});

test('the association accepts the amendment and sees the new hours and « Avenant n° 2 »', async ({
  page,
}) => {
  await signInAs(page, 'asso@espaces.test');
  await page.goto(bookingPath);
  await page.getByRole('link', { name: 'Répondre à l’avenant' }).click();
  await expect(page).toHaveURL(`${bookingPath}/avenant/valider`);
  await expect(page.getByText('Motif : Tournoi de judo à 20 h')).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('button', { name: 'Accepter l’avenant' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accepter l’avenant' }).click();
  await expect(toast(page, 'Vous avez accepté l’avenant')).toBeVisible();
  await expect(page).toHaveURL(bookingPath);

  const amendments = page.getByRole('region', { name: 'Avenants' });
  await expect(amendments.getByRole('cell', { name: /^Avenant n°\s2$/ })).toBeVisible();
  await expect(amendments.getByRole('cell', { name: /1\s+créneau modifié/ })).toBeVisible();
  const slots = page.getByRole('region', { name: 'Créneaux' });
  await expect(slots.getByText(/18:30/).first()).toBeVisible();
  await expect(page.getByText('Un avenant vous est proposé')).toHaveCount(0);
  await expectNoSeriousAxeViolation(page);
});

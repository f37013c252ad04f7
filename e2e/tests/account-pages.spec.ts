import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolation, signInThroughForm } from './support.ts';

test('the account pages of an organisation have no serious or critical axe violation', async ({
  page,
}) => {
  await page.goto('/connexion');
  await signInThroughForm(page, 'asso@espaces.test');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  for (const path of [
    '/mon-compte',
    '/mon-profil',
    '/identifiants-de-connexion',
    '/modifier-mot-de-passe',
    '/organisation/editer',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolation(page);
  }
});

test('the password pages of a signed-out visitor have no serious or critical axe violation', async ({
  page,
}) => {
  for (const path of [
    '/utilisateur/mot-de-passe/demande-changement',
    '/utilisateur/mot-de-passe/changement?token=lien-de-test',
    '/organisation/activer-nouvel-email/00000000-0000-4000-8000-000000000000?status=success',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolation(page);
  }
});

test('a password reset request answers the same whether or not the account exists', async ({
  page,
}) => {
  const answers: string[] = [];
  for (const email of ['asso@espaces.test', 'personne@espaces.test']) {
    await page.goto('/utilisateur/mot-de-passe/demande-changement');
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    // The form's own text mentions « e-mail » too: wait for the answer itself.
    await expect(page.getByRole('main').getByText('Demande enregistrée')).toBeVisible();
    answers.push(await page.getByRole('main').innerText());
  }
  expect(answers[0]).toBe(answers[1]);
});

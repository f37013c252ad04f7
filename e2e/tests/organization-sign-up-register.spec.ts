import { expect, test, type Page } from '@playwright/test';
import { activationLink, completeSignUpForm, fillSignUpForm } from './sign-up-form.ts';
import { expectNoSeriousAxeViolation, signInAs } from './support.ts';

// The sign-up's pre-fill from the company register and central's comparison with it
// (docs/organisations.md#company-register), against the fake register of fake-third-parties.mjs.

const PASSWORD = 'Foulees-Saone-2026';
/** Known to the fake register: an association of Lyon (legal form 9220). */
const ASSOCIATION_SIRET = '732 829 320 00074';
const REGISTER_NAME = 'LES FOULÉES DE LA SAÔNE';
/** Known to the fake register: an establishment closed on 30 June 2023. */
const CLOSED_SIRET = '412 345 678 00012';
/** Valid, but unknown to the fake register. */
const UNKNOWN_SIRET = '902 222 222 00017';

function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

function registerNotice(page: Page, text: RegExp) {
  return page.getByRole('status').filter({ hasText: text });
}

async function lookUp(page: Page, siret: string): Promise<void> {
  await field(page, 'Numéro SIRET').fill(siret);
  await page.getByRole('button', { name: 'Remplir depuis le répertoire des entreprises' }).click();
}

test('an association fills its sign-up from the register, and central compares its details with it', async ({
  page,
}) => {
  const email = `foulees-${Date.now()}@espaces.test`;

  await page.goto('/inscription');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await lookUp(page, ASSOCIATION_SIRET);
  await expect(
    registerNotice(
      page,
      /Informations reprises du répertoire des entreprises\s+:\s+vérifiez-les et corrigez-les au besoin\./,
    ),
  ).toContainText(/Forme juridique au répertoire\s+:\s+Association déclarée\./);
  await expect(field(page, 'Nom de l’organisation')).toHaveValue(REGISTER_NAME);
  await expect(page.getByRole('combobox', { name: 'Forme juridique' })).toHaveValue(
    'Association loi 1901',
  );
  await expect(field(page, 'Adresse')).toHaveValue('3 QUAI SAINT-VINCENT');
  await expect(field(page, 'Code postal')).toHaveValue('69001');
  await expect(field(page, 'Commune')).toHaveValue('LYON');
  await expectNoSeriousAxeViolation(page);

  // Every field stays editable: the association writes its own street.
  await field(page, 'Adresse').fill('3 quai Saint-Vincent, bâtiment B');
  await completeSignUpForm(page, { email, password: PASSWORD });
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Vérifiez votre boîte mail')).toBeVisible();
  await page.goto(await activationLink(page, email));
  await expect(page.getByRole('alert').filter({ hasText: 'Email validé' })).toBeVisible();

  await signInAs(page, 'central@espaces.test');
  await expect(page).toHaveURL(/\/organisations\/liste\?status=to_review$/);
  await page.getByRole('link', { name: REGISTER_NAME }).click();
  await expect(page.getByRole('heading', { level: 1, name: REGISTER_NAME })).toBeVisible();
  const register = page.getByRole('region', { name: 'Répertoire des entreprises' });
  const comparison = register.getByRole('table');
  await expect(comparison).toBeVisible();
  const row = (name: string) =>
    comparison.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(row('Nom')).toContainText('Identique');
  await expect(row('Forme juridique')).toContainText(/Association déclarée \(9220\).*Identique/);
  await expect(row('Adresse')).toContainText(
    /3 quai Saint-Vincent, bâtiment B\s*3 QUAI SAINT-VINCENT\s*Différent/,
  );
  await expect(row('Commune')).toContainText('Identique');
  await expect(comparison).toContainText(/1\s+différence avec le répertoire\./);
  await expectNoSeriousAxeViolation(page);
});

test('a closed establishment is filled in with a warning', async ({ page }) => {
  await page.goto('/inscription');
  await lookUp(page, CLOSED_SIRET);
  await expect(registerNotice(page, /Établissement fermé le 30\/06\/2023/)).toBeVisible();
  await expect(field(page, 'Nom de l’organisation')).toHaveValue('CLUB NAUTIQUE DU RHÔNE');
  await expect(field(page, 'Commune')).toHaveValue('VILLEURBANNE');
});

test('a number the register does not know leaves the form to be typed by hand', async ({
  page,
}) => {
  const email = `inconnue-${Date.now()}@espaces.test`;

  await page.goto('/inscription');
  await lookUp(page, UNKNOWN_SIRET);
  await expect(
    registerNotice(
      page,
      /Ce numéro est introuvable dans le répertoire des entreprises\s+:\s+vérifiez-le, ou saisissez les informations à la main\./,
    ),
  ).toBeVisible();
  await expect(field(page, 'Nom de l’organisation')).toHaveValue('');
  await expect(field(page, 'Adresse')).toHaveValue('');

  await fillSignUpForm(page, {
    organizationName: `Club des Berges ${Date.now()}`,
    email,
    password: PASSWORD,
    siret: UNKNOWN_SIRET,
  });
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Vérifiez votre boîte mail')).toBeVisible();
});

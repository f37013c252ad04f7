import type { Page } from '@playwright/test';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

/** Fills /inscription for a new association, its documents and the consent (not sent). */
export async function fillSignUpForm(
  page: Page,
  details: { organizationName: string; email: string; password: string },
): Promise<void> {
  await field(page, 'Nom de l’organisation').fill(details.organizationName);
  await page.getByRole('combobox', { name: 'Forme juridique' }).click();
  await page.getByRole('option', { name: 'Association loi 1901' }).click();
  await field(page, 'Numéro SIRET').fill('73282932000074');
  await field(page, 'Adresse').fill('12 rue de la Charité');
  await field(page, 'Code postal').fill('69002');
  await field(page, 'Commune').fill('Lyon');
  await field(page, 'Téléphone').fill('01 23 45 67 89');
  await field(page, 'Prénom').fill('Inès');
  await field(page, 'Nom').fill('Benali');
  await field(page, 'Adresse e-mail').fill(details.email);
  await field(page, 'Mot de passe').fill(details.password);
  const files = page.locator('input[type="file"]');
  await files
    .nth(0)
    .setInputFiles({ name: 'statuts.pdf', mimeType: 'application/pdf', buffer: PDF });
  await files
    .nth(1)
    .setInputFiles({ name: 'assurance.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('checkbox', { name: /conditions générales/ }).check();
}

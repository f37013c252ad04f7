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
  details: { organizationName: string; email: string; password: string; siret?: string },
): Promise<void> {
  await field(page, 'Nom de l’organisation').fill(details.organizationName);
  await page.getByRole('combobox', { name: 'Forme juridique' }).click();
  await page.getByRole('option', { name: 'Association loi 1901' }).click();
  await field(page, 'Numéro SIRET').fill(details.siret ?? '73282932000074');
  await field(page, 'Adresse').fill('12 rue de la Charité');
  await field(page, 'Code postal').fill('69002');
  await field(page, 'Commune').fill('Lyon');
  await completeSignUpForm(page, details);
}

/**
 * The rest of /inscription once the organisation's name, legal form, identifier and address are
 * in (typed, or filled from the company register): its phone, the representative, the documents
 * and the consent (not sent).
 */
export async function completeSignUpForm(
  page: Page,
  details: { email: string; password: string },
): Promise<void> {
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

/** The activation link mailed to `email` after its sign-up, as a path, read from the outbox. */
export async function activationLink(page: Page, email: string): Promise<string> {
  const response = await page.request.get(`/dev/mails.json?recipient=${encodeURIComponent(email)}`);
  const { mails } = await response.json();
  const link = /https?:\/\/\S+\/organisation\/activer\/\S+/.exec(mails[0].text)?.[0];
  if (!link) throw new Error(`no activation link in ${mails[0]?.text}`);
  return new URL(link).pathname + new URL(link).search;
}

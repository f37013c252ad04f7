import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Espaces-Demo-2026';

/** Signs in through the real form, as a user would. */
export async function signInThroughForm(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** RGAA: no serious or critical axe violation on the page as it stands. */
export async function expectNoSeriousAxeViolation(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious).toEqual([]);
}

const DAY = 24 * 3600 * 1000;

/** The first given weekday at least `daysAhead` days ahead, as typed and shown (DD/MM/YYYY, Paris). */
export function nextWeekday(englishName: string, daysAhead = 3): string {
  for (let offset = daysAhead; ; offset++) {
    const day = new Date(Date.now() + offset * DAY);
    const weekDay = day.toLocaleDateString('en-GB', { timeZone: 'Europe/Paris', weekday: 'long' });
    if (weekDay === englishName)
      return day.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
  }
}

/** Monday (YYYY-MM-DD) of the week a FullCalendar week grid shows, read from its day headers. */
export async function shownWeekMonday(page: Page): Promise<string> {
  const monday = await page
    .locator('.fc-col-header-cell[data-date]')
    .first()
    .getAttribute('data-date');
  if (!monday) throw new Error('no week calendar shown');
  return monday;
}

/** How many weeks after the one a calendar shows a date shown as DD/MM/YYYY falls. */
export async function weeksAfterShownWeek(page: Page, shownDate: string): Promise<number> {
  const [day, month, year] = shownDate.split('/').map(Number) as [number, number, number];
  const date = Date.UTC(year, month - 1, day);
  const monday = date - ((new Date(date).getUTCDay() + 6) % 7) * DAY;
  return Math.round((monday - Date.parse(`${await shownWeekMonday(page)}T00:00:00Z`)) / (7 * DAY));
}

/** A fresh session as `email`, through the sign-in form. */
export async function signInAs(page: Page, email: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/connexion');
  await page.evaluate(() => window.localStorage.clear());
  await signInThroughForm(page, email);
  await expect(page).not.toHaveURL(/\/connexion/);
}

export function toast(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}

/** The last signature code e-mailed to `email`, read from the outbox (outside production). */
export async function signatureCode(page: Page, email: string): Promise<string> {
  const response = await page.request.get(`/dev/mails.json?recipient=${encodeURIComponent(email)}`);
  const { mails } = (await response.json()) as { mails: { subject: string; text: string }[] };
  const code = mails
    .filter((mail) => mail.subject.startsWith('Code de signature'))
    .map((mail) => /code de signature est (\d{6})/.exec(mail.text)?.[1])
    .find((found) => found !== undefined);
  if (!code) throw new Error(`no signature code mailed to ${email}`);
  return code;
}

/**
 * Chooses `option` in a Mantine select, as a mouse user does; nothing when it is already chosen,
 * since clicking the chosen option again empties a select that allows deselection.
 */
export async function pickOption(
  page: Page,
  combobox: string,
  option: string | RegExp,
): Promise<void> {
  const select = page.getByRole('combobox', { name: combobox });
  const exact = typeof option === 'string';
  const current = await select.inputValue();
  if (exact ? current === option : option.test(current)) return;
  await select.click();
  await page.getByRole('option', { name: option, exact }).first().click();
  await expect(select).toHaveValue(option);
}

/** The text pdftotext reads from a PDF file (a download's), spaces made plain. */
export function pdfFileText(file: string): string {
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], {
    encoding: 'utf8',
  });
  return text.replace(/[\s\u00a0\u202f]+/g, ' ');
}

/** The text pdftotext reads from a PDF the page links to, spaces made plain. */
export async function pdfText(page: Page, href: string): Promise<string> {
  const response = await page.request.get(href);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-pdf-')), 'document.pdf');
  writeFileSync(file, await response.body());
  return pdfFileText(file);
}

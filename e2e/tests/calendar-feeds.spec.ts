import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolation, signInAs } from './support.ts';

// An organisation makes the secret address of its calendar on /mon-compte, a
// calendar application reads it without a session, and once revoked it answers 404.

test('an organisation subscribes its calendar, reads the feed without a session, then revokes it', async ({
  page,
  request,
}) => {
  await signInAs(page, 'asso@espaces.test');
  await page.goto('/mon-compte');
  const agenda = page.getByRole('region', { name: 'Agenda' });
  await expect(agenda.getByText('Aucun agenda abonné pour l’instant.')).toBeVisible();

  await agenda.getByRole('button', { name: 'Créer l’adresse de mon agenda' }).click();
  const address = agenda.getByRole('textbox', { name: 'Adresse de l’agenda' });
  await expect(address).toHaveValue(/\/api\/calendars\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(agenda.getByRole('cell', { name: /^Réservations de / })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  const url = await address.inputValue();

  // `request` holds none of the page's cookies: the address alone opens the feed.
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain('X-WR-TIMEZONE:Europe/Paris');

  await agenda.getByRole('button', { name: /^Révoquer l’adresse/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Révoquer' }).click();
  await expect(agenda.getByText('Aucun agenda abonné pour l’instant.')).toBeVisible();
  expect((await request.get(url)).status()).toBe(404);
});

import { expect, test } from '@playwright/test';
import {
  apiAs,
  issueWaitingAgreements,
  ok,
  parisInstant,
  placeIri,
  requestBooking,
} from './api-support.ts';
import {
  expectNoSeriousAxeViolation,
  nextWeekday,
  shownWeekMonday,
  signatureCode,
  signInAs,
  toast,
} from './support.ts';

const DAY = 24 * 3600 * 1000;
const parisDay = (instant: number) =>
  new Date(instant).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
const isoDay = (shown: string) => shown.split('/').reverse().join('-');

/**
 * The last Sunday at 20:00 (Paris) before now: the demo windows of its week (weekday evenings,
 * Saturday daytime) are all past by then. The browser's clock is set there; the server's stays.
 */
function lastSundayEvening(): { at: Date; nextMonday: string } {
  for (let offset = 0; ; offset++) {
    const shown = parisDay(Date.now() - offset * DAY);
    const at = new Date(parisInstant(shown, '20:00'));
    const weekDay = at.toLocaleDateString('en-GB', { timeZone: 'Europe/Paris', weekday: 'long' });
    if (weekDay === 'Sunday' && at.getTime() < Date.now()) {
      return { at, nextMonday: isoDay(parisDay(at.getTime() + DAY)) };
    }
  }
}

test('on a Sunday evening the calendars open on the next week, the past drawn as past', async ({
  page,
}) => {
  const sunday = lastSundayEvening();
  await page.clock.setFixedTime(sunday.at);
  await signInAs(page, 'asso@espaces.test');
  await page.goto('/recherche');
  await page
    .getByRole('link', { name: /^Voir l’espace Gymnase/ })
    .first()
    .click();

  const week = page.getByRole('list', { name: 'Plages de la semaine affichée' });
  await expect(week.getByText(/^Disponible\u00a0: lundi /).first()).toBeVisible();
  expect(await shownWeekMonday(page)).toBe(sunday.nextMonday);
  await expect(week.getByText(/^Passé/)).toHaveCount(0);
  // Evenings 18:00–22:00 and Saturday 09:00–18:00: the grid runs 08:00–23:00, not all day.
  const hours = page.locator('.fc-timegrid-slot-label-cushion');
  await expect(hours.first()).toHaveText('08:00');
  await expect(hours.last()).toHaveText('22:00');
  await expectNoSeriousAxeViolation(page);

  // The week before, every window is past, said in words.
  await page.getByRole('button', { name: 'Semaine précédente' }).click();
  await expect(week.getByText(/^Passé\u00a0: lundi /)).toBeVisible();
  await expect(week.getByText(/^Disponible/)).toHaveCount(0);

  await page.getByRole('link', { name: 'Demander une réservation' }).click();
  const free = page.getByRole('list', { name: 'Plages disponibles de la semaine affichée' });
  await expect(free.getByText(/^Disponible\u00a0: lundi /).first()).toBeVisible();
  expect(await shownWeekMonday(page)).toBe(sunday.nextMonday);
  // By keyboard: the week's buttons are reached and pressed like any other.
  await page.getByRole('button', { name: 'Semaine précédente' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Aucune plage disponible cette semaine.')).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Semaine suivante' }).focus();
  await page.keyboard.press('Enter');
  await expect(free.getByText(/^Disponible\u00a0: lundi /).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('after signing, the page says what comes next and the wrong-code toast is gone', async ({
  page,
  baseURL,
}) => {
  // Its agreement holds its one Saturday only (one date for « Période »).
  await issueWaitingAgreements(baseURL!);
  const admin = await apiAs(baseURL!, 'admin@espaces.test');
  const validator = await apiAs(baseURL!, 'validateur@espaces.test');
  const asso = await apiAs(baseURL!, 'asso@espaces.test');
  const booking = await requestBooking(
    asso,
    await placeIri(admin),
    // Saturday daytime: no other journey books it.
    nextWeekday('Saturday', 5),
    '14:00',
  );
  await ok(validator.put(`/api/bookings/${booking.id}`, { data: { status: 'approved' } }));
  const agreement = await ok<{ id: string }>(
    admin.post('/api/agreements', { data: { booking: `/api/bookings/${booking.id}` } }),
  );
  await ok(admin.post(`/api/agreements/${agreement.id}/generate`, { data: {} }));
  for (const context of [admin, validator, asso]) await context.dispose();

  await signInAs(page, 'asso@espaces.test');
  await page.goto(`/convention/signer/${agreement.id}`);
  const terms = page.getByRole('table', { name: 'Ce que vous signez' });
  await expect(terms.getByRole('link', { name: `Réservation ${booking.reference}` })).toBeVisible();
  await expect(terms).toContainText(/Montant total\s*\d+,\d{2}\s€/);
  await expect(terms).toContainText(/PériodeLe \d{2}\/\d{2}\/\d{4}/);
  await expect(page.getByRole('link', { name: 'Télécharger le PDF' })).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  await page.getByRole('textbox', { name: 'Vos nom et prénom' }).fill('Camille Bernard');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Recevoir le code par e-mail' }).click();
  await expect(page.getByText(/Un code a été envoyé à asso@espaces\.test/)).toBeVisible();
  const code = await signatureCode(page, 'asso@espaces.test');
  const wrong = code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
  const codeField = page.getByRole('textbox', { name: /Code reçu par e-mail/ });
  await codeField.fill(wrong);
  await page.getByRole('button', { name: 'Signer la convention' }).click();
  const wrongCode = toast(page, 'Ce code n’est pas le bon');
  await expect(wrongCode).toBeVisible();
  // Its « Fermer » reads whole: the button is as wide as its text.
  const close = wrongCode.getByRole('button', { name: 'Fermer', exact: true });
  expect(await close.evaluate((button) => button.scrollWidth <= button.clientWidth)).toBe(true);

  await codeField.fill(code);
  await page.getByRole('button', { name: 'Signer la convention' }).click();
  await expect(page.getByText(/^Signée par Camille Bernard le /)).toBeVisible();
  await expect(wrongCode).toHaveCount(0);
  const next = page.getByRole('region', { name: 'Et maintenant' });
  await expect(next.getByRole('link', { name: `Réservation ${booking.reference}` })).toBeVisible();
  await expect(next.getByRole('link', { name: 'Échéancier des paiements' })).toHaveAttribute(
    'href',
    '/paiements/liste',
  );
  await expectNoSeriousAxeViolation(page);
});

test('a counter-proposal moving a slot reads as one moved line, with the totals by « Accepter »', async ({
  page,
  baseURL,
}) => {
  const admin = await apiAs(baseURL!, 'admin@espaces.test');
  const validator = await apiAs(baseURL!, 'validateur@espaces.test');
  const asso = await apiAs(baseURL!, 'asso@espaces.test');
  // Saturday mornings: no other journey books them.
  const [first, second] = [nextWeekday('Saturday', 5), nextWeekday('Saturday', 12)];
  const slot = (day: string, from: string, to: string) => ({
    startDate: parisInstant(day, from),
    endDate: parisInstant(day, to),
  });
  const booking = await ok<{ id: string; reference: string }>(
    asso.post('/api/bookings', {
      data: {
        place: await placeIri(admin),
        bookingSlots: [slot(first, '10:00', '11:00'), slot(second, '10:00', '11:00')],
        activity: 'Chorale',
        expectedAttendance: 12,
      },
    }),
  );
  // The validator keeps the first Saturday an hour later and drops the second.
  await ok(
    validator.put(`/api/bookings/${booking.id}`, {
      data: {
        status: 'pending',
        bookingSlots: [slot(first, '11:00', '12:00')],
        proposedRentPrice: null,
        proposedCleaningPrice: null,
      },
    }),
  );
  for (const context of [admin, validator, asso]) await context.dispose();

  await signInAs(page, 'asso@espaces.test');
  await page.goto(`/reservation/${booking.id}`);
  const answer = page.getByRole('region', { name: 'Contre-proposition de l’établissement' });
  await expect(
    answer.getByText(`Créneaux déplacés\u00a0: ${first} 10:00 – 11:00 → 11:00 – 12:00`),
  ).toBeVisible();
  await expect(answer.getByText(`Créneaux retirés\u00a0: ${second} 10:00 – 11:00`)).toBeVisible();
  await expect(answer.getByText(/^Créneaux ajoutés/)).toHaveCount(0);
  const proposed = answer.getByRole('table', { name: 'Créneaux de la proposition actuelle' });
  await expect(proposed.getByRole('row').filter({ hasText: first })).toContainText(
    '10:00 – 11:00 → 11:00 – 12:00Déplacé',
  );
  const totals = answer.getByRole('table', { name: 'Montants' });
  await expect(totals).toContainText(/Montant de votre demande\s*[\d\s]+,\d{2}\s€/);
  await expect(totals).toContainText(/Montant proposé\s*[\d\s]+,\d{2}\s€/);
  await expect(
    answer.getByRole('button', { name: 'Accepter la contre-proposition' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolation(page);
});

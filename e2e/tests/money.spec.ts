import { expect, test } from '@playwright/test';
import {
  apiAs,
  approveIssueAndSign,
  issueWaitingAgreements,
  ok,
  parisInstant,
  placeIri,
} from './api-support.ts';
import {
  expectNoSeriousAxeViolation,
  nextWeekday,
  pdfText,
  pickOption,
  signInAs,
  toast,
} from './support.ts';

// An amount once issued never moves, and every page says the same: the association cancels a
// Tuesday evening inside the half-price window (32,50 € stay due of 65,00 €), the validator
// proposes a lower hourly rate, the association accepts; the booking page, « Conventions »,
// « Paiements », the amendment's PDF and the receipt then show the same reconciled amounts.
// The booking is requested, approved, issued and signed through the API (other journeys walk
// those pages); the money is walked as users would.

// Each step renders PDFs or runs axe on long pages: three minutes on a busy 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const TUESDAYS = [
  nextWeekday('Tuesday', 10),
  nextWeekday('Tuesday', 31),
  nextWeekday('Tuesday', 45),
];
let bookingPath = '';
let reference = '';

test('the association holds three Tuesday evenings under a signed agreement', async ({
  baseURL,
}) => {
  await issueWaitingAgreements(baseURL!);
  const admin = await apiAs(baseURL!, 'admin@espaces.test');
  const asso = await apiAs(baseURL!, 'asso@espaces.test');
  const organization = await ok<{ organization: { '@id': string } }>(
    asso.get('/api/authentication/user'),
  );
  await ok(
    asso.patch(`${organization.organization['@id']}/payment-type`, {
      data: { paymentType: 'other' },
      headers: { 'content-type': 'application/merge-patch+json' },
    }),
  );
  // 2 h × 25,00 € + 15,00 € = 65,00 € an evening at the Gymnase des Canuts, after the yearly
  // Tuesdays 18:00–20:00 the booking journey requests there.
  const booking = await ok<{ id: string; reference: string }>(
    asso.post('/api/bookings', {
      data: {
        place: await placeIri(admin, 'Gymnase des Canuts'),
        bookingSlots: TUESDAYS.map((day) => ({
          startDate: parisInstant(day, '20:00'),
          endDate: parisInstant(day, '22:00'),
        })),
        activity: 'Atelier de danse',
        expectedAttendance: 15,
      },
    }),
  );
  for (const context of [admin, asso]) await context.dispose();
  await approveIssueAndSign(baseURL!, booking.id);
  bookingPath = `/reservation/${booking.id}`;
  reference = booking.reference;
});

test('the association cancels the first evening: 32,50 € of its 65,00 € stay due', async ({
  page,
}) => {
  await signInAs(page, 'asso@espaces.test');
  await page.goto(bookingPath);
  const section = page.getByRole('region', { name: 'Annuler des créneaux' });
  const slots = section.getByRole('group', { name: 'Créneaux à annuler' }).getByRole('checkbox');
  await slots.nth(0).check();
  await expect(section.getByText(/7 à 29\s+jours avant.*\(32,50\s€\)/)).toBeVisible();
  await expect(section.getByText(/^Montant dû/)).toHaveText(/195,00\s€ → 162,50\s€/);
  await section.getByRole('button', { name: 'Annuler les créneaux choisis' }).click();
  await page
    .getByRole('dialog', { name: 'Annuler des créneaux' })
    .getByRole('button', { name: 'Annuler les créneaux' })
    .click();
  await expect(page.getByText(/Les conditions d’annulation ont été appliquées/)).toBeVisible();
  const history = page.getByRole('table', { name: 'Historique de la réservation' });
  await expect(history.getByText('1 créneau annulé (avenant n° 1)')).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: 'Créneaux annulés' })).not.toContainText(
    'Validée',
  );
  const amounts = page.getByRole('table', { name: 'Montants de la convention' });
  await expect(amounts.getByRole('row', { name: /Montant actuel/ })).toContainText('162,50');
  await expectNoSeriousAxeViolation(page);
});

test('the validator proposes 20,00 € an hour; the live total and the preview agree', async ({
  page,
}) => {
  await signInAs(page, 'validateur@espaces.test');
  await page.goto(`${bookingPath}/avenant`);
  const change = page.getByRole('region', { name: 'Modifier la réservation' });
  const rent = change.getByRole('textbox', { name: 'Tarif horaire proposé' });
  await rent.fill('20,00');
  // The two evenings to come at 55,00 € each; the 32,50 € fee stays.
  await expect(change.getByText(/^Montant dû/)).toHaveText(/162,50\s€ → 142,50\s€/);
  await expectNoSeriousAxeViolation(page);
  await change.getByRole('button', { name: 'Prévisualiser la modification' }).click();
  await expect(page).toHaveURL(`${bookingPath}/avenant/previsualiser`);
  const repriced = page.getByRole('table', { name: 'Créneaux réévalués par l’avenant' });
  await expect(repriced.getByRole('row')).toHaveCount(3);
  await expect(repriced.getByRole('row').nth(1)).toContainText(/65,00\s€\s*55,00\s€/);
  await expect(page.getByRole('heading', { name: 'Créneaux annulés' })).toHaveCount(0);
  const totals = page.getByRole('table', { name: 'Montants de l’avenant' });
  await expect(totals).toContainText(/162,50\s€.*−20,00\s€.*142,50\s€/);
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('button', { name: 'Envoyer l’avenant à l’organisation' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Envoyer l’avenant' }).click();
  await expect(toast(page, 'L’avenant a été envoyé à l’organisation')).toBeVisible();
});

test('the association accepts; the booking page shows the ledger and « Avenant n° 2 »', async ({
  page,
}) => {
  await signInAs(page, 'asso@espaces.test');
  await page.goto(`${bookingPath}/avenant/valider`);
  await expect(page.getByRole('table', { name: 'Montants de l’avenant' })).toContainText(
    /162,50\s€.*−20,00\s€.*142,50\s€/,
  );
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('button', { name: 'Accepter l’avenant' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accepter l’avenant' }).click();
  await expect(toast(page, 'Vous avez accepté l’avenant')).toBeVisible();
  await expect(page).toHaveURL(bookingPath);
  const amounts = page.getByRole('table', { name: 'Montants de la convention' });
  await expect(amounts.getByRole('row')).toHaveText([
    /^Montant signé\s*195,00\s€$/,
    /^Avenant n°\s1 du .*\(RES-.*\)\s*−32,50\s€$/,
    /^Avenant n°\s2 du .*\(RES-.*\)\s*−20,00\s€$/,
    /^Montant actuel\s*142,50\s€$/,
  ]);
  await expect(
    page.getByRole('table', { name: 'Paiements de la convention' }).getByRole('row').last(),
  ).toHaveText(/^Total des paiements\s*142,50\s€$/);
  const summary = page.getByRole('table', { name: 'Détails de la réservation' });
  await expect(summary.getByRole('row', { name: /Montant dû/ })).toContainText('142,50');
  await expect(
    page
      .getByRole('table', { name: 'Historique de la réservation' })
      .getByText('2 créneaux réévalués (avenant n° 2)'),
  ).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  const download = page
    .getByRole('region', { name: 'Avenants' })
    .getByRole('link', { name: /Télécharger l’Avenant n°\s2/ });
  const text = await pdfText(page, (await download.getAttribute('href'))!);
  expect(text).toContain('Créneaux dont le prix change');
  expect(text).toMatch(/65,00 € 55,00 €.*65,00 € 55,00 €/);
  expect(text).toContain('avant l’avenant 162,50 € Variation due aux lignes ci-dessus −20,00 €');
  expect(text).toContain('après l’avenant 142,50 €');
  expect(text).toContain('Acceptation par l’organisation');
  expect(text).toContain('Adresse e-mail du compte : asso@espaces.test');
});

test('« Conventions » shows the current amount and reaches both amendments', async ({ page }) => {
  await signInAs(page, 'asso@espaces.test');
  await page.goto('/convention/liste-reservations');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: new RegExp(`${reference}, PDF`) }) })
    .first();
  await expect(row).toContainText(/142,50\s€/);
  await expect(row).toContainText(/signée\s:\s195,00\s€/);
  await expect(row.getByRole('link', { name: /Avenant n°\s1/ })).toBeVisible();
  await expect(row.getByRole('link', { name: /Avenant n°\s2/ })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
});

test('« Paiements » lists the next instalment first; they add up; its receipt says the same', async ({
  page,
}) => {
  await signInAs(page, 'admin@espaces.test');
  await page.goto('/paiements/liste');
  await pickOption(page, 'Statut', 'À venir');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /À venir/ })
      .first(),
  ).toBeVisible();
  const dueDates = await page
    .getByRole('row')
    .filter({ hasText: /À venir/ })
    .evaluateAll((found) =>
      found.map((row) => {
        const [dd, mm, yyyy] = (row.textContent ?? '').match(/\d{2}\/\d{2}\/\d{4}/)![0].split('/');
        return `${yyyy}-${mm}-${dd}`;
      }),
    );
  expect(dueDates).toEqual([...dueDates].sort());
  await expectNoSeriousAxeViolation(page);

  // This agreement's instalments: December's fee, January's two evenings at the new rate.
  const agreementId = await page.evaluate(async (bookingId) => {
    const response = await fetch(`/api/agreements?bookings.id=${bookingId}`, {
      credentials: 'include',
    });
    return ((await response.json()) as { 'hydra:member': { id: string }[] })['hydra:member'][0]!.id;
  }, bookingPath.split('/').pop());
  const amounts = await page.evaluate(async (id) => {
    const response = await fetch(`/api/payments?agreement.id=${id}`, { credentials: 'include' });
    const body = (await response.json()) as {
      'hydra:member': { amount: number; status: string; agreement: { reference: string } }[];
    };
    return body['hydra:member'].filter((payment) => payment.status !== 'cancelled');
  }, agreementId);
  const cents = amounts.reduce((sum, payment) => sum + Math.round(payment.amount * 100), 0);
  expect(cents).toBe(14250);

  await pickOption(page, 'Statut', 'À venir');
  const first = page
    .getByRole('row')
    .filter({ hasText: amounts[0]!.agreement.reference })
    .filter({ hasText: '32,50' })
    .first();
  await first.getByRole('button', { name: 'Enregistrer le paiement' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Référence du paiement/ }).fill('VIR-DANSE-12');
  await dialog.getByRole('button', { name: 'Enregistrer comme payé' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(bookingPath);
  const ledger = page.getByRole('table', { name: 'Paiements de la convention' });
  await expect(ledger.getByRole('row', { name: /^Payé/ })).toContainText('32,50');
  await expect(ledger.getByRole('row').last()).toHaveText(/^Total des paiements\s*142,50\s€$/);

  await page.goto('/paiements/liste');
  await pickOption(page, 'Statut', 'Payé');
  await page
    .getByRole('row')
    .filter({ hasText: amounts[0]!.agreement.reference })
    .getByRole('link', { name: /^Reçu/ })
    .click();
  await expect(page).toHaveURL(/\/paiements\/[0-9a-f-]{36}\/ticket$/);
  // The receipt loads after the address changes: a retrying assertion waits for it.
  await expect(page.locator('main')).toContainText(/32,50\s€/);
  await expectNoSeriousAxeViolation(page);
});

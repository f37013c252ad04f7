import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectNoSeriousAxeViolation, signInThroughForm } from './support.ts';

// Issue 13: the organisation pays by card. Its signed agreement is prepared through the API
// (the agreements journey walks those pages); the payment pages are walked as a user would.

const DAY = 24 * 3600 * 1000;

async function apiAs(baseURL: string, email: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const signedIn = await context.post('/api/authentication', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  return context;
}

async function ok<T>(response: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const answered = await response;
  expect(answered.status(), await answered.text()).toBeLessThan(300);
  return (await answered.json()) as T;
}

/** The Paris date of the first Friday at least `ahead` days from now, YYYY-MM-DD. */
function fridayAhead(ahead: number): string {
  for (let offset = ahead; ; offset++) {
    const day = new Date(Date.now() + offset * DAY);
    const weekDay = day.toLocaleDateString('en-GB', { timeZone: 'Europe/Paris', weekday: 'long' });
    if (weekDay === 'Friday') {
      const [dd, mm, yyyy] = day
        .toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' })
        .split('/');
      return `${yyyy}-${mm}-${dd}`;
    }
  }
}

/** The instant Paris clocks show `time` on `date` (the offset of that day, summer or winter). */
function parisInstant(date: string, time: string): Date {
  const noon = new Date(`${date}T12:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    timeZoneName: 'longOffset',
  })
    .formatToParts(noon)
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('GMT', '');
  return new Date(`${date}T${time}:00${offset || '+00:00'}`);
}

/** asso@'s booking on a Friday evening, approved, issued and signed: its payments scheduled. */
async function signedAgreement(baseURL: string, ahead: number, hour: string): Promise<string> {
  const admin = await apiAs(baseURL, 'admin@espaces.test');
  const validator = await apiAs(baseURL, 'validateur@espaces.test');
  const asso = await apiAs(baseURL, 'asso@espaces.test');
  const places = await ok<{ 'hydra:member': { '@id': string }[] }>(
    admin.get('/api/places', { params: { published: 'true' } }),
  );
  const friday = fridayAhead(ahead);
  const booking = await ok<{ id: string }>(
    asso.post('/api/bookings', {
      data: {
        place: places['hydra:member'][0]!['@id'],
        bookingSlots: [
          {
            startDate: parisInstant(friday, hour).toISOString(),
            endDate: new Date(parisInstant(friday, hour).getTime() + 3600_000).toISOString(),
          },
        ],
        activity: 'Entraînement de volley',
        expectedAttendance: 12,
      },
    }),
  );
  await ok(validator.put(`/api/bookings/${booking.id}`, { data: { status: 'approved' } }));
  const agreement = await ok<{ id: string }>(
    admin.post('/api/agreements', { data: { booking: `/api/bookings/${booking.id}` } }),
  );
  await ok(admin.post(`/api/agreements/${agreement.id}/generate`, { data: {} }));
  await ok(asso.post(`/api/agreements/${agreement.id}/signature-code`, { data: {} }));
  const { mails } = await ok<{ mails: { subject: string; text: string }[] }>(
    asso.get('/dev/mails.json', { params: { recipient: 'asso@espaces.test' } }),
  );
  const code = mails
    .filter((mail) => mail.subject.startsWith('Code de signature'))
    .map((mail) => /code de signature est (\d{6})/.exec(mail.text)?.[1])
    .find((found) => found !== undefined);
  await ok(
    asso.post(`/api/agreements/${agreement.id}/signature`, {
      data: { fullName: 'Camille Bernard', consent: true, code },
    }),
  );
  for (const context of [admin, validator, asso]) await context.dispose();
  return agreement.id;
}

async function signInAs(page: Page, email: string): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/connexion');
  await page.evaluate(() => window.localStorage.clear());
  await signInThroughForm(page, email);
  await expect(page).not.toHaveURL(/\/connexion/);
}

async function typeCard(page: Page, number: string): Promise<void> {
  await expect(page.getByText('Page de test du prestataire de paiement « sandbox »')).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('textbox', { name: 'Numéro de carte' }).fill(number);
  await page.getByRole('textbox', { name: 'Nom du titulaire' }).fill('Camille Bernard');
  await page.getByRole('textbox', { name: 'Mois' }).fill('12');
  await page.getByRole('textbox', { name: 'Année' }).fill('2030');
  await page.getByLabel('Cryptogramme').fill('123');
  await page.getByRole('button', { name: 'Enregistrer la carte' }).click();
}

test.describe.configure({ mode: 'serial' });

test('a declined card is told and nothing is kept', async ({ page, baseURL }) => {
  // The agreement is issued and signed first (two PDFs rendered): about 50 s on 2 busy cores.
  test.slow();
  await signedAgreement(baseURL!, 3, '21:00');
  await signInAs(page, 'asso@espaces.test');
  await page.goto('/moyens-de-paiement');
  await expect(page.getByRole('heading', { name: 'Moyens de paiement', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'Carte bancaire' }).check();
  await expect(page.getByText('Modification sauvegardée')).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer une carte' }).click();
  await expect(page).toHaveURL(/\/bac-a-sable\/carte\/[0-9a-f-]{36}$/);
  await typeCard(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL('/moyens-de-paiement');
  await expect(page.getByText(/Carte refusée par la banque/)).toBeVisible();
  await expect(page.getByText('Aucune carte n’est enregistrée.')).toBeVisible();
});

test('the card 4242… is registered and shown by brand and last digits, with the payments', async ({
  page,
}) => {
  await signInAs(page, 'asso@espaces.test');
  await page.goto('/moyens-de-paiement');
  await page.getByRole('button', { name: 'Enregistrer une carte' }).click();
  await typeCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL('/moyens-de-paiement');
  await expect(page.getByText(/Votre carte est enregistrée/)).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Carte Visa •••• 4242, expire 12\/30/ }),
  ).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  await page.goto('/paiements/liste');
  const due = page.getByRole('row').filter({ hasText: 'À venir' }).first();
  await expect(due).toBeVisible();
  await expectNoSeriousAxeViolation(page);
});

test('once due, the job charges the card; the receipt opens and downloads as PDF', async ({
  page,
}) => {
  await signInAs(page, 'asso@espaces.test');
  await page.goto('/paiements/liste');
  await expect(page.getByRole('row').filter({ hasText: 'À venir' }).first()).toBeVisible();
  const { dueDate } = await page.evaluate(async () => {
    const response = await fetch('/api/payments?status[]=scheduled', { credentials: 'include' });
    const body = (await response.json()) as { 'hydra:member': { dueDate: string }[] };
    return body['hydra:member'][0]!;
  });
  const charged = await page.request.get('/dev/payments/charge', {
    params: { at: `${dueDate}T10:00:00.000Z` },
  });
  expect((await charged.json()).paid).toBeGreaterThanOrEqual(1);

  await page.reload();
  const receipt = page.getByRole('link', { name: /^Reçu \d{4}-\d{6}$/ }).first();
  await receipt.click();
  await expect(page).toHaveURL(/\/paiements\/[0-9a-f-]{36}\/ticket$/);
  await expect(page.getByRole('heading', { name: /^Reçu n° \d{4}-\d{6}$/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Moyen de paiement Carte bancaire/ })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Télécharger le PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^recu-\d{4}-\d{6}\.pdf$/);
});

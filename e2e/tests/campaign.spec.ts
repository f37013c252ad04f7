import { expect, test, type Page } from '@playwright/test';
import { apiAs, issueWaitingAgreements, ok, parisInstant, placeIri } from './api-support.ts';
import { expectNoSeriousAxeViolation, signInAs } from './support.ts';

// A year of weekly slots through a campaign (docs/campaigns.md): the territory admin creates and
// opens it in the pages, two clubs wish for the same Tuesday evening of the next school year, the
// window is closed (a development route: the server's clock cannot move), the allocation runs,
// the facility's admin accepts the proposal and publishes it; the winner finds an approved yearly
// booking that says where it comes from, the other accepts the alternative it is offered.
// The demo data holds no yearly booking of the year before: no wish is a renewal.

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const DAY = 24 * 3600 * 1000;
const PLACE = 'Salle polyvalente Jacquard';
const FACILITY = 'Lycée polyvalent des Canuts';

/** The Paris day `offset` days from now, as shown and typed (DD/MM/YYYY). */
const parisDay = (offset: number) =>
  new Date(Date.now() + offset * DAY).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
const isoOf = (shown: string) => shown.split('/').reverse().join('-');
const shownOf = (utc: Date) => utc.toLocaleDateString('fr-FR', { timeZone: 'UTC' });

// The next school year starting at least a week ahead, whatever today is: its applications run
// from today to tomorrow, its publication is announced the day after.
const today = parisDay(0);
const [, , thisYear] = today.split('/').map(Number) as [number, number, number];
const startYear =
  Date.UTC(thisYear, 8, 1) >= Date.parse(`${isoOf(parisDay(7))}T00:00:00Z`)
    ? thisYear
    : thisYear + 1;
const USE_FROM = new Date(Date.UTC(startYear, 8, 1));
const USE_TO = new Date(Date.UTC(startYear + 1, 5, 30));
const FIRST_TUESDAY = new Date(USE_FROM.getTime() + ((2 - USE_FROM.getUTCDay() + 7) % 7) * DAY);
const NAME = `Campagne ${startYear}–${startYear + 1}`;

let campaignPath = '';

async function confirmDialog(page: Page, button: string): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: button }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

test('the territory admin creates and opens the campaign; two clubs wish for one Tuesday evening', async ({
  page,
  baseURL,
}) => {
  // The place opens on Tuesday evenings of the next school year, as its admin publishes them.
  const admin = await apiAs(baseURL!, 'admin@espaces.test');
  const place = await placeIri(admin, PLACE);
  await ok(
    admin.post(`${place}/time_slot_actions`, {
      data: {
        weekTimeSlotActions: [
          {
            action: 'add',
            startDate: parisInstant(shownOf(FIRST_TUESDAY), '18:00'),
            endDate: parisInstant(shownOf(FIRST_TUESDAY), '22:00'),
            until: USE_TO.toISOString().slice(0, 10),
          },
        ],
      },
    }),
  );
  await admin.dispose();

  await signInAs(page, 'territoire@espaces.test');
  await page.goto('/campagnes');
  await page.getByRole('link', { name: 'Nouvelle campagne' }).click();
  await expect(page).toHaveURL(/\/campagnes\/nouvelle$/);
  await page.getByRole('textbox', { name: 'Nom' }).fill(NAME);
  for (const [label, value] of [
    ['Premier jour', shownOf(USE_FROM)],
    ['Dernier jour', shownOf(USE_TO)],
    ['Ouverture', today],
    ['Clôture', parisDay(1)],
    ['Publication des attributions', parisDay(2)],
  ] as const) {
    await page.getByRole('textbox', { name: label }).fill(value);
  }
  // The fields' calendars close: the form is checked as submitted.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Mois suivant' })).toHaveCount(0);
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('button', { name: 'Créer la campagne' }).click();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page).toHaveURL(/\/campagnes\/[0-9a-f-]{36}$/);
  campaignPath = new URL(page.url()).pathname;
  await expect(page.getByText('Brouillon', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Ouvrir', exact: true }).click();
  await confirmDialog(page, 'Ouvrir la campagne');
  await expect(page.getByText('Ouverte aux vœux', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      new RegExp(`Dépôt des vœux ouvert jusqu’au ${parisDay(1)} inclus \\(heure de Paris\\)\\.`),
    ),
  ).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  // Both clubs wish for the place on Tuesdays 18:00–20:00: the basket club's is a youth one,
  // first by the campaign's priorities. The second validated club files through the API, as the
  // wish form would (docs/campaigns.md#wishes); the demo's waiting club is validated first.
  const waiting = await apiAs(baseURL!, 'asso-attente@espaces.test');
  const other = await ok<{ organization: { '@id': string; status: string } }>(
    waiting.get('/api/authentication/user'),
  );
  if (other.organization.status !== 'validated') {
    const central = await apiAs(baseURL!, 'central@espaces.test');
    await ok(central.put(other.organization['@id'], { data: { status: 'validated' } }));
    await central.dispose();
  }
  const asso = await apiAs(baseURL!, 'asso@espaces.test');
  const campaignIri = `/api${campaignPath.replace('/campagnes/', '/campaigns/')}`;
  const wish = {
    place,
    weekDay: 2,
    startTime: '18:00',
    endTime: '20:00',
    minimumDuration: 120,
    participants: 20,
  };
  await ok(
    asso.post(`${campaignIri}/wishes`, {
      data: { ...wish, activity: 'Basket des moins de 15 ans', youth: true },
    }),
  );
  await ok(
    waiting.post(`${campaignIri}/wishes`, {
      data: { ...wish, activity: 'Danse contemporaine', youth: false },
    }),
  );
  for (const context of [asso, waiting]) await context.dispose();
});

test('the window closes, the allocation runs, the facility accepts and publishes', async ({
  page,
  baseURL,
}) => {
  const campaignId = campaignPath.split('/').pop()!;
  const closed = await page.request.post(`/dev/campaigns/${campaignId}/close-applications`, {
    headers: { Origin: baseURL! },
  });
  expect(closed.status(), await closed.text()).toBe(200);

  await signInAs(page, 'territoire@espaces.test');
  await page.goto(campaignPath);
  await expect(page.getByText('Vœux clos', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Lancer l’attribution' }).click();
  await confirmDialog(page, 'Lancer l’attribution');
  await expect(page.getByText('Attribution en cours', { exact: true })).toBeVisible();

  await signInAs(page, 'admin@espaces.test');
  await page.goto(campaignPath);
  await page.getByRole('link', { name: FACILITY }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Proposition d’attribution – ${FACILITY}` }),
  ).toBeVisible();
  const outcomes = page.getByRole('table', {
    name: 'Vœux de l’établissement, leur résultat et sa raison',
  });
  await expect(outcomes.getByRole('row', { name: /Basket des moins de 15 ans/ })).toContainText(
    'Attribué',
  );
  await expect(outcomes.getByRole('row', { name: /Danse contemporaine/ })).toContainText(
    'Proposé autrement',
  );
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('button', { name: 'Accepter la proposition' }).click();
  await confirmDialog(page, 'Accepter la proposition');
  await expect(page.getByRole('button', { name: 'Accepter la proposition' })).toBeHidden();
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await confirmDialog(page, 'Publier');
  await expect(page.getByText(`Publiée le ${today}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publier', exact: true })).toBeHidden();
});

test('the winner finds its approved yearly booking, the other accepts the alternative', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, 'asso@espaces.test');
  await page.goto(campaignPath);
  const won = page.getByRole('group', { name: 'Résultat du vœu 1' });
  await expect(won).toContainText('Réservé');
  await expect(won).toContainText(/Attribué/);
  await expectNoSeriousAxeViolation(page);
  await won.getByRole('link', { name: 'Voir la réservation à l’année' }).click();
  await expect(page).toHaveURL(/\/reservation\/[0-9a-f-]{36}$/);
  const history = page.getByRole('table', { name: 'Historique de la réservation' });
  await expect(
    history.getByText(new RegExp(`^Issue de la campagne ${NAME}, vœu n°\\s+1$`)),
  ).toHaveCount(2);
  await expect(page.getByText('Approuvée').first()).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  await signInAs(page, 'asso-attente@espaces.test');
  await page.goto(campaignPath);
  const offered = page.getByRole('group', { name: 'Résultat du vœu 1' });
  await expect(offered).toContainText(/Créneau proposé\s+:\s+Mardi \d\d:\d\d–\d\d:\d\d, /);
  await expect(offered).toContainText(/Réponse attendue avant le \d\d\/\d\d\/\d{4} \d\d:\d\d/);
  await expectNoSeriousAxeViolation(page);
  await offered.getByRole('button', { name: 'Accepter la proposition' }).click();
  await confirmDialog(page, 'Accepter la proposition');
  await expect(offered).toContainText('Réservé');
  await expect(offered).toContainText(/Proposition acceptée\s+:/);
  await expect(offered.getByRole('link', { name: 'Voir la réservation à l’année' })).toBeVisible();

  // The journeys that read their agreement's amounts find these bookings already issued apart.
  await issueWaitingAgreements(baseURL!);
});

import { expect, test, type Page } from '@playwright/test';
import {
  apiAs,
  approveIssueAndSign,
  issueWaitingAgreements,
  ok,
  parisInstant,
  placeIri,
} from './api-support.ts';
import { expectNoSeriousAxeViolation, nextWeekday, signInAs } from './support.ts';

// A year of weekly slots through a campaign (docs/campaigns.md): a club booked the place on
// Tuesday evenings this year (its agreement signed); the territory admin creates and opens the
// campaign of the next school year in the pages, the club renews its slot in one click and
// another club wishes for the same evening, the window is closed (a development route: the
// server's clock cannot move), the allocation runs, the facility's validator accepts the proposal
// and publishes it; the renewing club finds an approved yearly booking that says where it comes
// from, the other accepts the alternative it is offered and keeps a place on the waiting list.

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const DAY = 24 * 3600 * 1000;
// No other journey books this place on Tuesdays (they take the gymnasiums, Fridays, Saturdays).
const PLACE = 'Salle polyvalente Jacquard';
const FACILITY = 'Lycée polyvalent des Canuts';
const RENEWED = 'Atelier théâtre des jeunes';

/** The Paris day `offset` days from now, as shown and typed (DD/MM/YYYY). */
const parisDay = (offset: number) =>
  new Date(Date.now() + offset * DAY).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
const isoOf = (shown: string) => shown.split('/').reverse().join('-');
const shownOf = (utc: Date) => utc.toLocaleDateString('fr-FR', { timeZone: 'UTC' });

// The next school year starting at least two weeks ahead, whatever today is: its applications
// run from today to tomorrow, its publication is announced the day after, and at least one
// Tuesday before it holds this year's booking that the club renews (a slot in the 365 days
// before the period, docs/campaigns.md#wishes).
const today = parisDay(0);
const [, , thisYear] = today.split('/').map(Number) as [number, number, number];
const startYear =
  Date.UTC(thisYear, 8, 1) >= Date.parse(`${isoOf(parisDay(14))}T00:00:00Z`)
    ? thisYear
    : thisYear + 1;
const USE_FROM = new Date(Date.UTC(startYear, 8, 1));
const USE_TO = new Date(Date.UTC(startYear + 1, 5, 30));
const NAME = `Campagne ${startYear}–${startYear + 1}`;

let campaignPath = '';

async function confirmDialog(page: Page, button: string): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: button }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

test('this year, the club books the place every Tuesday evening and signs its agreement', async ({
  baseURL,
}) => {
  // The agreements and their signature render PDFs: about a minute on 2 busy cores.
  test.slow();
  // The place opens on Tuesday evenings from next week to the end of the next school year, as
  // its admin publishes them (merged with this year's demo windows).
  const admin = await apiAs(baseURL!, 'admin@espaces.test');
  const place = await placeIri(admin, PLACE);
  const firstTuesday = nextWeekday('Tuesday', 1);
  await ok(
    admin.post(`${place}/time_slot_actions`, {
      data: {
        weekTimeSlotActions: [
          {
            action: 'add',
            startDate: parisInstant(firstTuesday, '18:00'),
            endDate: parisInstant(firstTuesday, '22:00'),
            until: USE_TO.toISOString().slice(0, 10),
          },
        ],
      },
    }),
  );
  await admin.dispose();
  // The approved bookings other journeys left get their own agreements: this one holds the
  // yearly booking alone.
  await issueWaitingAgreements(baseURL!);

  // asso@ asks for every Tuesday 18:00–20:00 before the campaign's period, as the yearly request
  // form sends its occurrences; the validator approves, the agreement is issued and signed.
  const asso = await apiAs(baseURL!, 'asso@espaces.test');
  const query = { weekDay: 2, startTime: '18:00', endTime: '20:00' };
  const occurrences = await ok<{
    'hydra:member': { startDate: string; endDate: string; available: boolean }[];
  }>(asso.get('/api/generated_booking_slots', { params: { ...query, place } }));
  const thisYearsSlots = occurrences['hydra:member']
    .filter((slot) => slot.available && Date.parse(slot.startDate) < USE_FROM.getTime())
    .map(({ startDate, endDate }) => ({ startDate, endDate }));
  expect(thisYearsSlots.length).toBeGreaterThan(0);
  const booking = await ok<{ id: string }>(
    asso.post('/api/bookings', {
      data: {
        place,
        purposeType: 'yearly',
        query,
        bookingSlots: thisYearsSlots,
        activity: RENEWED,
        expectedAttendance: 25,
      },
    }),
  );
  await asso.dispose();
  await approveIssueAndSign(baseURL!, booking.id);
});

test('the territory admin creates and opens the campaign; the club renews its Tuesday evening, another wishes for it', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, 'territoire@espaces.test');
  await page.goto('/campagnes');
  await page.getByRole('link', { name: 'Nouvelle campagne' }).click();
  await expect(page).toHaveURL(/\/campagnes\/nouvelle$/);
  await page.getByRole('textbox', { name: 'Nom' }).fill(NAME);
  // An open calendar reads as well as the form (days of the neighbouring months included).
  await page.getByRole('textbox', { name: 'Ouverture' }).click();
  await expect(page.getByRole('button', { name: 'Mois suivant' })).toBeVisible();
  await expectNoSeriousAxeViolation(page);
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

  // The club renews this year's Tuesday evening in one click.
  await signInAs(page, 'asso@espaces.test');
  await page.goto(campaignPath);
  const own = page.getByRole('region', { name: 'Mes vœux' });
  await expect(own.getByText(/^Aucun vœu pour l’instant/)).toBeVisible();
  await expectNoSeriousAxeViolation(page);
  await own.getByRole('button', { name: 'Renouveler mes créneaux de l’an dernier' }).click();
  await expect(page.getByText(/^1\svœu de renouvellement ajouté, à vérifier\.$/)).toBeVisible();
  await expect(own.getByText(RENEWED)).toBeVisible();
  await expect(own.getByText('Renouvellement', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolation(page);

  // The other club wishes for the same evening twice, both for its young dancers: a second
  // validated club files through the API, as the wish form would (docs/campaigns.md#wishes);
  // the demo's waiting club is validated first.
  const waiting = await apiAs(baseURL!, 'asso-attente@espaces.test');
  const other = await ok<{ organization: { '@id': string; status: string } }>(
    waiting.get('/api/authentication/user'),
  );
  if (other.organization.status !== 'validated') {
    const central = await apiAs(baseURL!, 'central@espaces.test');
    await ok(central.put(other.organization['@id'], { data: { status: 'validated' } }));
    await central.dispose();
  }
  const staff = await apiAs(baseURL!, 'admin@espaces.test');
  const place = await placeIri(staff, PLACE);
  await staff.dispose();
  const campaignIri = `/api${campaignPath.replace('/campagnes/', '/campaigns/')}`;
  for (const activity of ['Danse contemporaine', 'Hip-hop']) {
    await ok(
      waiting.post(`${campaignIri}/wishes`, {
        data: {
          place,
          weekDay: 2,
          startTime: '18:00',
          endTime: '20:00',
          minimumDuration: 120,
          participants: 20,
          activity,
          youth: true,
        },
      }),
    );
  }
  await waiting.dispose();
});

test('the window closes, the allocation runs, the validator accepts the proposal and publishes', async ({
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

  await signInAs(page, 'validateur@espaces.test');
  await page.goto(campaignPath);
  await page.getByRole('link', { name: FACILITY }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Proposition d’attribution – ${FACILITY}` }),
  ).toBeVisible();
  const outcomes = page.getByRole('table', {
    name: 'Vœux de l’établissement, leur résultat et sa raison',
  });
  // The renewal comes first, before the youth priority of the other club's wishes.
  const renewed = outcomes.getByRole('row', { name: new RegExp(RENEWED) });
  await expect(renewed).toContainText('Attribué');
  await expect(renewed).toContainText(/Attribué\s+:\s+renouvellement prioritaire/);
  await expect(outcomes.getByRole('row', { name: /Danse contemporaine/ })).toContainText(
    'Proposé autrement',
  );
  await expect(outcomes.getByRole('row', { name: /Hip-hop/ })).toContainText('Non attribué');
  await expectNoSeriousAxeViolation(page);
  await page.getByRole('button', { name: 'Accepter la proposition' }).click();
  await confirmDialog(page, 'Accepter la proposition');
  await expect(page.getByRole('button', { name: 'Accepter la proposition' })).toBeHidden();
  await page.getByRole('button', { name: 'Publier', exact: true }).click();
  await confirmDialog(page, 'Publier');
  await expect(page.getByText(`Publiée le ${today}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publier', exact: true })).toBeHidden();
  await expectNoSeriousAxeViolation(page);
});

test('the renewing club finds its approved yearly booking; the other accepts the alternative and waits for the rest', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, 'asso@espaces.test');
  await page.goto(campaignPath);
  const won = page.getByRole('group', { name: 'Résultat du vœu 1' });
  await expect(won).toContainText('Réservé');
  await expect(won).toContainText(/Attribué\s+:\s+renouvellement prioritaire/);
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
  await expect(offered).toContainText(/\(renouvellement prioritaire\)/);
  await expect(offered).toContainText(/Réponse attendue avant le \d\d\/\d\d\/\d{4} \d\d:\d\d/);
  const waitingWish = page.getByRole('group', { name: 'Résultat du vœu 2' });
  await expect(waitingWish).toContainText('Sur liste d’attente — rang 1');
  await expectNoSeriousAxeViolation(page);
  await offered.getByRole('button', { name: 'Accepter la proposition' }).click();
  await confirmDialog(page, 'Accepter la proposition');
  await expect(offered).toContainText('Réservé');
  await expect(offered).toContainText(/Proposition acceptée\s+:/);
  await expect(offered.getByRole('link', { name: 'Voir la réservation à l’année' })).toBeVisible();
  await expect(waitingWish).toContainText('Sur liste d’attente — rang 1');

  // The journeys that read their agreement's amounts find these bookings already issued apart.
  await issueWaitingAgreements(baseURL!);
});

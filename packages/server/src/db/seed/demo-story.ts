import { parisDateOf, parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import { finishEnded } from '../../jobs/scheduled-jobs.ts';
import { fillListTexts } from '../../modules/bookings/list-texts/list-texts.repository.ts';
import type { Database } from '../client.ts';
import { facilities, mailOutbox, places, timeSlots } from '../schema.ts';
import { DEMO_FACILITIES } from './demo-catalog.ts';
import { openingWindowsOn } from './opening-windows.ts';
import { eveningSlot, StoryStage } from './story-stage.ts';

const ASSO = 'asso@espaces.test';
const ADMIN = 'admin@espaces.test';
const VALIDATOR = 'validateur@espaces.test';
/** The space of the story: the first demo facility's, beside the gymnasium the journeys book. */
const STORY_PLACE = 'Salle polyvalente Jacquard';
/** The story's first scene, and how far ahead its last slots lie (opening windows cover both). */
const FIRST_SCENE_DAYS = -80;
const LAST_SLOT_DAYS = 70;

const MONDAY = 1;
const TUESDAY = 2;
const WEDNESDAY = 3;
const THURSDAY = 4;
const FRIDAY = 5;
const SATURDAY = 6;

interface SentBooking {
  id: string;
  bookingSlots: { '@id': string; startDate: string }[];
}

interface Payment {
  id: string;
  dueDate: string;
  agreement: { id: string };
}

/**
 * The demo's story, relative to `now` (README « Comptes de démonstration »): the validated demo
 * association has a booking in every status at the first demo facility — finished and paid, a
 * signed agreement with payments paid (receipts) and due and an amendment after a closure, an
 * agreement to sign, an approved booking awaiting its agreement, a counter-proposal to answer, a
 * new request, a withdrawn and a rejected one — so that every demo account finds something to
 * do on its first screen whatever day `npm start` runs. Played through the API on a database
 * freshly seeded with the demo data (never in the API tests' template).
 */
export async function tellDemoStory(db: Database, config: AppConfig, now: Date): Promise<void> {
  const place = await storyPlace(db);
  await openStoryDays(db, place.id, now);
  const stage = await StoryStage.open(db, config, now, place.id);
  try {
    await playStory(stage, place);
  } finally {
    await stage.close();
  }
  await finishEnded(db, now, { appName: config.appName, appUrl: config.appUrl });
  // The story's mails went out when it happened (the demo database had none before it): the
  // outbox does not send them again today.
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now })
    .where(eq(mailOutbox.status, 'pending'));
  await fillListTexts(db);
}

async function storyPlace(db: Database): Promise<{ id: string; facilityId: string }> {
  const [place] = await db
    .select({ id: places.id, facilityId: places.facilityId })
    .from(places)
    .innerJoin(facilities, eq(facilities.id, places.facilityId))
    .where(and(eq(places.name, STORY_PLACE), eq(facilities.name, DEMO_FACILITIES[0]!.name)));
  if (!place) throw new Error(`Démo : espace « ${STORY_PLACE} » introuvable`);
  return place;
}

/**
 * The seed opens the school year containing now; the story also plays before it starts (on
 * 1 September) and after it ends (on 30 June): its space opens the other days at the usual hours.
 */
async function openStoryDays(db: Database, placeId: string, now: Date): Promise<void> {
  const today = parisDateOf(now);
  const first = parisWallClockToUtc(addDays(today, FIRST_SCENE_DAYS), '00:00');
  const afterLast = parisWallClockToUtc(addDays(today, LAST_SLOT_DAYS + 1), '00:00');
  const open = await db
    .select({ startDate: timeSlots.startDate })
    .from(timeSlots)
    .where(
      and(
        eq(timeSlots.placeId, placeId),
        gte(timeSlots.startDate, first),
        lt(timeSlots.startDate, afterLast),
      ),
    );
  const openDays = new Set(open.map((window) => parisDateOf(window.startDate)));
  const missing = [];
  for (let offset = FIRST_SCENE_DAYS; offset <= LAST_SLOT_DAYS; offset++) {
    const day = addDays(today, offset);
    if (!openDays.has(day)) missing.push(...openingWindowsOn(day));
  }
  if (missing.length > 0) {
    await db.insert(timeSlots).values(missing.map((window) => ({ ...window, placeId })));
  }
}

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function playStory(
  stage: StoryStage,
  place: { id: string; facilityId: string },
): Promise<void> {
  const taken = new Set<string>();
  const request = (slots: { startDate: string; endDate: string }[], activity: string) =>
    stage.call<SentBooking>(ASSO, 'POST', '/api/bookings', {
      place: `/api/places/${place.id}`,
      bookingSlots: slots,
      activity,
      expectedAttendance: 18,
    });
  const decide = (id: string, body: object) =>
    stage.call(VALIDATOR, 'PUT', `/api/bookings/${id}`, body);

  // Last term: two evenings, signed, paid, then finished by the job.
  stage.at(-75);
  const finished = await request(
    [-61, -54].map((days) => eveningSlot(stage.openDay(days, TUESDAY, taken))),
    'Tournoi de basket des jeunes',
  );
  stage.at(-74);
  await decide(finished.id, { status: 'approved' });
  const finishedAgreement = await issueAgreement(stage, finished.id, -73);
  await signAgreement(stage, finishedAgreement, -72);

  // The season: every Thursday for three months, signed; months gone by are paid.
  stage.at(-45);
  const season = await request(
    [-38, -31, -24, -17, -10, -3, 4, 11, 18, 25, 32, 39, 46].map((days) =>
      eveningSlot(stage.openDay(days, THURSDAY, taken)),
    ),
    'Entraînements de basket des U15',
  );
  stage.at(-44);
  await decide(season.id, { status: 'approved' });
  const seasonAgreement = await issueAgreement(stage, season.id, -43);
  await signAgreement(stage, seasonAgreement, -42);

  // Works close the facility on one of the season's evenings: the slot goes by an amendment.
  const worksDay = parisDateOf(
    new Date(
      season.bookingSlots.find((slot) => new Date(slot.startDate) > dayAfter(stage, 20))!.startDate,
    ),
  );
  stage.at(-4);
  await stage.call(ADMIN, 'POST', '/api/closures', {
    facility: `/api/facilities/${place.facilityId}`,
    from: worksDay,
    to: worksDay,
    kind: 'works',
    label: 'Réfection du sol de la salle polyvalente',
  });
  const closedSlot = season.bookingSlots.find(
    (slot) => parisDateOf(new Date(slot.startDate)) === worksDay,
  )!;
  await stage.call(ADMIN, 'POST', `/api/bookings/${season.id}/amendments`, {
    reason: 'Fermeture de l’établissement pour la réfection du sol',
    counterPart: 'Le créneau n’est pas facturé.',
    timeSlotsToCancel: [closedSlot['@id']],
    proposedRentPrice: null,
    proposedCleaningPrice: null,
  });

  // Withdrawn by the association, refused by the facility.
  stage.at(-30);
  const withdrawn = await request(
    [eveningSlot(stage.openDay(20, WEDNESDAY, taken))],
    'Assemblée générale',
  );
  stage.at(-29);
  await stage.call(ASSO, 'PUT', `/api/bookings/${withdrawn.id}`, { status: 'cancelled' });
  stage.at(-20);
  const refused = await request(
    [eveningSlot(stage.openDay(8, SATURDAY, taken), '10:00', '12:00')],
    'Vide-grenier du club',
  );
  stage.at(-19);
  await stage.call(VALIDATOR, 'PUT', `/api/bookings/${refused.id}/reject`, {
    rejectionReason:
      'La salle polyvalente n’accueille pas de vente ; le plateau sportif du lycée des Gratte-Ciel s’y prête.',
  });

  // To sign: the agreement of two Mondays, issued by the facility.
  stage.at(-8);
  const toSign = await request(
    [10, 17].map((days) => eveningSlot(stage.openDay(days, MONDAY, taken))),
    'Stage de basket des vacances',
  );
  stage.at(-7);
  await decide(toSign.id, { status: 'approved' });
  await issueAgreement(stage, toSign.id, -6);

  // Approved by the validator two days ago: the admin prepares its agreement.
  stage.at(-5);
  const approved = await request(
    [12, 19].map((days) => eveningSlot(stage.openDay(days, WEDNESDAY, taken))),
    'Entraînements des seniors',
  );
  stage.at(-2);
  await decide(approved.id, { status: 'approved' });

  // A counter-proposal shifting the hours, for the association to answer.
  stage.at(-4);
  const fridays = [14, 21].map((days) => stage.openDay(days, FRIDAY, taken));
  const countered = await request(
    fridays.map((day) => eveningSlot(day)),
    'Match amical contre Villeurbanne',
  );
  stage.at(-1);
  await stage.call(ADMIN, 'PUT', `/api/bookings/${countered.id}`, {
    status: 'pending',
    bookingSlots: fridays.map((day) => eveningSlot(day, '19:30', '21:30')),
    proposedRentPrice: null,
    proposedCleaningPrice: null,
  });

  // Asked yesterday evening: the facility decides.
  const asked = [15, 22].map((days) => stage.openDay(days, TUESDAY, taken));
  await request(
    asked.map((day) => eveningSlot(day)),
    'Soirée découverte du basket fauteuil',
  );

  // Transfers received, in the order of their due dates.
  await payDuePayments(stage, [finishedAgreement, seasonAgreement]);
}

const dayAfter = (stage: StoryStage, days: number) =>
  new Date(stage.now.getTime() + days * 86_400_000);

/** The facility admin prepares the agreement of the booking and issues it. */
async function issueAgreement(stage: StoryStage, bookingId: string, days: number) {
  stage.at(days);
  const draft = await stage.call<{ id: string }>(ADMIN, 'POST', '/api/agreements', {
    booking: `/api/bookings/${bookingId}`,
  });
  await stage.call(ADMIN, 'POST', `/api/agreements/${draft.id}/generate`, {});
  return draft.id;
}

/** The association asks for the code the product e-mails and signs with it. */
async function signAgreement(stage: StoryStage, agreementId: string, days: number) {
  stage.at(days);
  await stage.call(ASSO, 'POST', `/api/agreements/${agreementId}/signature-code`, {});
  await stage.call(ASSO, 'POST', `/api/agreements/${agreementId}/signature`, {
    fullName: 'Karim Benali',
    consent: true,
    code: await stage.lastSignatureCode(ASSO),
  });
}

/** The facility admin records each transfer two days after its due date, when that has passed. */
async function payDuePayments(stage: StoryStage, agreementIds: string[]) {
  stage.at(0);
  const { 'hydra:member': payments } = await stage.call<{ 'hydra:member': Payment[] }>(
    ADMIN,
    'GET',
    '/api/payments?pagination=false',
  );
  const ofStory = payments
    .filter((payment) => agreementIds.includes(payment.agreement.id))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  for (const payment of ofStory) {
    const paidOn = new Date(new Date(`${payment.dueDate}T09:00:00Z`).getTime() + 2 * 86_400_000);
    if (paidOn >= stage.now) continue;
    stage.at((paidOn.getTime() - stage.now.getTime()) / 86_400_000);
    await stage.call(ADMIN, 'PUT', `/api/payments/${payment.id}/record`, {
      reference: `VIR-${payment.dueDate.replaceAll('-', '')}-CRBC`,
    });
  }
}

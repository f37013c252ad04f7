import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate, parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import {
  createBooking,
  createOpeningWindow,
  createPlace,
} from '../../../test/support/factories.ts';
import { queryRows } from '../../db/raw-query.ts';
import { bookings, bookingSlots, campaignOutcomes, closures } from '../../db/schema.ts';
import { issueAndSignAgreementOf } from '../agreements/agreements.test-support.ts';
import {
  bookingEvents,
  mailsTo,
  organizationIdOf,
  parisSlot,
  violationsOf,
} from '../bookings/bookings.test-support.ts';
import { passCampaignWaitingLists } from './campaign-waiting-list.job.ts';
import {
  AFTER_CLOSING,
  CAMPAIGN_BODY,
  createCampaignWorld,
  DURING_APPLICATIONS,
  wishBody,
  type CampaignWorld,
} from './campaigns.test-support.ts';

// A whole campaign published (docs/campaigns.md#publication): decided outcomes become approved
// yearly bookings, a partly met wish is offered its alternative, unmet and lost wishes wait, a
// direct request racing the publication never double-books, and a cancellation offers the
// freed slot to the first waiting wish.

let world: CampaignWorld;
/** A third gymnasium of the facility, open on Wednesday evenings. */
let hallId: string;
let campaignUrl: string;
let proposalUrl: string;
let directBookingId: string;
const wishIds: Record<string, string> = {};
const PUBLISHED_AT = parisWallClockToUtc('2027-05-15', '10:00');
const app = { appName: 'Espaces Partagés', appUrl: 'http://localhost' };

type Who = 'asso' | 'autre-asso';

async function file(who: Who, key: string, overrides: Record<string, unknown>) {
  const filed = await world.call(who, 'POST', `${campaignUrl}/wishes`, wishBody(world, overrides));
  expect(filed.statusCode, key).toBe(201);
  wishIds[key] = filed.json().id;
}

async function decide(key: string, body: Record<string, unknown>) {
  const decided = await world.call('admin', 'PUT', `/api/campaign_wishes/${wishIds[key]}/outcome`, {
    place: null,
    startTime: null,
    endTime: null,
    ...body,
  });
  expect(decided.statusCode, `${key}: ${decided.body}`).toBe(200);
}

async function ownWish(who: Who, key: string) {
  const listed = await world.call(who, 'GET', `${campaignUrl}/wishes`);
  return listed.json()['hydra:member'].find((wish: { id: string }) => wish.id === wishIds[key]);
}

const directRequest = (date: string, placeIri: string, start: string, end: string) =>
  world.call('autre-asso', 'POST', '/api/bookings', {
    place: placeIri,
    bookingSlots: [parisSlot(date, start, end)],
    activity: 'Tournoi',
    expectedAttendance: 12,
  });

beforeAll(async () => {
  world = await createCampaignWorld();
  // Both gymnasiums open every Tuesday evening of the school year.
  for (let day = '2027-09-07'; day <= '2028-06-27'; day = addDaysToDate(day, 7)) {
    for (const placeId of [world.placeId, world.otherPlaceId]) {
      await createOpeningWindow(world.db, placeId, {
        startDate: parisWallClockToUtc(day, '18:00'),
        endDate: parisWallClockToUtc(day, '22:00'),
      });
    }
  }
  hallId = (await createPlace(world.db, { name: 'Salle Curie' })).id;
  for (let day = '2027-09-08'; day <= '2028-06-28'; day = addDaysToDate(day, 7)) {
    await createOpeningWindow(world.db, hallId, {
      startDate: parisWallClockToUtc(day, '18:00'),
      endDate: parisWallClockToUtc(day, '22:00'),
    });
  }
  await world.db.insert(closures).values({
    facilityId: world.facilityId,
    fromDate: '2027-11-02',
    toDate: '2027-11-02',
    kind: 'works',
    label: 'Travaux du gymnase',
  });
  const created = await world.call('central', 'POST', '/api/campaigns', CAMPAIGN_BODY);
  campaignUrl = `/api/campaigns/${created.json().id}`;
  proposalUrl = `${campaignUrl}/facilities/${world.facilityId}/proposal`;
  await world.call('central', 'POST', `${campaignUrl}/open`);
  world.moveTo(DURING_APPLICATIONS);
  const lumiere = `/api/places/${world.otherPlaceId}`;
  await file('asso', 'early', { activity: 'Basket' });
  await file('asso', 'late', { startTime: '20:00', endTime: '22:00', activity: 'Volley' });
  await file('asso', 'raced', {
    place: lumiere,
    startTime: '20:00',
    endTime: '22:00',
    activity: 'Badminton',
  });
  await file('autre-asso', 'offered', { place: lumiere, activity: 'Judo' });
  await file('autre-asso', 'waiting', { activity: 'Handball' });
  await file('autre-asso', 'held', {
    place: `/api/places/${hallId}`,
    weekDay: 3,
    activity: 'Escrime',
  });
  world.moveTo(AFTER_CLOSING);
  expect((await world.call('central', 'POST', `${campaignUrl}/allocation`)).statusCode).toBe(200);
  // The facility decides every wish itself: first clear, then place.
  for (const key of Object.keys(wishIds)) await decide(key, { status: 'unmet' });
  await decide('early', {
    status: 'allocated',
    place: world.placeIri,
    startTime: '18:00',
    endTime: '20:00',
  });
  await decide('late', {
    status: 'allocated',
    place: world.placeIri,
    startTime: '20:00',
    endTime: '22:00',
  });
  await decide('raced', {
    status: 'allocated',
    place: lumiere,
    startTime: '20:00',
    endTime: '22:00',
  });
  await decide('held', {
    status: 'allocated',
    place: `/api/places/${hallId}`,
    startTime: '18:00',
    endTime: '20:00',
  });
  await decide('offered', {
    status: 'partly',
    place: lumiere,
    startTime: '18:00',
    endTime: '20:00',
  });
  world.moveTo(parisWallClockToUtc('2027-05-10', '09:00'));
  // A direct request takes one Tuesday of the « late » wish before the publication.
  const direct = await directRequest('2027-09-14', world.placeIri, '20:00', '22:00');
  expect(direct.statusCode).toBe(201);
  directBookingId = direct.json().id;
});
afterAll(() => world.context.close());

/**
 * PostgreSQL only: a transaction holding an uncommitted request for Salle Curie on Wednesday
 * 15/09/2027 18:00–20:00, committed once another session waits on it.
 */
function holdRequestInFlight() {
  let written!: () => void;
  const writtenOnce = new Promise<void>((resolve) => (written = resolve));
  const committed = world.db.transaction(async (tx) => {
    const [{ pid }] = (await queryRows<{ pid: number }>(
      tx,
      sql`select pg_backend_pid() as pid`,
    )) as [{ pid: number }];
    await createBooking(tx, {
      placeId: hallId,
      organizationId: await organizationIdOf(world.db, 'asso-attente@espaces.test'),
      status: 'new',
      slots: [
        {
          startDate: parisWallClockToUtc('2027-09-15', '18:00'),
          endDate: parisWallClockToUtc('2027-09-15', '20:00'),
        },
      ],
    });
    written();
    for (let tries = 0; tries < 200; tries++) {
      const [{ blocked }] = (await queryRows<{ blocked: number }>(
        world.db,
        sql`select count(*)::int as blocked from pg_stat_activity where ${pid}::int = any(pg_blocking_pids(pid))`,
      )) as [{ blocked: number }];
      if (blocked > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  return { written: writtenOnce, committed };
}

describe('publishing', () => {
  it('refuses lesser roles, unknown facilities and bad input, publishing nothing', async () => {
    expect((await world.call('asso', 'POST', `${campaignUrl}/publication`, {})).statusCode).toBe(
      403,
    );
    // The facility's validator publishes its part, not the whole campaign.
    expect(
      (await world.call('validateur', 'POST', `${campaignUrl}/publication`, {})).statusCode,
    ).toBe(403);
    const supervisor = await world.call('superviseur', 'POST', `${campaignUrl}/publication`, {
      facilityId: world.facilityId,
    });
    expect(supervisor.statusCode).toBe(422);
    const foreign = await world.call('admin', 'POST', `${campaignUrl}/publication`, {
      facilityId: '00000000-0000-4000-8000-000000000000',
    });
    expect(foreign.statusCode).toBe(422);
    expect(violationsOf(foreign)[0]!.message).toBe(
      'Cet établissement n’a aucun vœu dans cette campagne.',
    );
    // One outcome left undecided refuses the publication.
    await world.db
      .update(campaignOutcomes)
      .set({ decision: 'proposed' })
      .where(eq(campaignOutcomes.wishId, wishIds.early!));
    const undecided = await world.call('central', 'POST', `${campaignUrl}/publication`, {});
    expect(undecided.statusCode).toBe(422);
    expect(violationsOf(undecided)[0]!.message).toMatch(
      /^La proposition de .+ n’est pas encore décidée\u00a0: acceptez-la ou décidez chaque vœu avant de publier\.$/,
    );
    await world.db
      .update(campaignOutcomes)
      .set({ decision: 'overridden' })
      .where(eq(campaignOutcomes.wishId, wishIds.early!));
    const nul = await world.call('central', 'POST', `${campaignUrl}/publication`, {
      facilityId: 'abc\u0000',
    });
    expect(nul.statusCode).toBe(422);
    expect(
      (await world.call('central', 'POST', '/api/campaigns/999999999999999999999/publication', {}))
        .statusCode,
    ).toBe(404);
    const proposal = await world.call('validateur', 'GET', proposalUrl);
    expect(proposal.json()).toMatchObject({ publishedAt: null, _abilities: { publish: true } });
    expect(
      proposal
        .json()
        .outcomes.every((o: { wish: { publication: null } }) => o.wish.publication === null),
    ).toBe(true);
  });

  it('publishes while a direct request races for a slot: one of them gets it, never both', async () => {
    world.moveTo(PUBLISHED_AT);
    // On PostgreSQL, a request for the « held » wish's first Wednesday is also in flight: its
    // transaction has written the slot and commits only once the publication waits for it, so
    // the publication's own check saw nothing and the exclusion constraint decides.
    const held = process.env.DATABASE_URL ? holdRequestInFlight() : null;
    await held?.written;
    const [published, direct] = await Promise.all([
      // The facility's validator publishes its part: the campaign's only facility.
      world.call('validateur', 'POST', `${campaignUrl}/publication`, {
        facilityId: world.facilityId,
      }),
      directRequest('2027-09-21', `/api/places/${world.otherPlaceId}`, '20:00', '22:00'),
    ]);
    await held?.committed;
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', _abilities: { publish: false } });
    const holders = await world.db
      .select()
      .from(bookingSlots)
      .where(
        and(
          eq(bookingSlots.placeId, world.otherPlaceId),
          eq(bookingSlots.startDate, parisWallClockToUtc('2027-09-21', '20:00')),
          eq(bookingSlots.active, true),
        ),
      );
    expect(holders).toHaveLength(1);
    const raced = await ownWish('asso', 'raced');
    if (direct.statusCode === 201) {
      expect(raced.publication.status).toBe('waiting');
      expect(raced.publication.explanation).toMatch(
        /^Non réservé à la publication\u00a0: (une autre demande a réservé le créneau mardi 20:00–22:00, Gymnase Lumière au même moment|le créneau mardi 20:00–22:00, Gymnase Lumière a été réservé entre-temps)/,
      );
    } else {
      expect(direct.statusCode).toBe(422);
      expect(violationsOf(direct)[0]!.message).toBe('Ce créneau n’est plus disponible.');
      expect(raced.publication.status).toBe('booked');
    }
    const heldWish = await ownWish('autre-asso', 'held');
    if (held) {
      expect(heldWish.publication).toMatchObject({ status: 'waiting', bookingId: null });
      expect(heldWish.publication.explanation).toBe(
        'Non réservé à la publication\u00a0: une autre demande a réservé le créneau mercredi 18:00–20:00, Salle Curie au même moment\u00a0; le vœu passe en liste d’attente.',
      );
    } else {
      expect(heldWish.publication.status).toBe('booked');
    }
  });

  it('books the accepted wishes as approved yearly bookings, skipping closed days, with their origin', async () => {
    const early = await ownWish('asso', 'early');
    expect(early.publication).toMatchObject({
      status: 'booked',
      waitingRank: null,
      offer: null,
    });
    const bookingId = early.publication.bookingId as string;
    const [booking] = await world.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({
      status: 'approved',
      purposeType: 'yearly',
      queryWeekDay: 2,
      queryStartTime: '18:00',
      queryEndTime: '20:00',
      activity: 'Basket',
      everApproved: true,
    });
    const slots = await world.db
      .select()
      .from(bookingSlots)
      .where(eq(bookingSlots.bookingId, bookingId));
    // 43 Tuesdays from 07/09/2027 to 27/06/2028, less the closed 02/11/2027.
    expect(slots).toHaveLength(42);
    expect(
      slots.some(
        (slot) => slot.startDate.getTime() === parisWallClockToUtc('2027-11-02', '18:00').getTime(),
      ),
    ).toBe(false);
    const events = await bookingEvents(world.db, bookingId);
    expect(events.map((event) => event.action)).toEqual(['request', 'approve']);
    expect(events[0]!.changes).toMatchObject({
      origin: 'Issue de la campagne Campagne 2027–2028, vœu n°\u00a01',
    });
    const page = await world.call('asso', 'GET', `/api/bookings/${bookingId}`);
    expect(page.statusCode).toBe(200);
    expect(JSON.stringify(page.json().history)).toContain(
      'Issue de la campagne Campagne 2027–2028, vœu n°\u00a01',
    );
  });

  it('puts a wish whose slot was taken meanwhile on the waiting list, saying which slot and why', async () => {
    const late = await ownWish('asso', 'late');
    expect(late.publication).toMatchObject({ status: 'waiting', bookingId: null });
    expect(late.publication.explanation).toBe(
      'Non réservé à la publication\u00a0: le créneau mardi 20:00–22:00, Gymnase Jean-Moulin a été réservé entre-temps par une autre demande (première séance prise\u00a0: 14/09/2027)\u00a0; le vœu passe en liste d’attente.',
    );
    const waiting = await ownWish('autre-asso', 'waiting');
    expect(waiting.publication.status).toBe('waiting');
    const ranks = [late.publication.waitingRank, waiting.publication.waitingRank];
    expect(ranks.every((rank) => Number.isInteger(rank) && rank >= 1)).toBe(true);
    expect(ranks[0]).not.toBe(ranks[1]);
  });

  it('offers the partly met wish its alternative with a deadline', async () => {
    const offered = await ownWish('autre-asso', 'offered');
    expect(offered.publication).toMatchObject({
      status: 'offered',
      offer: {
        status: 'pending',
        // 14 Paris days after 15/05/2027: until 29/05/2027 24:00.
        deadline: '2027-05-29T22:00:00.000Z',
        placement: {
          weekDay: 2,
          startTime: '18:00',
          endTime: '20:00',
          place: { name: 'Gymnase Lumière' },
        },
        answerable: true,
      },
    });
  });

  it('e-mails each organisation once, summarising all its wishes', async () => {
    const mails = (await mailsTo(world.db, 'asso@espaces.test')).filter((mail) =>
      mail.subject.includes('résultat de vos vœux'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Campagne 2027–2028\u00a0: résultat de vos vœux');
    expect(mails[0]!.text).toContain('Vœu n°\u00a01');
    expect(mails[0]!.text).toContain('réservation annuelle RES-2027-');
    expect(mails[0]!.text).toContain('en liste d’attente');
    const other = (await mailsTo(world.db, 'autre-asso@espaces.test')).filter((mail) =>
      mail.subject.includes('résultat de vos vœux'),
    );
    expect(other).toHaveLength(1);
    expect(other[0]!.text).toContain('avant le 29/05/2027 à 23:59');
  });

  it('changes nothing when published again', async () => {
    const before = await world.db.select().from(bookings);
    const again = await world.call('central', 'POST', `${campaignUrl}/publication`, {});
    expect(again.statusCode).toBe(200);
    expect(await world.db.select().from(bookings)).toHaveLength(before.length);
  });
});

describe('offers', () => {
  it('lets only the wish’s organisation accept, then books it', async () => {
    const url = `/api/campaign_wishes/${wishIds.offered}/offer/acceptance`;
    expect((await world.call('asso', 'POST', url)).statusCode).toBe(404);
    expect((await world.call('admin', 'POST', url)).statusCode).toBe(403);
    // A request took one of its Tuesdays: accepting is refused and changes nothing.
    const taken = await directRequest(
      '2027-10-05',
      `/api/places/${world.otherPlaceId}`,
      '18:00',
      '20:00',
    );
    expect(taken.statusCode).toBe(201);
    const refused = await world.call('autre-asso', 'POST', url);
    expect(refused.statusCode).toBe(422);
    expect(violationsOf(refused)[0]!.message).toBe(
      'Le créneau proposé (mardi 18:00–20:00, Gymnase Lumière) n’est plus libre\u00a0: une autre demande l’a réservé.',
    );
    expect((await ownWish('autre-asso', 'offered')).publication.offer.status).toBe('pending');
    await world.call('autre-asso', 'PUT', `/api/bookings/${taken.json().id}`, {
      status: 'cancelled',
    });
    const accepted = await world.call('autre-asso', 'POST', url);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().publication).toMatchObject({
      status: 'booked',
      offer: { status: 'accepted', answerable: false },
    });
    const [booking] = await world.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, accepted.json().publication.bookingId));
    expect(booking!.status).toBe('approved');
    const again = await world.call('autre-asso', 'POST', url);
    expect(again.statusCode).toBe(422);
    expect(violationsOf(again)[0]!.message).toBe(
      'Ce vœu n’a pas de proposition en attente de réponse.',
    );
  });
});

describe('waiting list', () => {
  it('offers a slot freed by a cancellation to the first waiting wish that fits it', async () => {
    // Nothing is free yet: the pass offers nothing.
    expect(await passCampaignWaitingLists(world.db, world.context.clock.now(), app)).toEqual({
      expired: 0,
      offered: 0,
    });
    // The winner signs its agreement, then cancels every evening of its yearly booking
    // (docs/agreements.md#cancellations): the booking is cancelled and its hours free up.
    const early = await ownWish('asso', 'early');
    const bookingId = early.publication.bookingId as string;
    await issueAndSignAgreementOf(world, bookingId);
    const booking = await world.call('asso', 'GET', `/api/bookings/${bookingId}`);
    const evenings = (booking.json() as { bookingSlots: { '@id': string }[] }).bookingSlots;
    const cancelled = await world.call(
      'asso',
      'PUT',
      `/api/bookings/${bookingId}/cancel-booking-slots`,
      {
        timeSlots: evenings.map((slot) => slot['@id']),
      },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    world.moveTo(parisWallClockToUtc('2027-06-01', '10:00'));
    const pass = await passCampaignWaitingLists(world.db, world.context.clock.now(), app);
    expect(pass.offered).toBe(1);
    const waiting = await ownWish('autre-asso', 'waiting');
    expect(waiting.publication).toMatchObject({
      status: 'offered',
      waitingRank: null,
      offer: {
        status: 'pending',
        deadline: '2027-06-15T22:00:00.000Z',
        placement: { place: { name: 'Gymnase Jean-Moulin' }, startTime: '18:00', endTime: '20:00' },
        answerable: true,
      },
    });
    const mails = await mailsTo(world.db, 'autre-asso@espaces.test');
    expect(
      mails.some(
        (mail) => mail.subject === 'Campagne 2027–2028\u00a0: un créneau vous est proposé',
      ),
    ).toBe(true);
  });

  it('lets the organisation decline an offer, closing its wish', async () => {
    const url = `/api/campaign_wishes/${wishIds.waiting}/offer/refusal`;
    expect((await world.call('asso', 'POST', url)).statusCode).toBe(404);
    expect((await world.call('validateur', 'POST', url)).statusCode).toBe(403);
    const declined = await world.call('autre-asso', 'POST', url);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().publication).toMatchObject({
      status: 'closed',
      offer: { status: 'declined', answerable: false },
    });
    expect((await world.call('autre-asso', 'POST', url)).statusCode).toBe(422);
  });

  it('offers the hours of a withdrawn request, and lets the unanswered offer expire', async () => {
    const withdrawn = await world.call('autre-asso', 'PUT', `/api/bookings/${directBookingId}`, {
      status: 'cancelled',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((await passCampaignWaitingLists(world.db, world.context.clock.now(), app)).offered).toBe(
      1,
    );
    const late = await ownWish('asso', 'late');
    expect(late.publication.offer).toMatchObject({
      status: 'pending',
      placement: { startTime: '20:00', endTime: '22:00' },
    });
    world.moveTo(parisWallClockToUtc('2027-06-16', '10:00'));
    const tooLate = await world.call(
      'asso',
      'POST',
      `/api/campaign_wishes/${wishIds.late}/offer/acceptance`,
    );
    expect(tooLate.statusCode).toBe(422);
    expect(violationsOf(tooLate)[0]!.message).toBe(
      'Le délai de réponse à cette proposition a expiré le 16/06/2027 à 00:00.',
    );
    const pass = await passCampaignWaitingLists(world.db, world.context.clock.now(), app);
    expect(pass.expired).toBe(1);
    const [outcome] = await world.db
      .select()
      .from(campaignOutcomes)
      .where(eq(campaignOutcomes.wishId, wishIds.late!));
    expect(outcome).toMatchObject({ publication: 'closed', offerStatus: 'expired' });
  });
});

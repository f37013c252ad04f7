import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMENDMENT_MESSAGES } from '@espaces/domain/agreement/amendment-messages';
import { isoWeekDayOfDate } from '@espaces/domain/booking/yearly-occurrences';
import { BOOKING_MESSAGES } from '@espaces/domain/booking/booking-messages';
import type { OrganizationStatus } from '@espaces/domain/access/actor';
import { bookings, organizations, payments } from '../../db/schema.ts';
import {
  createApprovedBooking,
  type AgreementWorld,
} from '../agreements/agreements.test-support.ts';
import { textOf } from '../../documents/pdf-text.test-support.ts';
import {
  bookingBody,
  mailsTo,
  parisSlot,
  send,
  violationsOf,
  type Who,
} from '../bookings/bookings.test-support.ts';
import {
  createAmendmentWorld,
  createSignedBooking,
  writtenState,
  type SignedBooking,
} from './amendments.test-support.ts';

// Amendments that add slots, change prices or the weekly query are proposed by
// staff or central and take effect only once the organisation accepts them.

let world: AgreementWorld;
beforeAll(async () => {
  world = await createAmendmentWorld();
});
afterAll(() => world.close());

const preview = (who: Who, id: string, body: object) =>
  send(world, who, 'POST', `/api/bookings/${id}/amendments/preview`, body);
const amend = (who: Who, id: string, body: object) =>
  send(world, who, 'POST', `/api/bookings/${id}/amendments`, body);
const answer = (who: Who, proposalId: string, verb: 'accept' | 'refuse', body: object = {}) =>
  send(world, who, 'PUT', `/api/amendment_proposals/${proposalId}/${verb}`, body);
const bookingOf = async (id: string) =>
  (await send(world, 'asso', 'GET', `/api/bookings/${id}`)).json();
const organizationOfBooking = async (id: string) =>
  (await world.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.organizationId;
const setOrganizationStatus = (id: string, status: OrganizationStatus) =>
  world.db.update(organizations).set({ status }).where(eq(organizations.id, id));
const activeRanges = (booking: {
  bookingSlots: { startDate: string; endDate: string; cancelled: boolean }[];
}) =>
  booking.bookingSlots
    .filter((slot) => !slot.cancelled)
    .map(({ startDate, endDate }) => ({ startDate, endDate }));

describe('a weekly slot moved by an amendment (yearly booking)', () => {
  let booking: SignedBooking;
  let proposalId: string;
  const days = [7, 14, 35];
  const query = () => ({
    weekDay: isoWeekDayOfDate(world.day(7)),
    startTime: '18:00',
    endTime: '20:00',
  });
  const later = () => ({ ...query(), startTime: '20:00', endTime: '22:00' });
  const moved = () => days.map((offset) => parisSlot(world.day(offset), '20:00', '22:00'));
  const draft = () => ({
    reason: 'Le gymnase accueille un club de judo à 18 h',
    counterPart: '',
    query: later(),
    bookingSlots: moved(),
    proposedRentPrice: null,
    proposedCleaningPrice: null,
  });

  beforeAll(async () => {
    booking = await createSignedBooking(world, days, { purposeType: 'yearly', query: query() });
  });

  it('previews the moved evenings, to be accepted, and writes nothing', async () => {
    const before = await writtenState(world, booking.id);
    const response = await preview('validateur', booking.id, draft());
    expect(response.statusCode, response.body).toBe(200);
    const content = response.json();
    expect(content).toMatchObject({
      '@type': 'AmendmentPreview',
      title: 'Avenant n°\u00a01',
      needsAcceptance: true,
      cancelledSlots: [],
      addedSlots: [],
      query: { before: query(), after: later() },
    });
    expect(content.movedSlots.map((line: { to: object }) => line.to)).toEqual(moved());
    expect(content.totalAfter).toBe(content.totalBefore);
    expect(await writtenState(world, booking.id)).toEqual(before);
  });

  it('records the proposal, e-mails the organisation and leaves the booking as it is', async () => {
    const before = await bookingOf(booking.id);
    const mailsBefore = (await mailsTo(world.db, 'asso@espaces.test')).length;
    const response = await amend('validateur', booking.id, draft());
    expect(response.statusCode, response.body).toBe(201);
    const proposal = response.json();
    expect(proposal).toMatchObject({
      '@type': 'AmendmentProposal',
      status: 'pending',
      reason: 'Le gymnase accueille un club de judo à 18 h',
      amendment: null,
    });
    proposalId = proposal.id;
    const after = await bookingOf(booking.id);
    expect(activeRanges(after)).toEqual(activeRanges(before));
    expect(after.query).toEqual(query());
    const mails = await mailsTo(world.db, 'asso@espaces.test');
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.subject).toContain('Avenant proposé');
    expect(mails.at(-1)!.text).toContain('/avenant/valider');
    const listed = await send(
      world,
      'asso',
      'GET',
      `/api/bookings/${booking.id}/amendment_proposals`,
    );
    expect(listed.json()['hydra:member']).toMatchObject([{ id: proposalId, status: 'pending' }]);
  });

  it.each([
    ['validateur', 403],
    ['central', 403],
    ['autre-asso', 404],
  ] as const)(
    'lets no one but the organisation answer (%s: %i), writing nothing',
    async (who, status) => {
      const before = await writtenState(world, booking.id);
      for (const verb of ['accept', 'refuse'] as const) {
        const response = await answer(who, proposalId, verb);
        expect(response.statusCode).toBe(status);
        if (status === 403) {
          expect(response.json()['hydra:description']).toBe(
            AMENDMENT_MESSAGES.onlyOrganizationAnswers,
          );
        }
      }
      expect(await writtenState(world, booking.id)).toEqual(before);
    },
  );

  it('takes effect when the organisation accepts: new slots, query, « Avenant n° 1 », payments', async () => {
    const response = await answer('asso', proposalId, 'accept');
    expect(response.statusCode, response.body).toBe(200);
    const amendment = response.json();
    expect(amendment).toMatchObject({ '@type': 'Amendment', number: 1, needsAcceptance: true });
    const after = await bookingOf(booking.id);
    expect(after.status).toBe('validated');
    expect(after.query).toEqual(later());
    expect(activeRanges(after)).toEqual(moved());
    expect(after.history.at(-1)).toMatchObject({ action: 'accept_amendment' });
    const listed = await send(
      world,
      'validateur',
      'GET',
      `/api/bookings/${booking.id}/amendment_proposals`,
    );
    expect(listed.json()['hydra:member']).toMatchObject([
      { status: 'accepted', amendment: amendment['@id'] },
    ]);
    const text = textOf((await send(world, 'asso', 'GET', amendment.document)).rawPayload).replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain('Avenant n° 1 à la convention');
    // Only what happened gets a heading: the evenings moved, nothing added nor cancelled.
    expect(text).toContain('Article 2 — Créneaux déplacés');
    expect(text).not.toContain('Créneaux ajoutés');
    expect(text).not.toContain('Créneaux annulés');
    expect(text).toContain('3 créneaux déplacés');
    expect(text).toContain('Acceptation par l’organisation');
    expect(text).toContain('Adresse e-mail du compte : asso@espaces.test');
    expect(text).toContain('de 18:00 à 20:00 » avant');
    expect(text).toContain('de 20:00 à 22:00 » après');
    const scheduled = await world.db
      .select({ amountCents: payments.amountCents, status: payments.status })
      .from(payments)
      .where(eq(payments.agreementId, booking.agreementId));
    const owed = scheduled
      .filter((payment) => payment.status !== 'cancelled')
      .reduce((sum, payment) => sum + payment.amountCents, 0);
    expect(owed).toBe(Math.round(after.amountDue * 100));
    const staffMails = await mailsTo(world.db, 'validateur@espaces.test');
    expect(staffMails.at(-1)!.subject).toContain('Avenant n°\u00a01');
  });

  it('cannot be answered twice', async () => {
    const before = await writtenState(world, booking.id);
    for (const verb of ['accept', 'refuse'] as const) {
      const response = await answer('asso', proposalId, verb);
      expect(response.statusCode).toBe(422);
      expect(violationsOf(response)[0]!.message).toBe(AMENDMENT_MESSAGES.proposalNotPending);
    }
    expect(await writtenState(world, booking.id)).toEqual(before);
  });
});

describe('an added slot and other prices (casual booking)', () => {
  let booking: SignedBooking;
  beforeAll(async () => {
    booking = await createSignedBooking(world, [30, 31]);
  });
  const held = () => [
    parisSlot(world.day(30), '18:00', '20:00'),
    parisSlot(world.day(31), '18:00', '20:00'),
  ];
  const added = () => parisSlot(world.day(32), '18:00', '20:00');

  it('refuses the organisation, a supervisor and another organisation, writing nothing', async () => {
    const before = await writtenState(world, booking.id);
    const body = { bookingSlots: [...held(), added()] };
    for (const [who, status] of [
      ['asso', 403],
      ['superviseur', 403],
      ['autre-asso', 404],
    ] as const) {
      expect((await amend(who, booking.id, body)).statusCode).toBe(status);
      expect((await preview(who, booking.id, body)).statusCode).toBe(status);
    }
    expect(await writtenState(world, booking.id)).toEqual(before);
  });

  it('refuses bad input with French violations: a NUL byte, the year 10000, a taken slot', async () => {
    await createApprovedBooking(world, 33);
    const before = await writtenState(world, booking.id);
    const nul = await amend('validateur', booking.id, {
      reason: 'a\u0000b',
      proposedRentPrice: 30,
    });
    expect(nul.statusCode).toBe(422);
    expect(violationsOf(nul)[0]!.propertyPath).toBe('reason');
    const far = await amend('validateur', booking.id, {
      bookingSlots: [
        ...held(),
        { startDate: '10000-01-01T18:00:00Z', endDate: '10000-01-01T20:00:00Z' },
      ],
    });
    expect(far.statusCode).toBe(422);
    const taken = await amend('validateur', booking.id, {
      bookingSlots: [...held(), parisSlot(world.day(33), '18:00', '20:00')],
    });
    expect(taken.statusCode).toBe(422);
    expect(violationsOf(taken)).toEqual([
      expect.objectContaining({
        propertyPath: 'bookingSlots.2',
        message: BOOKING_MESSAGES.slotTaken,
      }),
    ]);
    const casualQuery = await amend('validateur', booking.id, {
      query: { weekDay: 1, startTime: '18:00', endTime: '20:00' },
    });
    expect(violationsOf(casualQuery)[0]!.propertyPath).toBe('query');
    expect(await writtenState(world, booking.id)).toEqual(before);
  });

  it('lets a second proposal replace the first, and a refusal change nothing', async () => {
    const first = await amend('validateur', booking.id, { bookingSlots: [...held(), added()] });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      addedSlots: [{ ...added(), price: expect.any(Number) }],
      needsAcceptance: true,
    });
    const second = await amend('central', booking.id, {
      bookingSlots: [...held(), added()],
      proposedRentPrice: 30,
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().rentPrice).toMatchObject({ after: 30 });
    const superseded = await answer('asso', first.json().id, 'accept');
    expect(violationsOf(superseded)[0]!.message).toBe(AMENDMENT_MESSAGES.proposalNotPending);

    const before = await bookingOf(booking.id);
    const refused = await answer('asso', second.json().id, 'refuse', {
      refusalReason: 'Le tarif est trop élevé',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({
      status: 'refused',
      refusalReason: 'Le tarif est trop élevé',
    });
    const after = await bookingOf(booking.id);
    expect(activeRanges(after)).toEqual(activeRanges(before));
    expect(after.rentPrice).toBe(before.rentPrice);
    expect((await mailsTo(world.db, 'validateur@espaces.test')).at(-1)!.text).toContain(
      'Le tarif est trop élevé',
    );
    const listed = await send(
      world,
      'admin',
      'GET',
      `/api/bookings/${booking.id}/amendment_proposals`,
    );
    const members: { status: string }[] = listed.json()['hydra:member'];
    expect(members.map((proposal) => proposal.status)).toEqual(['superseded', 'refused']);
  });

  it('refuses added slots to an organisation back under review, writing nothing', async () => {
    const proposal = await amend('validateur', booking.id, { bookingSlots: [...held(), added()] });
    expect(proposal.statusCode, proposal.body).toBe(201);
    const before = await writtenState(world, booking.id);
    const asso = await organizationOfBooking(booking.id);
    await setOrganizationStatus(asso, 'to_review');
    try {
      const accepted = await answer('asso', proposal.json().id, 'accept');
      expect(accepted.statusCode).toBe(403);
      expect(accepted.json()['hydra:description']).toBe(
        "Merci de faire valider votre compte avant d'accéder à un espace",
      );
      expect(await writtenState(world, booking.id)).toEqual(before);
    } finally {
      await setOrganizationStatus(asso, 'validated');
    }
    const refused = await answer('asso', proposal.json().id, 'refuse', {
      refusalReason: 'Plus tard',
    });
    expect(refused.statusCode, refused.body).toBe(200);
  });

  it('refuses a booking not validated yet', async () => {
    const approved = await createApprovedBooking(world, 40);
    const response = await amend('validateur', approved.id, { proposedRentPrice: 12 });
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)[0]!.message).toBe(AMENDMENT_MESSAGES.bookingNotCancelable);
  });

  it('races: an accepted added slot and a new request for the same evening, exactly one wins', async () => {
    const contested = parisSlot(world.day(34), '18:00', '20:00');
    const proposal = await amend('validateur', booking.id, {
      bookingSlots: [...held(), contested],
    });
    expect(proposal.statusCode, proposal.body).toBe(201);
    const [accepted, requested] = await Promise.all([
      answer('asso', proposal.json().id, 'accept'),
      send(
        world,
        'autre-asso',
        'POST',
        '/api/bookings',
        bookingBody(world, { bookingSlots: [contested] }),
      ),
    ]);
    const wins = [accepted.statusCode === 200, requested.statusCode === 201];
    expect(wins.filter(Boolean), `${accepted.body} ${requested.body}`).toHaveLength(1);
    const loser = wins[0] ? requested : accepted;
    expect(loser.statusCode, loser.body).toBe(422);
    expect(violationsOf(loser)[0]!.message).toBe(BOOKING_MESSAGES.slotTaken);
    const after = await bookingOf(booking.id);
    expect(activeRanges(after).some((range) => range.startDate === contested.startDate)).toBe(
      wins[0],
    );
  });
});

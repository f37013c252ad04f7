import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createBooking, createPlace, rangeFromNow } from '../../../test/support/factories.ts';
import { bookingSlots, facilities, payments } from '../../db/schema.ts';
import { finishEnded } from '../../jobs/scheduled-jobs.ts';
import { PAYMENT_MESSAGES } from '@espaces/domain/payment/payment-messages';
import { organizationIdOf, send, violationsOf } from '../bookings/bookings.test-support.ts';
import {
  bookingRow,
  createAgreementWorld,
  lastSignatureCode,
  type AgreementWorld,
} from './agreements.test-support.ts';

// Two use cases writing one facility at the same moment (docs/decisions.md#lock-order): whatever
// order PostgreSQL lets them in, each one either succeeds or answers a French refusal, never a 5xx
// (a deadlock, 40P01). The bookings of two organisations alternate between two places, so issuing
// or signing their agreements touches the places in opposite orders. PGlite runs one transaction at
// a time: PostgreSQL only.

const ROUNDS = 20;
// Signing and amending render two or three PDFs a round: fewer rounds, the same crossing.
const SIGNED_ROUNDS = 10;
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Chromium/142';
const APP = { appName: 'Espaces Partagés', appUrl: 'http://localhost' };
// Each round issues PDFs: far longer than a usual API test, never timed.
const RACE_TIMEOUT = 180_000;

let world: AgreementWorld;
let places: [string, string];
let organizations: { asso: string; 'autre-asso': string };
let nextHour = 24;

beforeAll(async () => {
  world = await createAgreementWorld();
  places = [world.placeId, (await createPlace(world.db, { name: 'Salle Simone-Veil' })).id];
  organizations = {
    asso: await organizationIdOf(world.db, 'asso@espaces.test'),
    'autre-asso': await organizationIdOf(world.db, 'autre-asso@espaces.test'),
  };
});
afterAll(() => world.close());

type Signer = keyof typeof organizations;

/** A booking of `who` at `placeId`, its slots on hours no other booking of the test holds. */
async function bookingOf(
  who: Signer,
  placeId: string,
  status: 'new' | 'approved' | 'validated' = 'approved',
  slotCount = 1,
): Promise<string> {
  const slots = Array.from({ length: slotCount }, () => {
    nextHour += 3;
    // An ended booking (the finish job's) lies as far in the past as the others in the future.
    return rangeFromNow(status === 'validated' ? -nextHour : nextHour);
  });
  const booking = await createBooking(world.db, {
    placeId,
    organizationId: organizations[who],
    status,
    activity: 'Entraînement',
    expectedAttendance: 12,
    slots,
  });
  return booking.id;
}

/**
 * One draft per organisation whose bookings, in reference order, are at the first place then
 * the second for asso and the other way round for autre-asso.
 */
async function crossedDrafts(): Promise<Record<Signer, { id: string; bookings: string[] }>> {
  const [first, second] = places;
  const asso = [await bookingOf('asso', first, 'approved', 2)];
  const other = [await bookingOf('autre-asso', second)];
  asso.push(await bookingOf('asso', second));
  other.push(await bookingOf('autre-asso', first));
  const draft = async (bookingId: string) => {
    const response = await send(world, 'admin', 'POST', '/api/agreements', {
      booking: `/api/bookings/${bookingId}`,
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  };
  return {
    asso: { id: await draft(asso[0]!), bookings: asso },
    'autre-asso': { id: await draft(other[0]!), bookings: other },
  };
}

const generate = (agreementId: string) =>
  send(world, 'admin', 'POST', `/api/agreements/${agreementId}/generate`, {});

/** The signature's request once its code is sent, to be raced against another. */
async function signatureOf(who: Signer, agreementId: string) {
  const sent = await send(world, who, 'POST', `/api/agreements/${agreementId}/signature-code`, {});
  expect(sent.statusCode).toBe(201);
  const code = await lastSignatureCode(world, `${who}@espaces.test`, agreementId);
  const cookies = await world.cookiesOf(who);
  return (): Promise<LightMyRequestResponse> =>
    world.context.app.inject({
      method: 'POST',
      url: `/api/agreements/${agreementId}/signature`,
      payload: { fullName: 'Léa Martin', consent: true, code },
      headers: { 'user-agent': USER_AGENT },
      cookies,
    });
}

const decide = (bookingId: string, body: object) =>
  send(world, 'validateur', 'PUT', `/api/bookings/${bookingId}`, body);

const outcome = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.statusCode >= 400 ? response.body : '',
});

describe.runIf(process.env.DATABASE_URL)('writes of one facility at the same moment', () => {
  it(
    `issues two agreements crossing two places beside decisions, ${ROUNDS} times`,
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const drafts = await crossedDrafts();
        const approved = await bookingOf('asso', places[1], 'new');
        const counterProposed = await bookingOf('autre-asso', places[0], 'new');
        const responses = await Promise.all([
          generate(drafts.asso.id),
          generate(drafts['autre-asso'].id),
          decide(approved, { status: 'approved' }),
          decide(counterProposed, { status: 'pending', proposedRentPrice: 15.5 }),
        ]);
        expect(responses.map(outcome)).toEqual(responses.map(() => ({ status: 200, body: '' })));
        for (const bookingId of [...drafts.asso.bookings, ...drafts['autre-asso'].bookings]) {
          expect((await bookingRow(world, bookingId)).status).toBe('to_review');
        }
        expect((await bookingRow(world, approved)).status).toBe('approved');
        expect((await bookingRow(world, counterProposed)).status).toBe('pending');
      }
    },
    RACE_TIMEOUT,
  );

  it(
    `signs two agreements crossing two places while the finish job runs, ${SIGNED_ROUNDS} times`,
    async () => {
      for (let round = 0; round < SIGNED_ROUNDS; round++) {
        const drafts = await crossedDrafts();
        for (const draft of [drafts.asso, drafts['autre-asso']]) {
          expect((await generate(draft.id)).statusCode).toBe(200);
        }
        const signatures = [
          await signatureOf('asso', drafts.asso.id),
          await signatureOf('autre-asso', drafts['autre-asso'].id),
        ];
        const ended = [
          await bookingOf('asso', places[round % 2]!, 'validated'),
          await bookingOf('autre-asso', places[(round + 1) % 2]!, 'validated'),
        ];
        const [finished, ...responses] = await Promise.all([
          finishEnded(world.db, world.context.clock.now(), APP),
          ...signatures.map((signature) => signature()),
        ]);
        expect(responses.map(outcome)).toEqual(responses.map(() => ({ status: 200, body: '' })));
        expect(finished.bookings).toBeGreaterThanOrEqual(ended.length);
        for (const bookingId of [...drafts.asso.bookings, ...drafts['autre-asso'].bookings]) {
          expect((await bookingRow(world, bookingId)).status).toBe('validated');
        }
        for (const bookingId of ended) {
          expect((await bookingRow(world, bookingId)).status).toBe('finished');
        }
      }
    },
    RACE_TIMEOUT,
  );

  it(
    `cancels a signed slot while its payment is recorded and another agreement is issued, ${SIGNED_ROUNDS} times`,
    async () => {
      for (let round = 0; round < SIGNED_ROUNDS; round++) {
        const drafts = await crossedDrafts();
        expect((await generate(drafts.asso.id)).statusCode).toBe(200);
        const signature = await signatureOf('asso', drafts.asso.id);
        expect((await signature()).statusCode).toBe(200);
        const [open] = await world.db
          .select()
          .from(payments)
          .where(eq(payments.agreementId, drafts.asso.id));
        const [slot] = await world.db
          .select()
          .from(bookingSlots)
          .where(eq(bookingSlots.bookingId, drafts.asso.bookings[0]!));
        const [cancelled, recorded, issued] = await Promise.all([
          send(
            world,
            'asso',
            'PUT',
            `/api/bookings/${drafts.asso.bookings[0]}/cancel-booking-slots`,
            {
              timeSlots: [`/api/booking_slots/${slot!.id}`],
            },
          ),
          send(world, 'admin', 'PUT', `/api/payments/${open!.id}/record`, {
            reference: `Virement ${round}`,
          }),
          generate(drafts['autre-asso'].id),
        ]);
        expect([cancelled, issued].map(outcome)).toEqual([
          { status: 200, body: '' },
          { status: 200, body: '' },
        ]);
        // Recorded, or refused in French when the cancellation closed the payment first.
        if (recorded.statusCode !== 200) {
          expect(recorded.statusCode).toBe(422);
          expect(violationsOf(recorded).map((v) => v.message)).toEqual([
            PAYMENT_MESSAGES.paymentNotOpen,
          ]);
        }
      }
    },
    RACE_TIMEOUT,
  );

  it(`closes a facility and its whole territory at once, ${ROUNDS} times`, async () => {
    const [facility] = await world.db
      .select()
      .from(facilities)
      .where(eq(facilities.id, world.facilityId));
    for (let round = 0; round < ROUNDS; round++) {
      const days = { from: world.day(round + 1), to: world.day(round + 1), kind: 'works' };
      const responses = await Promise.all([
        send(world, 'admin', 'POST', '/api/closures', {
          ...days,
          facility: `/api/facilities/${world.facilityId}`,
          label: 'Travaux du gymnase',
        }),
        send(world, 'territoire', 'POST', '/api/closures', {
          ...days,
          territory: `/api/territories/${facility!.territoryId}`,
          label: 'Vacances',
        }),
      ]);
      expect(responses.map(outcome)).toEqual(responses.map(() => ({ status: 201, body: '' })));
    }
  });
});

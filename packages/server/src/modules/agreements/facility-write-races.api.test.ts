import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createPlace, rangeFromNow } from '../../../test/support/factories.ts';
import { organizationIdOf, send } from '../bookings/bookings.test-support.ts';
import {
  bookingRow,
  createAgreementWorld,
  lastSignatureCode,
  type AgreementWorld,
} from './agreements.test-support.ts';

// Two use cases writing one facility at the same moment (issue 16 item 6, docs/decisions.md
// « Lock order of the writes »): whatever order PostgreSQL lets them in, each one either
// succeeds or answers a French refusal, never a 5xx (a deadlock, 40P01). The bookings of two
// organisations alternate between two places, so issuing or signing their agreements touches
// the places in opposite orders. PGlite runs one transaction at a time: PostgreSQL only.

const ROUNDS = 20;
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Chromium/142';

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

/** An approved booking of `who` at `placeId`, on an hour no other booking of the test holds. */
async function approvedBooking(who: Signer, placeId: string): Promise<string> {
  nextHour += 3;
  const booking = await createBooking(world.db, {
    placeId,
    organizationId: organizations[who],
    status: 'approved',
    activity: 'Entraînement',
    expectedAttendance: 12,
    slots: [rangeFromNow(nextHour)],
  });
  return booking.id;
}

/**
 * One draft per organisation whose bookings, in reference order, are at the first place then
 * the second for asso and the other way round for autre-asso.
 */
async function crossedDrafts(): Promise<Record<Signer, { id: string; bookings: string[] }>> {
  const [first, second] = places;
  const asso = [await approvedBooking('asso', first)];
  const other = [await approvedBooking('autre-asso', second)];
  asso.push(await approvedBooking('asso', second));
  other.push(await approvedBooking('autre-asso', first));
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

const outcome = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.statusCode >= 400 ? response.body : '',
});

describe.runIf(process.env.DATABASE_URL)('writes of one facility at the same moment', () => {
  it(`issues two agreements crossing two places, ${ROUNDS} times, without a 5xx`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const drafts = await crossedDrafts();
      const responses = await Promise.all([
        generate(drafts.asso.id),
        generate(drafts['autre-asso'].id),
      ]);
      expect(responses.map(outcome)).toEqual([
        { status: 200, body: '' },
        { status: 200, body: '' },
      ]);
      for (const bookingId of [...drafts.asso.bookings, ...drafts['autre-asso'].bookings]) {
        expect((await bookingRow(world, bookingId)).status).toBe('to_review');
      }
    }
  });

  it(`signs two agreements crossing two places, ${ROUNDS} times, without a 5xx`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const drafts = await crossedDrafts();
      for (const draft of [drafts.asso, drafts['autre-asso']]) {
        expect((await generate(draft.id)).statusCode).toBe(200);
      }
      const signatures = [
        await signatureOf('asso', drafts.asso.id),
        await signatureOf('autre-asso', drafts['autre-asso'].id),
      ];
      const responses = await Promise.all(signatures.map((signature) => signature()));
      expect(responses.map(outcome)).toEqual([
        { status: 200, body: '' },
        { status: 200, body: '' },
      ]);
      for (const bookingId of [...drafts.asso.bookings, ...drafts['autre-asso'].bookings]) {
        expect((await bookingRow(world, bookingId)).status).toBe('validated');
      }
    }
  });
});

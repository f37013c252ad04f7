import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMENDMENT_MESSAGES } from '@espaces/domain/agreement/amendment-messages';
import { agreementBookings, agreements, payments } from '../../db/schema.ts';
import type { AgreementWorld } from '../agreements/agreements.test-support.ts';
import { textOf } from '../../documents/pdf-text.test-support.ts';
import { mailsTo, send, violationsOf, type Who } from '../bookings/bookings.test-support.ts';
import {
  createAmendmentWorld,
  createSignedBooking,
  writtenState,
  type SignedBooking,
} from './amendments.test-support.ts';

// The organisation cancels slots of its validated booking, conditions applied.

let world: AgreementWorld;
let booking: SignedBooking;
beforeAll(async () => {
  world = await createAmendmentWorld();
  // Days 3 (under 7 days: full price), 10 (7–29: half), 35 (30 and more: free) and 40.
  booking = await createSignedBooking(world, [3, 10, 35, 40]);
});
afterAll(() => world.close());

const cancel = (who: Who, id: string, timeSlots: string[]) =>
  send(world, who, 'PUT', `/api/bookings/${id}/cancel-booking-slots`, { timeSlots });
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

describe('PUT /api/bookings/{id}/cancel-booking-slots', () => {
  it('cancels with the conditions of the notice and answers the booking status', async () => {
    const before = (await send(world, 'asso', 'GET', `/api/bookings/${booking.id}`)).json();
    // 2 h × 25,00 € + 0 € cleaning (test place) a slot: four slots due.
    expect(before.amountDue).toBe(4 * before.bookingSlots[0].price);
    const response = await cancel('asso', booking.id, booking.slots.slice(0, 3));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      '@type': 'BookingCancellation',
      status: 'validated',
      booking: `/api/bookings/${booking.id}`,
    });
    const after = (await send(world, 'asso', 'GET', `/api/bookings/${booking.id}`)).json();
    const price = before.bookingSlots[0].price;
    const flags = after.bookingSlots.map((slot: Record<string, boolean>) => [
      slot.cancelled,
      slot.cancelledByOrganizationToBeFullyPaid,
      slot.cancelledByOrganizationToBePartiallyPaid,
      slot.cancelledByOrganizationNotToBePaid,
    ]);
    expect(flags).toEqual([
      [true, true, false, false],
      [true, false, true, false],
      [true, false, false, true],
      [false, false, false, false],
    ]);
    // Full price + half + nothing + the slot kept.
    expect(after.amountDue).toBe(price + price / 2 + price);
    expect(after.totalPrice).toBe(price);
    expect(after.history.at(-1)).toMatchObject({ action: 'cancel_slots', toStatus: 'validated' });

    // The open payments follow what is owed now (docs/payments.md#rescheduling).
    const [link] = await world.context.db
      .select({ agreementId: agreementBookings.agreementId })
      .from(agreementBookings)
      .where(eq(agreementBookings.bookingId, booking.id));
    const scheduled = await world.context.db
      .select({ amountCents: payments.amountCents, status: payments.status })
      .from(payments)
      .where(eq(payments.agreementId, link!.agreementId));
    const owed = scheduled
      .filter((payment) => payment.status !== 'cancelled')
      .reduce((sum, payment) => sum + payment.amountCents, 0);
    expect(owed).toBe(Math.round(after.amountDue * 100));
  });

  it('issues « Avenant n° 1 », chained to the signed agreement, downloadable by both parties', async () => {
    const list = await send(world, 'admin', 'GET', `/api/bookings/${booking.id}/amendments`);
    expect(list.statusCode).toBe(200);
    const [amendment] = list.json()['hydra:member'];
    const [agreement] = await world.db
      .select()
      .from(agreements)
      .where(eq(agreements.id, booking.agreementId));
    expect(amendment).toMatchObject({
      number: 1,
      title: 'Avenant n°\u00a01',
      previousDocumentSha256: agreement!.signedDocumentSha256,
      cancelsBooking: false,
    });
    expect(amendment.cancelledSlots.map((slot: { condition: string }) => slot.condition)).toEqual([
      'toBeFullyPaid',
      'toBePartiallyPaid',
      'notToBePaid',
    ]);
    for (const who of ['asso', 'admin'] as const) {
      const pdf = await send(world, who, 'GET', amendment.document);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(sha256(pdf.rawPayload)).toBe(amendment.documentSha256);
    }
    const text = textOf((await send(world, 'asso', 'GET', amendment.document)).rawPayload);
    expect(text).toContain('Avenant n° 1 à la convention');
    expect(text).toContain(agreement!.signedDocumentSha256);
    expect(text).toContain('Il est le premier avenant de cette convention.');
    expect(text).toMatch(/7 à 29 jours avant : 50 % dû/);
  });

  it('e-mails both parties what changed', async () => {
    const [mail] = (await mailsTo(world.db, 'validateur@espaces.test')).filter((each) =>
      each.subject.startsWith('Avenant n°\u00a01'),
    );
    expect(mail?.text).toContain('Montant dû avant');
    expect(await mailsTo(world.db, 'asso@espaces.test')).toEqual(
      expect.arrayContaining([expect.objectContaining({ subject: mail!.subject })]),
    );
  });

  it('cancels the whole booking with the last slot, as « Avenant n° 2 » after n° 1', async () => {
    const response = await cancel('asso', booking.id, [booking.slots[3]!]);
    expect(response.json().status).toBe('cancelled');
    const [first, second] = (
      await send(world, 'asso', 'GET', `/api/bookings/${booking.id}/amendments`)
    ).json()['hydra:member'];
    expect(second).toMatchObject({
      number: 2,
      previousDocumentSha256: first.documentSha256,
      cancelsBooking: true,
    });
    const text = textOf((await send(world, 'asso', 'GET', second.document)).rawPayload);
    expect(text).toContain('Il fait suite à l’Avenant n° 1');
    expect(text).toContain(first.documentSha256);
    const after = (await send(world, 'asso', 'GET', `/api/bookings/${booking.id}`)).json();
    expect(after._abilities.cancel).toBe(false);
    expect(after.history.at(-1)).toMatchObject({ action: 'cancel', toStatus: 'cancelled' });
  });
});

describe('refusals write nothing', () => {
  let other: SignedBooking;
  beforeAll(async () => {
    other = await createSignedBooking(world, [5, 36]);
  });

  it.each([
    ['validateur', 403, AMENDMENT_MESSAGES.staffCancelsThroughAmendment],
    ['central', 403, AMENDMENT_MESSAGES.staffCancelsThroughAmendment],
    ['superviseur', 403, AMENDMENT_MESSAGES.notYourBooking],
    ['autre-asso', 404, undefined],
    ['anonyme', 401, undefined],
  ] as const)('refuses %s (%i)', async (who, status, message) => {
    const before = await writtenState(world, other.id);
    const response = await cancel(who, other.id, [other.slots[0]!]);
    expect(response.statusCode).toBe(status);
    if (message) expect(response.json()['hydra:description']).toBe(message);
    expect(await writtenState(world, other.id)).toEqual(before);
  });

  it('refuses a slot of another booking and an already cancelled one, naming each', async () => {
    const before = await writtenState(world, other.id);
    const response = await cancel('asso', other.id, [
      other.slots[0]!,
      booking.slots[0]!,
      `/api/booking_slots/${crypto.randomUUID()}`,
    ]);
    expect(response.statusCode).toBe(422);
    expect(violationsOf(response)).toEqual([
      expect.objectContaining({
        propertyPath: 'timeSlots[1]',
        message: AMENDMENT_MESSAGES.slotNotInBooking,
      }),
      expect.objectContaining({
        propertyPath: 'timeSlots[2]',
        message: AMENDMENT_MESSAGES.slotNotInBooking,
      }),
    ]);
    const empty = await cancel('asso', other.id, []);
    expect(violationsOf(empty)[0]!.message).toBe(AMENDMENT_MESSAGES.slotsToCancelRequired);
    const cancelledBooking = await cancel('asso', booking.id, [booking.slots[0]!]);
    expect(violationsOf(cancelledBooking)[0]!.message).toBe(
      AMENDMENT_MESSAGES.bookingNotCancelable,
    );
    expect(await writtenState(world, other.id)).toEqual(before);
  });

  it('lets only one of two cancellations of the same slot at once through', async () => {
    const [a, b] = await Promise.all([
      cancel('asso', other.id, [other.slots[0]!]),
      cancel('asso', other.id, [other.slots[0]!]),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const refused = a.statusCode === 422 ? a : b;
    expect(violationsOf(refused)[0]!.message).toBe(AMENDMENT_MESSAGES.slotNotCancelable);
  });

  it('numbers two cancellations of different slots at once n° 1 and n° 2, chained', async () => {
    const third = await createSignedBooking(world, [6, 37, 42]);
    const answers = await Promise.all([
      cancel('asso', third.id, [third.slots[0]!]),
      cancel('asso', third.id, [third.slots[1]!]),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const list = await send(world, 'asso', 'GET', `/api/bookings/${third.id}/amendments`);
    const [first, second] = list.json()['hydra:member'];
    expect([first.number, second.number]).toEqual([1, 2]);
    expect(second.previousDocumentSha256).toBe(first.documentSha256);
  });
});

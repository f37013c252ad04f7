import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMENDMENT_MESSAGES } from '@espaces/domain/agreement/amendment-messages';
import type { AgreementWorld } from '../agreements/agreements.test-support.ts';
import { textOf } from '../../documents/pdf-text.test-support.ts';
import { send, violationsOf, type Who } from '../bookings/bookings.test-support.ts';
import {
  createAmendmentWorld,
  createSignedBooking,
  writtenState,
  type SignedBooking,
} from './amendments.test-support.ts';

// Staff and central cancel through a previewed amendment; nothing is due.

let world: AgreementWorld;
let booking: SignedBooking;
beforeAll(async () => {
  world = await createAmendmentWorld();
  booking = await createSignedBooking(world, [2, 12, 31, 41]);
});
afterAll(() => world.close());

const draft = (slots: string[], extra: object = {}) => ({
  reason: 'Travaux dans le gymnase',
  counterPart: 'Un créneau offert en juin',
  timeSlotsToCancel: slots,
  proposedRentPrice: null,
  proposedCleaningPrice: null,
  ...extra,
});
const preview = (who: Who, body: object) =>
  send(world, who, 'POST', `/api/bookings/${booking.id}/amendments/preview`, body);
const amend = (who: Who, body: object) =>
  send(world, who, 'POST', `/api/bookings/${booking.id}/amendments`, body);

describe('POST /api/bookings/{id}/amendments/preview', () => {
  it('shows the amendment as it would be issued, and writes nothing', async () => {
    const before = await writtenState(world, booking.id);
    const response = await preview('validateur', draft([booking.slots[0]!]));
    expect(response.statusCode, response.body).toBe(200);
    const price = response.json().cancelledSlots[0].price;
    expect(response.json()).toMatchObject({
      '@type': 'AmendmentPreview',
      number: 1,
      title: 'Avenant n°\u00a01',
      reason: 'Travaux dans le gymnase',
      cancelledSlots: [{ condition: 'byFacility', due: 0 }],
      totalBefore: 4 * price,
      totalAfter: 3 * price,
      cancelsBooking: false,
    });
    expect(await writtenState(world, booking.id)).toEqual(before);
  });
});

describe('POST /api/bookings/{id}/amendments', () => {
  it('lets the validator cancel the next day’s slot at no cost to the organisation', async () => {
    const response = await amend('validateur', draft([booking.slots[0]!]));
    expect(response.statusCode, response.body).toBe(201);
    const amendment = response.json();
    expect(amendment).toMatchObject({ number: 1, cancelledSlots: [{ condition: 'byFacility' }] });
    const after = (await send(world, 'asso', 'GET', `/api/bookings/${booking.id}`)).json();
    expect(after.bookingSlots[0]).toMatchObject({
      cancelled: true,
      cancelledByOrganizationToBeFullyPaid: false,
      cancelledBy: { firstName: expect.any(String) },
    });
    expect(after.amountDue).toBe(3 * after.bookingSlots[1].price);
    const text = textOf((await send(world, 'asso', 'GET', amendment.document)).rawPayload);
    expect(text).toContain('Motif : Travaux dans le gymnase');
    expect(text).toContain('Contrepartie : Un créneau offert en juin');
    expect(text.replace(/\s+/g, ' ')).toContain(
      'par l’établissement ou la Région ; le prix est ajusté',
    );
  });

  it('lets central cancel too, as the next number', async () => {
    const response = await amend('central', draft([booking.slots[1]!], { reason: '' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().number).toBe(2);
  });

  it.each([
    ['asso', 403, AMENDMENT_MESSAGES.organizationCancelsDirectly],
    ['superviseur', 403, AMENDMENT_MESSAGES.notYourBooking],
    ['autre-asso', 404, undefined],
  ] as const)('refuses %s (%i) and writes nothing', async (who, status, message) => {
    const before = await writtenState(world, booking.id);
    for (const call of [preview, amend]) {
      const response = await call(who, draft([booking.slots[2]!]));
      expect(response.statusCode).toBe(status);
      if (message) expect(response.json()['hydra:description']).toBe(message);
    }
    expect(await writtenState(world, booking.id)).toEqual(before);
  });

  it('refuses a slot cancelled already, writing nothing', async () => {
    const before = await writtenState(world, booking.id);
    const cancelledAgain = await amend('validateur', draft([booking.slots[0]!]));
    expect(violationsOf(cancelledAgain)[0]).toMatchObject({
      propertyPath: 'timeSlotsToCancel[0]',
      message: AMENDMENT_MESSAGES.slotNotCancelable,
    });
    expect(await writtenState(world, booking.id)).toEqual(before);
  });
});

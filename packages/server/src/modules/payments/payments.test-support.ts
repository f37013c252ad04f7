import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import type { Database } from '../../db/client.ts';
import { bookingSlots, payments } from '../../db/schema.ts';
import { send, type Who } from '../bookings/bookings.test-support.ts';
import {
  createApprovedBooking,
  issueAndSignAgreementOf,
  type AgreementWorld,
} from '../agreements/agreements.test-support.ts';

// Shared by the payment API tests: a signed agreement of asso@, and the card steps.

/**
 * asso@'s (or `who`'s) bookings on the given days, gathered, issued and signed: the payments
 * are scheduled.
 */
export async function createSignedAgreement(
  world: AgreementWorld,
  days: number[],
  who: 'asso' | 'autre-asso' = 'asso',
) {
  const bookings = [];
  for (const day of days) bookings.push(await createApprovedBooking(world, day, who));
  const agreementId = await issueAndSignAgreementOf(world, bookings[0]!.id, who);
  return { agreementId, bookings };
}

export async function patchAs(world: AgreementWorld, who: Who, url: string, payload: object) {
  return world.context.app.inject({
    method: 'PATCH',
    url,
    payload,
    headers: { 'content-type': 'application/merge-patch+json' },
    cookies: await world.cookiesOf(who),
  });
}

/** Card payment type, then a card typed on the sandbox's page; answers the return URL. */
export async function registerCard(
  world: AgreementWorld,
  organizationId: string,
  agreementId: string,
  number: string,
): Promise<string> {
  const organization = `/api/organizations/${organizationId}`;
  expect(
    (await patchAs(world, 'asso', `${organization}/payment-type`, { paymentType: 'card' }))
      .statusCode,
  ).toBe(200);
  const started = await send(
    world,
    'asso',
    'GET',
    `${organization}/create-credit-card?agreementId=${agreementId}`,
  );
  expect(started.statusCode).toBe(200);
  const registrationId = (started.json() as { payment_url: string }).payment_url.split('/').at(-1)!;
  const typed = await send(
    world,
    'anonyme',
    'POST',
    `/api/sandbox/card-registrations/${registrationId}`,
    {
      number,
      name: 'Léa Martin',
      month: 12,
      year: 2030,
      cvv: '123',
    },
  );
  expect(typed.statusCode).toBe(200);
  return (typed.json() as { returnUrl: string }).returnUrl;
}

export async function paymentsOf(db: Database, agreementId: string) {
  return db.select().from(payments).where(eq(payments.agreementId, agreementId));
}

/** An organisation's cancellation of a booking's slots as the amendments will store it. */
export async function cancelSlotsOf(
  db: Database,
  bookingId: string,
  flags: Partial<typeof bookingSlots.$inferInsert>,
) {
  await db
    .update(bookingSlots)
    .set({ cancelled: true, ...flags })
    .where(and(eq(bookingSlots.bookingId, bookingId)));
}

export const parisNoon = (date: string) => parisWallClockToUtc(date, '12:00');

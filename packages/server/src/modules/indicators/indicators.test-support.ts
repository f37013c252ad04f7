import { eq } from 'drizzle-orm';
import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import {
  createBooking,
  createOpeningWindow,
  createOrganization,
  createPlace,
} from '../../../test/support/factories.ts';
import type { Database } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { agreements, auditEvents, bookingSlots, placeTypes, users } from '../../db/schema.ts';
import { createWorld, type World } from '../facilities/facility-test-data.ts';

// A small known calendar in the Savoie facility (outside every demo staff's scope), March
// 2026, with the spring clock change of Sunday 29 March (02:00 → 03:00 in Paris).

const at = (day: string, time: string) => parisWallClockToUtc(day, time);
const range = (day: string, start: string, endDay: string, end: string) => ({
  startDate: at(day, start),
  endDate: at(endDay, end),
});

export interface CalendarWorld extends World {
  placeA: string;
  placeB: string;
  placeD: string;
  otherPlaceTypeId: string;
  clubAlpha: string;
  clubBeta: string;
}

async function userId(db: Database, email: string): Promise<string> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user!.id;
}

async function event(db: Database, bookingId: string, action: string, occurredAt: string) {
  await db.insert(auditEvents).values({
    entityType: 'booking',
    entityId: bookingId,
    action,
    occurredAt: new Date(occurredAt),
  });
}

export async function createCalendarWorld(): Promise<CalendarWorld> {
  const world = await createWorld();
  const { db } = world.context;
  const facilityId = world.savoie.facility.id;
  const [salle] = await db.select().from(placeTypes).where(eq(placeTypes.name, 'Salle de danse'));
  const placeA = (await createPlace(db, { facilityId, name: 'Gymnase A' })).id;
  const placeB = (await createPlace(db, { facilityId, name: 'Salle B', placeTypeId: salle!.id }))
    .id;
  const placeD = (await createPlace(db, { facilityId, name: 'Dojo D' })).id;
  const clubAlpha = (await createOrganization(db, { name: 'Club Alpha' })).id;
  const clubBeta = (await createOrganization(db, { name: 'Club Bêta' })).id;

  // Windows of A: 780 minutes in March (W1 is 8 wall-clock hours but 7 real ones).
  await createOpeningWindow(db, placeA, range('2026-02-28', '22:00', '2026-03-01', '02:00'));
  await createOpeningWindow(db, placeA, range('2026-03-02', '18:00', '2026-03-02', '22:00'));
  await createOpeningWindow(db, placeA, range('2026-03-28', '20:00', '2026-03-29', '04:00'));
  // B opens only across the autumn change (25 October 2026, 03:00 → 02:00): 6 wall-clock
  // hours, 7 real ones.
  await createOpeningWindow(db, placeB, range('2026-10-24', '22:00', '2026-10-25', '04:00'));
  // D: booked twice what it opened (a window later shortened): occupancy capped at 100 %.
  await createOpeningWindow(db, placeD, range('2026-03-05', '10:00', '2026-03-05', '11:00'));

  const book = async (
    placeId: string,
    organizationId: string,
    status: 'new' | 'approved' | 'validated' | 'finished' | 'cancelled' | 'rejected',
    createdAt: string,
    slots: ReturnType<typeof range>[],
  ) =>
    createBooking(db, { placeId, organizationId, status, createdAt: new Date(createdAt), slots });

  const r1 = await book(placeA, clubAlpha, 'validated', '2026-03-10T10:00:00Z', [
    range('2026-03-29', '01:00', '2026-03-29', '04:00'),
    range('2026-03-16', '18:00', '2026-03-16', '19:00'),
  ]);
  await event(db, r1.id, 'approve', '2026-03-10T12:00:00Z');
  await db
    .update(bookingSlots)
    .set({ cancelled: true, cancelledByUserId: await userId(db, 'admin@espaces.test') })
    .where(eq(bookingSlots.id, r1.slots[1]!.id));

  const r2 = await book(placeA, clubBeta, 'approved', '2026-03-11T08:00:00Z', [
    range('2026-03-02', '18:00', '2026-03-02', '20:00'),
    range('2026-03-02', '20:00', '2026-03-02', '21:00'),
  ]);
  await event(db, r2.id, 'counter_propose', '2026-03-12T08:00:00Z');
  await event(db, r2.id, 'accept', '2026-03-13T08:00:00Z');
  await db
    .update(bookingSlots)
    .set({
      cancelled: true,
      cancelledByUserId: await userId(db, 'asso@espaces.test'),
      cancelledByOrganizationNotToBePaid: true,
    })
    .where(eq(bookingSlots.id, r2.slots[1]!.id));

  await book(placeA, clubAlpha, 'new', '2026-03-15T09:00:00Z', [
    range('2026-03-02', '21:00', '2026-03-02', '22:00'),
  ]);
  await book(placeA, clubAlpha, 'finished', '2026-02-15T09:00:00Z', [
    range('2026-02-28', '23:30', '2026-03-01', '01:00'),
  ]);
  const r5 = await book(placeA, clubBeta, 'cancelled', '2026-03-20T09:00:00Z', [
    range('2026-03-03', '18:00', '2026-03-03', '19:00'),
  ]);
  await event(db, r5.id, 'withdraw', '2026-03-20T10:00:00Z');
  const r6 = await book(placeA, clubBeta, 'rejected', '2026-03-21T09:00:00Z', [
    range('2026-03-04', '18:00', '2026-03-04', '19:00'),
  ]);
  await event(db, r6.id, 'reject', '2026-03-21T09:30:00Z');
  await book(placeD, clubAlpha, 'validated', '2026-01-05T09:00:00Z', [
    range('2026-03-05', '10:00', '2026-03-05', '12:00'),
  ]);

  await createPayments(db, { facilityId, canutsId: world.canutsId, clubAlpha, clubBeta });
  return { ...world, placeA, placeB, placeD, otherPlaceTypeId: salle!.id, clubAlpha, clubBeta };
}

let lastReceipt = 9000;

/**
 * Payments of two agreements of the Savoie facility and one of Les Canuts, in cents (March 2026:
 * 18 845 invoiced, 11 345 paid, 7 500 due). Due dates long past or far ahead, so what is due
 * does not depend on today.
 */
async function createPayments(
  db: Database,
  ids: { facilityId: string; canutsId: string; clubAlpha: string; clubBeta: string },
) {
  const agreementOf = async (facilityId: string, organizationId: string) =>
    (await db.insert(agreements).values({ facilityId, organizationId }).returning())[0]!.id;
  const alpha = await agreementOf(ids.facilityId, ids.clubAlpha);
  const beta = await agreementOf(ids.facilityId, ids.clubBeta);
  const canuts = await agreementOf(ids.canutsId, ids.clubAlpha);
  type Status = 'scheduled' | 'paid' | 'failed' | 'cancelled';
  const pay = (
    agreementId: string,
    month: string,
    amountCents: number,
    status: Status,
    dueDate: string,
  ) =>
    db.insert(payments).values({
      agreementId,
      month,
      amountCents,
      status,
      dueDate,
      ...(status === 'paid'
        ? {
            paidAt: new Date(`${dueDate}T10:00:00Z`),
            paidWith: 'card' as const,
            receiptYear: 2026,
            receiptNumber: ++lastReceipt,
          }
        : {}),
    });
  await pay(alpha, '2026-03', 12_345, 'paid', '2026-04-05');
  await pay(alpha, '2026-03', -1_000, 'paid', '2026-04-05'); // a credit, refunded
  await pay(alpha, '2026-03', 5_000, 'scheduled', '2026-04-05');
  await pay(alpha, '2026-04', 3_000, 'scheduled', '2999-05-05'); // not yet due
  await pay(beta, '2026-03', 2_500, 'failed', '2026-04-05');
  await pay(beta, '2026-03', 7_777, 'cancelled', '2026-04-05');
  await pay(beta, '2026-02', 4_000, 'paid', '2026-03-05');
  await pay(canuts, '2026-03', 999, 'paid', '2026-04-05');
}

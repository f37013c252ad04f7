import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pgErrorOf, type Database } from '../../src/db/client.ts';
import { bookingSlots, bookings } from '../../src/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import {
  createBooking,
  createOpeningWindow,
  createPlace,
  rangeFromNow,
} from '../support/factories.ts';

async function rejectionOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, 'expected the database to refuse the write').toBeDefined();
  return pgErrorOf(error);
}

const BOOKING_OVERLAP = { code: '23P01', constraint: 'booking_slots_no_overlap' };
const WINDOW_OVERLAP = { code: '23P01', constraint: 'time_slots_no_overlap' };

describe('no double booking', () => {
  let database: TestDatabase;
  let db: Database;
  let placeId: string;

  beforeEach(async () => {
    database = await createTestDatabase();
    db = database.db;
    placeId = (await createPlace(db)).id;
  });
  afterEach(() => database.close());

  it('refuses an active slot overlapping another active slot of the same place', async () => {
    await createBooking(db, { placeId, slots: [rangeFromNow(24, 2)] });
    const overlapping = createBooking(db, { placeId, slots: [rangeFromNow(25, 2)] });
    expect(await rejectionOf(overlapping)).toEqual(BOOKING_OVERLAP);
  });

  it('leaves no booking behind when its slots are refused', async () => {
    await createBooking(db, { placeId, slots: [rangeFromNow(24, 2)] });
    await rejectionOf(createBooking(db, { placeId, slots: [rangeFromNow(24, 2)] }));
    expect(await db.select().from(bookings).where(eq(bookings.placeId, placeId))).toHaveLength(1);
  });

  it('accepts the same range on another place', async () => {
    const otherPlaceId = (await createPlace(db)).id;
    await createBooking(db, { placeId, slots: [rangeFromNow(24, 2)] });
    const other = await createBooking(db, { placeId: otherPlaceId, slots: [rangeFromNow(24, 2)] });
    expect(other.slots).toMatchObject([{ placeId: otherPlaceId, active: true }]);
  });

  it('accepts adjacent slots (one ends when the next starts)', async () => {
    await createBooking(db, { placeId, slots: [rangeFromNow(24, 2)] });
    const next = await createBooking(db, { placeId, slots: [rangeFromNow(26, 2)] });
    expect(next.slots).toHaveLength(1);
  });

  it('frees the slots of a cancelled booking at once', async () => {
    const first = await createBooking(db, { placeId, slots: [rangeFromNow(24, 2)] });
    await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, first.id));
    const [freed] = await db
      .select()
      .from(bookingSlots)
      .where(eq(bookingSlots.bookingId, first.id));
    expect(freed?.active).toBe(false);
    const second = await createBooking(db, { placeId, slots: [rangeFromNow(25, 2)] });
    expect(second.slots).toMatchObject([{ active: true }]);
  });

  it('frees the slots of a rejected booking', async () => {
    const first = await createBooking(db, { placeId, slots: [rangeFromNow(24, 2)] });
    await db.update(bookings).set({ status: 'rejected' }).where(eq(bookings.id, first.id));
    await expect(
      createBooking(db, { placeId, slots: [rangeFromNow(24, 2)] }),
    ).resolves.toBeDefined();
  });

  it('frees a cancelled slot while its booking stays validated', async () => {
    const first = await createBooking(db, {
      placeId,
      status: 'validated',
      slots: [rangeFromNow(24, 2)],
    });
    await db
      .update(bookingSlots)
      .set({ cancelled: true })
      .where(eq(bookingSlots.bookingId, first.id));
    const second = await createBooking(db, { placeId, slots: [rangeFromNow(24, 2)] });
    expect(second.slots).toMatchObject([{ active: true }]);
  });

  it('refuses to reactivate a booking whose slots were taken meanwhile', async () => {
    const first = await createBooking(db, { placeId, slots: [rangeFromNow(24, 2)] });
    await db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, first.id));
    await createBooking(db, { placeId, slots: [rangeFromNow(24, 2)] });
    const reactivation = db
      .update(bookings)
      .set({ status: 'new' })
      .where(eq(bookings.id, first.id));
    expect(await rejectionOf(reactivation)).toEqual(BOOKING_OVERLAP);
  });

  it("keeps a slot's place on its booking's place whatever the code writes", async () => {
    const otherPlaceId = (await createPlace(db)).id;
    const booking = await createBooking(db, { placeId, slots: [rangeFromNow(24, 2)] });
    await db
      .update(bookingSlots)
      .set({ placeId: otherPlaceId, active: true })
      .where(eq(bookingSlots.bookingId, booking.id));
    await db.update(bookings).set({ status: 'finished' }).where(eq(bookings.id, booking.id));
    const [slot] = await db
      .select()
      .from(bookingSlots)
      .where(eq(bookingSlots.bookingId, booking.id));
    expect(slot).toMatchObject({ placeId, active: false });
  });

  it('moves the slots with their booking to another place', async () => {
    const otherPlaceId = (await createPlace(db)).id;
    const booking = await createBooking(db, { placeId, slots: [rangeFromNow(24, 2)] });
    await db.update(bookings).set({ placeId: otherPlaceId }).where(eq(bookings.id, booking.id));
    const [slot] = await db
      .select()
      .from(bookingSlots)
      .where(eq(bookingSlots.bookingId, booking.id));
    expect(slot?.placeId).toBe(otherPlaceId);
  });
});

describe('opening windows never overlap', () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  it('refuses overlapping windows of one place', async () => {
    const { id: placeId } = await createPlace(database.db);
    await createOpeningWindow(database.db, placeId, rangeFromNow(24, 4));
    const overlapping = createOpeningWindow(database.db, placeId, rangeFromNow(27, 4));
    expect(await rejectionOf(overlapping)).toEqual(WINDOW_OVERLAP);
  });

  it('accepts adjacent windows and overlapping windows of two places', async () => {
    const { id: placeId } = await createPlace(database.db);
    const { id: otherPlaceId } = await createPlace(database.db);
    await createOpeningWindow(database.db, placeId, rangeFromNow(24, 4));
    await createOpeningWindow(database.db, placeId, rangeFromNow(28, 4));
    await expect(
      createOpeningWindow(database.db, otherPlaceId, rangeFromNow(25, 4)),
    ).resolves.toMatchObject({ placeId: otherPlaceId });
  });
});

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { nextBookingReference } from '../../src/db/booking-reference.ts';
import type { Database } from '../../src/db/client.ts';
import { DEMO_FACILITIES } from '../../src/db/seed/demo-catalog.ts';
import {
  bookingSlots,
  bookings,
  facilities,
  organizations,
  places,
  placeTypes,
  timeSlots,
} from '../../src/db/schema.ts';

// Factories build what a test needs on top of the seeded demo data, with defaults that a test
// overrides only where its behaviour depends on them.

type PlaceRow = typeof places.$inferSelect;
type BookingRow = typeof bookings.$inferSelect;
type BookingSlotRow = typeof bookingSlots.$inferSelect;
export interface Range {
  startDate: Date;
  endDate: Date;
}

const HOUR_MS = 3_600_000;

/** `hours` long range starting `startHoursFromNow` hours after `now` (whole hours). */
export function rangeFromNow(startHoursFromNow: number, hours = 2, now = new Date()): Range {
  const start = Math.ceil(now.getTime() / HOUR_MS) * HOUR_MS + startHoursFromNow * HOUR_MS;
  return { startDate: new Date(start), endDate: new Date(start + hours * HOUR_MS) };
}

/** A published place of the first demo facility (the one of the demo staff) unless given. */
export async function createPlace(
  db: Database,
  overrides: Partial<typeof places.$inferInsert> = {},
): Promise<PlaceRow> {
  const [facility] = await db
    .select()
    .from(facilities)
    .where(eq(facilities.uai, DEMO_FACILITIES[0]!.uai));
  const [placeType] = await db.select().from(placeTypes).where(eq(placeTypes.name, 'Gymnase'));
  const [place] = await db
    .insert(places)
    .values({
      facilityId: facility!.id,
      placeTypeId: placeType!.id,
      name: `Espace de test ${randomBytes(3).toString('hex')}`,
      rentPriceCents: 2000,
      cleaningPriceCents: 1000,
      published: true,
      ...overrides,
    })
    .returning();
  return place!;
}

export async function createOrganization(
  db: Database,
  overrides: Partial<typeof organizations.$inferInsert> = {},
): Promise<typeof organizations.$inferSelect> {
  const [organization] = await db
    .insert(organizations)
    .values({
      name: `Association de test ${randomBytes(3).toString('hex')}`,
      legalForm: 'Association loi 1901',
      rna: `W69${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`,
      address: '1 place Bellecour',
      postalCode: '69002',
      city: 'Lyon',
      phone: '+33465710999',
      status: 'validated',
      ...overrides,
    })
    .returning();
  return organization!;
}

export async function createOpeningWindow(
  db: Database,
  placeId: string,
  range: Range,
): Promise<typeof timeSlots.$inferSelect> {
  const [window] = await db
    .insert(timeSlots)
    .values({ placeId, ...range })
    .returning();
  return window!;
}

export interface BookingInput extends Partial<typeof bookings.$inferInsert> {
  placeId: string;
  slots?: (Range & { cancelled?: boolean })[];
}

/** A booking and its slots, in one transaction like the services do. */
export async function createBooking(
  db: Database,
  { slots = [], ...input }: BookingInput,
): Promise<BookingRow & { slots: BookingSlotRow[] }> {
  const organizationId = input.organizationId ?? (await createOrganization(db)).id;
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .insert(bookings)
      .values({
        reference: await nextBookingReference(tx, new Date()),
        organizationId,
        rentPriceCents: 2000,
        cleaningPriceCents: 1000,
        ...input,
      })
      .returning();
    const createdSlots =
      slots.length === 0
        ? []
        : await tx
            .insert(bookingSlots)
            .values(
              slots.map((slot) => ({ ...slot, bookingId: booking!.id, placeId: input.placeId })),
            )
            .returning();
    return { ...booking!, slots: createdSlots };
  });
}

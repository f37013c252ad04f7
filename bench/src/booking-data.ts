// Data of the booking scenarios (issue 5): a few hundred bookings in the demo staff's facility,
// and a bench place open all day for a year, whose free half-hours the creation scenario takes.
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import {
  addDaysToDate,
  parisDateOf,
  parisWallClockToUtc,
} from '@espaces/domain/availability/paris-time';
import { nextBookingReference } from '@espaces/server/src/db/booking-reference.ts';
import type { Database } from '@espaces/server/src/db/client.ts';
import {
  bookingSlots,
  bookings,
  facilities,
  organizations,
  places,
  timeSlots,
} from '@espaces/server/src/db/schema.ts';

export const DEMO_STAFF_FACILITY_UAI = '0693781K';
const STATUSES = ['new', 'pending', 'approved', 'validated'] as const;
const HOUR_MS = 3_600_000;

export async function demoFacilityId(db: Database): Promise<string> {
  const [facility] = await db
    .select({ id: facilities.id })
    .from(facilities)
    .where(eq(facilities.uai, DEMO_STAFF_FACILITY_UAI));
  if (!facility) throw new Error('Demo facility missing: was the demo data seeded?');
  return facility.id;
}

/** One booking of the first hour of each coming window of the facility's places, up to `count`. */
export async function seedFacilityBookings(
  db: Database,
  facilityId: string,
  count: number,
  now: Date,
): Promise<number> {
  const [organization] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.status, 'validated'))
    .limit(1);
  const facilityPlaces = await db
    .select({ id: places.id, rent: places.rentPriceCents, cleaning: places.cleaningPriceCents })
    .from(places)
    .where(eq(places.facilityId, facilityId));
  const windows = await db
    .select({ placeId: timeSlots.placeId, startDate: timeSlots.startDate })
    .from(timeSlots)
    .where(
      and(
        inArray(
          timeSlots.placeId,
          facilityPlaces.map((place) => place.id),
        ),
        gt(timeSlots.startDate, now),
      ),
    )
    .orderBy(asc(timeSlots.startDate))
    .limit(count);
  await db.transaction(async (tx) => {
    for (const [index, window] of windows.entries()) {
      const place = facilityPlaces.find((candidate) => candidate.id === window.placeId)!;
      const [booking] = await tx
        .insert(bookings)
        .values({
          reference: await nextBookingReference(tx, now),
          status: STATUSES[index % STATUSES.length],
          placeId: place.id,
          organizationId: organization!.id,
          activity: 'Entraînement',
          expectedAttendance: 20,
          rentPriceCents: place.rent,
          cleaningPriceCents: place.cleaning,
        })
        .returning({ id: bookings.id });
      await tx.insert(bookingSlots).values({
        bookingId: booking!.id,
        placeId: place.id,
        startDate: window.startDate,
        endDate: new Date(window.startDate.getTime() + HOUR_MS),
      });
    }
  });
  return windows.length;
}

/** A published place of the facility open 00:00–24:00 Paris every day for `days` days. */
export async function createAllDayPlace(
  db: Database,
  facilityId: string,
  days: number,
  now: Date,
): Promise<{ placeId: string; halfHours: { startDate: string; endDate: string }[] }> {
  const [template] = await db
    .select()
    .from(places)
    .where(eq(places.facilityId, facilityId))
    .limit(1);
  const [place] = await db
    .insert(places)
    .values({
      facilityId,
      placeTypeId: template!.placeTypeId,
      name: "Espace du banc d'essai",
      rentPriceCents: 1500,
      cleaningPriceCents: 500,
      published: true,
    })
    .returning({ id: places.id });
  const firstDay = addDaysToDate(parisDateOf(now), 1);
  const windows = Array.from({ length: days }, (_, offset) => {
    const date = addDaysToDate(firstDay, offset);
    return {
      placeId: place!.id,
      startDate: parisWallClockToUtc(date, '00:00'),
      endDate: parisWallClockToUtc(addDaysToDate(date, 1), '00:00'),
    };
  });
  await db.insert(timeSlots).values(windows);
  const halfHours = windows.flatMap((window) => {
    const slots = [];
    for (
      let start = window.startDate.getTime();
      start + HOUR_MS / 2 <= window.endDate.getTime();
      start += HOUR_MS / 2
    ) {
      slots.push({
        startDate: new Date(start).toISOString(),
        endDate: new Date(start + HOUR_MS / 2).toISOString(),
      });
    }
    return slots;
  });
  return { placeId: place!.id, halfHours };
}

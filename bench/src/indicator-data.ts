// Data of the indicators scenario (issue 14): a school year of opening windows and booked
// evenings for many places of the demo territory, inserted in batches.
import { eq } from 'drizzle-orm';
import {
  addDaysToDate,
  daysBetweenDates,
  parisWallClockToUtc,
} from '@espaces/domain/availability/paris-time';
import type { IndicatorPeriod } from '@espaces/domain/indicators/indicator-period';
import { nextBookingReference } from '@espaces/server/src/db/booking-reference.ts';
import type { Database } from '@espaces/server/src/db/client.ts';
import {
  bookingSlots,
  bookings,
  facilities,
  organizations,
  places,
  territories,
  timeSlots,
} from '@espaces/server/src/db/schema.ts';

const BATCH = 2000;
const STATUSES = ['validated', 'approved', 'finished', 'to_review', 'new', 'cancelled'] as const;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH)
    await insert(rows.slice(start, start + BATCH));
}

/**
 * `placesPerFacility` new places in each facility of the demo territory, each open 17:00–22:00
 * Paris every day of `period`, with one yearly booking per weekday (Monday–Friday, 18:00–20:00)
 * in a rotating status. Returns the territory and the counts.
 */
export async function seedTerritorySchoolYear(
  db: Database,
  period: IndicatorPeriod,
  placesPerFacility: number,
) {
  const [territory] = await db.select().from(territories).where(eq(territories.code, 'LYON'));
  const territoryFacilities = await db
    .select({ id: facilities.id })
    .from(facilities)
    .where(eq(facilities.territoryId, territory!.id));
  const [template] = await db.select().from(places).limit(1);
  const clubs = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.status, 'validated'));
  const newPlaces = await db
    .insert(places)
    .values(
      territoryFacilities.flatMap((facility) =>
        Array.from({ length: placesPerFacility }, (_, index) => ({
          facilityId: facility.id,
          placeTypeId: template!.placeTypeId,
          name: `Espace du banc ${index + 1}`,
          published: true,
        })),
      ),
    )
    .returning({ id: places.id });
  const days = Array.from({ length: daysBetweenDates(period.from, period.to) + 1 }, (_, offset) =>
    addDaysToDate(period.from, offset),
  );
  const windows = newPlaces.flatMap((place) =>
    days.map((day) => ({
      placeId: place.id,
      startDate: parisWallClockToUtc(day, '17:00'),
      endDate: parisWallClockToUtc(day, '22:00'),
    })),
  );
  await insertInBatches(windows, (batch) => db.insert(timeSlots).values(batch));
  const slots: (typeof bookingSlots.$inferInsert)[] = [];
  let bookingCount = 0;
  for (const [placeIndex, place] of newPlaces.entries()) {
    for (let weekDay = 1; weekDay <= 5; weekDay++) {
      const status = STATUSES[(placeIndex + weekDay) % STATUSES.length]!;
      const [booking] = await db
        .insert(bookings)
        .values({
          reference: await nextBookingReference(db, new Date()),
          status,
          placeId: place.id,
          organizationId: clubs[(placeIndex * 5 + weekDay) % clubs.length]!.id,
          purposeType: 'yearly',
          rentPriceCents: 1500,
          cleaningPriceCents: 500,
          createdAt: parisWallClockToUtc(period.from, '09:00'),
        })
        .returning({ id: bookings.id });
      bookingCount++;
      for (const day of days) {
        if (new Date(`${day}T12:00:00Z`).getUTCDay() !== weekDay % 7) continue;
        slots.push({
          bookingId: booking!.id,
          placeId: place.id,
          startDate: parisWallClockToUtc(day, '18:00'),
          endDate: parisWallClockToUtc(day, '20:00'),
        });
      }
    }
  }
  await insertInBatches(slots, (batch) => db.insert(bookingSlots).values(batch));
  return {
    territoryId: territory!.id,
    places: newPlaces.length,
    windows: windows.length,
    bookings: bookingCount,
    slots: slots.length,
  };
}

import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { isoWeekDayOfDate } from '@espaces/domain/booking/yearly-occurrences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, schoolHolidayPeriods } from '../../db/schema.ts';
import { createOpeningWindow } from '../../../test/support/factories.ts';
import {
  bookingBody,
  createBookingWorld,
  parisSlot,
  send,
  violationsOf,
  type BookingWorld,
} from '../bookings/bookings.test-support.ts';
import { call, facilityOfPlace } from '../closures/closures.test-support.ts';

// Sunday 29 November 2026, 11:00 in Paris: the shipped calendar stops in May 2026.
const NOW = new Date('2026-11-29T10:00:00Z');
const HEADER = 'Description;Population;Date de début;Date de fin;Location;Zones;annee_scolaire';
// Rows in the ministry's format made up for this test (they are not the official calendar):
// the end is the day classes resume, as the ministry writes it.
const A_YEAR = [
  HEADER,
  'Vacances de Noël;-;2026-12-18T23:00:00+00:00;2027-01-03T23:00:00+00:00;Lyon;Zone A;2026-2027',
  'Vacances de Noël;-;2026-12-18T23:00:00+00:00;2027-01-03T23:00:00+00:00;Dijon;Zone A;2026-2027',
  'Vacances de Noël;Enseignants;2026-12-18T23:00:00+00:00;2027-01-03T23:00:00+00:00;Lyon;Zone A;2026-2027',
  'Vacances de Noël;-;2026-12-19;2027-01-04;Zone B;Zone B;2026-2027',
  "Vacances d'Hiver;-;2027-02-06;2027-02-22;Zone A;Zone A;2026-2027",
  "Début des Vacances d'Été;-;2027-07-03;;Zone A;Zone A;2026-2027",
  'Vacances de Noël;-;2026-12-19;2027-01-04;Guadeloupe;Guadeloupe;2026-2027',
].join('\n');

let world: BookingWorld;
let facilityId: string;

const importBody = (csv: string) => ({ csv });
const periodCount = async () => (await world.db.select().from(schoolHolidayPeriods)).length;

beforeAll(async () => {
  world = await createBookingWorld({ startAt: NOW });
  facilityId = await facilityOfPlace(world.db, world.placeId);
  for (const day of ['2026-12-24', '2026-12-28', '2026-12-31', '2027-01-11']) {
    await createOpeningWindow(world.db, world.placeId, {
      startDate: parisWallClockToUtc(day, '18:00'),
      endDate: parisWallClockToUtc(day, '22:00'),
    });
  }
  const zoneA = await call(
    world,
    'admin',
    'PUT',
    `/api/facilities/${facilityId}/closure-calendar`,
    {
      schoolZone: 'A',
      closedOnPublicHolidays: false,
    },
  );
  expect(zoneA.statusCode).toBe(200);
});
afterAll(() => world.context.close());

const generatedMondays = async () => {
  const weekDay = isoWeekDayOfDate('2026-12-28');
  const url = `/api/generated_booking_slots?weekDay=${weekDay}&startTime=18:00&endTime=20:00&place=${world.placeIri}`;
  const response = await send(world, 'asso', 'GET', url);
  expect(response.statusCode).toBe(200);
  return response.json()['hydra:member'] as { startDate: string; closedReason?: string }[];
};
const onDecember28 = (members: { startDate: string }[]) =>
  members.find((m) => m.startDate === parisSlot('2026-12-28', '18:00', '20:00').startDate);

describe('a zone-A facility closed on school holidays, before and after a year is imported', () => {
  it('warns that 2026-2027 is unknown, keeps 28/12/2026 open, then closes it once imported', async () => {
    const before = await call(world, 'admin', 'GET', `/api/facilities/${facilityId}/closures`);
    expect(before.json()).toMatchObject({
      schoolZone: 'A',
      schoolZones: ['A', 'B', 'C'],
      schoolYearsMissing: ['2026-2027', '2027-2028'],
    });
    expect(onDecember28(await generatedMondays())).toMatchObject({ available: true });

    const preview = await call(
      world,
      'central',
      'POST',
      '/api/school-holidays/import-preview',
      importBody(A_YEAR),
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ periods: 3, schoolYears: ['2026-2027'] });
    expect(preview.json().changes).toEqual([
      {
        zone: 'A',
        added: [
          {
            name: 'Vacances de Noël',
            zone: 'A',
            schoolYear: '2026-2027',
            firstDay: '2026-12-19',
            lastDay: '2027-01-03',
          },
          {
            name: 'Vacances d’hiver',
            zone: 'A',
            schoolYear: '2026-2027',
            firstDay: '2027-02-06',
            lastDay: '2027-02-21',
          },
        ],
        changed: [],
        removed: [],
      },
      expect.objectContaining({ zone: 'B', added: [expect.objectContaining({ zone: 'B' })] }),
    ]);
    expect(await periodCount()).toBe(0);

    const imported = await call(
      world,
      'central',
      'POST',
      '/api/school-holidays/imports',
      importBody(A_YEAR),
    );
    expect(imported.statusCode).toBe(201);
    expect(await periodCount()).toBe(3);
    const zoneA = imported.json().calendar.zones.find((z: { zone: string }) => z.zone === 'A');
    expect(zoneA.schoolYears).toEqual([
      { schoolYear: '2025-2026', periods: 5, importedAt: null },
      { schoolYear: '2026-2027', periods: 2, importedAt: NOW.toISOString() },
    ]);

    const reason = 'Vacances de Noël, zone A';
    expect(onDecember28(await generatedMondays())).toEqual({
      ...parisSlot('2026-12-28', '18:00', '20:00'),
      available: false,
      closedReason: reason,
    });
    for (const day of ['2026-12-24', '2026-12-28', '2026-12-31']) {
      const refused = await send(
        world,
        'asso',
        'POST',
        '/api/bookings',
        bookingBody(world, { bookingSlots: [parisSlot(day, '18:00', '20:00')] }),
      );
      expect(refused.statusCode, day).toBe(422);
      expect(violationsOf(refused)[0]?.message).toBe(
        `Ce créneau tombe pendant une fermeture\u00a0: ${reason}.`,
      );
    }
    const url =
      `/api/places/${world.placeId}/time_slots?pagination=false&groups[]=time_slot_available` +
      `&startDate[before]=${encodeURIComponent('2026-12-29T00:00:00Z')}` +
      `&endDate[after]=${encodeURIComponent('2026-12-28T00:00:00Z')}`;
    const windows = (await call(world, 'asso', 'GET', url)).json()['hydra:member'] as {
      availableRanges: unknown[];
      closedRanges: { reason: string }[];
    }[];
    expect(windows).toHaveLength(1);
    expect(windows[0]).toMatchObject({ availableRanges: [], closedRanges: [{ reason }] });
    const search = await call(
      world,
      'anonyme',
      'GET',
      '/api/search/places?availableOn=2026-12-28&startTime=18:00&endTime=20:00&pagination=false',
    );
    const found = (search.json()['hydra:member'] as { id: string }[]).map((p) => p.id);
    expect(found).not.toContain(world.placeId);

    const after = await call(world, 'admin', 'GET', `/api/facilities/${facilityId}/closures`);
    expect(after.json().schoolYearsMissing).toEqual(['2027-2028']);
    expect(after.json().upcomingClosedDays).toContainEqual({
      from: '2026-12-19',
      to: '2027-01-03',
      reason,
    });
    const open = await send(
      world,
      'asso',
      'POST',
      '/api/bookings',
      bookingBody(world, { bookingSlots: [parisSlot('2027-01-11', '18:00', '20:00')] }),
    );
    expect(open.statusCode).toBe(201);
  });

  it('reports a second import of the same file as changing nothing, and writes nothing', async () => {
    const events = (await world.db.select().from(auditEvents)).length;
    const again = await call(
      world,
      'central',
      'POST',
      '/api/school-holidays/imports',
      importBody(A_YEAR),
    );
    expect(again.statusCode).toBe(422);
    expect(violationsOf(again)[0]?.message).toBe('Ce fichier ne change rien au calendrier connu.');
    expect((await world.db.select().from(auditEvents)).length).toBe(events);
  });

  it('replaces a year imported again with other days, reported as changed', async () => {
    const moved = A_YEAR.replace('2027-02-06;2027-02-22;Zone A', '2027-02-13;2027-03-01;Zone A');
    const preview = await call(world, 'central', 'POST', '/api/school-holidays/import-preview', {
      csv: moved,
    });
    expect(preview.json().changes).toEqual([
      {
        zone: 'A',
        added: [],
        changed: [
          {
            before: expect.objectContaining({ firstDay: '2027-02-06', lastDay: '2027-02-21' }),
            after: expect.objectContaining({ firstDay: '2027-02-13', lastDay: '2027-02-28' }),
          },
        ],
        removed: [],
      },
    ]);
  });
});

describe('who imports and what a bad file gets', () => {
  it('lets only central staff see or import the calendar', async () => {
    for (const who of ['admin', 'territoire', 'validateur', 'asso'] as const) {
      expect((await call(world, who, 'GET', '/api/school-holidays')).statusCode, who).toBe(403);
      const refused = await call(
        world,
        who,
        'POST',
        '/api/school-holidays/imports',
        importBody(A_YEAR),
      );
      expect(refused.statusCode, who).toBe(403);
    }
    expect((await call(world, 'anonyme', 'GET', '/api/school-holidays')).statusCode).toBe(401);
    expect((await call(world, 'central', 'GET', '/api/school-holidays')).statusCode).toBe(200);
  });

  it('refuses a malformed file with a French 422 and changes nothing', async () => {
    const before = await periodCount();
    const cases: [string, string][] = [
      ['a;b;c\n1;2;3', 'Colonne «\u00a0Description\u00a0» absente du fichier'],
      [
        `${HEADER}\nVacances de Noël;-;2026-13-45;2027-01-04;Lyon;Zone A;2026-2027`,
        'Ligne 2\u00a0: date de début illisible',
      ],
      [
        `${HEADER}\nVacances de Noël;-;2027-01-04;2026-12-19;Lyon;Zone A;2026-2027`,
        'Ligne 2\u00a0: la date de fin doit suivre la date de début.',
      ],
      [
        `${HEADER}\nVacances de Noël;-;10000-12-19;2027-01-04;Lyon;Zone A;2026-2027`,
        'Ligne 2\u00a0: date de début illisible',
      ],
      [
        `${HEADER}\nVacances de Noël;-;2026-12-19;2027-01-04;Lyon;Zone A;2026`,
        'Ligne 2\u00a0: année scolaire illisible',
      ],
      [
        `${HEADER}\nVacances de Noël;-;2026-12-19;2027-01-04;Guyane;Guyane;2026-2027`,
        'Aucune période',
      ],
      [
        `${HEADER}\nVacances\u0000;-;2026-12-19;2027-01-04;Lyon;Zone A;2026-2027`,
        'caractères interdits',
      ],
      ['', 'Choisissez le fichier CSV'],
    ];
    for (const [csv, message] of cases) {
      for (const path of ['/api/school-holidays/import-preview', '/api/school-holidays/imports']) {
        const refused = await call(world, 'central', 'POST', path, { csv });
        expect(refused.statusCode, `${path} ${csv}`).toBe(422);
        expect(violationsOf(refused)[0]).toMatchObject({ propertyPath: 'csv' });
        expect(violationsOf(refused)[0]?.message).toContain(message);
      }
    }
    expect(await periodCount()).toBe(before);
  });

  it('offers a zone only when its holidays are known', async () => {
    const url = `/api/facilities/${facilityId}/closure-calendar`;
    const corse = await call(world, 'admin', 'PUT', url, {
      schoolZone: 'Corse',
      closedOnPublicHolidays: false,
    });
    expect(corse.statusCode).toBe(422);
    expect(violationsOf(corse)[0]).toMatchObject({
      propertyPath: 'schoolZone',
      message: 'Aucune vacance scolaire n’est connue pour cette zone.',
    });
    const shown = await call(world, 'admin', 'GET', `/api/facilities/${facilityId}/closures`);
    expect(shown.json().schoolZones).toEqual(['A', 'B', 'C']);
  });
});

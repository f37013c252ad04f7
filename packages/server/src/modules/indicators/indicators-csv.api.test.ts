import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Indicators } from '@espaces/domain/api/indicators';
import { HOSTILE_NAMES, readCsv } from '@espaces/domain/csv/csv.test-support';
import { tableToCsv } from '@espaces/domain/indicators/indicators-csv';
import {
  cancellationTable,
  facilityTable,
  heatmapTable,
  monthTable,
  organizationTable,
  placeTable,
  summaryTable,
  territoryTable,
} from '@espaces/domain/indicators/indicator-tables';
import { DEMO_PASSWORD, signIn, type Cookies } from '../../../test/support/app.ts';
import { facilities, organizations, places, territories, users } from '../../db/schema.ts';
import { hashPassword } from '../auth/password-hashing.ts';
import { get } from '../facilities/facility-test-data.ts';
import { createCalendarWorld, type CalendarWorld } from './indicators.test-support.ts';

// The staff's CSV exports are built by the web from GET /api/indicators with the domain's
// tableToCsv: what a spreadsheet opens is that, fed with the names the API hands out.

let world: CalendarWorld;
let alphaCookies: Cookies;

beforeAll(async () => {
  world = await createCalendarWorld();
  const email = 'tresorier@club-alpha.example.fr';
  await world.context.db.insert(users).values({
    email,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Inès',
    lastName: 'Roux',
    roles: ['ROLE_ORGANIZATION'],
    organizationId: world.clubAlpha,
    emailValidatedAt: new Date(),
  });
  alphaCookies = await signIn(world.context.app, email);
});
afterAll(() => world.context.close());

const TABLES = [
  summaryTable,
  monthTable,
  heatmapTable,
  placeTable,
  facilityTable,
  territoryTable,
  organizationTable,
  cancellationTable,
];
const FORMULA_START = /^[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20]/;

/** Every CSV of the indicators page, read back field by field as a spreadsheet splits them. */
async function exportedCsvs(): Promise<string[][][]> {
  const response = await get(
    world,
    `/api/indicators?from=2026-03-01&to=2026-03-31&place.facility.id=${world.savoie.facility.id}`,
    'central',
  );
  expect(response.statusCode, response.body).toBe(200);
  const figures = response.json() as Indicators;
  return TABLES.map((table) => readCsv(tableToCsv(table(figures))));
}

/** Text fields that a spreadsheet would evaluate; numbers (« -12,50 ») are not text. */
function formulaFields(csvs: string[][][]): string[] {
  return csvs.flat(2).filter((field) => FORMULA_START.test(field) && !/^-\d+(,\d+)?$/.test(field));
}

/** The organisation renames itself, as its page /organisation/editer does. */
const renameClubAlpha = (name: string) =>
  world.context.app.inject({
    method: 'PUT',
    url: `/api/organizations/${world.clubAlpha}`,
    payload: { name },
    cookies: alphaCookies,
  });

describe('CSV exports of the indicators, with names chosen to run in a spreadsheet', () => {
  it.each(HOSTILE_NAMES.slice(0, 4))(
    'writes an organisation that renamed itself « %s » as text',
    async (name) => {
      const rename = await renameClubAlpha(name);
      expect(rename.statusCode, rename.body).toBe(200);
      expect(rename.json().name).toBe(name);
      const csvs = await exportedCsvs();
      const organizationRows = csvs[TABLES.indexOf(organizationTable)]!;
      expect(organizationRows.map((row) => row[1])).toContain(`'${name}`);
      expect(formulaFields(csvs)).toEqual([]);
    },
  );

  it('never lets a name through that starts with a tab or a line break', async () => {
    for (const name of ['\t=1+1', '\r=1+1', '\n=1+1']) {
      const rename = await renameClubAlpha(name);
      // Single-line texts are trimmed, so the break never reaches the database.
      expect(rename.statusCode, rename.body).toBe(200);
      expect(rename.json().name).toBe('=1+1');
    }
    expect(formulaFields(await exportedCsvs())).toEqual([]);
  });

  it('writes every stored name as text, even one an older version let in', async () => {
    const { db } = world.context;
    const [tab, carriageReturn, lineFeed, fullWidth] = HOSTILE_NAMES.slice(4);
    await db.update(organizations).set({ name: tab }).where(eq(organizations.id, world.clubBeta));
    await db.update(places).set({ name: carriageReturn }).where(eq(places.id, world.placeA));
    await db
      .update(facilities)
      .set({ name: lineFeed })
      .where(eq(facilities.id, world.savoie.facility.id));
    await db
      .update(territories)
      .set({ name: fullWidth })
      .where(eq(territories.id, world.savoie.territory.id));
    const csvs = await exportedCsvs();
    expect(formulaFields(csvs)).toEqual([]);
    const fields = csvs.flat(2);
    for (const name of HOSTILE_NAMES.slice(4)) expect(fields).toContain(`'${name}`);
    // The amounts the product computed stay numbers, a negative one included.
    const summary = csvs[TABLES.indexOf(summaryTable)]!;
    expect(summary).toContainEqual(['Montant dû', '75,00', '€']);
  });
});

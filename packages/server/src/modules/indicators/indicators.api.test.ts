import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Indicators } from '@espaces/domain/api/indicators';
import { get, type Who } from '../facilities/facility-test-data.ts';
import { createCalendarWorld, type CalendarWorld } from './indicators.test-support.ts';

let world: CalendarWorld;
const MARCH = 'from=2026-03-01&to=2026-03-31';

beforeAll(async () => {
  world = await createCalendarWorld();
});
afterAll(() => world.context.close());

async function indicators(query: string, who: Who = 'central'): Promise<Indicators> {
  const response = await get(world, `/api/indicators?${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Indicators;
}
const savoie = () => `${MARCH}&place.facility.id=${world.savoie.facility.id}`;

describe('GET /api/indicators on a known calendar (March 2026, spring clock change)', () => {
  it('counts opened and booked hours to the minute, across the clock change and period edges', async () => {
    const figures = await indicators(savoie());
    expect(figures.period).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(figures.totals).toMatchObject({
      openedMinutes: 840,
      bookedMinutes: 420,
      occupancyRate: 0.5,
      organizations: 2,
    });
    expect(
      figures.places.map((row) => [
        row.place.name,
        row.openedMinutes,
        row.bookedMinutes,
        row.occupancyRate,
        row.organizations,
      ]),
    ).toEqual(
      [
        ['Dojo D', 60, 120, 1],
        ['Gymnase A', 780, 300, 300 / 780],
        ['Salle B', 0, 0, null],
      ].map((row, index) => [...row, [1, 2, 0][index]]),
    );
    expect(figures.facilities).toHaveLength(1);
    expect(figures.facilities[0]).toMatchObject({ openedMinutes: 840, bookedMinutes: 420 });
    expect(figures.territories[0]).toMatchObject({
      territory: { id: world.savoie.territory.id, name: 'Pays de Savoie' },
      openedMinutes: 840,
    });
  });

  it('counts requests received in the period and their outcomes, with the median decision time', async () => {
    const figures = await indicators(savoie());
    expect(figures.totals.requests).toEqual({
      received: 5,
      approved: 2,
      counterProposed: 1,
      rejected: 1,
      withdrawn: 1,
      medianDecisionMinutes: 120,
    });
    const placeA = figures.places.find((row) => row.place.id === world.placeA)!;
    expect(placeA.requests.received).toBe(5);
  });

  it('splits months at Paris midnight and counts only the part inside the period', async () => {
    const figures = await indicators(
      `from=2026-02-01&to=2026-03-31&place.facility.id=${world.savoie.facility.id}`,
    );
    expect(figures.months).toEqual([
      { month: '2026-02', openedMinutes: 120, bookedMinutes: 30, occupancyRate: 0.25 },
      { month: '2026-03', openedMinutes: 840, bookedMinutes: 420, occupancyRate: 0.5 },
    ]);
  });

  it('fills the weekday × hour grid in Paris hours (no 02:00 on 29 March)', async () => {
    const figures = await indicators(savoie());
    const cell = (weekDay: number, hour: number) =>
      figures.heatmap.find((row) => row.weekDay === weekDay && row.hour === hour);
    expect(cell(7, 0)).toMatchObject({ openedMinutes: 120, bookedMinutes: 60 });
    expect(cell(7, 1)).toMatchObject({ openedMinutes: 120, bookedMinutes: 60 });
    expect(cell(7, 2)).toBeUndefined();
    expect(cell(7, 3)).toMatchObject({ openedMinutes: 60, bookedMinutes: 60, occupancyRate: 1 });
    expect(cell(6, 23)).toMatchObject({ openedMinutes: 60, bookedMinutes: 0, occupancyRate: 0 });
    expect(cell(1, 20)).toMatchObject({ openedMinutes: 60, bookedMinutes: 0 });
    expect(cell(4, 11)).toMatchObject({ openedMinutes: 0, bookedMinutes: 60, occupancyRate: null });
    const sum = (key: 'openedMinutes' | 'bookedMinutes') =>
      figures.heatmap.reduce((total, row) => total + row[key], 0);
    expect([sum('openedMinutes'), sum('bookedMinutes')]).toEqual([840, 420]);
  });

  it('counts the repeated 02:00 of the autumn change twice, in the hour it shows', async () => {
    const figures = await indicators(
      `from=2026-10-01&to=2026-10-31&place.facility.id=${world.savoie.facility.id}&place.placeType.id=${world.otherPlaceTypeId}`,
    );
    expect(figures.totals.openedMinutes).toBe(420);
    expect(figures.heatmap.map((cell) => [cell.weekDay, cell.hour, cell.openedMinutes])).toEqual([
      [6, 22, 60],
      [6, 23, 60],
      [7, 0, 60],
      [7, 1, 60],
      [7, 2, 120],
      [7, 3, 60],
    ]);
    expect(figures.months).toEqual([
      { month: '2026-10', openedMinutes: 420, bookedMinutes: 0, occupancyRate: 0 },
    ]);
  });

  it('lists cancelled slots by who and condition, and the organisations by booked hours', async () => {
    const figures = await indicators(savoie());
    expect(figures.cancellations).toEqual([
      { cancelledBy: 'organization', condition: 'not_to_be_paid', slots: 1, minutes: 60 },
      { cancelledBy: 'facility', condition: 'none', slots: 1, minutes: 60 },
    ]);
    expect(
      figures.organizations.map((row) => [row.organization.name, row.bookedMinutes, row.slots]),
    ).toEqual([
      ['Club Alpha', 300, 3],
      ['Club Bêta', 120, 1],
    ]);
  });
});

describe('GET /api/indicators: amounts invoiced, paid and due, to the cent', () => {
  const cents = (invoicedCents: number, paidCents: number, dueCents: number) => ({
    invoicedCents,
    paidCents,
    dueCents,
  });
  const savoieAmounts = async (from: string, to: string) =>
    (await indicators(`from=${from}&to=${to}&place.facility.id=${world.savoie.facility.id}`)).totals
      .amounts;

  it('sums the payments of the months the period touches, credits deducted, cancelled left out', async () => {
    const march = cents(18_845, 11_345, 7_500);
    const figures = await indicators(savoie());
    expect(figures.totals.amounts).toEqual(march);
    expect(figures.facilities.map((row) => row.amounts)).toEqual([march]);
    expect(figures.territories.map((row) => row.amounts)).toEqual([march]);
    expect(await savoieAmounts('2026-02-01', '2026-03-31')).toEqual(cents(22_845, 15_345, 7_500));
  });

  it('counts a month the period touches whole, and not yet due what falls due later', async () => {
    expect(await savoieAmounts('2026-03-15', '2026-04-10')).toEqual(cents(21_845, 11_345, 7_500));
  });

  it('gives no amounts by place type: a payment is a month of all the places of an agreement', async () => {
    const figures = await indicators(`${savoie()}&place.placeType.id=${world.otherPlaceTypeId}`);
    expect(figures.totals.amounts).toBeNull();
    expect(figures.facilities.every((row) => row.amounts === null)).toBe(true);
  });

  it('shows a facility admin the amounts of its facility only', async () => {
    expect((await indicators(MARCH, 'admin')).totals.amounts).toEqual(cents(999, 999, 0));
    expect((await indicators(savoie(), 'admin')).totals.amounts).toEqual(cents(0, 0, 0));
  });
});

describe('GET /api/indicators: scope and filters', () => {
  it.each(['admin', 'validateur', 'superviseur', 'territoire'] as const)(
    '%s never sees another facility’s or territory’s figures',
    async (who) => {
      const all = await indicators(MARCH, who);
      expect(all.places.map((row) => row.place.id)).not.toContain(world.placeA);
      expect(all.territories.map((row) => row.territory.id)).not.toContain(
        world.savoie.territory.id,
      );
      const asked = await indicators(savoie(), who);
      expect(asked.places).toEqual([]);
      expect(asked.totals).toMatchObject({
        openedMinutes: 0,
        bookedMinutes: 0,
        occupancyRate: null,
      });
      expect(asked.totals.requests.received).toBe(0);
      expect(asked.cancellations).toEqual([]);
      expect(asked.organizations).toEqual([]);
    },
  );

  it('refuses organisations (403) and anonymous callers (401)', async () => {
    expect((await get(world, `/api/indicators?${MARCH}`, 'asso')).statusCode).toBe(403);
    expect((await get(world, `/api/indicators?${MARCH}`)).statusCode).toBe(401);
  });

  it('filters by territory (none = all), facility type and place type', async () => {
    const territory = await indicators(
      `${MARCH}&place.facility.territory.id[]=${world.savoie.territory.id}`,
    );
    expect(territory.totals.openedMinutes).toBe(840);
    const none = await indicators(`${MARCH}&place.facility.territory.id=none`);
    expect(none.places.map((row) => row.place.id)).toContain(world.placeA);
    const type = world.savoie.facility.facilityTypeId;
    expect(
      (await indicators(`${savoie()}&place.facility.facilityType.id=${type}`)).totals.bookedMinutes,
    ).toBe(420);
    const otherType = await indicators(
      `${savoie()}&place.facility.facilityType.id=${world.savoie.territory.id}`,
    );
    expect(otherType.places).toEqual([]);
    const placeType = await indicators(`${savoie()}&place.placeType.id=${world.otherPlaceTypeId}`);
    expect(placeType.places.map((row) => row.place.id)).toEqual([world.placeB]);
  });

  it('defaults to the school year of today', async () => {
    const figures = await indicators(`place.facility.id=${world.savoie.facility.id}`);
    expect(figures.period.from).toMatch(/^\d{4}-09-01$/);
    expect(figures.period.to).toMatch(/^\d{4}-08-31$/);
  });
});

describe('GET /api/indicators: a bad period answers 422 in French', () => {
  it.each([
    ['from=10000-01-01&to=2026-03-31', 'from'],
    ['from=2026-03-01&to=2026-02-28', 'to'],
    ['from=2026-03-01%00&to=2026-03-31', 'from'],
    ['from=2026-03-01', 'to'],
    ['from=2025-01-01&to=2026-03-31', 'to'],
    ['from=1999-12-31&to=2000-01-31', 'from'],
  ])('%s', async (query, propertyPath) => {
    const response = await get(world, `/api/indicators?${query}`, 'central');
    expect(response.statusCode).toBe(422);
    const { violations } = response.json() as {
      violations: { propertyPath: string; message: string }[];
    };
    expect(violations.map((violation) => violation.propertyPath)).toContain(propertyPath);
    expect(violations[0]!.message).toMatch(/période|date/i);
  });
});

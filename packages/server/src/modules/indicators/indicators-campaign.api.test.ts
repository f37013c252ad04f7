import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import type { CampaignFigures, CampaignIndicators } from '@espaces/domain/api/campaign-indicators';
import { createOpeningWindow, createPlace } from '../../../test/support/factories.ts';
import {
  AFTER_CLOSING,
  CAMPAIGN_BODY,
  createCampaignWorld,
  DURING_APPLICATIONS,
  wishBody,
  type CampaignWorld,
} from '../campaigns/campaigns.test-support.ts';
import {
  createOtherTerritoryFacility,
  facilityIdByUai,
  OTHER_LYON_FACILITY_UAI,
} from '../facilities/facility-test-data.ts';

// A region-wide campaign with wishes in three facilities of two territories: the demo staff's
// gymnasium, wished three times for the same evening (one met, two offered another place), a
// gymnasium of another Lyon facility, and a Savoie one wished on a day it never opens (unmet).
// Its figures are read before and after the allocation and held to the outcomes kept.

let world: CampaignWorld;
let campaignId: string;
let savoie: Awaited<ReturnType<typeof createOtherTerritoryFacility>>;
let otherLyonFacilityId: string;

/** A published gymnasium of the facility, open on Tuesdays 18:00–22:00 before the campaign. */
async function tuesdayGymnasium(facilityId: string, name: string): Promise<string> {
  const place = await createPlace(world.db, { facilityId, name });
  for (const tuesday of ['2027-02-16', '2027-02-23', '2027-03-02']) {
    await createOpeningWindow(world.db, place.id, {
      startDate: parisWallClockToUtc(tuesday, '18:00'),
      endDate: parisWallClockToUtc(tuesday, '22:00'),
    });
  }
  return `/api/places/${place.id}`;
}

const url = (id = campaignId, query = '') => `/api/indicators/campaigns/${id}${query}`;

async function read(who: Parameters<CampaignWorld['call']>[0], query = '') {
  const answer = await world.call(who, 'GET', url(campaignId, query));
  expect(answer.statusCode, who).toBe(200);
  return answer.json<CampaignIndicators>();
}

const facilityIdsOf = (figures: CampaignIndicators) =>
  figures.facilities.filter((row) => row.wishes > 0).map((row) => row.facility.id);

/** The outcomes the allocation kept, counted per facility straight from the table. */
async function outcomesByFacility(): Promise<Map<string, CampaignFigures>> {
  const result = await world.db.execute(sql`
    select w.facility_id, count(*)::int as wishes,
      (count(*) filter (where o.status = 'allocated'))::int as met,
      (count(*) filter (where o.status = 'partly'))::int as partly_met,
      (count(*) filter (where o.status = 'unmet'))::int as unmet,
      (count(*) filter (where o.decision = 'proposed'))::int as awaiting
    from campaign_wishes w join campaign_outcomes o on o.wish_id = w.id
    where w.campaign_id = ${campaignId}::uuid
    group by w.facility_id`);
  const rows = (result as unknown as { rows: Record<string, string | number>[] }).rows;
  return new Map(
    rows.map((row) => [
      String(row.facility_id),
      {
        wishes: Number(row.wishes),
        met: Number(row.met),
        partlyMet: Number(row.partly_met),
        unmet: Number(row.unmet),
        awaitingDecision: Number(row.awaiting),
      },
    ]),
  );
}

const figuresOnly = ({ wishes, met, partlyMet, unmet, awaitingDecision }: CampaignFigures) => ({
  wishes,
  met,
  partlyMet,
  unmet,
  awaitingDecision,
});

function sum(rows: CampaignFigures[]): CampaignFigures {
  const total = (pick: (row: CampaignFigures) => number | null) =>
    rows.reduce((acc, row) => acc + (pick(row) ?? 0), 0);
  return {
    wishes: total((row) => row.wishes),
    met: total((row) => row.met),
    partlyMet: total((row) => row.partlyMet),
    unmet: total((row) => row.unmet),
    awaitingDecision: total((row) => row.awaitingDecision),
  };
}

beforeAll(async () => {
  world = await createCampaignWorld();
  savoie = await createOtherTerritoryFacility(world.db);
  otherLyonFacilityId = await facilityIdByUai(world.db, OTHER_LYON_FACILITY_UAI);
  const savoiePlace = await tuesdayGymnasium(savoie.facility.id, 'Gymnase du Mont-Blanc');
  const otherLyonPlace = await tuesdayGymnasium(otherLyonFacilityId, 'Gymnase Lacassagne');
  // The places whose opening hours the test writes: the demo data's own places open as the day
  // the data was seeded decides, which would change what the allocation can offer.
  const thirdPlace = await tuesdayGymnasium(world.facilityId, 'Gymnase des Pentes');
  const created = await world.call('central', 'POST', '/api/campaigns', {
    ...CAMPAIGN_BODY,
    places: [
      world.placeIri,
      `/api/places/${world.otherPlaceId}`,
      thirdPlace,
      savoiePlace,
      otherLyonPlace,
    ],
  });
  expect(created.statusCode).toBe(201);
  campaignId = created.json().id;
  await world.call('central', 'POST', `/api/campaigns/${campaignId}/open`);

  world.moveTo(DURING_APPLICATIONS);
  const file = async (who: 'asso' | 'autre-asso', overrides: Record<string, unknown> = {}) => {
    const filed = await world.call(
      who,
      'POST',
      `/api/campaigns/${campaignId}/wishes`,
      wishBody(world, { startTime: '18:00', endTime: '22:00', minimumDuration: 240, ...overrides }),
    );
    expect(filed.statusCode, JSON.stringify(filed.json())).toBe(201);
  };
  await file('asso');
  await file('autre-asso');
  await file('asso', { activity: 'Basket loisir' });
  await file('asso', { place: otherLyonPlace });
  await file('autre-asso', { place: savoiePlace, weekDay: 3 });
});
afterAll(() => world.context.close());

describe('campaign indicators before the allocation', () => {
  it('counts the wishes per facility and territory, and no outcome yet', async () => {
    const figures = await read('central');
    expect(figures.campaign).toMatchObject({ id: campaignId, status: 'open', allocated: false });
    expect(figures.totals).toEqual({
      wishes: 5,
      met: null,
      partlyMet: null,
      unmet: null,
      awaitingDecision: null,
    });
    const wishesOf = (facilityId: string) =>
      figures.facilities.find((row) => row.facility.id === facilityId)?.wishes;
    expect(wishesOf(world.facilityId)).toBe(3);
    expect(wishesOf(otherLyonFacilityId)).toBe(1);
    expect(wishesOf(savoie.facility.id)).toBe(1);
    const savoieRow = figures.territories.find((row) => row.territory.id === savoie.territory.id);
    expect(savoieRow).toMatchObject({ wishes: 1, met: null });
    expect(figures.territories.find((row) => row.territory.id === world.territoryId)?.wishes).toBe(
      4,
    );
  });
});

describe('campaign indicators after the allocation', () => {
  beforeAll(async () => {
    world.moveTo(AFTER_CLOSING);
    const allocated = await world.call(
      'central',
      'POST',
      `/api/campaigns/${campaignId}/allocation`,
    );
    expect(allocated.statusCode).toBe(200);
  });

  it('equals the outcomes kept, to the unit, per facility, territory and in total', async () => {
    const figures = await read('central');
    const outcomes = await outcomesByFacility();
    expect(figures.campaign).toMatchObject({ status: 'allocated', allocated: true });
    expect(outcomes.get(world.facilityId)).toEqual({
      wishes: 3,
      met: 1,
      partlyMet: 2,
      unmet: 0,
      awaitingDecision: 3,
    });
    expect(outcomes.get(savoie.facility.id)).toMatchObject({ wishes: 1, unmet: 1 });
    for (const row of figures.facilities) {
      const expected = outcomes.get(row.facility.id) ?? sum([]);
      expect(figuresOnly(row), row.facility.name).toEqual(expected);
    }
    expect(facilityIdsOf(figures).sort()).toEqual([...outcomes.keys()].sort());
    for (const territory of figures.territories) {
      const ofTerritory = figures.facilities.filter(
        (row) => row.territory.id === territory.territory.id,
      );
      expect(figuresOnly(territory)).toEqual(sum(ofTerritory));
    }
    expect(figures.totals).toEqual(sum([...outcomes.values()]));
    expect(figures.totals.wishes).toBe(5);
  });

  it('follows the facility’s decisions', async () => {
    const accepted = await world.call(
      'admin',
      'POST',
      `/api/campaigns/${campaignId}/facilities/${world.facilityId}/proposal/acceptance`,
    );
    expect(accepted.statusCode).toBe(200);
    const figures = await read('central');
    const demo = figures.facilities.find((row) => row.facility.id === world.facilityId)!;
    expect(figuresOnly(demo)).toEqual({
      wishes: 3,
      met: 1,
      partlyMet: 2,
      unmet: 0,
      awaitingDecision: 0,
    });
    expect(figures.totals.awaitingDecision).toBe(2);
  });

  it('shows each member of staff their facilities only, and a territory admin their territory', async () => {
    for (const who of ['admin', 'validateur', 'superviseur'] as const) {
      const figures = await read(who);
      expect(
        figures.facilities.map((row) => row.facility.id),
        who,
      ).toEqual([world.facilityId]);
      expect(figures.territories.map((row) => row.territory.id)).toEqual([world.territoryId]);
      expect(figures.totals).toMatchObject({ wishes: 3, met: 1, partlyMet: 2, unmet: 0 });
    }
    const territory = await read('territoire');
    expect(facilityIdsOf(territory).sort()).toEqual([world.facilityId, otherLyonFacilityId].sort());
    expect(territory.territories.map((row) => row.territory.id)).toEqual([world.territoryId]);
    expect(territory.totals.wishes).toBe(4);
    expect(JSON.stringify(territory)).not.toContain(savoie.facility.id);
  });

  it('narrows to the shared filter', async () => {
    const figures = await read('central', `?place.facility.territory.id=${savoie.territory.id}`);
    expect(figures.facilities.map((row) => row.facility.id)).toEqual([savoie.facility.id]);
    expect(figures.totals).toMatchObject({ wishes: 1, met: 0, unmet: 1 });
    const none = await read('territoire', `?place.facility.id=${savoie.facility.id}`);
    expect(none.facilities).toEqual([]);
    expect(none.territories).toEqual([]);
    expect(none.totals).toEqual({
      wishes: 0,
      met: 0,
      partlyMet: 0,
      unmet: 0,
      awaitingDecision: 0,
    });
  });

  it('refuses organisations and strangers, and hides campaigns out of the asker’s sight', async () => {
    expect((await world.call('asso', 'GET', url())).statusCode).toBe(403);
    expect((await world.call('anonyme', 'GET', url())).statusCode).toBe(401);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'pas-un-id']) {
      expect((await world.call('central', 'GET', url(id))).statusCode).toBe(404);
    }
    const savoieCampaign = await world.call('central', 'POST', '/api/campaigns', {
      ...CAMPAIGN_BODY,
      name: 'Campagne savoyarde',
      territory: `/api/territories/${savoie.territory.id}`,
      applicationsFrom: '2027-04-05',
      applicationsTo: '2027-04-20',
    });
    expect(savoieCampaign.statusCode).toBe(201);
    const id = savoieCampaign.json().id as string;
    expect((await world.call('central', 'GET', url(id))).statusCode).toBe(200);
    // A draft, then open: staff of Lyon never see it.
    for (const stage of ['draft', 'open']) {
      for (const who of ['territoire', 'admin', 'validateur', 'superviseur'] as const) {
        const answer = await world.call(who, 'GET', url(id));
        expect(answer.statusCode, `${stage} ${who}`).toBe(404);
      }
      if (stage === 'draft') await world.call('central', 'POST', `/api/campaigns/${id}/open`);
    }
  });

  it('answers 422 in French for a malformed filter', async () => {
    const answer = await world.call('central', 'GET', url(campaignId, '?place.facility.id=x'));
    expect(answer.statusCode).toBe(422);
    expect(answer.json().violations[0]).toMatchObject({
      propertyPath: expect.stringMatching(/^place\.facility\.id/),
      message: 'Identifiant invalide.',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '../../../test/support/factories.ts';
import { closures } from '../../db/schema.ts';
import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { mailsTo, organizationIdOf } from '../bookings/bookings.test-support.ts';
import {
  AFTER_CLOSING,
  CAMPAIGN_BODY,
  createCampaignWorld,
  DURING_APPLICATIONS,
  wishBody,
  type CampaignWorld,
} from './campaigns.test-support.ts';

// One campaign through its window: wishes before, during and after it, then the allocation and
// the facility's proposal.

let world: CampaignWorld;
let campaignUrl: string;
let renewedBookingId: string;

beforeAll(async () => {
  world = await createCampaignWorld();
  // Last year's weekly booking of the demo association, Tuesdays 19:00–21:00.
  const booking = await createBooking(world.db, {
    placeId: world.placeId,
    organizationId: await organizationIdOf(world.db, 'asso@espaces.test'),
    status: 'validated',
    purposeType: 'yearly',
    queryWeekDay: 2,
    queryStartTime: '19:00',
    queryEndTime: '21:00',
    activity: 'Volley-ball loisir',
    expectedAttendance: 14,
    slots: [
      {
        startDate: parisWallClockToUtc('2027-02-16', '19:00'),
        endDate: parisWallClockToUtc('2027-02-16', '21:00'),
      },
    ],
  });
  renewedBookingId = booking.id;
  await world.db.insert(closures).values({
    facilityId: world.facilityId,
    fromDate: '2027-09-07',
    toDate: '2027-09-07',
    kind: 'works',
    label: 'Travaux du gymnase',
  });
  const created = await world.call('central', 'POST', '/api/campaigns', CAMPAIGN_BODY);
  campaignUrl = `/api/campaigns/${created.json().id}`;
  await world.call('central', 'POST', `${campaignUrl}/open`);
});
afterAll(() => world.context.close());

const wishes = (who: 'asso' | 'autre-asso') => world.call(who, 'GET', `${campaignUrl}/wishes`);

describe('before the window', () => {
  it('refuses a wish and says when the window opens', async () => {
    const refused = await world.call('asso', 'POST', `${campaignUrl}/wishes`, wishBody(world));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations[0].message).toBe(
      'Le dépôt des vœux ouvre le 01/03/2027 à 00:00.',
    );
  });
});

describe('during the window', () => {
  beforeAll(() => world.moveTo(DURING_APPLICATIONS));

  it('files a wish, answers its warnings at once and sends a receipt', async () => {
    const filed = await world.call('asso', 'POST', `${campaignUrl}/wishes`, wishBody(world));
    expect(filed.statusCode).toBe(201);
    expect(filed.json()).toMatchObject({
      '@type': 'CampaignWish',
      rank: 1,
      weekDay: 2,
      startTime: '18:00',
      endTime: '20:00',
      renewal: false,
      appliedAt: DURING_APPLICATIONS.toISOString(),
      warnings: [
        'L’établissement est fermé 1\u00a0mardi de la période (Travaux du gymnase)\u00a0: pas de séance ces jours-là.',
      ],
      _abilities: { edit: true, delete: true },
    });
    const receipt = (await mailsTo(world.db, 'asso@espaces.test')).find((mail) =>
      mail.subject.endsWith('vos vœux enregistrés'),
    );
    expect(receipt?.subject).toBe('Campagne 2027–2028\u00a0: vos vœux enregistrés');
    expect(receipt?.text).toContain('1. Gymnase Jean-Moulin');
    expect(receipt?.text).toContain('mardi 18:00–20:00, Entraînement de basket');
    expect(receipt?.text).toContain('jusqu’au 31/03/2027 à 23:59');
  });

  it('warns when a wish falls outside the opening hours or on closed days', async () => {
    const morning = await world.call(
      'autre-asso',
      'POST',
      `${campaignUrl}/wishes`,
      wishBody(world, { place: `/api/places/${world.otherPlaceId}`, weekDay: 3 }),
    );
    expect(morning.statusCode).toBe(201);
    expect(morning.json().warnings).toEqual(['L’espace n’ouvre pas le mercredi.']);
    await world.call('autre-asso', 'DELETE', `/api/campaign_wishes/${morning.json().id}`);
  });

  it('refuses another organisation’s wish as unknown and a lesser account as forbidden', async () => {
    const mine = (await wishes('asso')).json()['hydra:member'][0];
    const url = `/api/campaign_wishes/${mine.id}`;
    expect((await world.call('autre-asso', 'PUT', url, wishBody(world))).statusCode).toBe(404);
    expect((await world.call('autre-asso', 'DELETE', url)).statusCode).toBe(404);
    expect((await world.call('asso-attente', 'GET', `${campaignUrl}/wishes`)).statusCode).toBe(403);
    expect(
      (await world.call('admin', 'POST', `${campaignUrl}/wishes`, wishBody(world))).statusCode,
    ).toBe(403);
  });

  it('refuses bad wishes in French and keeps the list as it was', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ activity: 'Basket\u0000' }, 'L’activité contient un caractère non autorisé'],
      [{ startTime: '18:10' }, 'Heure attendue au format HH:mm, sur un quart d’heure'],
      [{ endTime: '17:00' }, 'La fin du créneau doit suivre son début.'],
      [{ minimumDuration: 180 }, 'La durée minimale va de 30 minutes à la durée du créneau.'],
      [{ weekDay: 8 }, 'Le jour est un entier de 1 (lundi) à 7 (dimanche).'],
      [
        { place: '/api/places/00000000-0000-4000-8000-000000000000' },
        'Cet espace ne fait pas partie de la campagne.',
      ],
    ];
    for (const [change, message] of cases) {
      const refused = await world.call(
        'asso',
        'POST',
        `${campaignUrl}/wishes`,
        wishBody(world, change),
      );
      expect(refused.statusCode, message).toBe(422);
      expect(refused.json().violations[0].message, message).toContain(message);
    }
    expect((await wishes('asso')).json()['hydra:totalItems']).toBe(1);
  });

  it('renews last year’s weekly booking as a wish, once', async () => {
    const renewed = await world.call('asso', 'POST', `${campaignUrl}/renewals`);
    expect(renewed.statusCode).toBe(200);
    const [, renewal] = renewed.json()['hydra:member'];
    expect(renewal).toMatchObject({
      rank: 2,
      renewal: true,
      renewedBooking: `/api/bookings/${renewedBookingId}`,
      weekDay: 2,
      startTime: '19:00',
      endTime: '21:00',
      minimumDuration: 120,
      participants: 14,
      activity: 'Volley-ball loisir',
    });
    const again = await world.call('asso', 'POST', `${campaignUrl}/renewals`);
    expect(again.json()['hydra:totalItems']).toBe(2);
  });

  it('reorders the wishes, refusing a list that is not exactly its own', async () => {
    const [first, second] = (await wishes('asso')).json()['hydra:member'];
    const bad = await world.call('asso', 'PUT', `${campaignUrl}/wish-order`, {
      wishes: [first['@id'], first['@id']],
    });
    expect(bad.statusCode).toBe(422);
    const ordered = await world.call('asso', 'PUT', `${campaignUrl}/wish-order`, {
      wishes: [second['@id'], first['@id']],
    });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json()['hydra:member'].map((wish: { id: string }) => wish.id)).toEqual([
      second.id,
      first.id,
    ]);
  });

  it('keeps an organisation to the number of wishes of the campaign, even when asked twice at once', async () => {
    const [a, b] = await Promise.all([
      world.call('asso', 'POST', `${campaignUrl}/wishes`, wishBody(world, { weekDay: 4 })),
      world.call('asso', 'POST', `${campaignUrl}/wishes`, wishBody(world, { weekDay: 5 })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    const refused = a.statusCode === 422 ? a : b;
    expect(refused.json().violations[0].message).toBe(
      'Une organisation dépose au plus 3 vœux dans cette campagne.',
    );
    const listed = (await wishes('asso')).json()['hydra:member'];
    expect(listed.map((wish: { rank: number }) => wish.rank)).toEqual([1, 2, 3]);
    await world.call('asso', 'DELETE', `/api/campaign_wishes/${listed[2].id}`);
  });

  it('lets a second club ask for the same Tuesday evening', async () => {
    const filed = await world.call(
      'autre-asso',
      'POST',
      `${campaignUrl}/wishes`,
      wishBody(world, { youth: true }),
    );
    expect(filed.statusCode).toBe(201);
  });
});

describe('after the window', () => {
  beforeAll(() => world.moveTo(AFTER_CLOSING));

  it('refuses a wish and says the window closed', async () => {
    const refused = await world.call('asso', 'POST', `${campaignUrl}/wishes`, wishBody(world));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations[0].message).toBe(
      'Le dépôt des vœux de cette campagne est clos depuis le 01/04/2027 à 00:00. Aucune autre période de dépôt n’est prévue pour l’instant.',
    );
  });

  it('allocates every wish once, for central staff only', async () => {
    expect((await world.call('asso', 'POST', `${campaignUrl}/allocation`)).statusCode).toBe(403);
    const allocated = await world.call('central', 'POST', `${campaignUrl}/allocation`);
    expect(allocated.statusCode).toBe(200);
    expect(allocated.json()).toMatchObject({ wishes: 3, campaign: { status: 'allocated' } });
    const again = await world.call('central', 'POST', `${campaignUrl}/allocation`);
    expect(again.statusCode).toBe(422);
  });

  it('shows the facility its proposal, explained wish by wish, and lets it decide', async () => {
    const url = `${campaignUrl}/facilities/${world.facilityId}/proposal`;
    for (const who of ['asso', 'superviseur'] as const) {
      expect((await world.call(who, 'GET', url)).statusCode, who).toBe(404);
    }
    const proposal = await world.call('validateur', 'GET', url);
    expect(proposal.statusCode).toBe(200);
    const byActivity = (activity: string) =>
      proposal
        .json()
        .outcomes.find(
          (o: { wish: { activity: string; youth: boolean } }) =>
            o.wish.activity === activity && (activity !== 'Entraînement de basket' || o.wish.youth),
        );
    expect(byActivity('Volley-ball loisir')).toMatchObject({
      status: 'allocated',
      explanation: 'Attribué\u00a0: renouvellement prioritaire',
      decision: 'proposed',
    });
    const youth = byActivity('Entraînement de basket');
    expect(youth.status).toBe('partly');
    expect(youth.explanation).toContain('Proposé\u00a0:');
    expect(youth.explanation).toContain('(renouvellement prioritaire)');
    expect(proposal.json()._abilities).toEqual({ accept: true, override: true, publish: false });

    const clash = await world.call(
      'admin',
      'PUT',
      `/api/campaign_wishes/${youth.wish.id}/outcome`,
      {
        status: 'allocated',
        place: world.placeIri,
        startTime: '18:00',
        endTime: '20:00',
      },
    );
    expect(clash.statusCode).toBe(422);
    expect(clash.json().violations[0].message).toContain('chevauchent le créneau proposé à');
    expect(
      (
        await world.call('asso', 'PUT', `/api/campaign_wishes/${youth.wish.id}/outcome`, {
          status: 'unmet',
        })
      ).statusCode,
    ).toBe(404);
    const decided = await world.call(
      'admin',
      'PUT',
      `/api/campaign_wishes/${youth.wish.id}/outcome`,
      {
        status: 'unmet',
      },
    );
    expect(decided.statusCode).toBe(200);
    const accepted = await world.call('validateur', 'POST', `${url}/acceptance`);
    expect(accepted.statusCode).toBe(200);
    const decisions = accepted.json().outcomes.map((o: { decision: string }) => o.decision);
    expect(decisions).toContain('overridden');
    expect(decisions).not.toContain('proposed');
    // Decided, the proposal is the validator's to publish.
    expect(accepted.json()._abilities).toEqual({ accept: true, override: true, publish: true });
  });
});

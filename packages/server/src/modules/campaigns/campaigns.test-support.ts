import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { createOpeningWindow, createPlace } from '../../../test/support/factories.ts';
import { facilities, places, territories } from '../../db/schema.ts';
import { signIn, type Cookies } from '../../../test/support/app.ts';
import {
  ACCOUNTS,
  createBookingWorld,
  type BookingWorld,
  type Who,
} from '../bookings/bookings.test-support.ts';

// Shared by the campaign API tests: a world on a fixed day, a campaign body, HTTP helpers.

/** Monday 15 February 2027, 10:00 in Paris: before the window of CAMPAIGN_BODY. */
export const CAMPAIGN_WORLD_START = new Date('2027-02-15T09:00:00Z');

export const CAMPAIGN_BODY = {
  name: 'Campagne 2027–2028',
  useFrom: '2027-09-01',
  useTo: '2028-07-04',
  applicationsFrom: '2027-03-01',
  applicationsTo: '2027-03-31',
  publicationDate: '2027-05-15',
};

/** Instants of the campaign's life, in Paris time. */
export const DURING_APPLICATIONS = parisWallClockToUtc('2027-03-10', '10:00');
export const AFTER_CLOSING = parisWallClockToUtc('2027-04-01', '09:00');

export interface CampaignWorld extends BookingWorld {
  facilityId: string;
  territoryId: string;
  /** A second gymnasium of the facility, open on Tuesdays 18:00–22:00. */
  otherPlaceId: string;
  placeTypeId: string;
  call: (
    who: Who,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
  /** Moves the world's clock to `instant` (never backwards). */
  moveTo: (instant: Date) => void;
}

export async function createCampaignWorld(
  overrides: Parameters<typeof createBookingWorld>[0] = {},
): Promise<CampaignWorld> {
  const world = await createBookingWorld({ startAt: CAMPAIGN_WORLD_START, ...overrides });
  const [place] = await world.db.select().from(places).where(eq(places.id, world.placeId));
  const [facility] = await world.db
    .select()
    .from(facilities)
    .where(eq(facilities.id, place!.facilityId));
  const other = await createPlace(world.db, { name: 'Gymnase Lumière' });
  for (const tuesday of ['2027-02-16', '2027-02-23', '2027-03-02']) {
    await createOpeningWindow(world.db, other.id, {
      startDate: parisWallClockToUtc(tuesday, '18:00'),
      endDate: parisWallClockToUtc(tuesday, '22:00'),
    });
  }
  // Sessions last an hour: moving the clock by weeks signs everyone in again.
  let sessions = new Map<Who, Promise<Cookies>>();
  const cookiesOf = (who: Who): Promise<Cookies> => {
    if (who === 'anonyme') return Promise.resolve({});
    if (!sessions.has(who)) sessions.set(who, signIn(world.context.app, ACCOUNTS[who]));
    return sessions.get(who)!;
  };
  return {
    ...world,
    cookiesOf,
    facilityId: facility!.id,
    territoryId: facility!.territoryId,
    otherPlaceId: other.id,
    placeTypeId: place!.placeTypeId,
    call: async (who, method, url, payload) =>
      world.context.app.inject({ method, url, payload, cookies: await cookiesOf(who) }),
    moveTo: (instant) => {
      const ahead = instant.getTime() - world.context.clock.now().getTime();
      if (ahead > 0) world.context.clock.advance(ahead);
      sessions = new Map();
    },
  };
}

export async function territoryIri(world: CampaignWorld): Promise<string> {
  const [territory] = await world.db
    .select()
    .from(territories)
    .where(eq(territories.id, world.territoryId));
  return `/api/territories/${territory!.id}`;
}

/** A wish for the world's gymnasium on Tuesdays, as the API takes it. */
export function wishBody(world: CampaignWorld, overrides: Record<string, unknown> = {}) {
  return {
    place: world.placeIri,
    weekDay: 2,
    startTime: '18:00',
    endTime: '20:00',
    minimumDuration: 120,
    participants: 20,
    activity: 'Entraînement de basket',
    youth: false,
    ...overrides,
  };
}

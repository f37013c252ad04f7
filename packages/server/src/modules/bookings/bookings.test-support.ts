import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  addDaysToDate,
  parisDateOf,
  parisWallClockToUtc,
} from '@espaces/domain/availability/paris-time';
import {
  createTestApp,
  signIn,
  type Cookies,
  type TestContext,
} from '../../../test/support/app.ts';
import {
  createOpeningWindow,
  createOrganization,
  createPlace,
} from '../../../test/support/factories.ts';
import type { Database } from '../../db/client.ts';
import { auditEvents, bookings, users } from '../../db/schema.ts';

export { mailsTo } from '../../../test/support/stored-rows.ts';

// Shared by the booking API tests: who asks, a place open every evening, and HTTP helpers.

export const ACCOUNTS = {
  central: 'central@espaces.test',
  territoire: 'territoire@espaces.test',
  admin: 'admin@espaces.test',
  validateur: 'validateur@espaces.test',
  superviseur: 'superviseur@espaces.test',
  asso: 'asso@espaces.test',
  'asso-attente': 'asso-attente@espaces.test',
  'autre-asso': 'autre-asso@espaces.test',
} as const;
export type Who = keyof typeof ACCOUNTS | 'anonyme';

export interface BookingWorld {
  context: TestContext;
  db: Database;
  cookiesOf: (who: Who) => Promise<Cookies>;
  /** Published place of the demo staff's facility, open 18:00–22:00 Paris for 21 evenings. */
  placeId: string;
  placeIri: string;
  /** The Paris calendar day `offset` days after today. */
  day: (offset: number) => string;
}

/** A second validated organisation with one user, signing in with the demo password. */
async function createOtherOrganizationUser(db: Database): Promise<void> {
  const [asso] = await db.select().from(users).where(eq(users.email, ACCOUNTS.asso));
  const organization = await createOrganization(db, { name: 'Club de handball de Vénissieux' });
  await db.insert(users).values({
    email: ACCOUNTS['autre-asso'],
    passwordHash: asso!.passwordHash,
    firstName: 'Inès',
    lastName: 'Marchand',
    roles: ['ROLE_ORGANIZATION'],
    organizationId: organization.id,
    emailValidatedAt: new Date(),
  });
}

export async function createBookingWorld(
  overrides: Parameters<typeof createTestApp>[0] = {},
): Promise<BookingWorld> {
  const context = await createTestApp(overrides);
  const { db } = context;
  await createOtherOrganizationUser(db);
  const place = await createPlace(db, { name: 'Gymnase Jean-Moulin' });
  const today = parisDateOf(context.clock.now());
  const day = (offset: number) => addDaysToDate(today, offset);
  for (let offset = 1; offset <= 21; offset++) {
    await createOpeningWindow(db, place.id, {
      startDate: parisWallClockToUtc(day(offset), '18:00'),
      endDate: parisWallClockToUtc(day(offset), '22:00'),
    });
  }
  const signedIn = new Map<Who, Promise<Cookies>>();
  return {
    context,
    db,
    placeId: place.id,
    placeIri: `/api/places/${place.id}`,
    day,
    cookiesOf: (who) => {
      if (who === 'anonyme') return Promise.resolve({});
      if (!signedIn.has(who)) signedIn.set(who, signIn(context.app, ACCOUNTS[who]));
      return signedIn.get(who)!;
    },
  };
}

/** A slot on the Paris day `date` from `start` to `end` (HH:mm), as the API takes it. */
export function parisSlot(date: string, start: string, end: string) {
  return {
    startDate: parisWallClockToUtc(date, start).toISOString(),
    endDate: parisWallClockToUtc(date, end).toISOString(),
  };
}

export function bookingBody(world: BookingWorld, overrides: Record<string, unknown> = {}) {
  return {
    place: world.placeIri,
    bookingSlots: [parisSlot(world.day(2), '18:00', '20:00')],
    activity: 'Entraînement de basket',
    expectedAttendance: 20,
    ...overrides,
  };
}

export async function send(
  world: BookingWorld,
  who: Who,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return world.context.app.inject({ method, url, payload, cookies: await world.cookiesOf(who) });
}

export function violationsOf(
  response: LightMyRequestResponse,
): { propertyPath: string; message: string; code: string }[] {
  return (
    response.json() as { violations: { propertyPath: string; message: string; code: string }[] }
  ).violations;
}

export async function bookingCount(db: Database, placeId: string): Promise<number> {
  return (await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.placeId, placeId)))
    .length;
}

/** The organisation of a demo or test account. */
export async function organizationIdOf(db: Database, email: string): Promise<string> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user!.organizationId!;
}

export async function bookingStatus(db: Database, bookingId: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row!.status;
}

export async function bookingEvents(db: Database, bookingId: string) {
  return db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, 'booking'), eq(auditEvents.entityId, bookingId)));
}

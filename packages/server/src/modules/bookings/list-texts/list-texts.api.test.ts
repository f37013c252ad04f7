import { eq, isNull, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  bookingSlots,
  facilities,
  organizations,
  places,
  users,
} from '../../../db/schema.ts';
import { fillListTexts } from './list-texts.repository.ts';
import {
  ACCOUNTS,
  bookingBody,
  createBookingWorld,
  organizationIdOf,
  parisSlot,
  send,
  type BookingWorld,
  type Who,
} from '../bookings.test-support.ts';

// Migration 0021: the lists' texts kept in columns are a cache that triggers null with any
// change they depend on. After each kind of change, the lists answer byte for byte what they
// answer with every kept text NULL (written from the rows, as before the cache), and again
// once the texts are written anew.

let world: BookingWorld;
const lists: [Who, string][] = [
  ['admin', '/api/bookings'],
  ['admin', '/api/bookings?order[bookingTimeSlots.startDate]=asc'],
  ['asso', '/api/bookings'],
  ['autre-asso', '/api/bookings'],
  ['central', '/api/bookings?itemsPerPage=100'],
];
const booking: Record<'decided' | 'edited' | 'withdrawn' | 'rejected', string> = {
  decided: '',
  edited: '',
  withdrawn: '',
  rejected: '',
};

async function answers(): Promise<string[]> {
  const bodies: string[] = [];
  for (const [who, url] of lists) {
    const response = await send(world, who, 'GET', url);
    expect(response.statusCode).toBe(200);
    bodies.push(response.body);
  }
  return bodies;
}

async function staleTextCount(): Promise<number> {
  const stale = (table: typeof bookings | typeof bookingSlots) =>
    world.db
      .select({ id: table.id })
      .from(table)
      .where(or(isNull(table.listTextHead), isNull(table.listTextTail)));
  return (await stale(bookings)).length + (await stale(bookingSlots)).length;
}

/** The lists with the texts kept before `change`, against the lists without any kept text. */
async function expectListsAfter(change: () => Promise<unknown>): Promise<void> {
  await fillListTexts(world.db);
  expect(await staleTextCount()).toBe(0);
  await change();
  const withKeptTexts = await answers();
  for (const table of [bookings, bookingSlots]) {
    await world.db.update(table).set({ listTextHead: null, listTextTail: null });
  }
  expect(await answers()).toEqual(withKeptTexts);
  await fillListTexts(world.db);
  expect(await staleTextCount()).toBe(0);
  expect(await answers()).toEqual(withKeptTexts);
}

async function request(who: Who, offset: number, start = '18:00'): Promise<string> {
  const response = await send(
    world,
    who,
    'POST',
    '/api/bookings',
    bookingBody(world, { bookingSlots: [parisSlot(world.day(offset), start, '20:00')] }),
  );
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: string }).id;
}

async function userId(email: string): Promise<string> {
  const [user] = await world.db.select().from(users).where(eq(users.email, email));
  return user!.id;
}

beforeAll(async () => {
  world = await createBookingWorld();
  booking.decided = await request('asso', 2);
  booking.edited = await request('asso', 3);
  booking.withdrawn = await request('asso', 4);
  booking.rejected = await request('autre-asso', 5);
});
afterAll(() => world.context.close());

describe('the lists with their kept texts', () => {
  it('answer as without them after a status decision', async () => {
    await expectListsAfter(async () => {
      const response = await send(world, 'validateur', 'PUT', `/api/bookings/${booking.decided}`, {
        status: 'approved',
      });
      expect(response.statusCode).toBe(200);
    });
  });

  it('answer as without them after a rejection with its reason', async () => {
    await expectListsAfter(async () => {
      const response = await send(
        world,
        'admin',
        'PUT',
        `/api/bookings/${booking.rejected}/reject`,
        { rejectionReason: 'Le gymnase est réservé pour un tournoi.' },
      );
      expect(response.statusCode).toBe(200);
    });
  });

  it('answer as without them after the slots and activity of a booking changed', async () => {
    await expectListsAfter(async () => {
      const response = await send(world, 'asso', 'PUT', `/api/bookings/${booking.edited}`, {
        bookingSlots: [
          parisSlot(world.day(3), '19:00', '21:00'),
          parisSlot(world.day(6), '18:00', '20:00'),
        ],
        activity: 'Match « amical »',
      });
      expect(response.statusCode).toBe(200);
    });
  });

  it('answer as without them after a slot is cancelled, then its canceller renamed', async () => {
    const admin = await userId(ACCOUNTS.admin);
    await expectListsAfter(() =>
      world.db
        .update(bookingSlots)
        .set({
          cancelled: true,
          cancelledAt: world.context.clock.now(),
          cancelledByUserId: admin,
          cancelledByOrganizationToBeFullyPaid: true,
        })
        .where(eq(bookingSlots.bookingId, booking.decided)),
    );
    await expectListsAfter(() =>
      world.db.update(users).set({ firstName: 'Anne-"Sophie"' }).where(eq(users.id, admin)),
    );
  });

  it('answer as without them after the place, facility or organisation is renamed', async () => {
    await expectListsAfter(() =>
      world.db
        .update(places)
        .set({ name: 'Gymnase Jean-Moulin \\ salle B' })
        .where(eq(places.id, world.placeId)),
    );
    const [place] = await world.db.select().from(places).where(eq(places.id, world.placeId));
    await expectListsAfter(() =>
      world.db
        .update(facilities)
        .set({ name: 'Collège Jean-Moulin', city: 'Villeurbanne' })
        .where(eq(facilities.id, place!.facilityId)),
    );
    const organizationId = await organizationIdOf(world.db, ACCOUNTS.asso);
    await expectListsAfter(() =>
      world.db
        .update(organizations)
        .set({ name: 'Basket club de Lyon\u0001' })
        .where(eq(organizations.id, organizationId)),
    );
  });

  it('answer as without them after the creator of bookings is renamed', async () => {
    const asso = await userId(ACCOUNTS.asso);
    await expectListsAfter(() =>
      world.db.update(users).set({ lastName: 'Dupont-Durand' }).where(eq(users.id, asso)),
    );
  });

  it('answer as without them once a withdrawn booking’s freed slot is taken by another', async () => {
    await expectListsAfter(async () => {
      const response = await send(world, 'asso', 'PUT', `/api/bookings/${booking.withdrawn}`, {
        status: 'cancelled',
      });
      expect(response.statusCode).toBe(200);
    });
    const before = await answers();
    await expectListsAfter(() => request('autre-asso', 4));
    // The freed slot is no longer available: written at read time, never kept.
    expect(await answers()).not.toEqual(before);
    const [freed] = await world.db
      .select({ text: bookingSlots.listTextHead })
      .from(bookingSlots)
      .where(eq(bookingSlots.bookingId, booking.withdrawn));
    expect(freed!.text).toMatch(/"available":$/);
  });

  it('are kept as the plain text the lists send, two- and four-byte characters included', async () => {
    const activity = 'Chorale de l’été 🎶';
    await expectListsAfter(() =>
      world.db.update(bookings).set({ activity }).where(eq(bookings.id, booking.decided)),
    );
    const [kept] = await world.db
      .select({ head: bookings.listTextHead })
      .from(bookings)
      .where(eq(bookings.id, booking.decided));
    expect(kept!.head).toContain(`"activity":${JSON.stringify(activity)}`);
    const listed = await send(world, 'asso', 'GET', '/api/bookings?pagination=false');
    const members: { id: string; activity: string }[] = listed.json()['hydra:member'];
    expect(members.find((member) => member.id === booking.decided)?.activity).toBe(activity);
  });

  it.runIf(process.env.DATABASE_URL)(
    'answer as without them when a rename commits while the texts are being written',
    async () => {
      await expectListsAfter(async () => {
        // NULL texts for the job to write, and a rename holding their rows meanwhile.
        await world.db
          .update(bookings)
          .set({ listTextHead: null, listTextTail: null })
          .where(eq(bookings.placeId, world.placeId));
        let filling: Promise<number> | undefined;
        await world.db.transaction(async (tx) => {
          await tx
            .update(places)
            .set({ name: 'Gymnase renommé pendant l’écriture' })
            .where(eq(places.id, world.placeId));
          filling = fillListTexts(world.db);
          await waitForALockWait();
        });
        await filling;
      });
    },
  );
});

/** Until a statement of this database waits for a row another transaction holds. */
async function waitForALockWait(): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const rows = await world.db
      .select({ pid: sql<number>`pid` })
      .from(sql`pg_stat_activity`)
      .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the fill never waited for the rename');
}

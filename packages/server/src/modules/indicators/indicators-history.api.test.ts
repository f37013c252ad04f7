import fc from 'fast-check';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking } from '../../../test/support/factories.ts';
import { queryRows } from '../../db/raw-query.ts';
import { auditEvents } from '../../db/schema.ts';
import {
  bookingBody,
  createBookingWorld,
  parisSlot,
  send,
  type BookingWorld,
} from '../bookings/bookings.test-support.ts';

// A request's outcomes and first decision are read from the booking row, kept by a
// trigger on audit_events (migration 0015). Whatever the history holds, in whatever order its
// events arrive, the row must say what the history says — computed here as the indicators did
// before, one aggregate over each booking's events.

let world: BookingWorld;
beforeAll(async () => {
  world = await createBookingWorld();
});
afterAll(() => world.context.close());

interface Outcomes extends Record<string, unknown> {
  id: string;
  approved: boolean;
  counter_proposed: boolean;
  rejected: boolean;
  withdrawn: boolean;
  decided_at: string | null;
}

const inList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** What the booking rows hold. */
const kept = (ids: string[]) =>
  queryRows<Outcomes>(
    world.db,
    sql`select b.id, b.ever_approved as approved, b.ever_counter_proposed as counter_proposed,
        b.ever_rejected as rejected, b.ever_withdrawn as withdrawn,
        to_char(b.first_decided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as decided_at
      from bookings b where b.id in (${inList(ids)}) order by b.id`,
  );

/** What the history says (the indicators' former per-request probe of audit_events). */
const fromHistory = (ids: string[]) =>
  queryRows<Outcomes>(
    world.db,
    sql`select b.id, ev.approved, ev.counter_proposed, ev.rejected, ev.withdrawn,
        to_char(ev.decided_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as decided_at
      from bookings b
      cross join lateral (
        select coalesce(bool_or(a.action in ('approve', 'accept')), false) as approved,
          coalesce(bool_or(a.action = 'counter_propose'), false) as counter_proposed,
          coalesce(bool_or(a.action = 'reject'), false) as rejected,
          coalesce(bool_or(a.action = 'withdraw'), false) as withdrawn,
          min(a.occurred_at) filter (where a.action in ('approve', 'counter_propose', 'reject')) as decided_at
        from audit_events a
        where a.entity_type = 'booking' and a.entity_id = b.id
      ) ev
      where b.id in (${inList(ids)}) order by b.id`,
  );

const ACTIONS = [
  'request',
  'approve',
  'accept',
  'counter_propose',
  'reject',
  'withdraw',
  'update',
  'sign',
  'finish',
] as const;

const eventArbitrary = (bookings: number) =>
  fc.record({
    booking: fc.nat({ max: bookings - 1 }),
    entityType: fc.constantFrom('booking', 'booking', 'booking', 'organization'),
    action: fc.constantFrom(...ACTIONS),
    // Whole and fractional seconds alike, in any order: the first decision is the earliest.
    occurredAt: fc
      .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) })
      .map((ms) => new Date(ms)),
  });

describe('booking rows keep what their request history holds', () => {
  it('agrees with the history for random events, one at a time or several per statement', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(eventArbitrary(3), { minLength: 1, maxLength: 4 }), { maxLength: 6 }),
        async (batches) => {
          const ids: string[] = [];
          for (let i = 0; i < 3; i++) {
            ids.push((await createBooking(world.db, { placeId: world.placeId })).id);
          }
          for (const batch of batches) {
            await world.db.insert(auditEvents).values(
              batch.map((event) => ({
                entityType: event.entityType,
                entityId: ids[event.booking]!,
                action: event.action,
                occurredAt: event.occurredAt,
              })),
            );
          }
          expect(await kept(ids)).toEqual(await fromHistory(ids));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('follows the decisions taken through the API, in their own transactions', async () => {
    const requested = async (offset: number) => {
      const response = await send(
        world,
        'asso',
        'POST',
        '/api/bookings',
        bookingBody(world, { bookingSlots: [parisSlot(world.day(offset), '18:00', '20:00')] }),
      );
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: string }).id;
    };
    const approved = await requested(3);
    const rejected = await requested(4);
    const withdrawn = await requested(5);
    const decide = async (id: string, who: 'validateur' | 'asso', url: string, body: object) => {
      const response = await send(world, who, 'PUT', url, body);
      expect(response.statusCode, response.body).toBe(200);
    };
    await decide(approved, 'validateur', `/api/bookings/${approved}`, { status: 'approved' });
    await decide(rejected, 'validateur', `/api/bookings/${rejected}/reject`, {
      rejectionReason: 'Le gymnase est en travaux.',
    });
    await decide(withdrawn, 'asso', `/api/bookings/${withdrawn}`, { status: 'cancelled' });
    const ids = [approved, rejected, withdrawn];
    const rows = await kept(ids);
    expect(rows).toEqual(await fromHistory(ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(approved)).toMatchObject({ approved: true, rejected: false });
    expect(byId.get(approved)!.decided_at).not.toBeNull();
    expect(byId.get(rejected)).toMatchObject({ approved: false, rejected: true });
    expect(byId.get(withdrawn)).toMatchObject({ withdrawn: true, decided_at: null });
    // The history is not rewritten behind the rows' back.
    const written = await world.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(inArray(auditEvents.entityId, ids));
    expect(written.length).toBeGreaterThanOrEqual(6);
  });
});

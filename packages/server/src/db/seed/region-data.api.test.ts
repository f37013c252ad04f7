import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '@espaces/domain/booking/booking-statuses';
import { queryRows } from '../raw-query.ts';
import { createTestApp, signIn, type TestContext } from '../../../test/support/app.ts';
import {
  REGION_FACILITY_ADMIN_EMAIL,
  REGION_ORGANIZATION_EMAIL,
  seedRegionData,
} from './region-data.ts';

// Issue 16 item 1: the region generator, on a hundredth of the region (the full size runs
// through `npm run db:seed -- --region`).

/** A fixed day of a school year: past and coming slots, whatever the day the test runs. */
const NOW = new Date('2026-11-23T12:00:00Z');
let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
  expect(await seedRegionData(context.db, { now: NOW, scale: 0.01 })).toBe(true);
}, 120_000);
afterAll(() => context.close());

const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await queryRows<T>(context.db, query))[0]!;

describe('region data', () => {
  it('adds territories, facilities, places, organisations and their users', async () => {
    const counts = await one<Record<string, number>>(sql`SELECT
      (SELECT count(*)::int FROM territories WHERE code LIKE 'REG%') AS territories,
      (SELECT count(*)::int FROM facilities WHERE uai LIKE 'R%') AS facilities,
      (SELECT count(*)::int FROM places p JOIN facilities f ON f.id = p.facility_id
        WHERE f.uai LIKE 'R%') AS places,
      (SELECT count(*)::int FROM users WHERE email LIKE 'asso-%@region.test') AS organisations`);
    expect(counts).toEqual({ territories: 11, facilities: 5, places: 20, organisations: 50 });
  });

  it('books every status, each slot inside an opening window, none overlapping', async () => {
    const rows = await queryRows<{ status: string }>(
      context.db,
      sql`SELECT DISTINCT status FROM bookings`,
    );
    expect(rows.map((row) => row.status).sort()).toEqual([...BOOKING_STATUSES].sort());
    const checks = await one<{ slots: number; outside: number; overlaps: number }>(sql`SELECT
      (SELECT count(*)::int FROM booking_slots) AS slots,
      (SELECT count(*)::int FROM booking_slots bs WHERE NOT EXISTS (SELECT 1 FROM time_slots ts
        WHERE ts.place_id = bs.place_id AND ts.start_date <= bs.start_date
          AND ts.end_date >= bs.end_date)) AS outside,
      (SELECT count(*)::int FROM booking_slots a JOIN booking_slots b ON a.place_id = b.place_id
        AND a.id < b.id AND a.active AND b.active
        AND a.start_date < b.end_date AND b.start_date < a.end_date) AS overlaps`);
    expect(checks).toEqual({ slots: 1000, outside: 0, overlaps: 0 });
  });

  it('gives every booking the history of its status, by the right people, in order', async () => {
    const checks = await one<Record<string, number>>(sql`WITH history AS (
        SELECT b.id, b.status, b.created_at, b.first_decided_at, b.ever_approved,
          b.ever_rejected, b.ever_withdrawn, b.ever_counter_proposed,
          bs.first_slot,
          string_agg(e.action, ',' ORDER BY e.sequence) AS actions,
          bool_and(e.occurred_at <= ${NOW.toISOString()}::timestamptz) AS in_the_past,
          bool_and(e.action <> 'request' OR (e.from_status IS NULL AND e.to_status = 'new'
            AND e.occurred_at = b.created_at AND u.organization_id = b.organization_id)) AS requested,
          bool_and(e.action NOT IN ('approve', 'reject', 'counter_propose', 'generate_agreement')
            OR (e.occurred_at < bs.first_slot AND EXISTS (
              SELECT 1 FROM facility_memberships m WHERE m.user_id = e.actor_user_id
                AND m.facility_id = p.facility_id))) AS by_staff
        FROM bookings b JOIN places p ON p.id = b.place_id
        JOIN (SELECT booking_id, min(start_date) AS first_slot FROM booking_slots
          GROUP BY booking_id) AS bs ON bs.booking_id = b.id
        JOIN audit_events e ON e.entity_type = 'booking' AND e.entity_id = b.id
        LEFT JOIN users u ON u.id = e.actor_user_id
        GROUP BY b.id, p.facility_id, bs.first_slot
      )
      SELECT count(*)::int AS bookings,
        count(*) FILTER (WHERE NOT requested OR NOT in_the_past)::int AS "badRequests",
        count(*) FILTER (WHERE NOT by_staff)::int AS "notByStaff",
        count(*) FILTER (WHERE first_decided_at <= created_at
          OR first_decided_at >= first_slot)::int AS "decidedOutOfTime",
        count(*) FILTER (WHERE ever_approved <> (status IN ('approved', 'to_review', 'validated',
          'finished')) OR ever_rejected <> (status = 'rejected')
          OR ever_withdrawn <> (status = 'cancelled')
          OR ever_counter_proposed <> (status = 'pending')
          OR (first_decided_at IS NULL) <> (status IN ('new', 'cancelled')))::int AS "unfollowed"
      FROM history`);
    expect(checks).toEqual({
      bookings: 1000,
      badRequests: 0,
      notByStaff: 0,
      decidedOutOfTime: 0,
      unfollowed: 0,
    });
    const byStatus = await queryRows<{ status: string; actions: string }>(
      context.db,
      sql`SELECT DISTINCT b.status, string_agg(e.action, ',' ORDER BY e.sequence) AS actions
        FROM bookings b JOIN audit_events e ON e.entity_type = 'booking' AND e.entity_id = b.id
        JOIN facilities f ON f.id = (SELECT facility_id FROM places WHERE id = b.place_id)
        WHERE f.uai LIKE 'R%' GROUP BY b.id ORDER BY b.status`,
    );
    expect(byStatus).toEqual([
      { status: 'approved', actions: 'request,approve' },
      { status: 'cancelled', actions: 'request,withdraw' },
      { status: 'finished', actions: 'request,approve,generate_agreement,sign_agreement,finish' },
      { status: 'new', actions: 'request' },
      { status: 'pending', actions: 'request,counter_propose' },
      { status: 'rejected', actions: 'request,reject' },
      { status: 'to_review', actions: 'request,approve,generate_agreement' },
      { status: 'validated', actions: 'request,approve,generate_agreement,sign_agreement' },
    ]);
  });

  it('shows a refused booking’s request and refusal on its page', async () => {
    // Which facility holds a refusal varies (place ids are random): ask its own admin.
    const { id, admin } = await one<{ id: string; admin: string }>(sql`SELECT b.id,
        'admin-' || lpad(substring(f.uai FROM 2)::int::text, 4, '0') || '@region.test' AS admin
      FROM bookings b JOIN places p ON p.id = b.place_id JOIN facilities f ON f.id = p.facility_id
      WHERE f.uai LIKE 'R%' AND b.status = 'rejected' ORDER BY f.uai LIMIT 1`);
    const cookies = await signIn(context.app, admin);
    const page = await context.app.inject({ method: 'GET', url: `/api/bookings/${id}`, cookies });
    expect(page.statusCode).toBe(200);
    const booking = page.json();
    expect(booking.history.map((event: { action: string }) => event.action)).toEqual([
      'request',
      'reject',
    ]);
    expect(booking.history[1]).toMatchObject({
      fromStatus: 'new',
      toStatus: 'rejected',
      actor: { firstName: 'Admin' },
      changes: { rejectionReason: booking.rejectionReason },
    });
    expect(booking.rejectionReason).toMatch(/’/);
  });

  it('signs in its facility admin and organisation user, who see their bookings', async () => {
    for (const email of [REGION_FACILITY_ADMIN_EMAIL, REGION_ORGANIZATION_EMAIL]) {
      const cookies = await signIn(context.app, email);
      const list = await context.app.inject({ method: 'GET', url: '/api/bookings', cookies });
      expect(list.statusCode).toBe(200);
      expect(list.json()['hydra:totalItems']).toBeGreaterThan(0);
    }
  });

  it('counts every match even on a page past the last one (no row carries the count)', async () => {
    const cookies = await signIn(context.app, REGION_FACILITY_ADMIN_EMAIL);
    const { placeId } = await one<{ placeId: string }>(sql`SELECT p.id AS "placeId" FROM places p
      JOIN facilities f ON f.id = p.facility_id WHERE f.uai = 'R000001' AND p.published LIMIT 1`);
    for (const url of [
      '/api/bookings',
      `/api/places/${placeId}/time_slots`,
      '/api/search/places',
    ]) {
      const first = (await context.app.inject({ method: 'GET', url, cookies })).json();
      const past = await context.app.inject({ method: 'GET', url: `${url}?page=999`, cookies });
      expect(past.statusCode).toBe(200);
      expect(past.json()['hydra:member']).toEqual([]);
      expect(past.json()['hydra:totalItems']).toBe(first['hydra:totalItems']);
      expect(first['hydra:totalItems']).toBeGreaterThan(0);
    }
  });

  it('adds nothing the second time', async () => {
    expect(await seedRegionData(context.db, { now: NOW, scale: 0.01 })).toBe(false);
  });
});

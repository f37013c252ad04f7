import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DueSlot } from '@espaces/domain/agreement/cancellation-conditions';
import { parisDateOf } from '@espaces/domain/availability/paris-time';
import { BOOKING_STATUSES } from '@espaces/domain/booking/booking-statuses';
import { schoolYearOf } from '@espaces/domain/indicators/indicator-period';
import { formatEuros } from '@espaces/domain/locale/format';
import { DOCUMENT_ALTERED } from '@espaces/domain/messages';
import { monthlyAmountsDue } from '@espaces/domain/payment/payment-schedule';
import { queryRows } from '../raw-query.ts';
import { createTestApp, signIn, type TestContext } from '../../../test/support/app.ts';
import {
  facilityAdminEmail,
  REGION_FACILITY_ADMIN_EMAIL,
  REGION_ORGANIZATION_EMAIL,
  seedRegionData,
} from './region-data.ts';

// The region generator (docs/operations.md#region-data), on a hundredth of the region (the full
// size runs through `npm run db:seed -- --region`).

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
          'finished') OR actions LIKE '%,cancel') OR ever_rejected <> (status = 'rejected')
          OR ever_withdrawn <> (status = 'cancelled' AND actions LIKE '%withdraw')
          OR ever_counter_proposed <> (status = 'pending')
          OR (first_decided_at IS NULL) <> (status = 'new' OR ever_withdrawn))::int AS "unfollowed"
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
        WHERE f.uai LIKE 'R%' GROUP BY b.id ORDER BY 1, 2`,
    );
    expect(byStatus).toEqual([
      { status: 'approved', actions: 'request,approve' },
      {
        status: 'cancelled',
        actions: 'request,approve,generate_agreement,sign_agreement,cancel',
      },
      { status: 'cancelled', actions: 'request,withdraw' },
      { status: 'finished', actions: 'request,approve,generate_agreement,sign_agreement,finish' },
      { status: 'new', actions: 'request' },
      { status: 'pending', actions: 'request,counter_propose' },
      { status: 'rejected', actions: 'request,reject' },
      { status: 'to_review', actions: 'request,approve,generate_agreement' },
      { status: 'validated', actions: 'request,approve,generate_agreement,sign_agreement' },
    ]);
  });

  it('issues an agreement for each booking past approval, at the times of its history', async () => {
    const checks = await one<Record<string, number>>(sql`WITH issued AS (
        SELECT b.status, b.created_by_user_id, b.rent_price_cents + b.cleaning_price_cents AS price,
          a.status AS agreement_status, a.generated_at, a.signed_at, a.total_cents,
          s.signer_user_id,
          (SELECT count(*) FROM agreement_bookings x WHERE x.agreement_id = a.id) AS held,
          (SELECT occurred_at FROM audit_events e WHERE e.entity_id = b.id
            AND e.action = 'generate_agreement') AS generated_event,
          (SELECT occurred_at FROM audit_events e WHERE e.entity_id = b.id
            AND e.action = 'sign_agreement') AS signed_event
        FROM bookings b JOIN agreement_bookings ab ON ab.booking_id = b.id
        JOIN agreements a ON a.id = ab.agreement_id
        LEFT JOIN agreement_signatures s ON s.agreement_id = a.id
        WHERE a.status <> 'draft'
      )
      SELECT count(*)::int AS issued,
        (SELECT count(*)::int FROM audit_events WHERE action = 'generate_agreement') AS generated,
        count(*) FILTER (WHERE held <> 1 OR total_cents <> price
          OR generated_at IS DISTINCT FROM generated_event
          OR signed_at IS DISTINCT FROM signed_event)::int AS "offHistory",
        count(*) FILTER (WHERE agreement_status <> CASE status WHEN 'to_review' THEN 'to_sign'
          WHEN 'validated' THEN 'signed' ELSE 'finished' END)::int AS "wrongStatus",
        count(*) FILTER (WHERE (signer_user_id IS NULL) <> (agreement_status = 'to_sign')
          OR signer_user_id <> created_by_user_id)::int AS "badSignatures"
      FROM issued`);
    expect(checks).toEqual({
      issued: checks.generated,
      generated: expect.any(Number),
      offHistory: 0,
      wrongStatus: 0,
      badSignatures: 0,
    });
    expect(checks.issued).toBeGreaterThan(100);
  });

  it('schedules and settles payments as the domain owes them, cancellations included', async () => {
    const rows = await queryRows<
      Pick<DueSlot, keyof DueSlot> & {
        rentPriceCents: number;
        cleaningPriceCents: number;
        payments: { month: string; amountCents: number; status: string }[];
        totalAfterCents: number | null;
      }
    >(
      context.db,
      sql`SELECT b.rent_price_cents AS "rentPriceCents",
          b.cleaning_price_cents AS "cleaningPriceCents", bs.start_date AS "startDate",
          bs.end_date AS "endDate", bs.cancelled,
          bs.cancelled_by_organization_not_to_be_paid AS "cancelledByOrganizationNotToBePaid",
          bs.cancelled_by_organization_to_be_partially_paid AS "cancelledByOrganizationToBePartiallyPaid",
          bs.cancelled_by_organization_to_be_fully_paid AS "cancelledByOrganizationToBeFullyPaid",
          (SELECT json_agg(json_build_object('month', month, 'amountCents', amount_cents,
            'status', status)) FROM payments pm WHERE pm.agreement_id = a.id) AS payments,
          (SELECT (content->>'totalAfterCents')::int FROM amendments am
            WHERE am.agreement_id = a.id) AS "totalAfterCents"
        FROM agreements a JOIN agreement_bookings ab ON ab.agreement_id = a.id
        JOIN bookings b ON b.id = ab.booking_id JOIN booking_slots bs ON bs.booking_id = b.id
        WHERE a.signed_at IS NOT NULL`,
    );
    const wrong = rows.filter((row) => {
      const [due] = monthlyAmountsDue([{ ...row, slots: [row] }]);
      const [payment] = row.payments;
      const settled =
        due!.amountCents === 0
          ? payment?.status === 'cancelled'
          : payment?.status !== 'cancelled' && payment?.amountCents === due!.amountCents;
      const amended = !row.cancelled || row.totalAfterCents === due!.amountCents;
      return row.payments.length !== 1 || payment!.month !== due!.month || !settled || !amended;
    });
    expect(wrong).toEqual([]);
    // Organisations cancelled with every notice, facilities too.
    const conditionOf = (row: DueSlot) =>
      [
        row.cancelledByOrganizationNotToBePaid,
        row.cancelledByOrganizationToBePartiallyPaid,
        row.cancelledByOrganizationToBeFullyPaid,
      ].indexOf(true);
    const cancelled = rows.filter((row) => row.cancelled);
    expect(new Set(cancelled.map(conditionOf))).toEqual(new Set([-1, 0, 1, 2]));
    const receipts = await one<Record<string, number>>(sql`SELECT count(*)::int AS paid,
        count(*) FILTER (WHERE paid_at > ${NOW.toISOString()}::timestamptz
          OR paid_at::date < due_date OR paid_with <> 'other'
          OR recorded_by_user_id IS NULL)::int AS "badlyPaid",
        count(DISTINCT (receipt_year, receipt_number))::int AS receipts,
        (SELECT sum(last_number)::int FROM receipt_counters) AS counted
      FROM payments WHERE status = 'paid'`);
    expect(receipts).toEqual({
      paid: receipts.counted,
      badlyPaid: 0,
      receipts: receipts.counted,
      counted: expect.any(Number),
    });
    expect(receipts.paid).toBeGreaterThan(0);
  });

  it('shows an organisation its finished agreement and the payment it made', async () => {
    const { bookingId, email, priceCents } = await one<{
      bookingId: string;
      email: string;
      priceCents: number;
    }>(sql`SELECT b.id AS "bookingId", u.email,
        b.rent_price_cents + b.cleaning_price_cents AS "priceCents"
      FROM payments pm JOIN agreement_bookings ab ON ab.agreement_id = pm.agreement_id
      JOIN bookings b ON b.id = ab.booking_id JOIN users u ON u.id = b.created_by_user_id
      WHERE pm.status = 'paid' AND b.status = 'finished' ORDER BY b.reference LIMIT 1`);
    const cookies = await signIn(context.app, email);
    const get = (url: string) => context.app.inject({ method: 'GET', url, cookies });
    const agreements = await get(`/api/agreements?bookings.id=${bookingId}&pagination=false`);
    const [agreement] = agreements.json()['hydra:member'];
    expect(agreement).toMatchObject({
      status: 'finished',
      totalPrice: priceCents / 100,
      signedBy: expect.stringMatching(/^Responsable Association régionale n° \d+$/),
    });
    const payments = (await get('/api/payments?pagination=false')).json()['hydra:member'];
    const paid = payments.filter(
      (payment: { agreement: { id: string } }) => payment.agreement.id === agreement.id,
    );
    expect(paid).toEqual([
      expect.objectContaining({
        status: 'paid',
        amount: priceCents / 100,
        paidWith: 'other',
        receiptNumber: expect.stringMatching(/^\d{4}-\d{6}$/),
      }),
    ]);
    expect(formatEuros(paid[0].amount)).toMatch(/^\d+,\d{2}\s€$/);
    // The region's documents are rows without files (docs/operations.md#region-data): the
    // integrity alarm's French 409, never a 500.
    const document = await get(`/api/agreements/${agreement.id}/signed-document`);
    expect(document.statusCode).toBe(409);
    expect(document.json()['hydra:description']).toBe(DOCUMENT_ALTERED);
  });

  it('shows the amendment of a slot its facility cancelled, on the booking', async () => {
    const { id, admin } = await one<{ id: string; admin: string }>(sql`SELECT b.id,
        ${facilityAdminEmail} AS admin
      FROM bookings b JOIN places p ON p.id = b.place_id JOIN facilities f ON f.id = p.facility_id
      JOIN booking_slots bs ON bs.booking_id = b.id
      WHERE bs.cancelled AND bs.cancelled_by_user_id <> b.created_by_user_id
      ORDER BY b.reference LIMIT 1`);
    const cookies = await signIn(context.app, admin);
    const get = (url: string) => context.app.inject({ method: 'GET', url, cookies });
    const booking = (await get(`/api/bookings/${id}`)).json();
    expect(booking.status).toBe('cancelled');
    expect(booking.history.at(-1)).toMatchObject({
      action: 'cancel',
      fromStatus: 'validated',
      toStatus: 'cancelled',
      actor: { firstName: 'Admin' },
    });
    const amendments = (await get(`/api/bookings/${id}/amendments`)).json()['hydra:member'];
    expect(amendments).toEqual([
      expect.objectContaining({
        number: 1,
        cancelsBooking: true,
        totalAfter: 0,
        cancelledSlots: [expect.objectContaining({ condition: 'byFacility', due: 0 })],
      }),
    ]);
  });

  it('counts the cancellations by their canceller and condition in the indicators', async () => {
    const { code, territoryId } = await one<{ code: string; territoryId: string }>(sql`SELECT
        t.code, t.id AS "territoryId" FROM booking_slots bs JOIN places p ON p.id = bs.place_id
      JOIN facilities f ON f.id = p.facility_id JOIN territories t ON t.id = f.territory_id
      WHERE bs.cancelled AND t.code LIKE 'REG%' GROUP BY t.id ORDER BY count(*) DESC, t.code LIMIT 1`);
    const expected = await queryRows<{ cancelledBy: string; condition: string; slots: number }>(
      context.db,
      sql`SELECT CASE WHEN bs.cancelled_by_user_id = b.created_by_user_id THEN 'organization'
            ELSE 'facility' END AS "cancelledBy",
          CASE WHEN bs.cancelled_by_organization_not_to_be_paid THEN 'not_to_be_paid'
            WHEN bs.cancelled_by_organization_to_be_fully_paid THEN 'fully_paid'
            WHEN bs.cancelled_by_organization_to_be_partially_paid THEN 'partially_paid'
            ELSE 'none' END AS condition, count(*)::int AS slots
        FROM booking_slots bs JOIN bookings b ON b.id = bs.booking_id
        JOIN places p ON p.id = bs.place_id JOIN facilities f ON f.id = p.facility_id
        WHERE bs.cancelled AND f.territory_id = ${territoryId} GROUP BY 1, 2`,
    );
    const cookies = await signIn(context.app, `territoire-${code.toLowerCase()}@region.test`);
    const { from, to } = schoolYearOf(parisDateOf(NOW));
    const query = new URLSearchParams({ from, to, 'place.facility.territory.id': territoryId });
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/indicators?${query}`,
      cookies,
    });
    expect(response.statusCode).toBe(200);
    const seen = response
      .json()
      .cancellations.map(({ cancelledBy, condition, slots }: (typeof expected)[number]) => ({
        cancelledBy,
        condition,
        slots,
      }));
    const order = (rows: typeof expected) =>
      rows.map((row) => `${row.cancelledBy} ${row.condition} ${row.slots}`).sort();
    expect(order(seen)).toEqual(order(expected));
    expect(new Set(expected.map((row) => row.cancelledBy))).toEqual(
      new Set(['organization', 'facility']),
    );
  });

  it('shows a refused booking’s request and refusal on its page', async () => {
    // Which facility holds a refusal varies (place ids are random): ask its own admin.
    const { id, admin } = await one<{ id: string; admin: string }>(sql`SELECT b.id,
        ${facilityAdminEmail} AS admin
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

import { sql, type SQL } from 'drizzle-orm';
import { CANCELLATION_TERMS } from '@espaces/domain/agreement/cancellation-terms';
import { BOOKING_STATUSES } from '@espaces/domain/booking/booking-statuses';
import { hashPassword } from '../../modules/auth/password-hashing.ts';
import { fillListTexts } from '../../modules/bookings/list-texts/list-texts.repository.ts';
import type { Database, Transaction } from '../client.ts';
import { queryRows } from '../raw-query.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { schoolYearOpeningWindows } from './opening-windows.ts';
import { CANCELLED_SIGNED, CANCELLER, issuedAgreementStatements } from './region-agreements.ts';

/**
 * Size of the region-scale data set (docs/operations.md#region-data): what a region runs at the
 * start of a school year. The demo territory counts as one of the territories.
 */
export const REGION_SIZE = {
  territories: 11,
  facilities: 500,
  placesPerFacility: 4,
  organizations: 5_000,
  bookingSlots: 100_000,
} as const;

/** Marks the region data: its territories' codes start with it, its e-mails end with it. */
export const REGION_TERRITORY_PREFIX = 'REG';
export const REGION_EMAIL_DOMAIN = 'region.test';

/** The first region facility's admin and the first organisation's user (bench accounts). */
export const REGION_FACILITY_ADMIN_EMAIL = `admin-0001@${REGION_EMAIL_DOMAIN}`;
export const REGION_ORGANIZATION_EMAIL = `asso-00001@${REGION_EMAIL_DOMAIN}`;

/** The e-mail of the admin of region facility `f` (R000001 → admin-0001@region.test). */
export const facilityAdminEmail = sql`('admin-' || lpad(substring(f.uai FROM 2)::int::text, 4, '0') || '@' || ${REGION_EMAIL_DOMAIN})`;

/**
 * Adds the region-scale data to a database that holds the demo data, once (a second call finds
 * the region territories and does nothing). Set-based statements only (generate_series,
 * INSERT … SELECT), so the work stays inside the database on either engine.
 * Returns false when the region was already there.
 */
export async function seedRegionData(
  db: Database,
  options: {
    now: Date;
    /** Fraction of REGION_SIZE (tests seed a small region). */ scale?: number;
  },
): Promise<boolean> {
  const [existing] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM territories WHERE code LIKE ${REGION_TERRITORY_PREFIX + '%'}`,
  );
  if (existing!.count > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const windows = schoolYearOpeningWindows(options.now);
  const size = scaled(options.scale ?? 1);
  await db.transaction(async (tx) => {
    for (const statement of catalogStatements(size)) await tx.execute(statement);
    await insertOpeningWindows(tx, windows);
    for (const statement of accountStatements(size, passwordHash)) await tx.execute(statement);
    for (const statement of bookingStatements(size, options.now)) await tx.execute(statement);
  });
  await fillListTexts(db);
  // Fresh statistics, or the planner guesses on empty tables for the first minutes; the
  // bookings' and slots' versions that writing their list texts left behind cleared away, or
  // the lists' index-only reads visit every row until autovacuum passes (a menu count 2,031 →
  // 795 req/s).
  await db.execute(sql`VACUUM ANALYZE`);
  return true;
}

type RegionSize = { -readonly [key in keyof typeof REGION_SIZE]: number };

function scaled(scale: number): RegionSize {
  return {
    ...REGION_SIZE,
    facilities: Math.max(1, Math.round(REGION_SIZE.facilities * scale)),
    organizations: Math.max(1, Math.round(REGION_SIZE.organizations * scale)),
    bookingSlots: Math.round(REGION_SIZE.bookingSlots * scale),
  };
}

/** Territories, facilities spread over every territory (demo one included), their places. */
function catalogStatements(size: RegionSize): SQL[] {
  const { territories, facilities, placesPerFacility } = size;
  return [
    sql`INSERT INTO territories (name, code)
      SELECT 'Territoire ' || lpad(n::text, 2, '0'), ${REGION_TERRITORY_PREFIX} || lpad(n::text, 2, '0')
      FROM generate_series(1, ${territories}) AS n`,
    sql`CREATE TEMP TABLE region_territories ON COMMIT DROP AS
      SELECT id, row_number() OVER (ORDER BY code) - 1 AS rank FROM territories`,
    sql`CREATE TEMP TABLE region_facility_types ON COMMIT DROP AS
      SELECT id, row_number() OVER (ORDER BY name) - 1 AS rank FROM facility_types`,
    sql`INSERT INTO facilities (name, facility_type_id, territory_id, uai, address, postal_code,
        city, latitude, longitude, phone, email, signatory_name, signatory_title)
      SELECT 'Lycée régional n° ' || n, ft.id, t.id, 'R' || lpad(n::text, 6, '0'),
        n || ' avenue de la Région', lpad((1000 + n * 7 % 94000)::text, 5, '0'), 'Ville ' || (n % 120),
        44 + (n % 97) / 40.0, 3 + (n % 89) / 30.0, '+3346571' || lpad((n % 10000)::text, 4, '0'),
        'lycee-' || n || '@' || ${REGION_EMAIL_DOMAIN}, 'Direction ' || n, 'Proviseur'
      FROM generate_series(1, ${facilities}) AS n
      JOIN region_territories t ON t.rank = n % (SELECT count(*) FROM region_territories)
      JOIN region_facility_types ft ON ft.rank = n % (SELECT count(*) FROM region_facility_types)`,
    sql`CREATE TEMP TABLE region_place_types ON COMMIT DROP AS
      SELECT id, row_number() OVER (ORDER BY name) - 1 AS rank FROM place_types`,
    sql`INSERT INTO places (facility_id, place_type_id, name, description, capacity, surface,
        equipment, reduced_mobility_access, rent_price_cents, cleaning_price_cents, published)
      SELECT f.id, pt.id, 'Espace ' || k || ' du ' || f.name, 'Espace de la région.', 20 + k * 30,
        100 + k * 150, 'Vestiaires', k % 2 = 0, 1000 + k * 500, 500 + k * 100, k < 4
      FROM facilities f
      CROSS JOIN generate_series(1, ${placesPerFacility}) AS k
      JOIN region_place_types pt ON pt.rank = k % (SELECT count(*) FROM region_place_types)
      WHERE f.uai LIKE 'R%'`,
  ];
}

/** The demo weekly hours over the school year for every region place: one INSERT … SELECT. */
async function insertOpeningWindows(
  tx: Transaction,
  windows: { startDate: Date; endDate: Date }[],
): Promise<void> {
  const starts = `{${windows.map((window) => window.startDate.toISOString()).join(',')}}`;
  const ends = `{${windows.map((window) => window.endDate.toISOString()).join(',')}}`;
  await tx.execute(sql`INSERT INTO time_slots (place_id, start_date, end_date)
    SELECT p.id, w.start_date, w.end_date
    FROM places p JOIN facilities f ON f.id = p.facility_id
    CROSS JOIN unnest(${starts}::timestamptz[], ${ends}::timestamptz[]) AS w(start_date, end_date)
    WHERE f.uai LIKE 'R%'`);
}

/** Organisations (nine in ten validated), one user each, an admin per facility and territory. */
function accountStatements({ organizations }: RegionSize, passwordHash: string): SQL[] {
  const statuses = `{validated,validated,validated,validated,validated,validated,validated,validated,validated,to_review}`;
  return [
    sql`INSERT INTO organizations (name, legal_form, siret, address, postal_code, city, phone,
        status, terms_accepted_at)
      SELECT 'Association régionale n° ' || n, 'Association loi 1901',
        lpad((n * 7919)::text, 14, '0'), n || ' rue des Associations', '69001', 'Ville ' || (n % 120),
        '+3346572' || lpad((n % 10000)::text, 4, '0'), (${statuses}::text[])[1 + n % 10], now()
      FROM generate_series(1, ${organizations}) AS n`,
    sql`INSERT INTO users (email, password_hash, first_name, last_name, roles, organization_id,
        email_validated_at)
      SELECT 'asso-' || lpad(substring(o.name FROM '[0-9]+$'), 5, '0') || '@' || ${REGION_EMAIL_DOMAIN},
        ${passwordHash}, 'Responsable', o.name, '{ROLE_ORGANIZATION}', o.id, now()
      FROM organizations o WHERE o.name LIKE 'Association régionale n° %'`,
    sql`INSERT INTO users (email, password_hash, first_name, last_name, roles, email_validated_at)
      SELECT ${facilityAdminEmail},
        ${passwordHash}, 'Admin', f.name, '{ROLE_INSTITUTIONAL}', now()
      FROM facilities f WHERE f.uai LIKE 'R%'`,
    sql`INSERT INTO facility_memberships (user_id, facility_id, profile)
      SELECT u.id, f.id, 'FACILITY_PROFILE_ADMIN' FROM facilities f
      JOIN users u ON u.email = ${facilityAdminEmail}
      WHERE f.uai LIKE 'R%'`,
    sql`INSERT INTO users (email, password_hash, first_name, last_name, roles, email_validated_at)
      SELECT 'territoire-' || lower(t.code) || '@' || ${REGION_EMAIL_DOMAIN}, ${passwordHash},
        'Admin', t.name, '{ROLE_INSTITUTIONAL}', now()
      FROM territories t WHERE t.code LIKE ${REGION_TERRITORY_PREFIX + '%'}`,
    sql`INSERT INTO territory_memberships (user_id, territory_id, profile)
      SELECT u.id, t.id, 'TERRITORY_PROFILE_ADMIN' FROM territories t
      JOIN users u ON u.email = 'territoire-' || lower(t.code) || '@' || ${REGION_EMAIL_DOMAIN}`,
  ];
}

/**
 * One-hour slots at the start of every fifth opening window of every region place, each its
 * own booking of a validated organisation; past slots finished or cancelled (validated
 * within a day of their end only: the finish job has not passed yet; older ones would give
 * every server's job a backlog no region has), coming ones across every status. Each was
 * requested a month before its slot, or ten days to two months ago when that is earlier (no
 * request from the future), decided two hours to a week later, and carries the history its
 * status implies. A cancelled booking is a withdrawn request, or a signed one whose slot its
 * organisation (with the conditions of its notice) or its facility cancelled. Draft agreements
 * gather the approved bookings; issued agreements, their amendments and payments follow
 * (region-agreements.ts).
 */
function bookingStatements(size: RegionSize, now: Date): SQL[] {
  return [
    ...slotStatements(size, now),
    sql`INSERT INTO bookings (id, reference, status, place_id, organization_id, created_by_user_id,
        activity, expected_attendance, rent_price_cents, cleaning_price_cents, rejection_reason,
        created_at)
      SELECT s.booking_id,
        'RES-' || ${String(now.getUTCFullYear())} || '-' || lpad(nextval('booking_reference_seq')::text, 6, '0'),
        s.status, s.place_id, o.id, o.user_id, 'Entraînement hebdomadaire', 15 + s.n % 40,
        p.rent_price_cents - CASE WHEN s.status = 'pending' THEN ${COUNTER_PROPOSED_DISCOUNT_CENTS} ELSE 0 END,
        p.cleaning_price_cents,
        CASE WHEN s.status = 'rejected' THEN ${REGION_REJECTION_REASON} END, s.created_at
      FROM region_slots s JOIN places p ON p.id = s.place_id
      JOIN region_orgs o ON o.rank = s.n % (SELECT count(*) FROM region_orgs)`,
    // What each booking's later steps need: its parties, its price and what remains due.
    sql`CREATE TEMP TABLE region_history ON COMMIT DROP AS
      SELECT s.*, b.reference, b.organization_id, b.created_by_user_id AS member_id,
        m.user_id AS staff_id, p.facility_id, b.rent_price_cents, b.cleaning_price_cents,
        b.rent_price_cents + b.cleaning_price_cents AS price_cents,
        CASE s.condition WHEN 'toBePartiallyPaid'
            THEN round((b.rent_price_cents + b.cleaning_price_cents) * ${CANCELLATION_TERMS.partialRatioPercent} / 100.0)::int
          WHEN 'notToBePaid' THEN 0 WHEN 'byFacility' THEN 0
          ELSE b.rent_price_cents + b.cleaning_price_cents END AS due_cents
      FROM region_slots s JOIN bookings b ON b.id = s.booking_id
      JOIN places p ON p.id = s.place_id
      JOIN facility_memberships m ON m.facility_id = p.facility_id
        AND m.profile = 'FACILITY_PROFILE_ADMIN'`,
    sql`INSERT INTO booking_slots (booking_id, place_id, start_date, end_date, cancelled,
        cancelled_at, cancelled_by_user_id, cancelled_by_organization_not_to_be_paid,
        cancelled_by_organization_to_be_fully_paid, cancelled_by_organization_to_be_partially_paid)
      SELECT booking_id, place_id, start_date, end_date, condition IS NOT NULL, cancelled_at,
        CASE cancelled_by WHEN 'organization' THEN member_id WHEN 'facility' THEN staff_id END,
        condition IS NOT DISTINCT FROM 'notToBePaid', condition IS NOT DISTINCT FROM 'toBeFullyPaid',
        condition IS NOT DISTINCT FROM 'toBePartiallyPaid'
      FROM region_history`,
    sql`INSERT INTO agreements (facility_id, organization_id)
      SELECT DISTINCT facility_id, organization_id FROM region_history WHERE status = 'approved'`,
    sql`INSERT INTO agreement_bookings (agreement_id, booking_id)
      SELECT a.id, h.booking_id FROM region_history h
      JOIN agreements a ON a.facility_id = h.facility_id AND a.organization_id = h.organization_id
        AND a.status = 'draft'
      WHERE h.status = 'approved'`,
    ...historyStatements(now),
    ...issuedAgreementStatements(now),
  ];
}

/**
 * `region_slots`: each booking's slot, status, request and decision times, and for a
 * cancellation after signature who cancelled, when, and the condition that applied (the
 * notice counted in Paris days, as the domain counts it, with the default thresholds).
 */
function slotStatements({ bookingSlots }: RegionSize, now: Date): SQL[] {
  const past = `{finished,finished,cancelled}`;
  const coming = `{new,pending,approved,to_review,validated,validated,cancelled,rejected}`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const paris = (instant: string) => sql.raw(`(${instant} AT TIME ZONE 'Europe/Paris')::date`);
  const { freeNoticeDays, partialNoticeDays } = CANCELLATION_TERMS;
  return [
    sql`CREATE TEMP TABLE region_orgs ON COMMIT DROP AS
      SELECT o.id, u.id AS user_id, row_number() OVER (ORDER BY o.name) - 1 AS rank
      FROM organizations o JOIN users u ON u.organization_id = o.id
      WHERE o.status = 'validated' AND o.name LIKE 'Association régionale n° %'`,
    sql`CREATE TEMP TABLE region_slots ON COMMIT DROP AS
      SELECT *, CASE cancelled_by WHEN 'facility' THEN 'byFacility'
          WHEN 'organization' THEN CASE
            WHEN ${paris('start_date')} - ${paris('cancelled_at')} >= ${freeNoticeDays} THEN 'notToBePaid'
            WHEN ${paris('start_date')} - ${paris('cancelled_at')} >= ${partialNoticeDays} THEN 'toBePartiallyPaid'
            ELSE 'toBeFullyPaid' END END AS condition
      FROM (SELECT *, CASE WHEN cancelled_by IN ('organization', 'facility')
          THEN greatest(decided_at + interval '2 days 1 hour', least(${at} - interval '1 hour',
            start_date - (n * 7 % 45) * interval '1 day' - interval '2 hours')) END AS cancelled_at
      FROM (SELECT *, created_at + (2 + n * 37 % 150) * interval '1 hour' AS decided_at,
          CASE WHEN status = 'cancelled'
            THEN (${`{withdrawal,organization,facility}`}::text[])[1 + n % 3] END AS cancelled_by
      FROM (SELECT *, CASE WHEN start_date >= ${at} THEN (${coming}::text[])[1 + n % 8]
          WHEN end_date > ${at} - interval '1 day' THEN 'validated'
          ELSE (${past}::text[])[1 + n / 7 % 3] END AS status,
        least(start_date - interval '30 days', ${at} - (10 + n % 50) * interval '1 day') AS created_at
      FROM (SELECT gen_random_uuid() AS booking_id, place_id, start_date,
        start_date + interval '1 hour' AS end_date, row_number() OVER (ORDER BY start_date, place_id) AS n
      FROM (
        SELECT ts.place_id, ts.start_date,
          row_number() OVER (PARTITION BY ts.place_id ORDER BY ts.start_date) AS k
        FROM time_slots ts JOIN places p ON p.id = ts.place_id
        JOIN facilities f ON f.id = p.facility_id WHERE f.uai LIKE 'R%'
      ) AS windows
      WHERE k % 5 = 0
      LIMIT ${bookingSlots}) AS slots) AS requested) AS decided) AS cancelled`,
  ];
}

/** What a counter-proposal takes off the rent of the bookings it leaves pending. */
const COUNTER_PROPOSED_DISCOUNT_CENTS = 500;
const REGION_REJECTION_REASON =
  'Le créneau demandé est réservé à une manifestation de l’établissement.';

/**
 * The history of every region booking, as the services write it (same actions, actors,
 * transitions and payloads): the organisation user's request, then the steps its status
 * implies, one INSERT … SELECT per kind in the order they happened, so the trigger of
 * audit_events keeps `bookings.ever_*` and `first_decided_at` as the application would.
 * Staff decide two hours to a week after the request, well before the slot; the agreement is
 * issued a day later and signed the day after; a signed slot may be cancelled before it
 * starts; the finish job runs when the slot has ended.
 */
function historyStatements(now: Date): SQL[] {
  const step = (
    which: string[] | SQL,
    action: string,
    by: 'member_id' | 'staff_id' | 'canceller' | 'NULL::uuid',
    [from, to]: [string | null, string],
    at: SQL,
    changes: SQL = sql`NULL`,
  ) => sql`INSERT INTO audit_events (entity_type, entity_id, actor_user_id, action, from_status,
      to_status, changes, occurred_at)
    SELECT 'booking', booking_id, ${sql.raw(by === 'canceller' ? CANCELLER : by)}, ${action},
      ${from}::text, ${to}, ${changes}, ${at}
    FROM region_history
    WHERE ${Array.isArray(which) ? sql`status = ANY(${`{${which.join(',')}}`}::text[])` : which}
    ORDER BY ${at}`;
  const signedOnce = sql`status IN ('validated', 'finished') OR ${CANCELLED_SIGNED}`;
  const euros = (cents: string) => sql.raw(`(${cents} / 100.0)::float8`);
  return [
    step(
      [...BOOKING_STATUSES],
      'request',
      'member_id',
      [null, 'new'],
      sql`created_at`,
      sql`'{"bookingSlots":1}'::jsonb`,
    ),
    step(
      sql`status IN ('approved', 'to_review') OR ${signedOnce}`,
      'approve',
      'staff_id',
      ['new', 'approved'],
      sql`decided_at`,
    ),
    step(
      ['pending'],
      'counter_propose',
      'staff_id',
      ['new', 'pending'],
      sql`decided_at`,
      sql`jsonb_build_object('rentPrice', jsonb_build_object(
        'from', ${euros(`(rent_price_cents + ${COUNTER_PROPOSED_DISCOUNT_CENTS})`)},
        'to', ${euros('rent_price_cents')}))`,
    ),
    step(
      ['rejected'],
      'reject',
      'staff_id',
      ['new', 'rejected'],
      sql`decided_at`,
      sql`jsonb_build_object('rejectionReason', ${REGION_REJECTION_REASON}::text)`,
    ),
    step(
      sql`cancelled_by = 'withdrawal'`,
      'withdraw',
      'member_id',
      ['new', 'cancelled'],
      sql`decided_at`,
    ),
    step(
      sql`status = 'to_review' OR ${signedOnce}`,
      'generate_agreement',
      'staff_id',
      ['approved', 'to_review'],
      sql`decided_at + interval '1 day'`,
    ),
    step(
      signedOnce,
      'sign_agreement',
      'member_id',
      ['to_review', 'validated'],
      sql`decided_at + interval '2 days'`,
    ),
    step(
      CANCELLED_SIGNED,
      'cancel',
      'canceller',
      ['validated', 'cancelled'],
      sql`cancelled_at`,
      sql`'{"cancelledSlots":1,"amendment":1}'::jsonb`,
    ),
    step(
      ['finished'],
      'finish',
      'NULL::uuid',
      ['validated', 'finished'],
      sql`least(end_date, ${now.toISOString()}::timestamptz)`,
    ),
  ];
}

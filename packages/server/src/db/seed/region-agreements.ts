import { sql, type SQL } from 'drizzle-orm';
import { cancellationConditionLabel } from '@espaces/domain/agreement/amendment-messages';
import { isoInstant } from '../json-rows.ts';

/** Region bookings whose signed slot was cancelled (by its organisation or its facility). */
export const CANCELLED_SIGNED = sql`cancelled_by IN ('organization', 'facility')`;
/** Who cancelled a signed slot: the organisation's user or the facility's admin. */
export const CANCELLER = `CASE cancelled_by WHEN 'organization' THEN member_id ELSE staff_id END`;

const labels = sql.join(
  (['notToBePaid', 'toBePartiallyPaid', 'toBeFullyPaid', 'byFacility'] as const).map(
    (condition) => sql`WHEN ${condition} THEN ${cancellationConditionLabel(condition)}`,
  ),
  sql` `,
);
const iso = (column: string) => isoInstant(sql.raw(column));
/** The Paris year an agreement was issued in: its reference's year (agreement-reference.ts). */
const REFERENCE_YEAR = sql.raw(`extract(year FROM generated_at AT TIME ZONE 'Europe/Paris')::int`);
const sha = (kind: string) =>
  sql.raw(`encode(sha256(convert_to('region-${kind}:' || agreement_id, 'UTF8')), 'hex')`);

/**
 * What the agreement services leave behind each region booking that went past approval, one
 * INSERT … SELECT per kind (from `region_history`, region-data.ts). Each booking has its own
 * agreement, issued and signed at the times of its history: the seed books each organisation
 * at random facilities, so one seldom holds two bookings at the same facility at once.
 * - issued (to_review): the agreement to_sign with its issued document and its reference,
 *   numbered per year of issue like the application numbers them;
 * - signed (validated): its signed document, the signature's evidence, and one payment for the
 *   month of the slot, of the booking's price, due the 5th of the next month;
 * - finished, or cancelled after signing: the finish job has finished the agreement too; a
 *   cancellation issued amendment 1 (the slot, its price and what its condition leaves due)
 *   and the reschedule left the month's payment at that amount, or cancelled it when nothing
 *   is due;
 * - payments due four days ago or more were paid by transfer, recorded by the facility's admin
 *   with the year's next receipt number, except one in ten still due.
 * Documents are rows without files (100,000 PDFs would take hours): the document routes
 * answer 404 for them, drafts' previews render as usual (README).
 */
export function issuedAgreementStatements(now: Date): SQL[] {
  const at = sql`${now.toISOString()}::timestamptz`;
  return [
    sql`CREATE TEMP TABLE region_issued ON COMMIT DROP AS
      SELECT *, ${sha('issued')} AS issued_sha,
        CASE WHEN signed_at IS NOT NULL THEN ${sha('signed')} END AS signed_sha,
        CASE WHEN ${CANCELLED_SIGNED} THEN ${sha('amendment')} END AS amendment_sha,
        ${REFERENCE_YEAR} AS reference_year,
        coalesce((SELECT last_number FROM agreement_reference_counters c
            WHERE c.year = ${REFERENCE_YEAR}), 0)
          + row_number() OVER (PARTITION BY ${REFERENCE_YEAR} ORDER BY generated_at, agreement_id)
          AS reference_number
      FROM (SELECT gen_random_uuid() AS agreement_id, h.*,
          decided_at + interval '1 day' AS generated_at,
          CASE WHEN status <> 'to_review' THEN decided_at + interval '2 days' END AS signed_at,
          CASE status WHEN 'to_review' THEN 'to_sign' WHEN 'validated' THEN 'signed'
            ELSE 'finished' END AS agreement_status,
          CASE status WHEN 'finished' THEN least(end_date, ${at})
            WHEN 'cancelled' THEN cancelled_at + interval '1 minute' END AS finished_at
        FROM region_history h
        WHERE status IN ('to_review', 'validated', 'finished') OR ${CANCELLED_SIGNED}) AS issued`,
    sql`INSERT INTO stored_documents (sha256, storage_key, mime_type, size, created_at)
      SELECT d.sha256, gen_random_uuid()::text, 'application/pdf', d.size, d.at FROM region_issued
      CROSS JOIN LATERAL (VALUES (issued_sha, generated_at, 24000 + n % 4000),
        (signed_sha, signed_at, 31000 + n % 4000), (amendment_sha, cancelled_at, 19000 + n % 3000))
        AS d(sha256, at, size)
      WHERE d.sha256 IS NOT NULL`,
    sql`INSERT INTO agreements (id, facility_id, organization_id, status, reference,
        document_sha256, generated_at, generated_by_user_id, signed_document_sha256, signed_at,
        total_cents, created_at, updated_at)
      SELECT agreement_id, facility_id, organization_id, agreement_status,
        'CONV-' || reference_year || '-' || CASE WHEN reference_number < 10000
          THEN lpad(reference_number::text, 4, '0') ELSE reference_number::text END,
        issued_sha, generated_at, staff_id, signed_sha, signed_at, price_cents,
        generated_at - interval '10 minutes', coalesce(finished_at, signed_at, generated_at)
      FROM region_issued`,
    sql`INSERT INTO agreement_reference_counters (year, last_number)
      SELECT reference_year, max(reference_number) FROM region_issued GROUP BY reference_year
      ON CONFLICT (year) DO UPDATE SET last_number = excluded.last_number`,
    sql`INSERT INTO agreement_bookings (agreement_id, booking_id)
      SELECT agreement_id, booking_id FROM region_issued`,
    sql`INSERT INTO agreement_signatures (agreement_id, signer_user_id, full_name, signer_email,
        signed_at, ip_address, user_agent, document_sha256, code_trail)
      SELECT i.agreement_id, i.member_id, u.first_name || ' ' || u.last_name, u.email,
        i.signed_at, '192.0.2.' || (1 + i.n % 254), 'Mozilla/5.0 (données régionales)',
        i.issued_sha, jsonb_build_object('sentAt', ${iso("i.signed_at - interval '3 minutes'")},
          'sentTo', u.email, 'attempts', jsonb_build_array(jsonb_build_object(
            'at', ${iso('i.signed_at')}, 'matched', true)))
      FROM region_issued i JOIN users u ON u.id = i.member_id
      WHERE i.signed_at IS NOT NULL`,
    sql`INSERT INTO amendments (agreement_id, booking_id, number, reason, content,
        document_sha256, previous_document_sha256, issued_by_user_id, issued_at)
      SELECT agreement_id, booking_id, 1,
        CASE cancelled_by WHEN 'facility' THEN 'L’établissement a besoin de l’espace ce jour-là.'
          ELSE 'Entraînement supprimé par l’association.' END,
        jsonb_build_object('bookingReference', reference,
          'cancelledSlots', jsonb_build_array(jsonb_build_object(
            'startDate', ${iso('start_date')}, 'endDate', ${iso('end_date')},
            'priceCents', price_cents, 'dueCents', due_cents, 'condition', condition,
            'label', CASE condition ${labels} END)),
          'rentPriceCents', jsonb_build_object('before', rent_price_cents, 'after', rent_price_cents),
          'cleaningPriceCents', jsonb_build_object('before', cleaning_price_cents,
            'after', cleaning_price_cents),
          'totalBeforeCents', price_cents, 'totalAfterCents', due_cents, 'remainingSlots', 0),
        amendment_sha, signed_sha, ${sql.raw(CANCELLER)}, cancelled_at
      FROM region_issued WHERE ${CANCELLED_SIGNED}`,
    ...paymentStatements(now),
  ];
}

/** The signed agreements' payments, their receipts and the payment history (see above). */
function paymentStatements(now: Date): SQL[] {
  const at = sql`${now.toISOString()}::timestamptz`;
  const today = sql`(${at} AT TIME ZONE 'Europe/Paris')::date`;
  return [
    sql`CREATE TEMP TABLE region_payments ON COMMIT DROP AS
      SELECT *, CASE WHEN paid_at IS NOT NULL THEN 'Virement ' || upper(left(md5(id::text), 10)) END
          AS reference,
        extract(year FROM paid_at AT TIME ZONE 'Europe/Paris')::int AS receipt_year,
        CASE WHEN paid_at IS NOT NULL THEN coalesce((SELECT last_number FROM receipt_counters c
            WHERE c.year = extract(year FROM paid_at AT TIME ZONE 'Europe/Paris')), 0)
          + row_number() OVER (PARTITION BY paid_at IS NULL,
            extract(year FROM paid_at AT TIME ZONE 'Europe/Paris') ORDER BY paid_at, id) END
          AS receipt_number
      FROM (SELECT *, CASE WHEN due_cents > 0 AND due_date + 4 <= ${today} AND n % 10 <> 3
          THEN ((due_date + (n % 4)::int) + time '10:00') AT TIME ZONE 'Europe/Paris' END AS paid_at
        FROM (SELECT gen_random_uuid() AS id, agreement_id, n, staff_id, signed_at, cancelled_at,
            due_cents, CASE WHEN due_cents = 0 THEN price_cents ELSE due_cents END AS amount_cents,
            to_char(start_date AT TIME ZONE 'Europe/Paris', 'YYYY-MM') AS month,
            (date_trunc('month', start_date AT TIME ZONE 'Europe/Paris')
              + interval '1 month 4 days')::date AS due_date
          FROM region_issued WHERE signed_at IS NOT NULL) AS owed) AS settled`,
    sql`INSERT INTO payments (id, agreement_id, month, amount_cents, due_date, status, paid_at,
        paid_with, payment_reference, recorded_by_user_id, receipt_year, receipt_number,
        created_at, updated_at)
      SELECT id, agreement_id, month, amount_cents, due_date,
        CASE WHEN due_cents = 0 THEN 'cancelled' WHEN paid_at IS NOT NULL THEN 'paid'
          ELSE 'scheduled' END,
        paid_at, CASE WHEN paid_at IS NOT NULL THEN 'other' END, reference,
        CASE WHEN paid_at IS NOT NULL THEN staff_id END, receipt_year, receipt_number,
        signed_at, coalesce(paid_at, cancelled_at, signed_at)
      FROM region_payments`,
    sql`INSERT INTO receipt_counters (year, last_number)
      SELECT receipt_year, max(receipt_number) FROM region_payments
      WHERE receipt_year IS NOT NULL GROUP BY receipt_year
      ON CONFLICT (year) DO UPDATE SET last_number = excluded.last_number`,
    sql`INSERT INTO audit_events (entity_type, entity_id, actor_user_id, action, to_status,
        changes, occurred_at)
      SELECT 'payment', id, staff_id, 'pay', 'paid', jsonb_build_object('paidWith', 'other',
        'reference', reference, 'receiptYear', receipt_year, 'receiptNumber', receipt_number), paid_at
      FROM region_payments WHERE paid_at IS NOT NULL ORDER BY paid_at`,
  ];
}

import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { takeYearlyNumber } from '../../db/yearly-counters.ts';
import {
  agreementBookings,
  agreements,
  bookingSlots,
  bookings,
  facilities,
  organizations,
  paymentAttempts,
  places,
  payments,
  receiptCounters,
} from '../../db/schema.ts';
import { agreementScopeCondition, inList } from '../agreement-records/agreements.repository.ts';
import type { ListScope } from '@espaces/domain/access/list-scopes';
import { slotRecordColumns } from '../bookings/bookings.repository.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;

/**
 * The agreement's bookings with every slot (cancelled ones too: they may still cost), and what
 * a receipt names of each (its reference and place): the schedule and the receipts read them.
 */
export async function agreementSlotsForSchedule(db: Database, agreementId: string) {
  const rows = await db
    .select({
      bookingId: bookings.id,
      reference: bookings.reference,
      placeName: places.name,
      rentPriceCents: bookings.rentPriceCents,
      cleaningPriceCents: bookings.cleaningPriceCents,
    })
    .from(agreementBookings)
    .innerJoin(bookings, eq(bookings.id, agreementBookings.bookingId))
    .innerJoin(places, eq(places.id, bookings.placeId))
    .where(eq(agreementBookings.agreementId, agreementId));
  const bookingIds = rows.map((row) => row.bookingId);
  const slots =
    bookingIds.length === 0
      ? []
      : await db
          .select(slotRecordColumns)
          .from(bookingSlots)
          .where(inArray(bookingSlots.bookingId, bookingIds));
  return rows.map((row) => ({ ...row, slots: slots.filter((s) => s.bookingId === row.bookingId) }));
}

/** Every payment of an agreement, by amount and status: what its ledger sums. */
export async function paymentAmountsOf(db: Database, agreementId: string) {
  return db
    .select({
      amountCents: payments.amountCents,
      creditCents: payments.creditCents,
      status: payments.status,
    })
    .from(payments)
    .where(eq(payments.agreementId, agreementId));
}

export async function lockPaymentsOf(tx: Database, agreementId: string): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(eq(payments.agreementId, agreementId))
    .orderBy(asc(payments.month), asc(payments.createdAt))
    .for('update');
}

export async function insertPayment(tx: Database, values: typeof payments.$inferInsert) {
  await tx.insert(payments).values(values);
}

export async function updatePayment(
  tx: Database,
  paymentId: string,
  values: Partial<typeof payments.$inferInsert>,
  now: Date,
) {
  await tx
    .update(payments)
    .set({ ...values, updatedAt: now })
    .where(eq(payments.id, paymentId));
}

/**
 * Locks the agreement of a payment, which a use case writing the payment and rescheduling its
 * agreement takes before the payment (docs/decisions.md#lock-order); answers its id.
 */
export async function lockAgreementOfPayment(
  tx: Database,
  paymentId: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: agreements.id })
    .from(agreements)
    .where(
      inArray(
        agreements.id,
        tx.select({ id: payments.agreementId }).from(payments).where(eq(payments.id, paymentId)),
      ),
    )
    .for('update');
  return row?.id;
}

export async function lockPayment(tx: Database, paymentId: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row;
}

/** The next receipt number of `year`: the counter row is locked until the transaction ends. */
export function takeReceiptNumber(tx: Database, year: number): Promise<number> {
  return takeYearlyNumber(tx, receiptCounters, year);
}

// Reading payments with their agreement's parties, scoped like the agreement list.

export interface PaymentPartyFilters {
  facilityIds?: string[];
  territoryIds?: string[];
  facilityTypeIds?: string[];
  organizationIds?: string[];
  agreementIds?: string[];
  /** Upper case, as references are stored (agreement/agreement-reference.ts). */
  agreementReference?: string;
}

export interface PaymentFilters extends PaymentPartyFilters {
  statuses?: string[];
  /** Paris calendar day: `due` means scheduled with a due date on or before it. */
  today: string;
}

/** The shown statuses (payment-statuses.ts) as stored rows: `due` and `scheduled` split on the day. */
function statusCondition(statuses: string[] | undefined, today: string): SQL | undefined {
  if (statuses === undefined) return undefined;
  const conditions = statuses.map((status) => {
    if (status === 'due')
      return and(eq(payments.status, 'scheduled'), lte(payments.dueDate, today));
    if (status === 'scheduled') {
      return and(eq(payments.status, 'scheduled'), sql`${payments.dueDate} > ${today}`);
    }
    return eq(payments.status, status as PaymentRow['status']);
  });
  return or(...conditions, sql`false`);
}

const viewColumns = {
  payment: payments,
  agreementReference: agreements.reference,
  organizationName: organizations.name,
  organizationId: organizations.id,
  facilityId: facilities.id,
  facilityName: facilities.name,
  facilityTerritoryId: facilities.territoryId,
  paymentType: organizations.paymentType,
  hasCard: sql<boolean>`${organizations.cardToken} is not null`,
  imputedOnMonth: sql<
    string | null
  >`(select imputed.month from payments imputed where imputed.id = ${payments.imputedOnPaymentId})`,
};

export type PaymentView = {
  payment: PaymentRow;
  /** Null only for a draft, which has no payments. */
  agreementReference: string | null;
  organizationName: string;
  organizationId: string;
  facilityId: string;
  facilityName: string;
  facilityTerritoryId: string | null;
  paymentType: 'card' | 'other';
  /** A card on file the charge job can charge (never under PayFiP). */
  hasCard: boolean;
  /** The month of the instalment a credit settled by imputation went to. */
  imputedOnMonth: string | null;
};

const viewQuery = (db: Database) =>
  db
    .select(viewColumns)
    .from(payments)
    .innerJoin(agreements, eq(agreements.id, payments.agreementId))
    .innerJoin(facilities, eq(facilities.id, agreements.facilityId))
    .innerJoin(organizations, eq(organizations.id, agreements.organizationId));

export async function findPaymentView(
  db: Database,
  paymentId: string,
): Promise<PaymentView | undefined> {
  const [row] = await viewQuery(db).where(eq(payments.id, paymentId));
  return row;
}

/**
 * The next instalment first: payments still to pay by due date, then those settled or
 * cancelled, the latest first.
 */
const NEXT_INSTALMENT_FIRST = [
  sql`case when ${payments.status} in ('scheduled', 'failed') then 0 else 1 end`,
  sql`case when ${payments.status} in ('scheduled', 'failed') then ${payments.dueDate} end asc`,
  desc(payments.dueDate),
];

/** The rows the scope lets through, narrowed by the filters on the agreement's parties. */
export function partiesCondition(scope: ListScope, filters: PaymentPartyFilters): SQL | undefined {
  return and(
    agreementScopeCondition(scope),
    inList(agreements.facilityId, filters.facilityIds),
    inList(facilities.territoryId, filters.territoryIds),
    inList(facilities.facilityTypeId, filters.facilityTypeIds),
    inList(agreements.organizationId, filters.organizationIds),
    inList(payments.agreementId, filters.agreementIds),
    filters.agreementReference === undefined
      ? undefined
      : eq(agreements.reference, filters.agreementReference),
  );
}

export async function listPaymentViews(
  db: Database,
  scope: ListScope,
  filters: PaymentFilters,
  window: { limit: number | undefined; offset: number },
): Promise<{ rows: PaymentView[]; total: number }> {
  const where = and(
    partiesCondition(scope, filters),
    statusCondition(filters.statuses, filters.today),
  );
  const [counted] = await db
    .select({ total: count() })
    .from(payments)
    .innerJoin(agreements, eq(agreements.id, payments.agreementId))
    .innerJoin(facilities, eq(facilities.id, agreements.facilityId))
    .where(where);
  const query = viewQuery(db)
    .where(where)
    .orderBy(...NEXT_INSTALMENT_FIRST, asc(organizations.name), asc(payments.createdAt))
    .offset(window.offset);
  const rows = window.limit === undefined ? await query : await query.limit(window.limit);
  return { rows, total: counted?.total ?? 0 };
}

// Charging.

/** Due positive card payments ready for an attempt, claimed for this pass. */
export async function claimChargeablePayments(tx: Database, today: string, now: Date) {
  return tx
    .select({
      payment: payments,
      cardToken: organizations.cardToken,
    })
    .from(payments)
    .innerJoin(agreements, eq(agreements.id, payments.agreementId))
    .innerJoin(organizations, eq(organizations.id, agreements.organizationId))
    .where(
      and(
        eq(payments.status, 'scheduled'),
        lte(payments.dueDate, today),
        sql`${payments.amountCents} > ${payments.creditCents}`,
        eq(organizations.paymentType, 'card'),
        sql`${organizations.cardToken} is not null`,
        or(isNull(payments.nextAttemptAt), lte(payments.nextAttemptAt, now)),
        sql`not exists (select 1 from ${paymentAttempts} where ${paymentAttempts.paymentId} = ${payments.id} and ${paymentAttempts.outcome} = 'pending')`,
      ),
    )
    .orderBy(asc(payments.dueDate), asc(payments.id))
    .limit(100)
    .for('update', { of: payments, skipLocked: true });
}

export async function insertAttempt(tx: Database, values: typeof paymentAttempts.$inferInsert) {
  const [row] = await tx.insert(paymentAttempts).values(values).returning();
  return row!;
}

/**
 * Attempts started before `startedBefore` and never finished: a pass died between the provider
 * and the database (a younger one may still be waiting for the provider's answer).
 */
export async function claimPendingAttempts(tx: Database, startedBefore: Date) {
  return tx
    .select({ attempt: paymentAttempts, cardToken: organizations.cardToken })
    .from(paymentAttempts)
    .innerJoin(payments, eq(payments.id, paymentAttempts.paymentId))
    .innerJoin(agreements, eq(agreements.id, payments.agreementId))
    .innerJoin(organizations, eq(organizations.id, agreements.organizationId))
    .where(
      and(eq(paymentAttempts.outcome, 'pending'), lte(paymentAttempts.startedAt, startedBefore)),
    )
    .orderBy(asc(paymentAttempts.startedAt))
    .for('update', { of: paymentAttempts, skipLocked: true });
}

export async function finishAttempt(
  tx: Database,
  attemptId: string,
  values: Partial<typeof paymentAttempts.$inferInsert>,
) {
  await tx.update(paymentAttempts).set(values).where(eq(paymentAttempts.id, attemptId));
}

export async function hasPendingAttempt(db: Database, paymentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.paymentId, paymentId), eq(paymentAttempts.outcome, 'pending')));
  return row !== undefined;
}

export async function lockAttempt(tx: Database, attemptId: string) {
  const [row] = await tx
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, attemptId))
    .for('update');
  return row;
}

/** Who pays an agreement's payments: the organisation, its card on file, the reference. */
export async function payerOfAgreement(db: Database, agreementId: string) {
  const [row] = await db
    .select({
      organizationId: agreements.organizationId,
      agreementReference: agreements.reference,
      cardLast4: organizations.cardLast4,
    })
    .from(agreements)
    .innerJoin(organizations, eq(organizations.id, agreements.organizationId))
    .where(eq(agreements.id, agreementId));
  return row!;
}

/** The paid payments of one month of an agreement, in the order they were paid. */
export async function paidPaymentsOfMonth(db: Database, agreementId: string, month: string) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.agreementId, agreementId),
        eq(payments.month, month),
        eq(payments.status, 'paid'),
      ),
    )
    .orderBy(asc(payments.receiptYear), asc(payments.receiptNumber));
}

/**
 * Open credits whose month a card charge paid, at least as much as the credit gives back
 * (`refundableToCard`, docs/payments.md#credits): each with the latest such charge's reference,
 * which the refund goes back to whatever the organisation's means now.
 */
export async function refundableCardCredits(db: Database) {
  // The outer table named in full: drizzle leaves columns unqualified in a one-table select,
  // where the subqueries' own columns would shadow them.
  const charge = sql<string | null>`(select c.payment_reference from payments c
    where c.agreement_id = payments.agreement_id and c.month = payments.month
      and c.status = 'paid' and c.paid_with = 'card' and c.payment_reference is not null
      and c.amount_cents >= -payments.amount_cents
    order by c.paid_at desc limit 1)`;
  const rows = await db
    .select({ credit: payments, chargeReference: charge })
    .from(payments)
    .where(and(eq(payments.status, 'scheduled'), sql`${payments.amountCents} < 0`))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(100);
  return rows.flatMap(({ credit, chargeReference }) =>
    chargeReference ? [{ credit, chargeReference }] : [],
  );
}

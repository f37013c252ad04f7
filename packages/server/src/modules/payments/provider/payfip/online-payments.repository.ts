import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { LIVE_ONLINE_PAYMENT_STATUSES } from '@espaces/domain/payment/online-payment';
import type { Database } from '../../../../db/client.ts';
import {
  agreements,
  onlinePaymentNotices,
  onlinePayments,
  payments,
  users,
} from '../../../../db/schema.ts';

export type OnlinePaymentRow = typeof onlinePayments.$inferSelect;

export async function insertOnlinePayment(
  tx: Database,
  values: Pick<OnlinePaymentRow, 'paymentId' | 'debtReference' | 'amountCents' | 'createdAt'>,
): Promise<OnlinePaymentRow> {
  const [row] = await tx.insert(onlinePayments).values(values).returning();
  return row!;
}

export async function updateOnlinePayment(
  tx: Database,
  id: string,
  values: Partial<Omit<OnlinePaymentRow, 'id' | 'paymentId'>>,
): Promise<void> {
  await tx.update(onlinePayments).set(values).where(eq(onlinePayments.id, id));
}

/** The payment's operation in flight (`creating` or `pending`), locked. */
export async function lockLiveOnlinePayment(tx: Database, paymentId: string) {
  const [row] = await tx
    .select()
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.paymentId, paymentId),
        inArray(onlinePayments.status, [...LIVE_ONLINE_PAYMENT_STATUSES]),
      ),
    )
    .for('update');
  return row;
}

/** Whether an online payment of the payment is in flight (the caller holds the payment's lock). */
export async function hasLiveOnlinePayment(db: Database, paymentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: onlinePayments.id })
    .from(onlinePayments)
    .where(
      and(
        eq(onlinePayments.paymentId, paymentId),
        inArray(onlinePayments.status, [...LIVE_ONLINE_PAYMENT_STATUSES]),
      ),
    );
  return row !== undefined;
}

export async function lockOnlinePayment(tx: Database, id: string) {
  const [row] = await tx
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.id, id))
    .for('update');
  return row;
}

export async function findOnlinePaymentByIdop(db: Database, idop: string) {
  const [row] = await db.select().from(onlinePayments).where(eq(onlinePayments.idop, idop));
  return row;
}

/** The payment's last operation, if any. */
export async function lastOnlinePaymentOf(db: Database, paymentId: string) {
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(eq(onlinePayments.paymentId, paymentId))
    .orderBy(desc(onlinePayments.createdAt))
    .limit(1);
  return row;
}

/** Operations still in flight created before `before`, oldest first. */
export async function liveOnlinePaymentsBefore(db: Database, before: Date, limit: number) {
  return db
    .select()
    .from(onlinePayments)
    .where(
      and(
        inArray(onlinePayments.status, [...LIVE_ONLINE_PAYMENT_STATUSES]),
        lte(onlinePayments.createdAt, before),
      ),
    )
    .orderBy(asc(onlinePayments.createdAt))
    .limit(limit);
}

export async function emailOfUser(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row!.email;
}

/** Instalments fallen due (Paris day `today`) whose « Payer en ligne » e-mail was not sent. */
export async function claimUnnoticedDuePayments(tx: Database, today: string, limit: number) {
  return tx
    .select({
      id: payments.id,
      agreementId: payments.agreementId,
      month: payments.month,
      // What the instalment asks: the credits imputed on it taken off (docs/payments.md#credits).
      amountCents: sql<number>`${payments.amountCents} - ${payments.creditCents}`,
      dueDate: payments.dueDate,
      organizationId: agreements.organizationId,
      agreementReference: agreements.reference,
    })
    .from(payments)
    .innerJoin(agreements, eq(agreements.id, payments.agreementId))
    .where(
      and(
        eq(payments.status, 'scheduled'),
        lte(payments.dueDate, today),
        sql`${payments.amountCents} > ${payments.creditCents}`,
        sql`not exists (select 1 from ${onlinePaymentNotices} where ${onlinePaymentNotices.paymentId} = ${payments.id})`,
      ),
    )
    .orderBy(asc(payments.dueDate), asc(payments.id))
    .limit(limit)
    .for('update', { of: payments, skipLocked: true });
}

export async function insertNotice(tx: Database, paymentId: string, sentAt: Date): Promise<void> {
  await tx.insert(onlinePaymentNotices).values({ paymentId, sentAt }).onConflictDoNothing();
}

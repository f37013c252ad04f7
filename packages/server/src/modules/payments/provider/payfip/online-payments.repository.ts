import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import { LIVE_ONLINE_PAYMENT_STATUSES } from '@espaces/domain/payment/online-payment';
import type { Database } from '../../../../db/client.ts';
import { onlinePayments, users } from '../../../../db/schema.ts';

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

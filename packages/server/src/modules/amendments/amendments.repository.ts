import { and, asc, desc, eq } from 'drizzle-orm';
import type { SlotCancellation } from '@espaces/domain/agreement/amendment-plan';
import type { Database } from '../../db/client.ts';
import { amendments, bookingSlots, bookings } from '../../db/schema.ts';

// Queries of amendments and of the slots they cancel; no decisions here.

export type AmendmentRecord = typeof amendments.$inferSelect;
export type AmendmentValues = typeof amendments.$inferInsert;

/** The last issued amendment of an agreement: the next one follows it in the chain. */
export async function lastAmendmentOf(
  db: Database,
  agreementId: string,
): Promise<Pick<AmendmentRecord, 'number' | 'documentSha256'> | undefined> {
  const [row] = await db
    .select({ number: amendments.number, documentSha256: amendments.documentSha256 })
    .from(amendments)
    .where(eq(amendments.agreementId, agreementId))
    .orderBy(desc(amendments.number))
    .limit(1);
  return row;
}

export async function insertAmendment(
  tx: Database,
  values: AmendmentValues,
): Promise<AmendmentRecord> {
  const [row] = await tx.insert(amendments).values(values).returning();
  return row!;
}

export async function amendmentsOfBooking(
  db: Database,
  bookingId: string,
): Promise<AmendmentRecord[]> {
  return db
    .select()
    .from(amendments)
    .where(eq(amendments.bookingId, bookingId))
    .orderBy(asc(amendments.number));
}

/** An agreement's amendments in their order, with the reference of the booking each changed. */
export async function amendmentsOfAgreement(db: Database, agreementId: string) {
  return db
    .select({ amendment: amendments, bookingReference: bookings.reference })
    .from(amendments)
    .innerJoin(bookings, eq(bookings.id, amendments.bookingId))
    .where(eq(amendments.agreementId, agreementId))
    .orderBy(asc(amendments.number));
}

export async function findAmendment(
  db: Database,
  amendmentId: string,
): Promise<AmendmentRecord | undefined> {
  const [row] = await db.select().from(amendments).where(eq(amendments.id, amendmentId));
  return row;
}

/** Cancels the slots of one booking, each with its condition (all false: staff cancelled). */
export async function cancelSlots(
  tx: Database,
  bookingId: string,
  cancellations: readonly SlotCancellation[],
  by: { userId: string; at: Date },
): Promise<void> {
  for (const { id, ...flags } of cancellations) {
    await tx
      .update(bookingSlots)
      .set({ ...flags, cancelled: true, cancelledAt: by.at, cancelledByUserId: by.userId })
      .where(and(eq(bookingSlots.id, id), eq(bookingSlots.bookingId, bookingId)));
  }
}

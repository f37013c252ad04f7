import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agreements, cardRegistrations, organizations } from '../../db/schema.ts';

export type CardRegistrationRow = typeof cardRegistrations.$inferSelect;

export async function insertRegistration(
  db: Database,
  values: typeof cardRegistrations.$inferInsert,
): Promise<CardRegistrationRow> {
  const [row] = await db.insert(cardRegistrations).values(values).returning();
  return row!;
}

export async function findRegistration(db: Database, id: string) {
  const [row] = await db
    .select({ registration: cardRegistrations, organizationName: organizations.name })
    .from(cardRegistrations)
    .innerJoin(organizations, eq(organizations.id, cardRegistrations.organizationId))
    .where(eq(cardRegistrations.id, id));
  return row ? { ...row.registration, organizationName: row.organizationName } : undefined;
}

export async function lockRegistration(tx: Database, id: string) {
  const [row] = await tx
    .select()
    .from(cardRegistrations)
    .where(eq(cardRegistrations.id, id))
    .for('update');
  return row;
}

export async function updateRegistration(
  tx: Database,
  id: string,
  values: Partial<typeof cardRegistrations.$inferInsert>,
) {
  await tx.update(cardRegistrations).set(values).where(eq(cardRegistrations.id, id));
}

export async function signedAgreementOf(db: Database, agreementId: string) {
  const [row] = await db
    .select({ organizationId: agreements.organizationId, status: agreements.status })
    .from(agreements)
    .where(eq(agreements.id, agreementId));
  return row;
}

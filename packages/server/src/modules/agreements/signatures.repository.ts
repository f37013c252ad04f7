import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agreementSignatures, signatureCodes, users } from '../../db/schema.ts';

// Queries of the signature codes and the signature evidence (docs/agreements.md#signature).

export type SignatureCodeRow = typeof signatureCodes.$inferSelect;

export async function signatureCodesSince(
  db: Database,
  agreementId: string,
  userId: string,
  since: Date,
): Promise<SignatureCodeRow[]> {
  return db
    .select()
    .from(signatureCodes)
    .where(
      and(
        eq(signatureCodes.agreementId, agreementId),
        eq(signatureCodes.userId, userId),
        sql`${signatureCodes.sentAt} > ${since.toISOString()}`,
      ),
    )
    .orderBy(desc(signatureCodes.sentAt));
}

/** The latest code sent to this signer for this agreement, locked for its attempt. */
export async function lockLatestSignatureCode(
  tx: Database,
  agreementId: string,
  userId: string,
): Promise<SignatureCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(signatureCodes)
    .where(and(eq(signatureCodes.agreementId, agreementId), eq(signatureCodes.userId, userId)))
    .orderBy(desc(signatureCodes.sentAt))
    .limit(1)
    .for('update');
  return row;
}

export async function insertSignatureCode(
  tx: Database,
  values: typeof signatureCodes.$inferInsert,
): Promise<void> {
  await tx.insert(signatureCodes).values(values);
}

export async function updateSignatureCode(
  db: Database,
  codeId: string,
  values: Partial<typeof signatureCodes.$inferInsert>,
): Promise<void> {
  await db.update(signatureCodes).set(values).where(eq(signatureCodes.id, codeId));
}

export async function insertSignature(
  tx: Database,
  values: typeof agreementSignatures.$inferInsert,
): Promise<void> {
  await tx.insert(agreementSignatures).values(values);
}

export async function findSignature(db: Database, agreementId: string) {
  const [row] = await db
    .select()
    .from(agreementSignatures)
    .where(eq(agreementSignatures.agreementId, agreementId));
  return row;
}

export async function userEmail(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? '';
}

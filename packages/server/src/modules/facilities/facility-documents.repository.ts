import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { facilities, facilityDocuments } from '../../db/schema.ts';

export type FacilityDocumentRow = typeof facilityDocuments.$inferSelect;

/** The document with what its access check needs: the territory of its facility. */
export async function findFacilityDocument(db: Database, documentId: string) {
  const [row] = await db
    .select({ document: facilityDocuments, territoryId: facilities.territoryId })
    .from(facilityDocuments)
    .innerJoin(facilities, eq(facilities.id, facilityDocuments.facilityId))
    .where(eq(facilityDocuments.id, documentId));
  return row;
}

export async function insertFacilityDocument(
  tx: Transaction,
  values: Omit<typeof facilityDocuments.$inferInsert, 'id'>,
): Promise<FacilityDocumentRow> {
  const [created] = await tx.insert(facilityDocuments).values(values).returning();
  return created!;
}

export async function deleteFacilityDocument(tx: Transaction, documentId: string): Promise<void> {
  await tx.delete(facilityDocuments).where(eq(facilityDocuments.id, documentId));
}

import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { agreementAnnexes, facilityDocuments, storedDocuments } from '../../db/schema.ts';

// Queries of the annexes: the facility's documents, and their copies in issued agreements.

export async function facilityDocumentsOf(db: Database, facilityId: string) {
  return db
    .select()
    .from(facilityDocuments)
    .where(eq(facilityDocuments.facilityId, facilityId))
    .orderBy(asc(facilityDocuments.createdAt), asc(facilityDocuments.id));
}

export async function annexesOf(db: Database, agreementId: string) {
  return db
    .select({
      id: agreementAnnexes.id,
      name: agreementAnnexes.name,
      documentSha256: agreementAnnexes.documentSha256,
      mimeType: storedDocuments.mimeType,
      size: storedDocuments.size,
    })
    .from(agreementAnnexes)
    .innerJoin(storedDocuments, eq(storedDocuments.sha256, agreementAnnexes.documentSha256))
    .where(eq(agreementAnnexes.agreementId, agreementId))
    .orderBy(asc(agreementAnnexes.position));
}

export async function insertAnnexes(
  tx: Database,
  values: (typeof agreementAnnexes.$inferInsert)[],
) {
  if (values.length > 0) await tx.insert(agreementAnnexes).values(values);
}

export async function findAnnex(db: Database, annexId: string) {
  const [row] = await db
    .select({ annex: agreementAnnexes, mimeType: storedDocuments.mimeType })
    .from(agreementAnnexes)
    .innerJoin(storedDocuments, eq(storedDocuments.sha256, agreementAnnexes.documentSha256))
    .where(eq(agreementAnnexes.id, annexId));
  return row;
}

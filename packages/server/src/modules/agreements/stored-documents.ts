import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { storedDocuments } from '../../db/schema.ts';
import type { FileStorage } from '../../files/file-storage.ts';

/**
 * Issued documents addressed by the SHA-256 of their bytes (DESIGN §5: immutable evidence).
 * The bytes go to the file storage under a new key (never overwritten); the row, written in
 * the caller's transaction, ties the hash to that key, and a trigger refuses any change to it.
 * Storing the same bytes twice keeps the first copy.
 */
export async function storeDocument(
  tx: Database,
  storage: FileStorage,
  content: Buffer,
  mimeType: string,
): Promise<string> {
  const sha256 = createHash('sha256').update(content).digest('hex');
  const [existing] = await tx
    .select({ sha256: storedDocuments.sha256 })
    .from(storedDocuments)
    .where(eq(storedDocuments.sha256, sha256));
  if (existing) return sha256;
  const storageKey = await storage.saveFile(content);
  await tx.insert(storedDocuments).values({ sha256, storageKey, mimeType, size: content.length });
  return sha256;
}

/** The bytes of a stored document, checked against their address. */
export async function readDocument(
  db: Database,
  storage: FileStorage,
  sha256: string,
): Promise<Buffer> {
  const [row] = await db.select().from(storedDocuments).where(eq(storedDocuments.sha256, sha256));
  const stream = row && (await storage.openFile(row.storageKey));
  if (!stream) throw new DomainError('NOT_FOUND');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const content = Buffer.concat(chunks);
  if (createHash('sha256').update(content).digest('hex') !== sha256) {
    throw new Error(`Stored document ${sha256} does not match its hash`);
  }
  return content;
}

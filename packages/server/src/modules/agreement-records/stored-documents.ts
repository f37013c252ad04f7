import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DomainError, IntegrityAlarm } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { storedDocuments } from '../../db/schema.ts';
import { readWholeFile, type FileStorage } from '../../files/file-storage.ts';

/**
 * Issued documents addressed by the SHA-256 of their bytes: immutable evidence
 * (docs/security.md#issued-documents-integrity). The bytes go to the file storage under a new key
 * (never overwritten); the row, written in the caller's transaction, ties the hash to that key, and
 * a trigger refuses any change to it but the key. Bytes read back are checked against the hash:
 * altered or gone, they are refused with an integrity alarm (409 « Ce document ne correspond plus à
 * l’original enregistré », and an error-level log line « stored document does not match its SHA-256
 * » naming the document), never served nor signed.
 */
export const STORED_DOCUMENT_ALTERED = 'stored document does not match its SHA-256';

export const sha256Of = (content: Buffer) => createHash('sha256').update(content).digest('hex');

type StoredDocumentRow = typeof storedDocuments.$inferSelect;
type Loaded = { content: Buffer } | { problem: 'altered' | 'missing' };

async function load(storage: FileStorage, row: StoredDocumentRow): Promise<Loaded> {
  const content = await readWholeFile(storage, row.storageKey);
  if (!content) return { problem: 'missing' };
  return sha256Of(content) === row.sha256 ? { content } : { problem: 'altered' };
}

async function findRow(db: Database, sha256: string): Promise<StoredDocumentRow | undefined> {
  const [row] = await db.select().from(storedDocuments).where(eq(storedDocuments.sha256, sha256));
  return row;
}

/** The refusal of a document whose bytes no longer match; `message` says what it blocks. */
export function documentAltered(
  row: Pick<StoredDocumentRow, 'sha256' | 'storageKey'>,
  problem: 'altered' | 'missing',
  message?: string,
): IntegrityAlarm {
  return new IntegrityAlarm('DOCUMENT_ALTERED', message, STORED_DOCUMENT_ALTERED, {
    documentSha256: row.sha256,
    storageKey: row.storageKey,
    problem,
  });
}

/**
 * Stores `content` and returns its SHA-256. Bytes already stored are kept, unless the copy on
 * record no longer matches: then these bytes, which hash the same, replace it under a new key
 * (re-issuing a document repairs it; the altered copy stays for inquiry).
 */
export async function storeDocument(
  tx: Database,
  storage: FileStorage,
  content: Buffer,
  mimeType: string,
): Promise<string> {
  const sha256 = sha256Of(content);
  const existing = await findRow(tx, sha256);
  if (existing) {
    if ('problem' in (await load(storage, existing))) {
      const storageKey = await storage.saveFile(content);
      await tx
        .update(storedDocuments)
        .set({ storageKey })
        .where(eq(storedDocuments.sha256, sha256));
    }
    return sha256;
  }
  const storageKey = await storage.saveFile(content);
  await tx.insert(storedDocuments).values({ sha256, storageKey, mimeType, size: content.length });
  return sha256;
}

/** The bytes of a stored document, checked against their address (else the alarm above). */
export async function readDocument(
  db: Database,
  storage: FileStorage,
  sha256: string,
  alteredMessage?: string,
): Promise<Buffer> {
  const row = await findRow(db, sha256);
  if (!row) throw new DomainError('NOT_FOUND');
  const loaded = await load(storage, row);
  if ('problem' in loaded) throw documentAltered(row, loaded.problem, alteredMessage);
  return loaded.content;
}

/**
 * The first of these documents whose bytes no longer match, as its refusal, or null when all
 * do: what blocks signing and sending an issued agreement until it is re-issued.
 */
export async function firstAlteredDocument(
  db: Database,
  storage: FileStorage,
  sha256s: readonly string[],
  alteredMessage?: string,
): Promise<IntegrityAlarm | null> {
  for (const sha256 of sha256s) {
    const row = await findRow(db, sha256);
    if (!row) throw new DomainError('NOT_FOUND');
    const loaded = await load(storage, row);
    if ('problem' in loaded) return documentAltered(row, loaded.problem, alteredMessage);
  }
  return null;
}

import type { z } from 'zod';
import type { Actor } from '@espaces/domain/access/actor';
import type { facilityDocumentSchema } from '@espaces/domain/api/facilities';
import { documentNameField } from '@espaces/domain/api/fields';
import { DomainError, ValidationFailure, violation } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { MAX_UPLOAD_BYTES } from '@espaces/domain/upload/upload-rules';
import { UPLOAD_TOO_LARGE, UPLOAD_TYPE_REFUSED } from '@espaces/domain/messages';
import { sniffAcceptedType } from '../../files/accepted-uploads.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import {
  requireFacilityEditor,
  requireFacilityScope,
  requireVisible,
  type FacilityAccess,
} from './facilities.policy.ts';
import { visibleFacility } from './facilities.service.ts';
import { presentFacilityDocument } from './facilities.presenter.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import {
  deleteFacilityDocument,
  findFacilityDocument,
  insertFacilityDocument,
  type FacilityDocumentRow,
} from './facility-documents.repository.ts';

export interface DocumentUpload {
  /** The name typed by the user, if any; else the uploaded file's own name. */
  name: string | undefined;
  fileName: string;
  content: Buffer;
}

/**
 * A document the user may see, and its facility: 403 for organisations, 404 for a document of
 * a facility the user may not see, or none.
 */
async function findVisibleDocument(
  db: Database,
  actor: Actor,
  documentId: string,
): Promise<{ document: FacilityDocumentRow; facility: FacilityAccess }> {
  requireFacilityScope(actor);
  const row = await findFacilityDocument(db, documentId);
  const facility = requireVisible(
    actor,
    row && { facilityId: row.document.facilityId, facilityTerritoryId: row.territoryId },
  );
  return { document: row!.document, facility };
}

function documentName(upload: DocumentUpload): string {
  const typed = upload.name?.trim();
  // Some browsers send a full client path as the file name: keep its last segment.
  return typed || upload.fileName.split(/[\\/]/).pop()!.trim();
}

/**
 * Uploads (docs/security.md#uploads-and-files): PDF, JPEG or PNG (sniffed from the content) up to
 * 10 MB, stored under a random name; nothing is kept when the upload is refused or the insert
 * fails. The upload is read only once the user may add to the facility, so a refusal never reads a
 * file.
 */
export async function addFacilityDocument(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  facilityId: string,
  readUpload: () => Promise<DocumentUpload>,
  now: Date,
): Promise<z.infer<typeof facilityDocumentSchema>> {
  requireFacilityEditor(actor, await visibleFacility(db, actor, facilityId));
  const upload = await readUpload();
  const parsedName = documentNameField.safeParse(documentName(upload));
  if (!parsedName.success) {
    throw new ValidationFailure(
      parsedName.error.issues.map((issue) => violation('name', issue.message, 'VALIDATION_FAILED')),
    );
  }
  const name = parsedName.data;
  if (upload.content.length > MAX_UPLOAD_BYTES) {
    throw new ValidationFailure([violation('file', UPLOAD_TOO_LARGE, 'VALIDATION_FAILED')]);
  }
  const type = await sniffAcceptedType(upload.content);
  if (!type) {
    throw new ValidationFailure([violation('file', UPLOAD_TYPE_REFUSED, 'VALIDATION_FAILED')]);
  }
  const storageKey = await storage.saveFile(upload.content);
  try {
    const document = await db.transaction(async (tx) => {
      const created = await insertFacilityDocument(tx, {
        facilityId,
        name: name || `document.${type.extension}`,
        storageKey,
        mimeType: type.mimeType,
        size: upload.content.length,
        uploadedByUserId: actor.id,
        createdAt: now,
      });
      await recordAuditEvent(tx, {
        actorUserId: actor.id,
        entityType: 'facility',
        entityId: facilityId,
        action: 'document_added',
        changes: { documentId: created.id, name: created.name, size: created.size },
        occurredAt: now,
      });
      return created;
    });
    return presentFacilityDocument(document);
  } catch (error) {
    await storage.deleteFile(storageKey);
    throw error;
  }
}

const EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

/** The name the browser saves: the document's name with the extension of its real type. */
export function downloadFileName(document: FacilityDocumentRow): string {
  const extensions = EXTENSIONS[document.mimeType] ?? [];
  const lowerName = document.name.toLowerCase();
  if (extensions.length === 0 || extensions.some((extension) => lowerName.endsWith(extension))) {
    return document.name;
  }
  return `${document.name}${extensions[0]}`;
}

/** The stored content; a row whose file vanished answers 404 rather than an empty download. */
export async function openFacilityDocument(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  documentId: string,
) {
  const { document } = await findVisibleDocument(db, actor, documentId);
  const content = await storage.openFile(document.storageKey);
  if (!content) throw new DomainError('NOT_FOUND');
  return { document, content };
}

/** The row goes in a transaction with its audit event; the file once that has committed. */
export async function removeFacilityDocument(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  documentId: string,
  now: Date,
): Promise<void> {
  const document = await db.transaction(async (tx) => {
    const { document, facility } = await findVisibleDocument(tx, actor, documentId);
    requireFacilityEditor(actor, facility);
    await deleteFacilityDocument(tx, document.id);
    await recordAuditEvent(tx, {
      actorUserId: actor.id,
      entityType: 'facility',
      entityId: document.facilityId,
      action: 'document_removed',
      changes: { documentId: document.id, name: document.name },
      occurredAt: now,
    });
    return document;
  });
  await storage.deleteFile(document.storageKey);
}

import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { facilityDocumentSchema } from '@espaces/domain/api/facilities';
import { DomainError, ValidationFailure, violation } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { MAX_UPLOAD_BYTES } from '@espaces/domain/upload/upload-rules';
import { UPLOAD_MISSING, UPLOAD_TOO_LARGE } from '@espaces/domain/messages';
import { attachmentDisposition } from '../../files/accepted-uploads.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import { resourceIdOrNotFound, resourceIdParams } from '../../http/params.ts';
import { requireUser } from '../auth/current-user.ts';
import {
  addFacilityDocument,
  downloadFileName,
  openFacilityDocument,
  removeFacilityDocument,
  type DocumentUpload,
} from './facility-documents.service.ts';

interface FacilityDocumentsOptions {
  db: Database;
  clock: () => Date;
  storage: FileStorage;
}

const TAGS = ['Établissements'];

/** Reads the `file` part (and the optional `name` field) of a multipart upload. */
async function readUpload(app: FastifyInstance, request: FastifyRequest): Promise<DocumentUpload> {
  if (!request.isMultipart()) throw new DomainError('UNSUPPORTED_MEDIA_TYPE');
  let file: { fileName: string; content: Buffer } | undefined;
  let name: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file') file = { fileName: part.filename, content };
      } else if (part.fieldname === 'name' && typeof part.value === 'string') {
        name = part.value;
      }
    }
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw new ValidationFailure([violation('file', UPLOAD_TOO_LARGE, 'VALIDATION_FAILED')]);
    }
    throw error;
  }
  if (!file) throw new ValidationFailure([violation('file', UPLOAD_MISSING, 'VALIDATION_FAILED')]);
  return { ...file, name };
}

/**
 * Annex documents of a facility (docs/security.md#uploads-and-files). Multipart is registered here
 * only, so no other route accepts it.
 */
export async function facilityDocumentsRoutes(
  app: FastifyInstance,
  options: FacilityDocumentsOptions,
): Promise<void> {
  const { db, clock, storage } = options;
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/facilities/:id/documents',
    {
      schema: {
        tags: TAGS,
        summary: 'Déposer un document annexe (PDF, JPEG ou PNG, 10 Mo au plus)',
        description: 'Corps multipart : champ `file` (le fichier) et champ facultatif `name`.',
        consumes: ['multipart/form-data'],
        params: resourceIdParams,
        response: { 201: facilityDocumentSchema },
      },
    },
    async (request, reply) => {
      const facilityId = resourceIdOrNotFound(request.params.id);
      const document = await addFacilityDocument(
        db,
        storage,
        requireUser(request),
        facilityId,
        () => readUpload(app, request),
        clock(),
      );
      return reply.code(201).send(document);
    },
  );

  api.get(
    '/api/facility_documents/:id/file',
    {
      schema: {
        tags: TAGS,
        summary: 'Télécharger un document annexe',
        params: resourceIdParams,
      },
    },
    async (request, reply) => {
      const { document, content } = await openFacilityDocument(
        db,
        storage,
        requireUser(request),
        resourceIdOrNotFound(request.params.id),
      );
      return reply
        .header('Content-Type', document.mimeType)
        .header('Content-Length', String(document.size))
        .header('Content-Disposition', attachmentDisposition(downloadFileName(document)))
        .header('Cache-Control', 'private, no-store')
        .send(content);
    },
  );

  api.delete(
    '/api/facility_documents/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Supprimer un document annexe',
        params: resourceIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const documentId = resourceIdOrNotFound(request.params.id);
      await removeFacilityDocument(db, storage, requireUser(request), documentId, clock());
      return reply.code(204).send(null);
    },
  );
}

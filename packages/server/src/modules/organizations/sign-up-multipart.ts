import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '@espaces/domain/errors';
import {
  ORGANIZATION_DOCUMENT_KINDS,
  type OrganizationDocumentKind,
} from '@espaces/domain/organizations/legal-forms';
import { MAX_UPLOAD_BYTES } from '@espaces/domain/upload/upload-rules';
import type { SignUpForm } from './sign-up-form.ts';

/** What the sign-up body may hold: the `data` field and the two documents, nothing more. */
export const SIGN_UP_MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: ORGANIZATION_DOCUMENT_KINDS.length,
  fields: 2,
  parts: 6,
  fieldSize: 64 * 1024,
};

const isDocumentKind = (field: string): field is OrganizationDocumentKind =>
  (ORGANIZATION_DOCUMENT_KINDS as readonly string[]).includes(field);

/**
 * Reads the multipart sign-up body. A file over 10 MB is truncated by the parser (the
 * plugin is registered with `throwFileSizeLimit: false`) so that its violation is reported
 * together with every other one.
 */
export async function readSignUpForm(
  _app: FastifyInstance,
  request: FastifyRequest,
): Promise<SignUpForm> {
  if (!request.isMultipart()) throw new DomainError('UNSUPPORTED_MEDIA_TYPE');
  const form: SignUpForm = { data: undefined, dataTruncated: false, files: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      if (isDocumentKind(part.fieldname)) {
        form.files[part.fieldname] = {
          fileName: part.filename,
          content,
          truncated: part.file.truncated,
        };
      }
    } else if (part.fieldname === 'data') {
      form.data = typeof part.value === 'string' ? part.value : undefined;
      form.dataTruncated = part.valueTruncated;
    }
  }
  return form;
}

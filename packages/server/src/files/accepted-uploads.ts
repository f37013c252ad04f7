import { ACCEPTED_UPLOAD_TYPES } from '@espaces/domain/upload/upload-rules';
import { fileTypeFromBuffer } from 'file-type';

export interface SniffedType {
  mimeType: string;
  extension: string;
}

/**
 * The accepted type the content really has, or null: sniffed from the bytes, never trusted from
 * the file name or the declared type.
 */
export async function sniffAcceptedType(content: Buffer): Promise<SniffedType | null> {
  const detected = await fileTypeFromBuffer(content);
  const extensions = detected ? ACCEPTED_UPLOAD_TYPES[detected.mime] : undefined;
  return detected && extensions
    ? { mimeType: detected.mime, extension: extensions[0]!.slice(1) }
    : null;
}

/**
 * `Content-Disposition` for a download: RFC 6266 with an ASCII fallback and the UTF-8 name
 * (RFC 8187), so « Règlement intérieur.pdf » keeps its accents.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

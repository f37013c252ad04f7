import { fileTypeFromBuffer } from 'file-type';

/**
 * DESIGN §5 "Uploads": PDF, JPEG or PNG up to 10 MB, the type sniffed from the content (never
 * trusted from the file name or the declared type).
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const UPLOAD_TOO_LARGE = 'Le fichier dépasse 10 Mo.';
export const UPLOAD_TYPE_REFUSED = 'Seuls les fichiers PDF, JPEG ou PNG sont acceptés.';
export const UPLOAD_MISSING = 'Le fichier est obligatoire.';

const ACCEPTED_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

export interface SniffedType {
  mimeType: string;
  extension: string;
}

/** The accepted type the content really has, or null. */
export async function sniffAcceptedType(content: Buffer): Promise<SniffedType | null> {
  const detected = await fileTypeFromBuffer(content);
  if (!detected) return null;
  const extension = ACCEPTED_TYPES[detected.mime];
  return extension ? { mimeType: detected.mime, extension } : null;
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

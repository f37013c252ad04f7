import { ACCEPTED_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from '@espaces/domain/upload/upload-rules';

/** The `accept` attribute of the file input. */
export const DOCUMENT_ACCEPT = Object.entries(ACCEPTED_UPLOAD_TYPES)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',');

const megabytes = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024)
    return `${megabytes.format(Math.max(1, Math.round(bytes / 1024)))}\u00a0ko`;
  return `${megabytes.format(bytes / (1024 * 1024))}\u00a0Mo`;
}

function hasAcceptedType(file: File): boolean {
  if (file.type !== '') return file.type in ACCEPTED_UPLOAD_TYPES;
  // Some systems give no type: fall back on the extension.
  const name = file.name.toLowerCase();
  return Object.values(ACCEPTED_UPLOAD_TYPES).some((extensions) =>
    extensions.some((extension) => name.endsWith(extension)),
  );
}

/** Why the file cannot be sent, in French, or null when it may be. */
export function documentProblem(file: File): string | null {
  if (!hasAcceptedType(file)) {
    return `Le fichier «\u00a0${file.name}\u00a0» n’est pas accepté\u00a0: choisissez un PDF, un JPEG ou un PNG.`;
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return `Le fichier «\u00a0${file.name}\u00a0» pèse ${formatFileSize(file.size)}\u00a0: la taille maximale est de 10\u00a0Mo.`;
  }
  if (file.size === 0) return `Le fichier «\u00a0${file.name}\u00a0» est vide.`;
  return null;
}

/**
 * DESIGN §5 « Uploads »: PDF, JPEG ou PNG jusqu'à 10 Mo. The server sniffs the real type from
 * the content; these checks only spare the user a long upload that would be refused.
 */
export const ACCEPTED_DOCUMENT_TYPES: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

/** 10 Mo, counted as the server counts it (binary megabytes). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The `accept` attribute of the file input. */
export const DOCUMENT_ACCEPT = Object.entries(ACCEPTED_DOCUMENT_TYPES)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',');

const megabytes = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024)
    return `${megabytes.format(Math.max(1, Math.round(bytes / 1024)))}\u00a0ko`;
  return `${megabytes.format(bytes / (1024 * 1024))}\u00a0Mo`;
}

function hasAcceptedType(file: File): boolean {
  if (file.type !== '') return file.type in ACCEPTED_DOCUMENT_TYPES;
  // Some systems give no type: fall back on the extension.
  const name = file.name.toLowerCase();
  return Object.values(ACCEPTED_DOCUMENT_TYPES).some((extensions) =>
    extensions.some((extension) => name.endsWith(extension)),
  );
}

/** Why the file cannot be sent, in French, or null when it may be. */
export function documentProblem(file: File): string | null {
  if (!hasAcceptedType(file)) {
    return `Le fichier «\u00a0${file.name}\u00a0» n’est pas accepté\u00a0: choisissez un PDF, un JPEG ou un PNG.`;
  }
  if (file.size > MAX_DOCUMENT_BYTES) {
    return `Le fichier «\u00a0${file.name}\u00a0» pèse ${formatFileSize(file.size)}\u00a0: la taille maximale est de 10\u00a0Mo.`;
  }
  if (file.size === 0) return `Le fichier «\u00a0${file.name}\u00a0» est vide.`;
  return null;
}

/**
 * Uploads (docs/security.md#uploads-and-files): PDF, JPEG or PNG up to 10 MB. The server sniffs the
 * real type from the content; the web checks the same limits first only to spare a long upload that
 * would be refused.
 */
export const ACCEPTED_UPLOAD_TYPES: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

/** 10 MB in binary megabytes, as both sides count it. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

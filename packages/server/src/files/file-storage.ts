import type { Readable } from 'node:stream';

/**
 * Where uploaded files live (DESIGN §2 "Scaling out", §5 "Uploads"): outside the web root,
 * under random names, read back only through an authorised endpoint. The local directory is
 * the default; an S3-compatible storage implements the same three calls.
 */
export interface FileStorage {
  /** Stores the content under a new random key and returns that key. */
  saveFile(content: Buffer): Promise<string>;
  /** The stored content, or null when nothing is stored under `key`. */
  openFile(key: string): Promise<Readable | null>;
  /** Removes the content; removing a missing key is not an error. */
  deleteFile(key: string): Promise<void>;
}

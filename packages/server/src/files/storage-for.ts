import type { AppConfig } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalFileStorage } from './local-file-storage.ts';
import { createS3Client, createS3FileStorage } from './s3-file-storage.ts';

/** The one storage of the process: the bucket when `S3_BUCKET` is set, else `FILES_DIR`. */
export function fileStorageFor(config: Pick<AppConfig, 'filesDir' | 's3'>): FileStorage {
  if (config.s3) return createS3FileStorage(createS3Client(config.s3), config.s3.bucket);
  return createLocalFileStorage(config.filesDir);
}

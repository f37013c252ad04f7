import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkedStorageKey, type FileStorage } from './file-storage.ts';

/** `S3_*` settings (README « Configuration »): AWS S3 or any S3-compatible service. */
export interface S3StorageSettings {
  bucket: string;
  region: string;
  /** The service's address for a non-AWS bucket (MinIO, Scaleway, OVH, Garage…). */
  endpoint: string | null;
  /** Without keys, the SDK's default chain (environment, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `bucket` in the path rather than the host name, as most self-hosted services need. */
  forcePathStyle: boolean;
}

export function createS3Client(settings: S3StorageSettings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle,
    // The SDK's default CRC checksums (2025) are refused by several S3-compatible services:
    // send and check them only where the S3 API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** FileStorage in an S3 bucket: one object per file, named by its key, private to the app. */
export function createS3FileStorage(client: S3Client, bucket: string): FileStorage {
  return {
    async saveFile(content) {
      const key = randomUUID();
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: content }));
      return key;
    },

    async openFile(key): Promise<Readable | null> {
      const Key = checkedStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        // In Node.js the SDK hands the body over as the HTTP response stream.
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async deleteFile(key) {
      const Key = checkedStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
    },
  };
}

import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { FileStorage } from '../files/file-storage.ts';

/** What every feature module's routes receive from app.ts. */
export interface ModuleOptions {
  db: Database;
  clock: () => Date;
  config: AppConfig;
  /** Uploads and generated documents, one storage for the whole process. */
  storage: FileStorage;
}

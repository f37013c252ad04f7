import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';

/** What every feature module's routes receive from app.ts. */
export interface ModuleOptions {
  db: Database;
  clock: () => Date;
  config: AppConfig;
}

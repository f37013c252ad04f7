import type { Actor } from '@espaces/domain/access/actor';
import type { FileStorage } from '../../files/file-storage.ts';

/** What every agreement use case receives from its route (never an HTTP object). */
export interface AgreementUseCaseContext {
  actor: Actor;
  now: Date;
  appName: string;
  appUrl: string;
  regionName: string;
  storage: FileStorage;
}

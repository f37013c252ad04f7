import type { Actor } from '@espaces/domain/access/actor';
import type { CancellationTerms } from '@espaces/domain/agreement/cancellation-terms';
import type { IntegrityAlarm } from '@espaces/domain/errors';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { PdfSeal } from '../../documents/seal-certificate.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import { logIntegrityAlarm } from '../../http/integrity-alarm-log.ts';
import { requireUser } from '../auth/current-user.ts';

/** What every agreement use case receives from its route (never an HTTP object). */
export interface AgreementUseCaseContext {
  actor: Actor;
  now: Date;
  appName: string;
  appUrl: string;
  regionName: string;
  storage: FileStorage;
  /** Seals every PDF issued (docs/security.md#the-seal). */
  pdfSeal: PdfSeal;
  /** The notice thresholds of the settings (docs/bookings.md#cancellation-conditions). */
  cancellationTerms: CancellationTerms;
  /** Logs an altered document found without refusing the request (re-issue repairs it). */
  reportAlarm: (alarm: IntegrityAlarm) => void;
}

/** The context of a request's use case, built alike by the agreement and amendment routes. */
export function agreementUseCaseOf(config: AppConfig, clock: () => Date, storage: FileStorage) {
  return (request: FastifyRequest): AgreementUseCaseContext => ({
    actor: requireUser(request),
    now: clock(),
    appName: config.appName,
    appUrl: config.appUrl,
    regionName: config.regionName,
    storage,
    pdfSeal: config.pdfSeal,
    cancellationTerms: config.cancellationTerms,
    reportAlarm: (alarm) => logIntegrityAlarm(request.log, alarm),
  });
}

import type { CancellationTerms } from '@espaces/domain/agreement/cancellation-terms';
import type { IntegrityAlarm } from '@espaces/domain/errors';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { PdfSeal } from '../../documents/seal-certificate.ts';
import type { FileStorage } from '../../files/file-storage.ts';
import { logIntegrityAlarm } from '../../http/integrity-alarm-log.ts';
import { useCaseContextOf, type UseCaseContext } from '../../use-case-context.ts';

/** What every agreement use case receives from its route, beyond any use case's. */
export interface AgreementUseCaseContext extends UseCaseContext {
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
  const useCaseOf = useCaseContextOf(config, clock);
  return (request: FastifyRequest): AgreementUseCaseContext => ({
    ...useCaseOf(request),
    regionName: config.regionName,
    storage,
    pdfSeal: config.pdfSeal,
    cancellationTerms: config.cancellationTerms,
    reportAlarm: (alarm) => logIntegrityAlarm(request.log, alarm),
  });
}

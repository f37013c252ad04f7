import type { FastifyBaseLogger } from 'fastify';
import type { IntegrityAlarm } from '@espaces/domain/errors';

/** The one line an integrity alarm writes: error level, its stable message, its facts. */
export function logIntegrityAlarm(log: FastifyBaseLogger, alarm: IntegrityAlarm): void {
  log.error({ ...alarm.facts }, alarm.alarm);
}

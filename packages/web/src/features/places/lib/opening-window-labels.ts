import type { TimeSlotActionKind, WeekTimeSlotAction } from '@espaces/domain/api/time-slots';
import { weekdayOf } from '@espaces/domain/agreement/slot-months';
import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { formatDate, formatTime } from '@espaces/domain/locale/format';
import { describeWindow } from '../../../ui/calendar/week-window-list.tsx';

const ACTION_NOUNS: Record<TimeSlotActionKind, string> = {
  add: 'Ajout',
  update: 'Modification',
  remove: 'Suppression',
};

/** « Ajout du lundi 07/12/2026 de 18:00 à 22:00 » (preview outputs and pending actions). */
export function actionLabel(
  action: TimeSlotActionKind,
  startDate: string,
  endDate: string,
): string {
  return `${ACTION_NOUNS[action]} du ${describeWindow({ startDate, endDate })}`;
}

/** « Chaque lundi de 18:00 à 22:00, du 25/10/2027 au 20/11/2027 ». */
export function weeklyActionLabel(action: WeekTimeSlotAction): string {
  const weekDay = weekdayOf(new Date(action.startDate));
  const until = formatDate(parisWallClockToUtc(action.until, '12:00'));
  return `Chaque ${weekDay} de ${formatTime(action.startDate)} à ${formatTime(action.endDate)}, du ${formatDate(action.startDate)} au ${until}`;
}

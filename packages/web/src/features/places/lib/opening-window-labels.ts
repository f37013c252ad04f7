import type { TimeSlotActionKind, WeekTimeSlotAction } from '@espaces/domain/api/time-slots';
import { formatDate, formatTime, TIME_ZONE } from '@espaces/domain/locale/format';
import { dayjs } from '@espaces/domain/locale/dayjs-fr';
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
  const weekDay = dayjs(action.startDate).tz(TIME_ZONE).format('dddd');
  const until = formatDate(dayjs.tz(`${action.until} 12:00`, TIME_ZONE).toISOString());
  return `Chaque ${weekDay} de ${formatTime(action.startDate)} à ${formatTime(action.endDate)}, du ${formatDate(action.startDate)} au ${until}`;
}

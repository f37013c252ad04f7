import type { CalendarOptions } from '@fullcalendar/core';
import frLocale from '@fullcalendar/core/locales/fr';

const HOUR_MINUTE = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

/**
 * What every week calendar of the product shares (docs/api.md#money-and-dates): French, weeks from
 * Monday, HH:mm on a 15-minute grid. The interaction plugin and the events are each calendar's own.
 */
export const FRENCH_WEEK_OPTIONS = {
  initialView: 'timeGridWeek',
  locale: frLocale,
  firstDay: 1,
  slotDuration: '00:15:00',
  snapDuration: '00:15:00',
  slotLabelInterval: '01:00',
  slotLabelFormat: HOUR_MINUTE,
  eventTimeFormat: HOUR_MINUTE,
  dayHeaderFormat: { weekday: 'short', day: '2-digit', month: '2-digit' },
  allDaySlot: false,
  nowIndicator: true,
  // Text buttons: FullCalendar's icon buttons are role="img" spans without a name.
  buttonIcons: false,
  buttonText: { prev: 'Semaine précédente', next: 'Semaine suivante', today: 'Cette semaine' },
  // The whole day without an inner scroller: a scrolling region inside FullCalendar's grid
  // cannot be made keyboard-focusable without breaking the grid's ARIA structure.
  height: 'auto',
} satisfies CalendarOptions;

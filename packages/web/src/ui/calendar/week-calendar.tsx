import type {
  DateSelectArg,
  DatesSetArg,
  EventClickArg,
  EventDropArg,
  EventInput,
} from '@fullcalendar/core';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { WeekWindowList } from './week-window-list.tsx';
import './week-calendar.css';
import { FRENCH_WEEK_OPTIONS } from './french-week-options.ts';

/** A window shown on the calendar, as ISO instants [startDate, endDate). */
export interface CalendarWindow {
  id: string;
  startDate: string;
  endDate: string;
  /** Shown differently: changed on screen but not saved yet. */
  pending?: boolean;
}

export interface VisibleWeek {
  start: Date;
  end: Date;
}

export interface WeekCalendarProps {
  /** Names the calendar for assistive technologies (aria-label of its region). */
  label: string;
  windows: readonly CalendarWindow[];
  /** Called with the visible week's bounds, first at mount then on each navigation. */
  onWeekChange: (week: VisibleWeek) => void;
  /** Select a range to create a window; omit for a read-only calendar. */
  onCreate?: (range: VisibleWeek) => void;
  /** Drag or resize a window. */
  onChange?: (id: string, range: VisibleWeek) => void;
  /** Click (calendar) or « Supprimer » (list) to remove a window; the caller confirms. */
  onRemove?: (id: string) => void;
  /** Text of the list when the week has no window. */
  emptyText: string;
}

/**
 * Week calendar (docs/bookings.md#week-calendars): FullCalendar timeGridWeek in French, weeks from
 * Monday, HH:mm labels, 15-minute grid (docs/bookings.md#availability: booking slots sit on a
 * 15-minute grid). It uses FullCalendar's default time zone, the browser's own: the staff
 * work from France, so the grid reads in Paris wall-clock time, as the list below it does.
 * Dragging is mouse-only, so the same windows are listed as text under the grid, with
 * « Supprimer » buttons, for screen readers and keyboard users (RGAA).
 */
export function WeekCalendar({
  label,
  windows,
  onWeekChange,
  onCreate,
  onChange,
  onRemove,
  emptyText,
}: WeekCalendarProps) {
  const events = useMemo<EventInput[]>(
    () =>
      windows.map((window) => ({
        id: window.id,
        start: window.startDate,
        end: window.endDate,
        title: window.pending ? 'Ouvert (non enregistré)' : 'Ouvert',
        classNames: window.pending ? ['week-calendar__window--pending'] : [],
      })),
    [windows],
  );
  const editable = onChange !== undefined;

  return (
    <Stack gap="md">
      <Box role="region" aria-label={label} className="week-calendar">
        <FullCalendar
          plugins={[timeGridPlugin, interactionPlugin]}
          {...FRENCH_WEEK_OPTIONS}
          events={events}
          selectable={onCreate !== undefined}
          selectMirror
          editable={editable}
          eventOverlap={false}
          selectOverlap={false}
          datesSet={(arg: DatesSetArg) => onWeekChange({ start: arg.start, end: arg.end })}
          select={(arg: DateSelectArg) => {
            arg.view.calendar.unselect();
            onCreate?.({ start: arg.start, end: arg.end });
          }}
          eventDrop={(arg: EventDropArg) => changed(arg.event, onChange)}
          eventResize={(arg: EventResizeDoneArg) => changed(arg.event, onChange)}
          eventClick={(arg: EventClickArg) => onRemove?.(arg.event.id)}
        />
      </Box>
      <WeekWindowList windows={windows} onRemove={onRemove} emptyText={emptyText} />
    </Stack>
  );
}

function changed(
  event: { id: string; start: Date | null; end: Date | null },
  onChange: WeekCalendarProps['onChange'],
): void {
  if (event.start === null || event.end === null) return;
  onChange?.(event.id, { start: event.start, end: event.end });
}

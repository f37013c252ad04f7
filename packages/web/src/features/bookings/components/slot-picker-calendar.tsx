import type { DateSelectArg, DatesSetArg, EventInput } from '@fullcalendar/core';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box, Group, List, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { describeWindow } from '../../../ui/calendar/week-window-list.tsx';
import '../../../ui/calendar/week-calendar.css';
import { toast } from '../../../ui/toast.tsx';
import { useAvailability } from '../api/booking-api.ts';
import {
  chosenSlotProblem,
  slotFromSelection,
  type ChosenSlot,
  type IsoRange,
} from '../lib/slot-selection.ts';
import './slot-picker-calendar.css';
import { FRENCH_WEEK_OPTIONS } from '../../../ui/calendar/french-week-options.ts';
import {
  useCompactDayHeaders,
  useFirstActionableWeek,
  useWeekHours,
} from '../../../ui/calendar/week-view.ts';
import { AVAILABILITY_LOAD_FAILURE } from '@espaces/domain/messages';
import { toDateRange, toInterval } from '@espaces/domain/availability/intervals';
import { splitFreeRangesAt } from '@espaces/domain/availability/week-view';
import { PageLoader } from '../../../ui/page-loader.tsx';

const FREE_GROUP = 'libre';

interface SlotPickerCalendarProps {
  placeId: string;
  /** A booking being edited: its own slots count as free (bookingToExclude). */
  bookingToExclude?: string;
  chosen: readonly ChosenSlot[];
  /** Omit for a calendar that only shows the week. */
  onPick?: (slot: ChosenSlot) => void;
  /** Title of the chosen slots on the grid. */
  chosenLabel?: string;
  /**
   * A day the user came with (a booking's first slot): a calendar that picks opens on the first
   * week from that day (or today) holding a free range; one that only shows opens on that day.
   */
  initialDate?: string;
}

/**
 * The week of a place: free ranges, ranges booked by others and the slots chosen on this page.
 * Selecting inside a free range chooses a slot on the 15-minute grid, at least 30 minutes long
 * (docs/bookings.md#availability). Same FullCalendar settings as ui/calendar's WeekCalendar
 * (French, weeks from Monday, HH:mm, text buttons); that one draws only opening windows and refuses
 * selections over events, so it cannot pick inside free ranges. The free ranges are listed as text
 * under the grid (RGAA); the « Ajouter un créneau » form is the keyboard way to choose. Free ranges
 * gone by are drawn as past and cannot be selected; the calendar opens on the first week where a
 * slot can be chosen and spans the opening hours of the week shown
 * (docs/bookings.md#week-calendars).
 */
export function SlotPickerCalendar({
  placeId,
  bookingToExclude,
  chosen,
  onPick,
  chosenLabel = 'Votre créneau',
  initialDate,
}: SlotPickerCalendarProps) {
  const [week, setWeek] = useState<IsoRange | null>(null);
  const firstWeek = useFirstActionableWeek(
    placeId,
    initialDate,
    bookingToExclude,
    onPick !== undefined,
  );
  const opensOn = onPick ? firstWeek.week : initialDate;
  const availability = useAvailability(placeId, week, bookingToExclude);
  const windows = useMemo(() => availability.data ?? [], [availability.data]);
  const hours = useWeekHours(windows);
  const compact = useCompactDayHeaders();
  // Cut when the answer came: a range passing into the past while the page stays open is
  // refused on selection by chosenSlotProblem, as before.
  const answeredAt = availability.dataUpdatedAt;
  const { freeRanges, pastRanges } = useMemo(() => {
    const split = splitFreeRangesAt(
      windows.flatMap((window) => (window.availableRanges ?? []).map(toInterval)),
      answeredAt,
    );
    const iso = (interval: { start: number; end: number }): IsoRange => {
      const range = toDateRange(interval);
      return { startDate: range.startDate.toISOString(), endDate: range.endDate.toISOString() };
    };
    return { freeRanges: split.bookable.map(iso), pastRanges: split.past.map(iso) };
  }, [windows, answeredAt]);
  const bookedRanges = useMemo(
    () => windows.flatMap((window) => window.bookedRanges ?? []),
    [windows],
  );
  const events = useMemo<EventInput[]>(
    () => [
      ...freeRanges.map((range) => ({
        groupId: FREE_GROUP,
        start: range.startDate,
        end: range.endDate,
        display: 'background',
        classNames: ['slot-picker__free'],
      })),
      ...pastRanges.map((range) => ({
        start: range.startDate,
        end: range.endDate,
        display: 'background',
        classNames: ['slot-picker__past'],
      })),
      ...bookedRanges.map((range) => ({
        start: range.startDate,
        end: range.endDate,
        display: 'background',
        classNames: ['slot-picker__booked'],
      })),
      ...chosen.map((slot) => ({
        id: slot.key,
        start: slot.startDate,
        end: slot.endDate,
        title: chosenLabel,
        classNames: ['slot-picker__chosen'],
      })),
    ],
    [freeRanges, pastRanges, bookedRanges, chosen, chosenLabel],
  );

  const pick = (arg: DateSelectArg): void => {
    arg.view.calendar.unselect();
    if (!onPick) return;
    const slot = slotFromSelection({ start: arg.start, end: arg.end }, freeRanges);
    const problem = slot
      ? chosenSlotProblem(slot, freeRanges, chosen, new Date())
      : 'Cette plage libre dure moins de 30 minutes.';
    if (slot && problem === null) onPick(slot);
    else if (problem) toast({ message: problem, type: 'warning' });
  };

  if (onPick && !firstWeek.ready) return <PageLoader label="Chargement du calendrier" />;
  return (
    <Stack gap="md">
      <Group gap="lg" aria-hidden>
        <Legend kind="free" label="Disponible" />
        <Legend kind="past" label="Passé" />
        <Legend kind="booked" label="Réservé" />
        <Legend kind="chosen" label={chosenLabel} />
      </Group>
      <Box
        role="region"
        aria-label="Calendrier des disponibilités de la semaine"
        className="week-calendar slot-picker"
      >
        <FullCalendar
          plugins={[timeGridPlugin, interactionPlugin]}
          {...FRENCH_WEEK_OPTIONS}
          initialDate={opensOn}
          {...hours}
          {...compact}
          events={events}
          selectable={onPick !== undefined}
          selectMirror
          selectConstraint={FREE_GROUP}
          selectOverlap={(event) => event.display === 'background'}
          datesSet={(arg: DatesSetArg) =>
            setWeek({ startDate: arg.start.toISOString(), endDate: arg.end.toISOString() })
          }
          select={pick}
        />
      </Box>
      {availability.isPending ? (
        <Text role="status">Chargement des disponibilités…</Text>
      ) : availability.isError ? (
        <Text role="alert">{AVAILABILITY_LOAD_FAILURE}</Text>
      ) : freeRanges.length === 0 ? (
        <Text c="dimmed">Aucune plage disponible cette semaine.</Text>
      ) : (
        <List
          spacing="xs"
          listStyleType="none"
          aria-label="Plages disponibles de la semaine affichée"
        >
          {freeRanges.map((range) => (
            <List.Item key={`${range.startDate}/${range.endDate}`}>
              <Text>
                <Text span fw={700}>
                  Disponible
                </Text>
                {`\u00a0: ${describeWindow(range)}`}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

function Legend({ kind, label }: { kind: 'free' | 'past' | 'booked' | 'chosen'; label: string }) {
  return (
    <Group gap={6}>
      <span className={`slot-picker__swatch slot-picker__${kind}`} />
      <Text size="sm">{label}</Text>
    </Group>
  );
}

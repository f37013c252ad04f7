import type { DatesSetArg, EventInput } from '@fullcalendar/core';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box, Group, List, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { describeWindow } from '../../../ui/calendar/week-window-list.tsx';
import '../../../ui/calendar/week-calendar.css';
import { usePlaceAvailability, type Week } from '../api/search-api.ts';
import { availabilityRangesOf, type AvailabilityRange } from '../lib/availability-ranges.ts';
import './place-availability-calendar.css';
import { FRENCH_WEEK_OPTIONS } from '../../../ui/calendar/french-week-options.ts';
import { AVAILABILITY_LOAD_FAILURE } from '@espaces/domain/messages';
import {
  useCompactDayHeaders,
  useFirstActionableWeek,
  useWeekHours,
} from '../../../ui/calendar/week-view.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';

const KIND_LABEL: Record<AvailabilityRange['kind'], string> = {
  available: 'Disponible',
  past: 'Passé',
  booked: 'Réservé',
};

/**
 * The free and booked ranges of a place's visible week (/espace/{id}), read-only.
 * Same FullCalendar settings as ui/calendar's WeekCalendar (French, weeks from Monday, HH:mm,
 * 15-minute grid, text buttons), which draws only « Ouvert » windows and cannot tell free
 * ranges from booked ones. Free ranges are green « Disponible », booked ones grey « Réservé »
 * (and hatched, so colour is not the only cue); organisations never see who booked.
 * The same ranges are listed as text under the grid (RGAA). Free ranges gone by are « Passé »;
 * the calendar opens on the first week holding a free range that can still be booked (from
 * `from`, a day the user came with, when later than today) and spans the opening hours of the
 * week shown (docs/bookings.md#availability).
 */
export function PlaceAvailabilityCalendar({ placeId, from }: { placeId: string; from?: string }) {
  const [week, setWeek] = useState<Week | null>(null);
  const firstWeek = useFirstActionableWeek(placeId, from);
  const availability = usePlaceAvailability(placeId, week);
  const windows = useMemo(() => availability.data ?? [], [availability.data]);
  const hours = useWeekHours(windows);
  const compact = useCompactDayHeaders();
  // Cut when the answer came (docs/bookings.md#availability: a slot starts in the future).
  const answeredAt = availability.dataUpdatedAt;
  const ranges = useMemo(() => availabilityRangesOf(windows, answeredAt), [windows, answeredAt]);
  const events = useMemo<EventInput[]>(
    () =>
      ranges.map((range) => ({
        id: range.id,
        start: range.startDate,
        end: range.endDate,
        title: KIND_LABEL[range.kind],
        classNames: [`place-availability__${range.kind}`],
      })),
    [ranges],
  );

  if (!firstWeek.ready) return <PageLoader label="Chargement du calendrier" />;
  return (
    <Stack gap="md">
      <Group gap="lg" aria-hidden>
        <Legend kind="available" />
        <Legend kind="past" />
        <Legend kind="booked" />
      </Group>
      <Box
        role="region"
        aria-label="Calendrier des disponibilités de la semaine"
        className="week-calendar place-availability"
      >
        <FullCalendar
          plugins={[timeGridPlugin]}
          {...FRENCH_WEEK_OPTIONS}
          initialDate={firstWeek.week}
          {...hours}
          {...compact}
          events={events}
          datesSet={(arg: DatesSetArg) =>
            setWeek({ start: arg.start.toISOString(), end: arg.end.toISOString() })
          }
        />
      </Box>
      {availability.isPending ? (
        <Text role="status">Chargement des disponibilités…</Text>
      ) : availability.isError ? (
        <Text role="alert">{AVAILABILITY_LOAD_FAILURE}</Text>
      ) : ranges.length === 0 ? (
        <Text c="dimmed">Aucun créneau d’ouverture cette semaine.</Text>
      ) : (
        <List spacing="xs" listStyleType="none" aria-label="Plages de la semaine affichée">
          {ranges.map((range) => (
            <List.Item key={range.id}>
              <Text>
                <Text span fw={700}>
                  {KIND_LABEL[range.kind]}
                </Text>
                {`\u00a0: ${describeWindow(range)}`}
                {range.reference && ` (${range.reference})`}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

function Legend({ kind }: { kind: AvailabilityRange['kind'] }) {
  return (
    <Group gap={6}>
      <span className={`place-availability__swatch place-availability__${kind}`} />
      <Text size="sm">{KIND_LABEL[kind]}</Text>
    </Group>
  );
}

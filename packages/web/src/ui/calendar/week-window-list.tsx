import { weekdayOf } from '@espaces/domain/agreement/slot-months';
import { formatDate, formatTime } from '@espaces/domain/locale/format';
import { Badge, Button, Group, List, Text } from '@mantine/core';
import type { CalendarWindow } from './week-calendar.tsx';

/** « lundi 07/12/2026 de 18:00 à 22:00 » (Paris), or « … à 22:00 au mardi 08/12/2026 à 02:00 ». */
export function describeWindow(window: Pick<CalendarWindow, 'startDate' | 'endDate'>): string {
  const day = (instant: string) => `${weekdayOf(new Date(instant))} ${formatDate(instant)}`;
  const { startDate, endDate } = window;
  if (formatDate(startDate) === formatDate(endDate)) {
    return `${day(startDate)} de ${formatTime(startDate)} à ${formatTime(endDate)}`;
  }
  return `${day(startDate)} à ${formatTime(startDate)} au ${day(endDate)} à ${formatTime(endDate)}`;
}

/** The text alternative of the week calendar: the same windows, in time order. */
export function WeekWindowList({
  windows,
  onRemove,
  emptyText,
}: {
  windows: readonly CalendarWindow[];
  onRemove?: (id: string) => void;
  emptyText: string;
}) {
  if (windows.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  const sorted = [...windows].sort((a, b) => a.startDate.localeCompare(b.startDate));
  return (
    <List spacing="xs" listStyleType="none" aria-label="Créneaux de la semaine affichée">
      {sorted.map((window) => {
        const description = describeWindow(window);
        return (
          <List.Item key={window.id}>
            <Group gap="sm">
              <Text>{capitalize(description)}</Text>
              {window.pending && (
                <Badge color="orange" variant="light">
                  Non enregistré
                </Badge>
              )}
              {onRemove !== undefined && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={`Supprimer le créneau du ${description}`}
                  onClick={() => onRemove(window.id)}
                >
                  Supprimer
                </Button>
              )}
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

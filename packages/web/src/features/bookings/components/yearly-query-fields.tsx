import type { BookingQuery, GeneratedBookingSlot } from '@espaces/domain/api/bookings';
import { Group, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { UseQueryResult } from '@tanstack/react-query';
import { describeWeeklyQuery, WEEK_DAYS } from '@espaces/domain/booking/booking-labels';
import type { SlotPrices } from './chosen-slots-editor.tsx';
import { YearlyOccurrenceList } from './yearly-occurrence-list.tsx';
import { FrenchTimeInput } from '../../../ui/form/french-time-input.tsx';
import type { ReactNode } from 'react';

export interface YearlyQueryValues {
  /** '1' (lundi) … '7' (dimanche), as the Select holds it. */
  weekDay: string | null;
  startTime: string;
  endTime: string;
}

type InputProps = ReturnType<UseFormReturnType<YearlyQueryValues>['getInputProps']>;

interface YearlyQueryFieldsProps {
  /** `form.getInputProps` of the three fields. */
  fields: Record<keyof YearlyQueryValues, InputProps>;
  /** The weekly query once complete and valid. */
  query: BookingQuery | null;
  occurrences: UseQueryResult<GeneratedBookingSlot[]>;
  prices: SlotPrices;
  /** Whether every occurrence is listed, or only their count (the page lists the slots). */
  listOccurrences?: boolean;
  /** Slots kept of them when some were removed by hand (a counter-proposal): counted too. */
  proposedCount?: number;
  /** Shown between the occurrences' count and their list. */
  afterCount?: ReactNode;
}

const WEEK_DAY_OPTIONS = WEEK_DAYS.map((day) => ({ value: String(day.value), label: day.label }));

/** Yearly purpose: a day of the week and two Paris times, then every occurrence. */
export function YearlyQueryFields({
  fields,
  query,
  occurrences,
  prices,
  listOccurrences = true,
  proposedCount,
  afterCount,
}: YearlyQueryFieldsProps) {
  return (
    <Stack gap="md">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Select
          label="Jour de la semaine"
          placeholder="Choisissez un jour"
          withAsterisk
          data={WEEK_DAY_OPTIONS}
          allowDeselect={false}
          {...fields.weekDay}
        />
        <FrenchTimeInput label="Heure de début" withAsterisk {...fields.startTime} />
        <FrenchTimeInput label="Heure de fin" withAsterisk {...fields.endTime} />
      </Group>
      {query === null ? (
        <Text c="dimmed">
          Choisissez le jour et les heures pour voir chaque occurrence jusqu’à la fin des créneaux
          d’ouverture de l’espace.
        </Text>
      ) : (
        <Stack gap="xs">
          <Text fw={600}>{describeWeeklyQuery(query)}</Text>
          {occurrences.isPending ? (
            <Text role="status">Calcul des occurrences…</Text>
          ) : occurrences.isError ? (
            <Text role="alert">Les occurrences n’ont pas pu être calculées.</Text>
          ) : (
            <YearlyOccurrenceList
              occurrences={occurrences.data}
              prices={prices}
              countOnly={!listOccurrences}
              proposedCount={proposedCount}
              afterCount={afterCount}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}

import type { BookingQuery } from '@espaces/domain/api/bookings';
import { Stack, Title } from '@mantine/core';
import type { ComponentProps } from 'react';
import type { YearlyProposalSlots } from '../pages/use-counter-proposal-slots.ts';
import { ChosenSlotsEditor, type SlotPrices } from './chosen-slots-editor.tsx';
import { YearlyQueryFields } from './yearly-query-fields.tsx';

interface CounterProposalYearlySlotsProps {
  fields: ComponentProps<typeof YearlyQueryFields>['fields'];
  query: BookingQuery | null;
  proposal: YearlyProposalSlots;
  prices: SlotPrices;
}

// Occurrences of a weekly query are not moved one by one: the query moves them all.
const keepTimes = (): void => undefined;

/**
 * Yearly booking: the weekly query (with how many of its occurrences are free), then the slots
 * proposed, each marked « Modifié » when the query changed (docs/bookings.md#yearly-bookings) and
 * each removable.
 */
export function CounterProposalYearlySlots({
  fields,
  query,
  proposal,
  prices,
}: CounterProposalYearlySlotsProps) {
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        Jour et heures
      </Title>
      <YearlyQueryFields
        fields={fields}
        query={query}
        occurrences={proposal.occurrences}
        prices={prices}
        listOccurrences={false}
        proposedCount={proposal.slots.length}
      />
      <Title order={3} size="h4">
        Créneaux proposés
      </Title>
      <ChosenSlotsEditor
        slots={proposal.slots}
        prices={prices}
        onChange={keepTimes}
        onRemove={proposal.remove}
        slotMarker={proposal.marker}
        emptyText={proposal.computing ? 'Calcul des créneaux…' : 'Aucun créneau disponible.'}
      />
    </Stack>
  );
}

import type { HydraCollection } from '@espaces/domain/api/hydra';
import type {
  TimeSlot,
  TimeSlotActionOutput,
  TimeSlotActionsInput,
} from '@espaces/domain/api/time-slots';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../api/client.ts';
import { placePath } from '../../../api/places.ts';

export interface Week {
  /** ISO instants of the visible week's bounds [start, end). */
  start: string;
  end: string;
}

export const timeSlotKeys = {
  all: (placeId: string) => ['places', 'detail', placeId, 'time_slots'] as const,
  week: (placeId: string, week: Week) =>
    ['places', 'detail', placeId, 'time_slots', week.start, week.end] as const,
};

/** The windows overlapping the visible week, unpaginated. */
export function useWeekTimeSlots(placeId: string, week: Week | null) {
  return useQuery({
    queryKey: timeSlotKeys.week(placeId, week ?? { start: '', end: '' }),
    queryFn: async () =>
      (
        await apiFetch<HydraCollection<TimeSlot>>(`${placePath(placeId)}/time_slots`, {
          query: {
            'startDate[before]': week?.end,
            'endDate[after]': week?.start,
            pagination: false,
          },
        })
      )['hydra:member'],
    enabled: week !== null,
    placeholderData: keepPreviousData,
  });
}

/** What the actions would concretely do, as JSON in the query string. */
export async function previewTimeSlotActions(
  placeId: string,
  input: TimeSlotActionsInput,
): Promise<TimeSlotActionOutput[]> {
  const outputs = await apiFetch<HydraCollection<TimeSlotActionOutput>>(
    '/api/time_slot_action_outputs',
    {
      query: {
        place: placePath(placeId),
        timeSlotActions: JSON.stringify(input.timeSlotActions),
        weekTimeSlotActions: JSON.stringify(input.weekTimeSlotActions),
      },
    },
  );
  return outputs['hydra:member'];
}

export function applyTimeSlotActions(
  placeId: string,
  input: TimeSlotActionsInput,
): Promise<unknown> {
  return apiFetch<unknown>(`${placePath(placeId)}/time_slot_actions`, {
    method: 'POST',
    body: input,
  });
}

/** PUT {place iri}/delete-future-slots (a JSON body: unsafe calls must be JSON). */
export function deleteFutureSlots(placeId: string): Promise<{ deleted: number; kept: number }> {
  return apiFetch<{ deleted: number; kept: number }>(`${placePath(placeId)}/delete-future-slots`, {
    method: 'PUT',
    body: {},
  });
}

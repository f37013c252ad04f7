import type { TimeSlotActionOutput } from '@espaces/domain/api/time-slots';
import { windowsKeptForBookings } from '@espaces/domain/availability/availability-messages';
import { ALL_SLOTS_DELETED, CHANGES_SAVED } from '@espaces/domain/messages';
import { Button, Divider, Group, Stack, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { handleApiError } from '../../../api/client.ts';
import { WeekCalendar, type VisibleWeek } from '../../../ui/calendar/week-calendar.tsx';
import { describeWindow } from '../../../ui/calendar/week-window-list.tsx';
import { confirm } from '../../../ui/confirm.tsx';
import { briefSuccess, toast } from '../../../ui/toast.tsx';
import {
  applyTimeSlotActions,
  deleteFutureSlots,
  previewTimeSlotActions,
  timeSlotKeys,
  useWeekTimeSlots,
  type Week,
} from '../api/time-slots-api.ts';
import {
  actionsInputOf,
  addWeeklyPattern,
  addWindow,
  changeWindow,
  discardChange,
  displayedWindows,
  removeWindow,
  type PendingWindowChange,
} from '../lib/pending-window-changes.ts';
import { PendingChangesList } from './pending-changes-list.tsx';
import { TimeSlotPreviewModal } from './time-slot-preview-modal.tsx';
import { WeeklyPatternForm } from './weekly-pattern-form.tsx';

const rangeOf = (range: VisibleWeek) => ({
  startDate: range.start.toISOString(),
  endDate: range.end.toISOString(),
});

/**
 * « Créneaux d'ouverture » of a place (docs/bookings.md#opening-windows): edits on the week
 * calendar and weekly patterns pile up as pending actions, previewed (GET
 * /api/time_slot_action_outputs) and then saved together (POST {place}/time_slot_actions).
 */
export function OpeningWindowsSection({ placeId }: { placeId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [week, setWeek] = useState<Week | null>(null);
  const [changes, setChanges] = useState<PendingWindowChange[]>([]);
  const [outputs, setOutputs] = useState<TimeSlotActionOutput[] | null>(null);
  const timeSlots = useWeekTimeSlots(placeId, week);
  const saved = timeSlots.data ?? [];

  const onWeekChange = ({ start, end }: VisibleWeek) => {
    const next = { start: start.toISOString(), end: end.toISOString() };
    setWeek((current) =>
      current?.start === next.start && current.end === next.end ? current : next,
    );
  };

  const onRemove = async (windowId: string) => {
    const shown = displayedWindows(saved, changes).find((window) => window.id === windowId);
    if (shown === undefined) return;
    const confirmed = await confirm({
      title: 'Supprimer le créneau',
      message: `Supprimer le créneau du ${describeWindow(shown)}\u00a0? La suppression sera enregistrée avec les autres modifications.`,
      confirmLabel: 'Supprimer',
      danger: true,
    });
    if (confirmed) setChanges((current) => removeWindow(current, windowId, saved));
  };

  const preview = useMutation({
    mutationFn: () => previewTimeSlotActions(placeId, actionsInputOf(changes)),
    onSuccess: setOutputs,
    onError: handleApiError,
  });

  const save = useMutation({
    mutationFn: () => applyTimeSlotActions(placeId, actionsInputOf(changes)),
    onSuccess: async () => {
      setOutputs(null);
      setChanges([]);
      await queryClient.invalidateQueries({ queryKey: timeSlotKeys.all(placeId) });
      briefSuccess(CHANGES_SAVED);
    },
    onError: handleApiError,
  });

  const deletion = useMutation({
    mutationFn: () => deleteFutureSlots(placeId),
    onSuccess: async ({ kept }) => {
      setChanges([]);
      await queryClient.invalidateQueries({ queryKey: timeSlotKeys.all(placeId) });
      toast({ message: ALL_SLOTS_DELETED });
      if (kept > 0) toast({ message: windowsKeptForBookings(kept), type: 'info' });
      // After deleting all future slots (docs/routes.md#page-flows), the flow goes to
      // /espace/editer/{id}.
      await navigate(`/espace/editer/${placeId}`, { replace: true });
    },
    onError: handleApiError,
  });

  const deleteFuture = async () => {
    const confirmed = await confirm({
      title: 'Supprimer tous les créneaux à venir',
      message:
        'Tous les créneaux d’ouverture à venir qui ne portent aucune réservation en cours seront supprimés.',
      confirmLabel: 'Supprimer les créneaux',
      danger: true,
    });
    if (confirmed) deletion.mutate();
  };

  return (
    <section aria-labelledby="opening-windows-title">
      <Stack gap="md">
        <Title order={2} id="opening-windows-title">
          Créneaux d’ouverture
        </Title>
        <WeekCalendar
          label="Calendrier des créneaux d’ouverture de la semaine"
          windows={displayedWindows(saved, changes)}
          onWeekChange={onWeekChange}
          onCreate={(range) => setChanges((current) => addWindow(current, rangeOf(range)))}
          onChange={(id, range) =>
            setChanges((current) => changeWindow(current, id, rangeOf(range)))
          }
          onRemove={(id) => void onRemove(id)}
          emptyText={
            timeSlots.isPending ? 'Chargement des créneaux…' : 'Aucun créneau cette semaine.'
          }
        />
        <Divider />
        <WeeklyPatternForm
          onAdd={(actions) => setChanges((current) => addWeeklyPattern(current, actions))}
        />
        <Divider />
        <PendingChangesList
          changes={changes}
          onDiscard={(key) => setChanges((current) => discardChange(current, key))}
        />
        <Group justify="space-between">
          <Group>
            <Button
              onClick={() => preview.mutate()}
              disabled={changes.length === 0}
              loading={preview.isPending}
            >
              Prévisualiser
            </Button>
            <Button
              variant="default"
              onClick={() => setChanges([])}
              disabled={changes.length === 0}
            >
              Abandonner les modifications
            </Button>
          </Group>
          <Button
            color="red"
            variant="outline"
            onClick={() => void deleteFuture()}
            loading={deletion.isPending}
          >
            Supprimer tous les créneaux à venir
          </Button>
        </Group>
      </Stack>
      <TimeSlotPreviewModal
        outputs={outputs}
        saving={save.isPending}
        onSave={() => save.mutate()}
        onClose={() => setOutputs(null)}
      />
    </section>
  );
}

import { CLOSURE_MESSAGES } from '@espaces/domain/closure/closure-messages';
import { schoolZoneLabel, type SchoolZone } from '@espaces/domain/closure/school-zones';
import { Alert, Button, Checkbox, Group, List, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { handleApiError } from '../../../api/client.ts';
import { briefSuccess } from '../../../ui/toast.tsx';
import { chooseClosureCalendar, type FacilityClosures } from '../api/closure-queries.ts';
import { periodLabel } from '../../../lib/calendar-days.ts';
import { CHANGES_SAVED } from '@espaces/domain/messages';

const NO_ZONE = 'none';
const UPCOMING_SHOWN = 8;

/**
 * What closes the facility besides its declared closures: public holidays, and
 * the school holidays of a zone (proposed from its postal code). Then the coming closed days.
 */
export function ClosureCalendarSettings({
  calendar,
  onSaved,
}: {
  calendar: FacilityClosures;
  onSaved: () => void;
}) {
  const [zone, setZone] = useState<string>(calendar.schoolZone ?? NO_ZONE);
  const [publicHolidays, setPublicHolidays] = useState(calendar.closedOnPublicHolidays);
  const editable = calendar._abilities.chooseCalendar;
  const suggested = calendar.suggestedSchoolZone;
  // Only zones whose holidays are known; the zone already chosen stays shown whatever happens.
  const zones = calendar.schoolZones.filter((value) => value !== calendar.schoolZone);
  const offered = calendar.schoolZone ? [calendar.schoolZone, ...zones] : zones;

  const save = useMutation({
    mutationFn: () =>
      chooseClosureCalendar(calendar.facility.id, {
        schoolZone: zone === NO_ZONE ? null : (zone as SchoolZone),
        closedOnPublicHolidays: publicHolidays,
      }),
    onSuccess: () => {
      briefSuccess(CHANGES_SAVED);
      onSaved();
    },
    onError: handleApiError,
  });

  return (
    <Stack gap="sm">
      <Title order={3}>Jours fériés et vacances scolaires</Title>
      <Checkbox
        label="L’établissement ferme les jours fériés"
        checked={publicHolidays}
        disabled={!editable}
        onChange={(event) => setPublicHolidays(event.currentTarget.checked)}
      />
      <Select
        label="L’établissement ferme pendant les vacances scolaires de la zone"
        description={
          suggested ? `Zone de son département\u00a0: ${schoolZoneLabel(suggested)}.` : undefined
        }
        allowDeselect={false}
        disabled={!editable}
        value={zone}
        onChange={(value) => setZone(value ?? NO_ZONE)}
        data={[
          { value: NO_ZONE, label: 'Aucune (ouvert pendant les vacances)' },
          ...offered.map((value) => ({ value, label: schoolZoneLabel(value) })),
        ]}
        maw={420}
      />
      {calendar.schoolZone && calendar.schoolYearsMissing.length > 0 && (
        <Alert color="orange" title="Vacances scolaires inconnues" maw={640}>
          {CLOSURE_MESSAGES.zoneYearsMissing(
            schoolZoneLabel(calendar.schoolZone),
            calendar.schoolYearsMissing,
          )}
        </Alert>
      )}
      {editable && (
        <Group>
          <Button variant="light" loading={save.isPending} onClick={() => save.mutate()}>
            Enregistrer ce calendrier
          </Button>
        </Group>
      )}
      {calendar.upcomingClosedDays.length === 0 ? (
        <Text c="dimmed">Aucun jour férié ni vacances scolaires ne ferme l’établissement.</Text>
      ) : (
        <List spacing={4} aria-label="Prochains jours fériés et vacances">
          {calendar.upcomingClosedDays.slice(0, UPCOMING_SHOWN).map((period) => (
            <List.Item key={period.from}>
              {`${periodLabel(period.from, period.to)}\u00a0: ${period.reason}`}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

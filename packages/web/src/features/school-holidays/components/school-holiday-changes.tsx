import type { ZoneHolidayChangesResource } from '@espaces/domain/api/school-holidays';
import { schoolZoneLabel } from '@espaces/domain/closure/school-zones';
import { List, Stack, Text, Title } from '@mantine/core';
import { periodLabel } from '../../../lib/calendar-days.ts';

type Period = ZoneHolidayChangesResource['added'][number];

const periodLine = (period: Period) =>
  `${period.name} ${period.schoolYear}\u00a0: ${periodLabel(period.firstDay, period.lastDay)}`;

/** Per zone, the periods an import adds, changes (old days → new days) and removes. */
export function SchoolHolidayChanges({ changes }: { changes: ZoneHolidayChangesResource[] }) {
  return (
    <Stack gap="md">
      {changes.map((zone) => (
        <section key={zone.zone} aria-labelledby={`changes-${zone.zone}`}>
          <Title order={3} id={`changes-${zone.zone}`} mb="xs">
            {schoolZoneLabel(zone.zone).replace(/^zone/, 'Zone')}
          </Title>
          <Stack gap="xs">
            <ChangeList label="Ajoutées" lines={zone.added.map(periodLine)} />
            <ChangeList
              label="Modifiées"
              lines={zone.changed.map(
                ({ before, after }) =>
                  `${before.name} ${before.schoolYear}\u00a0: ${periodLabel(before.firstDay, before.lastDay)} → ${periodLabel(after.firstDay, after.lastDay)}`,
              )}
            />
            <ChangeList label="Supprimées" lines={zone.removed.map(periodLine)} />
          </Stack>
        </section>
      ))}
    </Stack>
  );
}

function ChangeList({ label, lines }: { label: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <div>
      <Text fw={700} size="sm">
        {`${label} (${lines.length})`}
      </Text>
      <List spacing={2} size="sm">
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </div>
  );
}

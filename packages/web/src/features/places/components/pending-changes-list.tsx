import { Button, Group, List, Text, Title } from '@mantine/core';
import { actionLabel, weeklyActionLabel } from '../lib/opening-window-labels.ts';
import type { PendingWindowChange } from '../lib/pending-window-changes.ts';

function labelOf(change: PendingWindowChange): string {
  return change.kind === 'week'
    ? weeklyActionLabel(change.action)
    : actionLabel(change.kind, change.startDate, change.endDate);
}

/** The unsaved changes, each of which can be dropped before the preview. */
export function PendingChangesList({
  changes,
  onDiscard,
}: {
  changes: readonly PendingWindowChange[];
  onDiscard: (key: string) => void;
}) {
  return (
    <section aria-labelledby="pending-changes-title">
      <Title order={3} id="pending-changes-title" mb="xs">
        Modifications en attente
      </Title>
      {changes.length === 0 ? (
        <Text c="dimmed">Aucune modification en attente.</Text>
      ) : (
        <List spacing="xs" listStyleType="none">
          {changes.map((change) => {
            const label = labelOf(change);
            return (
              <List.Item key={change.key}>
                <Group gap="sm">
                  <Text>{label}</Text>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    aria-label={`Retirer\u00a0: ${label}`}
                    onClick={() => onDiscard(change.key)}
                  >
                    Retirer
                  </Button>
                </Group>
              </List.Item>
            );
          })}
        </List>
      )}
    </section>
  );
}

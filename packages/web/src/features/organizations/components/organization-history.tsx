import type { OrganizationHistoryEntry } from '@espaces/domain/api/organizations';
import { formatDateAtTime } from '@espaces/domain/locale/format';
import { Stack, Text, Timeline, Title } from '@mantine/core';

/**
 * What happened, read from the statuses the event moved between
 * (docs/organisations.md#statuses-and-transitions).
 */
function eventLabel(entry: OrganizationHistoryEntry): string {
  const { fromStatus, toStatus } = entry;
  if (toStatus === fromStatus || toStatus === null) return 'Informations modifiées';
  switch (toStatus) {
    case 'email_to_validate':
      return 'Inscription';
    case 'to_review':
      if (fromStatus === 'email_to_validate') return 'Adresse e-mail validée';
      if (fromStatus === 'validated') return 'Identité modifiée, à examiner de nouveau';
      return fromStatus === 'non_compliant' ? 'Informations corrigées et renvoyées' : 'À examiner';
    case 'validated':
      return 'Organisation validée';
    case 'non_compliant':
      return 'Marquée non conforme';
    case 'rejected':
      return 'Organisation rejetée';
  }
}

/** The history of decisions, oldest first, with their reasons. */
export function OrganizationHistory({ history }: { history: OrganizationHistoryEntry[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="organization-history-title">
      <Title order={2} id="organization-history-title">
        Historique
      </Title>
      {history.length === 0 ? (
        <Text c="dimmed">Aucun événement pour le moment.</Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2} active={history.length - 1}>
          {history.map((entry, index) => (
            <Timeline.Item key={`${entry.occurredAt}-${index}`} title={eventLabel(entry)}>
              <Text size="sm" c="dimmed">
                {formatDateAtTime(entry.occurredAt)}
                {entry.actor !== null && ` — ${entry.actor.firstName} ${entry.actor.lastName}`}
              </Text>
              {entry.reason !== null && <Text size="sm">{`Motif\u00a0: ${entry.reason}`}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}

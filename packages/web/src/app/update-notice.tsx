import '../ui/mantine-styles.ts';
import { Affix, Button, Group, Notification, Text } from '@mantine/core';
import { useState } from 'react';
import { LOADED_BUILD_ID, fetchDeployedBuildId, useNewVersionAvailable } from './update-check.ts';

interface UpdateNoticeProps {
  loadedBuildId?: string | null;
  fetchBuildId?: () => Promise<string | null>;
  reload?: () => void;
}

/**
 * When a newer build is deployed (docs/routes.md#page-flows), offers to reload without interrupting
 * the user, who may finish what they are typing first or close the notice.
 */
export function UpdateNotice({
  loadedBuildId = LOADED_BUILD_ID,
  fetchBuildId = fetchDeployedBuildId,
  reload,
}: UpdateNoticeProps) {
  const available = useNewVersionAvailable(loadedBuildId, fetchBuildId);
  return available ? <NewVersionNotice reload={reload} /> : null;
}

/** The notice itself, once a newer build is known to be deployed. */
export function NewVersionNotice({
  reload = () => window.location.reload(),
}: {
  reload?: () => void;
}) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <Affix position={{ bottom: 16, left: 16 }} zIndex={400}>
      <Notification
        role="status"
        title="Une nouvelle version est disponible"
        withCloseButton
        closeButtonProps={{ 'aria-label': 'Fermer' }}
        onClose={() => setDismissed(true)}
        maw={360}
      >
        <Group justify="space-between" gap="sm" mt={4}>
          <Text size="sm">Rechargez la page pour l’utiliser.</Text>
          <Button size="xs" onClick={reload}>
            Recharger
          </Button>
        </Group>
      </Notification>
    </Affix>
  );
}

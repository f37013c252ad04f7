import { Alert, Blockquote, Text } from '@mantine/core';

/** A refused request tells why, in the establishment's own words. */
export function RejectionNotice({ reason }: { reason: string | null }) {
  return (
    // Read with the page, not an interruption: no live « alert » role.
    <Alert color="red" variant="light" title="Demande refusée" role="note">
      <Text size="sm">
        L’établissement a refusé cette demande et libéré ses créneaux.
        {reason && ' Motif du refus\u00a0:'}
      </Text>
      {reason && (
        <Blockquote color="red" mt="xs" p="sm" style={{ whiteSpace: 'pre-line' }}>
          {reason}
        </Blockquote>
      )}
    </Alert>
  );
}

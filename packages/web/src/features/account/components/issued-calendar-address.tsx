import type { IssuedCalendarFeed } from '@espaces/domain/api/calendar-feeds';
import { Alert, Anchor, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';

/** Subscription apps open `webcal:` addresses directly (Apple Calendar, Outlook). */
const webcalOf = (url: string) => url.replace(/^https?:/, 'webcal:');

/** The secret address, shown once after it is made: only its hash is kept. */
export function IssuedCalendarAddress({
  feed,
  onClose,
}: {
  feed: IssuedCalendarFeed;
  onClose: () => void;
}) {
  return (
    <Alert
      color="teal"
      title="Votre adresse d’agenda"
      withCloseButton
      closeButtonLabel="Masquer l’adresse"
      onClose={onClose}
    >
      <Stack gap="xs">
        <Text size="sm">
          Copiez-la maintenant et collez-la dans votre agenda («&nbsp;S’abonner à un agenda&nbsp;»
          ou «&nbsp;Ajouter depuis une URL&nbsp;»)&nbsp;: pour votre sécurité, elle ne sera plus
          affichée.
        </Text>
        <TextInput label="Adresse de l’agenda" value={feed.url} readOnly />
        <Group>
          <CopyButton value={feed.url}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? 'Adresse copiée' : 'Copier l’adresse'}
              </Button>
            )}
          </CopyButton>
          <Anchor href={webcalOf(feed.url)}>Ouvrir dans mon agenda</Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}

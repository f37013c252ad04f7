import type { Agreement } from '@espaces/domain/api/agreements';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { agreementFiles, agreementReference } from '../api/agreement-api.ts';

/** The issued and signed PDFs, downloadable by both parties once the agreement is issued. */
export function AgreementDownloads({ agreement }: { agreement: Agreement }) {
  const files = agreementFiles(agreement.id);
  const reference = agreementReference(agreement);
  if (agreement.status === 'draft') return null;
  return (
    <List>
      <List.Item>
        <Anchor href={files.document} download>
          Télécharger la convention {reference} (PDF)
        </Anchor>
      </List.Item>
      {agreement.signedDocumentSha256 && (
        <List.Item>
          <Anchor href={files.signedDocument} download>
            Télécharger la convention signée {reference} (PDF)
          </Anchor>
        </List.Item>
      )}
    </List>
  );
}

/**
 * Doors and their instructions (docs/decisions.md#agreements-and-amendments), shown to the
 * organisation once signed.
 */
export function AgreementDoors({ agreement }: { agreement: Agreement }) {
  const places = agreement.places.filter((place) => place.doors !== undefined);
  if (agreement.status !== 'signed' || places.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Accès aux espaces
      </Title>
      {places.map((place) => (
        <Stack key={place.id} gap={4}>
          <Text fw={700}>
            {place.name} — {place.address}
          </Text>
          {place.doors!.length === 0 ? (
            <Text>Accès par l’entrée principale de l’établissement.</Text>
          ) : (
            <List>
              {place.doors!.map((door) => (
                <List.Item key={door.name}>
                  {door.name}
                  {door.instructions ? `\u00a0: ${door.instructions}` : ''}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

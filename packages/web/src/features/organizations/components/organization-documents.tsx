import type { Organization } from '@espaces/domain/api/organizations';
import { formatDate } from '@espaces/domain/locale/format';
import { ORGANIZATION_DOCUMENT_LABELS } from '@espaces/domain/organizations/legal-forms';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { formatFileSize } from '../../../ui/upload/document-rules.ts';

/** The statuts and the attestation d'assurance, downloaded through the authorised endpoint. */
export function OrganizationDocuments({ organization }: { organization: Organization }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="organization-documents-title">
      <Title order={2} id="organization-documents-title">
        Pièces justificatives
      </Title>
      {organization.documents.length === 0 ? (
        <Text c="dimmed">Aucun document pour le moment.</Text>
      ) : (
        <List spacing="xs" listStyleType="none" p={0}>
          {organization.documents.map((document) => (
            <List.Item key={document.id}>
              <Text span fw={500}>{`${ORGANIZATION_DOCUMENT_LABELS[document.kind]}\u00a0: `}</Text>
              <Anchor href={document.contentUrl} download={document.name}>
                {document.name}
              </Anchor>
              <Text span size="sm" c="dimmed">
                {` (${formatFileSize(document.size)}, envoyé le ${formatDate(document.createdAt)})`}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

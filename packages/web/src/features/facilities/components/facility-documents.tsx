import type { FacilityDetail } from '@espaces/domain/api/facilities';
import { formatDate } from '@espaces/domain/locale/format';
import { Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { handleApiError } from '../../../api/client.ts';
import { confirm } from '../../../ui/confirm.tsx';
import { briefSuccess, toast } from '../../../ui/toast.tsx';
import { DocumentUpload } from '../../../ui/upload/document-upload.tsx';
import { formatFileSize } from '../../../ui/upload/document-rules.ts';
import { facilityKeys } from '../../../api/facilities.ts';
import {
  deleteFacilityDocument,
  documentUploadUrl,
  type FacilityDocument,
} from '../api/facility-queries.ts';

/**
 * Annex documents of the facility, attached to its agreements
 * (docs/agreements.md#preparation-and-generation).
 */
export function FacilityDocuments({ facility }: { facility: FacilityDetail }) {
  const queryClient = useQueryClient();
  const canManage = facility._abilities.manageDocuments;
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: facilityKeys.detail(facility.id) });
  const deletion = useMutation({
    mutationFn: deleteFacilityDocument,
    onSuccess: async () => {
      await refresh();
      briefSuccess('Document supprimé.');
    },
    onError: handleApiError,
  });

  async function remove(document: FacilityDocument): Promise<void> {
    const confirmed = await confirm({
      title: 'Supprimer ce document\u00a0?',
      message: `«\u00a0${document.name}\u00a0» ne sera plus joint aux conventions de l’établissement.`,
      confirmLabel: 'Supprimer',
      danger: true,
    });
    if (confirmed) deletion.mutate(document);
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="facility-documents-title">
      <Title order={2} id="facility-documents-title">
        Documents annexes
      </Title>
      {facility.documents.length === 0 ? (
        <Text c="dimmed">Aucun document pour le moment.</Text>
      ) : (
        <List spacing="xs" listStyleType="none" p={0}>
          {facility.documents.map((document) => (
            <List.Item key={document.id}>
              <Group gap="sm" wrap="nowrap">
                <Anchor href={document.contentUrl} download={document.name}>
                  {document.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {formatFileSize(document.size)}, ajouté le {formatDate(document.createdAt)}
                </Text>
                {canManage && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red.9"
                    c="red.9"
                    loading={deletion.isPending && deletion.variables.id === document.id}
                    aria-label={`Supprimer ${document.name}`}
                    onClick={() => void remove(document)}
                  >
                    Supprimer
                  </Button>
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {canManage && (
        <DocumentUpload<FacilityDocument>
          uploadUrl={documentUploadUrl(facility)}
          onUploaded={(document) => {
            void refresh();
            toast({ message: `Document «\u00a0${document.name}\u00a0» ajouté.` });
          }}
        />
      )}
    </Stack>
  );
}

import type { TimeSlotActionOutput } from '@espaces/domain/api/time-slots';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { actionLabel } from '../lib/opening-window-labels.ts';
import { countOf, plural } from '@espaces/domain/locale/french';

/** The concrete adds, updates and removals, to check before saving. */
export function TimeSlotPreviewModal({
  outputs,
  saving,
  onSave,
  onClose,
}: {
  outputs: readonly TimeSlotActionOutput[] | null;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={outputs !== null}
      onClose={onClose}
      title="Prévisualisation des créneaux"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      <Stack gap="md">
        {outputs === null || outputs.length === 0 ? (
          <Text>Ces modifications ne changent aucun créneau.</Text>
        ) : (
          <>
            <Text>
              {`${countOf(outputs.length, 'changement')} ${plural(outputs.length, {
                one: 'sera enregistré',
                other: 'seront enregistrés',
              })}\u00a0:`}
            </Text>
            <List spacing={4} aria-label="Changements prévus">
              {outputs.map((output, index) => (
                <List.Item key={`${output.action}-${output.startDate}-${index}`}>
                  {actionLabel(output.action, output.startDate, output.endDate)}
                </List.Item>
              ))}
            </List>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annuler
          </Button>
          <Button onClick={onSave} loading={saving} disabled={outputs?.length === 0}>
            Enregistrer
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

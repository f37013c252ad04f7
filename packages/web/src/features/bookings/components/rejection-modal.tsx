import { bookingRejectionSchema, type BookingRejection } from '@espaces/domain/api/bookings';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';

interface RejectionModalProps {
  opened: boolean;
  reference: string;
  onClose: () => void;
  onReject: (rejection: BookingRejection) => void;
  rejecting: boolean;
}

/**
 * Refusing needs a reason, e-mailed to the organisation; the domain contract
 * checks it here too so the validator sees what is missing before anything is sent.
 */
export function RejectionModal({
  opened,
  reference,
  onClose,
  onReject,
  rejecting,
}: RejectionModalProps) {
  const form = useForm({ initialValues: { rejectionReason: '' } });
  const close = (): void => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) => {
    const parsed = bookingRejectionSchema.safeParse(values);
    if (parsed.success) onReject(parsed.data);
    else form.setFieldError('rejectionReason', parsed.error.issues[0]?.message);
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Refuser la demande"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text>
            La demande {reference} sera refusée et ses créneaux libérés. L’organisation recevra le
            motif par e-mail.
          </Text>
          <Textarea
            label="Motif du refus"
            required
            autosize
            minRows={4}
            maxLength={2000}
            data-autofocus
            {...form.getInputProps('rejectionReason')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Annuler
            </Button>
            <Button type="submit" color="red" loading={rejecting}>
              Refuser
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

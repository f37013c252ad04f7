import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { z } from 'zod';
import { schemaResolver } from '@mantine/form';
import { showFailure, type FormMutation } from '../../../ui/form/field-violations.ts';

interface ReasonModalProps<Field extends string> {
  opened: boolean;
  onClose: () => void;
  title: string;
  explanation: string;
  /** The body field (`nonComplianceReason`, `rejectionReason`) and its domain schema. */
  field: Field;
  schema: z.ZodType<Record<Field, string>>;
  label: string;
  submitLabel: string;
  danger?: boolean;
  decision: FormMutation<Record<Field, string>>;
  /** A last confirmation before sending; resolves false when the user backs out. */
  confirmFirst?: () => Promise<boolean>;
}

/** A central decision that needs a reason, e-mailed to the organisation. */
export function ReasonModal<Field extends string>({
  opened,
  onClose,
  title,
  explanation,
  field,
  schema,
  label,
  submitLabel,
  danger = false,
  decision,
  confirmFirst = () => Promise.resolve(true),
}: ReasonModalProps<Field>) {
  const form = useForm<Record<string, string>>({
    initialValues: { [field]: '' },
    validate: schemaResolver(schema, { sync: true }),
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    if (!(await confirmFirst())) return;
    decision.mutate(schema.parse(values), {
      onSuccess: close,
      onError: (error) => showFailure(form, error),
    });
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <Text size="sm">{explanation}</Text>
          <Textarea
            label={label}
            withAsterisk
            rows={5}
            data-autofocus
            {...form.getInputProps(field)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Annuler
            </Button>
            <Button type="submit" color={danger ? 'red.9' : undefined} loading={decision.isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

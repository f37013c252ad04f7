import { doorInputSchema, type DoorInput } from '@espaces/domain/api/places';
import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { showFailure, type FormMutation } from '../../../ui/form/field-violations.ts';
import { confirm } from '../../../ui/confirm.tsx';

interface DoorRow {
  /** Stable React key, so a moved door keeps its focus. */
  key: string;
  id?: string;
  name: string;
  instructions: string;
}

interface DoorsValues {
  doors: DoorRow[];
}

function validate(values: DoorsValues): Record<string, string> {
  const errors: Record<string, string> = {};
  values.doors.forEach((door, index) => {
    const result = doorInputSchema.safeParse(door);
    for (const issue of result.error?.issues ?? []) {
      errors[`doors.${index}.${issue.path.map(String).join('.')}`] ??= issue.message;
    }
  });
  return errors;
}

const doorLabel = (door: DoorRow, index: number) =>
  door.name.trim() === '' ? `la porte n°${index + 1}` : `la porte «\u00a0${door.name}\u00a0»`;

/**
 * The doors of a place and their access instructions, in the order shown to
 * organisations: added, edited, removed after confirmation, moved with buttons (keyboard).
 */
export function DoorsEditor({
  doors,
  save,
}: {
  doors: readonly DoorInput[];
  save: FormMutation<DoorInput[]>;
}) {
  const form = useForm<DoorsValues>({
    initialValues: {
      doors: doors.map((door) => ({
        key: randomId('door-'),
        ...(door.id !== undefined && { id: door.id }),
        name: door.name,
        instructions: door.instructions,
      })),
    },
    validate,
  });
  const rows = form.values.doors;

  const remove = async (index: number) => {
    const door = rows[index];
    if (door === undefined) return;
    const confirmed = await confirm({
      title: 'Retirer la porte',
      message: `Retirer ${doorLabel(door, index)}\u00a0? Le changement sera enregistré avec les autres.`,
      confirmLabel: 'Retirer',
      danger: true,
    });
    if (confirmed) form.removeListItem('doors', index);
  };

  const submit = form.onSubmit((values) => {
    save.mutate(
      values.doors.map(({ id, name, instructions }) => ({
        ...(id !== undefined && { id }),
        name: name.trim(),
        instructions: instructions.trim(),
      })),
      {
        onError: (error) =>
          showFailure(form, error, (path) => (path.startsWith('doors') ? path : null)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Portes de l’espace">
      <Stack gap="md">
        {rows.length === 0 && <Text>Aucune porte pour le moment.</Text>}
        {rows.map((door, index) => (
          <Paper key={door.key} withBorder p="md" component="fieldset">
            <Stack gap="sm">
              <Title order={2} size="h4" component="legend">
                Porte n°{index + 1}
              </Title>
              <TextInput
                label="Nom"
                withAsterisk
                aria-required
                {...form.getInputProps(`doors.${index}.name`)}
              />
              <Textarea
                label="Consignes d’accès"
                resize="vertical"
                rows={2}
                {...form.getInputProps(`doors.${index}.instructions`)}
              />
              <Group gap="xs">
                <Button
                  size="compact-sm"
                  variant="default"
                  disabled={index === 0}
                  aria-label={`Monter ${doorLabel(door, index)}`}
                  onClick={() => form.reorderListItem('doors', { from: index, to: index - 1 })}
                >
                  Monter
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  disabled={index === rows.length - 1}
                  aria-label={`Descendre ${doorLabel(door, index)}`}
                  onClick={() => form.reorderListItem('doors', { from: index, to: index + 1 })}
                >
                  Descendre
                </Button>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={`Retirer ${doorLabel(door, index)}`}
                  onClick={() => void remove(index)}
                >
                  Retirer
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
        <Group>
          <Button
            variant="light"
            onClick={() =>
              form.insertListItem('doors', { key: randomId('door-'), name: '', instructions: '' })
            }
          >
            Ajouter une porte
          </Button>
          <Button type="submit" loading={save.isPending}>
            Enregistrer les portes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
